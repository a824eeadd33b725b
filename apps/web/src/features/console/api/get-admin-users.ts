import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersList, AdminUsersQuery } from '@elevate/contracts/users/admin-users.schema';
import { apiGet } from '@/lib/api-client';

/** Admin: accounts by name or email, role, type and verification, a page at a time (`GET users`). */
export const getAdminUsers = (params: AdminUsersQuery, signal?: AbortSignal) =>
  apiGet<AdminUsersList>('users', { ...params }, signal);

export const adminUsersQuery = (params: AdminUsersQuery) =>
  queryOptions({
    queryKey: ['users', 'admin-list', params],
    queryFn: ({ signal }) => getAdminUsers(params, signal),
  });

/** The previous page stays on screen (dimmed) while the next one loads. */
export const useAdminUsers = (params: AdminUsersQuery) =>
  useQuery({ ...adminUsersQuery(params), placeholderData: keepPreviousData });
