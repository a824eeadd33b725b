import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@elevate/contracts/account/account.schema';
import { apiRequest } from '@/lib/api-client';

/** DELETE users/{id}/account with the password, or the email for an account without one. */
export const deleteAccount = ({ uid, ...body }: DeleteAccountInput & { uid: number }) =>
  apiRequest<never>('DELETE', `users/${uid}/account`, { body });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
