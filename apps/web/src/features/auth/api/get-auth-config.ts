import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '@elevate/contracts/auth/auth.schema';
import { apiGet } from '@/lib/api-client';

/** GET auth/config: the Google client id (null when Google sign-in is off) and the support mailbox. */
export const authConfigQuery = queryOptions({
  queryKey: ['auth', 'config'],
  queryFn: ({ signal }) => apiGet<AuthConfig>('auth/config', undefined, signal),
  staleTime: Infinity,
});

export const useAuthConfig = () => useQuery(authConfigQuery);
