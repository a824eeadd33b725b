import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface VerifyOutcome {
  message?: string;
  alreadyVerified: boolean;
}

/** POST wueusers/verify/{encodedstring}. */
export const verifyEmail = async (code: string): Promise<VerifyOutcome> => {
  const env = await apiRequest<{ email: string; alreadyVerified?: boolean }>(
    'POST',
    `wueusers/verify/${encodeURIComponent(code)}`,
  );
  return { message: env.message, alreadyVerified: env.result?.alreadyVerified === true };
};

/**
 * Runs once per link on the verify page. A query rather than an effect: it is deduplicated (React's
 * development double mount would otherwise verify twice and report "already verified") and never retried.
 */
export const verifyEmailQuery = (code: string) =>
  queryOptions({
    queryKey: ['auth', 'verify', code],
    queryFn: () => verifyEmail(code),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useVerifyEmail = (code: string) => useQuery(verifyEmailQuery(code));
