import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_READ_ALL } from '@elevate/contracts/notifications/notification.constants';
import type {
  NotificationUpdate,
  NotificationUpdateResult,
  UnreadCount,
} from '@elevate/contracts/notifications/notification.schema';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { notificationsKey } from './get-notifications';
import { unreadCountKey } from './get-unread-count';

/** PUT notification: mark one read or unread, or READALL for my receiverUid (spec §4, §7.2). */
export const updateNotifications = async (body: NotificationUpdate) => {
  const env = await apiRequest<NotificationUpdateResult>('PUT', 'notification', { body });
  return { result: env.result, message: env.message };
};

/**
 * After a change: the answer's unread count goes straight to the bell, and every list of this user is
 * fetched again (an item read on one page changes the others). A count asked for before the change (the
 * minute's poll, a window regaining focus) is called off first: its answer is older, and would put it back.
 */
const useUpdate = () => {
  const client = useQueryClient();
  const uid = useSession()?.session.uid ?? 0;
  return useMutation({
    mutationFn: updateNotifications,
    onSuccess: async ({ result }) => {
      if (result) {
        await client.cancelQueries({ queryKey: unreadCountKey(uid) });
        client.setQueryData<UnreadCount>(unreadCountKey(uid), { count: result.unreadCount });
      }
      return client.invalidateQueries({ queryKey: [...notificationsKey(uid), 'list'] });
    },
  });
};

export const useMarkNotification = () => {
  const update = useUpdate();
  return {
    ...update,
    mark: (notificationId: number, read: boolean) => update.mutateAsync({ notificationId, read }),
  };
};

export const useMarkAllRead = () => {
  const update = useUpdate();
  const uid = useSession()?.session.uid ?? 0;
  return { ...update, markAll: () => update.mutateAsync({ action: NOTIFICATION_READ_ALL, receiverUid: uid }) };
};
