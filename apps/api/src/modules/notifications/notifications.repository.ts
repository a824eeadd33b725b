import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Notification } from '@elevate/contracts/notifications/notification.schema';
import {
  NOTIFICATION_PURPOSES,
  type NotificationPurpose,
} from '@elevate/contracts/notifications/notification.constants';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { users } from '../../db/schema/users.ts';

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

const senderName = sql<string | null>`nullif(trim(concat_ws(' ', ${users.fullName}, ${users.lastName})), '')`;

const columns = {
  n: notifications,
  senderName,
};

type Row = { n: typeof notifications.$inferSelect; senderName: string | null };

/** A purpose written before the list was fixed (or by hand) reads as GENERAL rather than failing the list. */
const purposeOf = (p: string): NotificationPurpose =>
  (NOTIFICATION_PURPOSES as readonly string[]).includes(p) ? (p as NotificationPurpose) : 'GENERAL';

const toNotification = ({ n, senderName: name }: Row): Notification => ({
  notificationId: n.id,
  notificationType: purposeOf(n.purpose),
  oneLiner: n.oneLiner,
  message: n.message,
  link: n.link,
  read: n.read,
  receiverUid: n.receiverUid,
  senderUid: n.senderUid,
  senderName: n.senderUid === null ? null : name,
  createdTs: n.createdAt.toISOString(),
  updatedTs: n.updatedAt.toISOString(),
});

const ofReceiver = (receiverUid: number, unreadOnly = false): SQL | undefined =>
  and(eq(notifications.receiverUid, receiverUid), unreadOnly ? eq(notifications.read, false) : undefined);

/** One user's notifications, newest first (ties by id, so paging is stable), and how many match. */
export const listNotifications = async (
  db: DbOrTx,
  q: { receiverUid: number; limit: number; offset: number; unreadOnly: boolean },
): Promise<{ data: Notification[]; total: number }> => {
  const where = ofReceiver(q.receiverUid, q.unreadOnly);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .leftJoin(users, eq(users.id, notifications.senderUid))
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { data: rows.map(toNotification), total: total?.n ?? 0 };
};

export const countUnread = async (db: DbOrTx, receiverUid: number): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(notifications).where(ofReceiver(receiverUid, true));
  return row?.n ?? 0;
};

export const findNotification = async (db: DbOrTx, id: number): Promise<Notification | null> => {
  const [row] = await db
    .select(columns)
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.senderUid))
    .where(eq(notifications.id, id))
    .limit(1);
  return row ? toNotification(row) : null;
};

/**
 * Marks one notification read or unread, only when it belongs to `receiverUid`: someone else's id matches
 * no row, exactly like an id that does not exist. Answers how many rows changed (0 or 1).
 */
export const setNotificationRead = async (
  db: DbOrTx,
  q: { notificationId: number; receiverUid: number; read: boolean },
): Promise<number> => {
  const rows = await db
    .update(notifications)
    .set({ read: q.read, updatedAt: sql`now()` })
    .where(and(eq(notifications.id, q.notificationId), eq(notifications.receiverUid, q.receiverUid)))
    .returning({ id: notifications.id });
  return rows.length;
};

/** The bulk action: every unread notification of `receiverUid` becomes read. Answers how many changed. */
export const markAllRead = async (db: DbOrTx, receiverUid: number): Promise<number> => {
  const rows = await db
    .update(notifications)
    .set({ read: true, updatedAt: sql`now()` })
    .where(ofReceiver(receiverUid, true))
    .returning({ id: notifications.id });
  return rows.length;
};

/** Which of these addresses belong to accounts: lower-cased address → uid and first name. */
export const usersByEmail = async (
  db: DbOrTx,
  emails: string[],
): Promise<Map<string, { uid: number; fullName: string }>> => {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ uid: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(inArray(users.email, emails));
  return new Map(rows.map((r) => [r.email, { uid: r.uid, fullName: r.fullName }]));
};

export const userExists = async (db: DbOrTx, uid: number): Promise<boolean> => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, uid)).limit(1);
  return row !== undefined;
};
