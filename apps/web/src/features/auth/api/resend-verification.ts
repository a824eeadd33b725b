import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST wueusers/resend-verification?emailId&returnUrl: a fresh verification link for an unverified account. */
export const resendVerification = ({ emailId, returnUrl }: { emailId: string; returnUrl?: string }) =>
  apiRequest<{ emailId: string }>('POST', 'wueusers/resend-verification', { query: { emailId, returnUrl } });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
