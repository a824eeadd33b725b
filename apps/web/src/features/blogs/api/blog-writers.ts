import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogWriter } from '@elevate/contracts/blogs/blogs.schema';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { apiGet } from '@/lib/api-client';
import { blogKeys } from './keys';

/** GET blogs/writers (admins): the accounts approved to write posts. */
export const getBlogWriters = (signal?: AbortSignal) =>
  apiGet<BlogWriter[] | ListResult<BlogWriter>>('blogs/writers', undefined, signal).then((r) =>
    Array.isArray(r) ? r : r.data,
  );

export const blogWritersQuery = () =>
  queryOptions({ queryKey: blogKeys.writers(), queryFn: ({ signal }) => getBlogWriters(signal) });

export const useBlogWriters = () => useQuery(blogWritersQuery());
