import type { Notification, NotificationListResult } from '@elevate/contracts/notifications/notification.schema';

/** Test data for the notifications feature and its page. */
export const buildNotification = (overrides: Partial<Notification> = {}): Notification => {
  const ts = new Date(Date.now() - 2 * 3_600_000).toISOString();
  return {
    notificationId: 1,
    notificationType: 'GENERAL',
    oneLiner: 'Priya Menon shared a job with you: Data Analyst at Godavari Labs',
    message: '',
    link: '/jobs/data-analyst-godavari-1',
    read: false,
    receiverUid: 7,
    senderUid: 12,
    senderName: 'Priya Menon',
    createdTs: ts,
    updatedTs: ts,
    ...overrides,
  };
};

export const listResult = (
  data: Notification[],
  { total = data.length, unreadCount = data.filter((n) => !n.read).length } = {},
): NotificationListResult => ({ data, totalRecordCount: total, totalRecords: total, unreadCount });
