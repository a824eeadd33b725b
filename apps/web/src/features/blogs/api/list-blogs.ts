import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogCard, BlogListQuery } from '@elevate/contracts/blogs/blogs.schema';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { apiGet } from '@/lib/api-client';
import { blogKeys } from './keys';

export type BlogListParams = Partial<BlogListQuery>;

/** GET blogs: public posts, newest or most read first, filtered by words, a tag or an author. */
export const listBlogs = (query: BlogListParams, signal?: AbortSignal) =>
  apiGet<ListResult<BlogCard>>('blogs', { ...query }, signal);

export const blogListQuery = (query: BlogListParams) =>
  queryOptions({
    queryKey: blogKeys.list(query),
    queryFn: ({ signal }) => listBlogs(query, signal),
    placeholderData: keepPreviousData,
  });

export const useBlogList = (query: BlogListParams, enabled = true) => useQuery({ ...blogListQuery(query), enabled });
