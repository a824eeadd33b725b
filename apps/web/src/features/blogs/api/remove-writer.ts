import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { blogKeys } from './keys';

/** DELETE blogs/writers/{uid} (admins): the account may no longer write posts (its posts stay). */
export const removeBlogWriter = (uid: number) => apiRequest<{ uid: number }>('DELETE', `blogs/writers/${uid}`);

export const useRemoveBlogWriter = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBlogWriter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.writers() }),
  });
};
