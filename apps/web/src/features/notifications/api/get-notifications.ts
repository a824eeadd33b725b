import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationListResult } from '@elevate/contracts/notifications/notification.schema';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export interface NotificationsPage {
  limit: number;
  offset: number;
  unread: boolean;
}

/** Every notification query of one user starts with this key, so one invalidation refreshes them all. */
export const notificationsKey = (uid: number) => ['notifications', uid] as const;

/** GET notification: my notifications, newest first. */
export const getNotifications = (q: NotificationsPage, signal?: AbortSignal) =>
  apiGet<NotificationListResult>('notification', { limit: q.limit, offset: q.offset, unread: q.unread }, signal);

export const notificationsQuery = (uid: number, q: NotificationsPage) =>
  queryOptions({
    queryKey: [...notificationsKey(uid), 'list', q],
    queryFn: ({ signal }) => getNotifications(q, signal),
    // A list is what the user came to read: fetched fresh whenever it is opened.
    staleTime: 0,
  });

export const useNotifications = (q: NotificationsPage, enabled = true) => {
  const uid = useSession()?.session.uid ?? 0;
  return useQuery({ ...notificationsQuery(uid, q), enabled: enabled && uid > 0, placeholderData: keepPreviousData });
};
