import { useMutation } from '@tanstack/react-query';
import type { CredentialCheckResult } from '@elevate/contracts/certificates/certificates.schema';
import { apiRequest } from '@/lib/api-client';

/** Checks a downloaded credential file: `POST certificates/verify` (no sign-in). */
export const checkCredential = async (credential: Record<string, unknown>) => {
  const env = await apiRequest<CredentialCheckResult>('POST', 'certificates/verify', { body: { credential } });
  return env.result!;
};

export const useCheckCredential = () => useMutation({ mutationFn: checkCredential });
