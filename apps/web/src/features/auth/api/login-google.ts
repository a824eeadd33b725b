import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@elevate/contracts/auth/auth.schema';
import { apiRequest } from '@/lib/api-client';

/** POST wueusers/login/google with the Google Identity Services credential (spec §7.1). */
export const loginWithGoogle = (input: { credential: string; returnUrl?: string }) =>
  apiRequest<LoginResult>('POST', 'wueusers/login/google', { body: input });

export const useLoginWithGoogle = () => useMutation({ mutationFn: loginWithGoogle });
