import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlogComment } from '@elevate/contracts/blogs/blogs.schema';
import { apiRequest } from '@/lib/api-client';
import { resultOf } from './keys';

/** PUT blogs/comments/{id} {body}: the author changes their comment. */
export const editComment = (commentId: number, body: string) =>
  resultOf(apiRequest<BlogComment>('PUT', `blogs/comments/${commentId}`, { body: { body } }));

export const useEditComment = (blogId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: number; body: string }) => editComment(commentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blogs', 'comments', blogId] }),
  });
};
