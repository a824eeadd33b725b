import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactionKind } from '@elevate/contracts/blogs/blogs.constants';
import type { ReactionState } from '@elevate/contracts/blogs/blogs.schema';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api-client';
import { resultOf } from './keys';
import { myBlogReactionsQuery } from './blog-reactions';

export interface ReactionChange {
  kind: ReactionKind;
  reacted: boolean;
}

/** PUT blogs/reactions/{id} {kind, reacted}: gives or takes back one kind of reaction. */
export const toggleBlogReaction = (blogId: number, change: ReactionChange) =>
  resultOf(apiRequest<ReactionState>('PUT', `blogs/reactions/${blogId}`, { body: change }));

/** The state after a change, worked out before the server answers (optimistic). */
export const applyReaction = (state: ReactionState, { kind, reacted }: ReactionChange): ReactionState => {
  const had = state.mine.includes(kind);
  if (had === reacted) return state;
  const delta = reacted ? 1 : -1;
  return {
    counts: { ...state.counts, [kind]: Math.max(0, (state.counts[kind] ?? 0) + delta) },
    total: Math.max(0, state.total + delta),
    mine: reacted ? [...state.mine, kind] : state.mine.filter((k) => k !== kind),
  };
};

/** Toggles with an optimistic update of the caller's reaction state; a failure puts it back. */
export const useToggleBlogReaction = (blogId: number, uid: number) => {
  const queryClient = useQueryClient();
  const { queryKey } = myBlogReactionsQuery(blogId, uid);
  return useMutation({
    mutationFn: (change: ReactionChange) => toggleBlogReaction(blogId, change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<ReactionState>(queryKey);
      if (before) queryClient.setQueryData(queryKey, applyReaction(before, change));
      return { before };
    },
    onError: (err, _change, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      toast.error(errorMessage(err));
    },
    onSuccess: ({ result }) => queryClient.setQueryData(queryKey, result),
  });
};
