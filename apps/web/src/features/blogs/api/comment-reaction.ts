import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactionState } from '@elevate/contracts/blogs/blogs.schema';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { resultOf } from './keys';
import type { ReactionChange } from './toggle-blog-reaction';

/** PUT blogs/comment/reactions/{id} {kind, reacted}: gives or takes back a reaction on a comment. */
export const toggleCommentReaction = (commentId: number, change: ReactionChange) =>
  resultOf(apiRequest<ReactionState>('PUT', `blogs/comment/reactions/${commentId}`, { body: change }));

export const useToggleCommentReaction = (blogId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, change }: { commentId: number; change: ReactionChange }) =>
      toggleCommentReaction(commentId, change),
    onError: (err) => toast.error(errorMessage(err)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['blogs', 'comments', blogId] }),
  });
};
