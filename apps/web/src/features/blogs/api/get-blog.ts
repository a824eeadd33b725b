import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@elevate/contracts/blogs/blogs.schema';
import { ApiError, apiGet } from '@/lib/api-client';
import { blogKeys } from './keys';

/** GET blogs?custUrl: one public post, the same for every reader (rendered on the server). */
export const getBlog = (custUrl: string, signal?: AbortSignal) => apiGet<BlogPost>('blogs', { custUrl }, signal);

export const blogQuery = (custUrl: string) =>
  queryOptions({
    queryKey: blogKeys.post(custUrl),
    queryFn: ({ signal }) => getBlog(custUrl, signal),
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });

export const useBlog = (custUrl: string) => useQuery(blogQuery(custUrl));
