import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogState } from '@elevate/contracts/blogs/blogs.constants';
import { apiGet } from '@/lib/api-client';
import { blogKeys } from './keys';
import type { BlogManageList } from './types';

export const MANAGE_PAGE_SIZE = 20;
export interface ManageFilters {
  scope: 'mine' | 'all';
  state: BlogState | '';
  q: string;
  page: number;
}

/** GET blogs/manage: the caller's posts (or, for admins, every post) in every state. */
export const getManagedBlogs = ({ scope, state, q, page }: ManageFilters, signal?: AbortSignal) =>
  apiGet<BlogManageList>(
    'blogs/manage',
    { scope, state, q, limit: MANAGE_PAGE_SIZE, offset: (page - 1) * MANAGE_PAGE_SIZE },
    signal,
  );

export const managedBlogsQuery = (f: ManageFilters) =>
  queryOptions({
    queryKey: blogKeys.manage(f.scope, f.state, f.q, f.page),
    queryFn: ({ signal }) => getManagedBlogs(f, signal),
    placeholderData: keepPreviousData,
  });

export const useManagedBlogs = (f: ManageFilters) => useQuery(managedBlogsQuery(f));
