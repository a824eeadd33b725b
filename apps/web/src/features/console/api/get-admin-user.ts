import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@elevate/contracts/users/admin-users.schema';
import { apiGet } from '@/lib/api-client';

/** One account with its profile strength (`GET users/{id}`: admins, or the user themself). */
export const getAdminUser = (uid: number, signal?: AbortSignal) =>
  apiGet<AdminUserDetail>(`users/${uid}`, undefined, signal);

export const adminUserQuery = (uid: number) =>
  queryOptions({
    queryKey: ['users', 'admin-detail', uid],
    queryFn: ({ signal }) => getAdminUser(uid, signal),
    // A lookup that failed is said once (a toast), not retried behind the admin's back.
    retry: false,
  });

export const useAdminUser = (uid: number | null) => useQuery({ ...adminUserQuery(uid ?? 0), enabled: uid !== null });
