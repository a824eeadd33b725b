import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST wueusers/{uid}/logout-all: every token of the account stops working, this one included. */
export const logoutEverywhere = (uid: number) => apiRequest<never>('POST', `wueusers/${uid}/logout-all`);

export const useLogoutEverywhere = () => useMutation({ mutationFn: logoutEverywhere });
