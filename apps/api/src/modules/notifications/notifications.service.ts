import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { NotificationMessages } from '@elevate/contracts/notifications/notification.messages';
import type {
  Notification,
  NotificationCreateCommand,
  NotificationListResult,
  NotificationUpdateCommand,
  NotificationUpdateResult,
} from '@elevate/contracts/notifications/notification.schema';
import type { Db } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  countUnread,
  findNotification,
  insertNotification,
  listNotifications,
  markAllRead,
  setNotificationRead,
  userExists,
} from './notifications.repository.ts';

export const myNotifications = async (
  db: Db,
  uid: number,
  q: { limit: number; offset: number; unread: boolean },
): Promise<NotificationListResult> => {
  const [page, unreadCount] = await Promise.all([
    listNotifications(db, { receiverUid: uid, limit: q.limit, offset: q.offset, unreadOnly: q.unread }),
    countUnread(db, uid),
  ]);
  return { ...list(page.data, page.total), unreadCount };
};

/** The unread count is read by uid (spec §7.2), and only the caller's own: another uid is refused. */
export const unreadCountOf = async (db: Db, callerUid: number, uid: number | undefined): Promise<number> => {
  if (uid !== undefined && uid !== callerUid) throw new AppError(ErrorCode.FORBIDDEN, NotificationMessages.othersCount);
  return countUnread(db, callerUid);
};

/**
 * PUT notification. Marking one works only on the caller's own notification; anyone else's answers 404,
 * the same as an id that does not exist, so ids cannot be probed. READALL takes the caller's own uid only.
 */
export const updateNotifications = async (
  db: Db,
  callerUid: number,
  command: NotificationUpdateCommand,
): Promise<{ result: NotificationUpdateResult; message: string }> =>
  db.transaction(async (tx) => {
    if (command.kind === 'all') {
      if (command.receiverUid !== callerUid) {
        throw new AppError(ErrorCode.FORBIDDEN, NotificationMessages.othersReadAll);
      }
      const updated = await markAllRead(tx, callerUid);
      return {
        result: { updated, unreadCount: await countUnread(tx, callerUid) },
        message: NotificationMessages.allMarkedRead(updated),
      };
    }
    const updated = await setNotificationRead(tx, {
      notificationId: command.notificationId,
      receiverUid: callerUid,
      read: command.read,
    });
    if (updated === 0) throw notFound(NotificationMessages.notFound);
    return {
      result: { updated, unreadCount: await countUnread(tx, callerUid) },
      message: command.read ? NotificationMessages.markedRead : NotificationMessages.markedUnread,
    };
  });

/** POST notification (admins): a notification from the admin to one user. */
export const createNotification = async (
  db: Db,
  senderUid: number,
  input: NotificationCreateCommand,
): Promise<Notification> =>
  db.transaction(async (tx) => {
    if (!(await userExists(tx, input.receiverUid))) {
      throw new AppError(ErrorCode.NOT_FOUND, NotificationMessages.receiverNotFound, {
        receiverUid: NotificationMessages.receiverNotFound,
      });
    }
    const { id } = await insertNotification(tx, {
      receiverUid: input.receiverUid,
      senderUid,
      purpose: input.notificationType,
      oneLiner: input.oneLiner,
      message: input.message,
      link: input.link ?? null,
    });
    const created = await findNotification(tx, id);
    if (!created) throw new Error('created notification not found');
    return created;
  });
