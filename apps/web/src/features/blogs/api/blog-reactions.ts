import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactionState } from '@elevate/contracts/blogs/blogs.schema';
import { apiGet } from '@/lib/api-client';
import { blogKeys } from './keys';

/** GET blogs/reactions/{id}: the post's reaction counts and which kinds the signed-in caller gave. */
export const getMyBlogReactions = (blogId: number, signal?: AbortSignal) =>
  apiGet<ReactionState>(`blogs/reactions/${blogId}`, undefined, signal);

export const myBlogReactionsQuery = (blogId: number, uid: number) =>
  queryOptions({
    queryKey: blogKeys.myReactions(blogId, uid),
    queryFn: ({ signal }) => getMyBlogReactions(blogId, signal),
  });

/** Browser only, signed in (`uid` null: nothing is asked and the public counts are shown). */
export const useMyBlogReactions = (blogId: number, uid: number | null) =>
  useQuery({ ...myBlogReactionsQuery(blogId, uid ?? 0), enabled: uid !== null });
