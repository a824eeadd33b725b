import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogEditable } from '@elevate/contracts/blogs/blogs.schema';
import { apiGet } from '@/lib/api-client';
import { blogKeys } from './keys';

/** GET blogs/manage/{id}: a post as its author (or an admin) edits it. */
export const getEditableBlog = (blogId: number, signal?: AbortSignal) =>
  apiGet<BlogEditable>(`blogs/manage/${blogId}`, undefined, signal);

export const editableBlogQuery = (blogId: number) =>
  queryOptions({ queryKey: blogKeys.editable(blogId), queryFn: ({ signal }) => getEditableBlog(blogId, signal) });

export const useEditableBlog = (blogId: number | null) =>
  useQuery({ ...editableBlogQuery(blogId ?? 0), enabled: blogId !== null });
