import { useMutation } from '@tanstack/react-query';
import type { LoginResult } from '@elevate/contracts/auth/auth.schema';
import { apiRequest } from '@/lib/api-client';

/** POST auth/verify-otp: logs in with the mailed code (the same answer as a password login). */
export const verifyOtp = (input: { email: string; otp: string; returnUrl?: string }) =>
  apiRequest<LoginResult>('POST', 'auth/verify-otp', { body: input });

export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp });
