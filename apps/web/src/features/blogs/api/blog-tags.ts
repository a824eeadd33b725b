import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogTag } from '@elevate/contracts/blogs/blogs.schema';
import { apiGet } from '@/lib/api-client';
import { blogKeys } from './keys';

/** GET blogs/tags: the tags of public posts with their counts (the filter chips). */
export const getBlogTags = (signal?: AbortSignal) => apiGet<BlogTag[]>('blogs/tags', undefined, signal);

export const blogTagsQuery = () =>
  queryOptions({ queryKey: blogKeys.tags(), queryFn: ({ signal }) => getBlogTags(signal), staleTime: 5 * 60_000 });

export const useBlogTags = () => useQuery(blogTagsQuery());
