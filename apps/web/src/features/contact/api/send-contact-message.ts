import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput, ContactResult } from '@elevate/contracts/contact/contact.schema';
import { apiRequest } from '@/lib/api-client';

export const sendContactMessage = async (input: ContactMessageInput) => {
  const env = await apiRequest<ContactResult>('POST', 'contact-us', { body: input });
  return env.result;
};

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
