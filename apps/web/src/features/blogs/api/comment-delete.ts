import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** DELETE blogs/comments/{id}: the author (or an admin) deletes a comment; replies stay under "Comment deleted". */
export const deleteComment = (commentId: number) => apiRequest<unknown>('DELETE', `blogs/comments/${commentId}`);

export const useDeleteComment = (blogId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blogs', 'comments', blogId] }),
  });
};
