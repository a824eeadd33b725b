import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST auth/request-otp: mails a six-digit sign-in code (the same answer for every address). */
export const requestOtp = (email: string) =>
  apiRequest<{ email: string }>('POST', 'auth/request-otp', { body: { email } });

export const useRequestOtp = () => useMutation({ mutationFn: requestOtp });
