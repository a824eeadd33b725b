import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput, LoginResult } from '@elevate/contracts/auth/auth.schema';
import { apiRequest } from '@/lib/api-client';

/** PUT wueusers/{uid}/change-password: answers a fresh login result (other sessions end). */
export const changePassword = ({ uid, ...body }: ChangePasswordInput & { uid: number }) =>
  apiRequest<LoginResult>('PUT', `wueusers/${uid}/change-password`, { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
