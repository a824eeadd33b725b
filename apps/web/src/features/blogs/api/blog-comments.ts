import { isServer, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { blogKeys } from './keys';
import type { BlogCommentList } from './types';

/** GET blogs/comments?blogId: the whole thread, flat in reading order, with the caller's own marks when signed in. */
export const getBlogComments = (blogId: number, signal?: AbortSignal) =>
  apiGet<BlogCommentList>('blogs/comments', { blogId }, signal);

/** Keyed by the viewer (0 signed out): `mine` and `canEdit` differ per account. Browser only. */
export const blogCommentsQuery = (blogId: number, uid: number) =>
  queryOptions({ queryKey: blogKeys.comments(blogId, uid), queryFn: ({ signal }) => getBlogComments(blogId, signal) });

/** Never on the server: the first HTML holds the post, the thread comes in the browser. */
export const useBlogComments = (blogId: number, uid: number) =>
  useQuery({ ...blogCommentsQuery(blogId, uid), enabled: !isServer });
