import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST wueusers/forgot-password?emailId&returnUrl (empty body); the same answer whether or not the account exists. */
export const forgotPassword = ({ emailId, returnUrl }: { emailId: string; returnUrl?: string }) =>
  apiRequest<{ emailId: string }>('POST', 'wueusers/forgot-password', { query: { emailId, returnUrl } });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
