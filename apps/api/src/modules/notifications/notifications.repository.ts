import type { NotificationPurpose } from '@elevate/contracts/notifications/notification.constants';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

export interface NewNotification {
  receiverUid: number;
  senderUid?: number | null;
  purpose: NotificationPurpose;
  oneLiner: string;
  message?: string;
  /** An in-app path the notification leads to, such as /my-jobs. */
  link?: string | null;
}

/**
 * Records an in-app notification. Events call it inside their own transaction, so a notification exists
 * exactly when the change it announces was saved.
 */
export const insertNotification = async (db: DbOrTx, n: NewNotification): Promise<{ id: number }> => {
  const [row] = await db
    .insert(notifications)
    .values({
      receiverUid: n.receiverUid,
      senderUid: n.senderUid ?? null,
      purpose: n.purpose,
      oneLiner: n.oneLiner,
      message: n.message ?? '',
      link: n.link ?? null,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification insert returned nothing');
  return row;
};
