import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS } from '@elevate/contracts/notifications/notification.constants';
import type { UnreadCount } from '@elevate/contracts/notifications/notification.schema';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notificationsKey } from './get-notifications';

/** GET notification/count?uid=: the unread count is read by uid (spec §7.2). */
export const getUnreadCount = (uid: number, signal?: AbortSignal) =>
  apiGet<UnreadCount>('notification/count', { uid }, signal);

export const unreadCountKey = (uid: number) => [...notificationsKey(uid), 'count'] as const;

export const unreadCountQuery = (uid: number) =>
  queryOptions({
    queryKey: unreadCountKey(uid),
    queryFn: ({ signal }) => getUnreadCount(uid, signal),
    // Polled while the tab is visible, and asked again whenever the window regains focus.
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: NOTIFICATION_POLL_MS / 2,
  });

/** The signed-in user's unread count; idle while signed out. */
export const useUnreadCount = () => {
  const uid = useSession()?.session.uid ?? 0;
  return useQuery({ ...unreadCountQuery(uid), enabled: uid > 0 });
};
