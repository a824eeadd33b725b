import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@elevate/contracts/auth/auth.schema';
import { apiRequest } from '@/lib/api-client';

/** POST wueusers/forgot-password/reset with the mailed link's email and code and the new password. */
export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest<never>('POST', 'wueusers/forgot-password/reset', { body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
