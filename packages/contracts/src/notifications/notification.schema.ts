import { z } from 'zod';
import { blankIsUnset, idOf, offsetParam } from '../common/query-params.ts';
import { EmailSchema } from '../auth/password.schema.ts';
import { listOf } from '../common/envelope.ts';
import {
  NOTIFICATION_DEFAULT_LIMIT,
  NOTIFICATION_LINK_MAX,
  NOTIFICATION_MAX_LIMIT,
  NOTIFICATION_MAX_OFFSET,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_ONE_LINER_MAX,
  NOTIFICATION_PURPOSES,
  NOTIFICATION_READ_ALL,
  SHARE_JOB_MAX_EMAILS,
  SHARE_JOB_MESSAGE_MAX,
} from './notification.constants.ts';
import { NotificationMessages } from './notification.messages.ts';

/**
 * A notification (spec §3) as its receiver sees it: the spec's fields (notificationType is the purpose),
 * plus the link it leads to inside the app, who sent it and when it was created.
 */
export const NotificationSchema = z.object({
  notificationId: z.number().int(),
  notificationType: z.enum(NOTIFICATION_PURPOSES),
  oneLiner: z.string(),
  message: z.string(),
  /** An in-app path (/my-jobs, /jobs/{custUrl}) or null when the notification leads nowhere. */
  link: z.string().nullable(),
  read: z.boolean(),
  receiverUid: z.number().int(),
  senderUid: z.number().int().nullable(),
  /** The sender's name, when a person sent it (null for the platform or a deleted account). */
  senderName: z.string().nullable(),
  createdTs: z.iso.datetime({ offset: true }),
  /** Changes when the notification is read or unread again. */
  updatedTs: z.iso.datetime({ offset: true }),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** GET notification: the caller's own notifications, newest first. */
export const NotificationListQuerySchema = z.object({
  limit: blankIsUnset(
    z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .default(NOTIFICATION_DEFAULT_LIMIT)
      .transform((n) => Math.min(n, NOTIFICATION_MAX_LIMIT)),
  ),
  offset: offsetParam(NOTIFICATION_MAX_OFFSET),
  /** true: unread ones only. */
  unread: blankIsUnset(
    z
      .enum(['true', 'false'], { error: 'unread must be true or false' })
      .default('false')
      .transform((v) => v === 'true'),
  ),
});
export type NotificationListQuery = z.input<typeof NotificationListQuerySchema>;

/** The list, with the caller's unread count beside it so a page can show both from one call. */
export const NotificationListResultSchema = listOf(NotificationSchema).extend({
  unreadCount: z.number().int(),
});
export type NotificationListResult = z.infer<typeof NotificationListResultSchema>;

/** GET notification/count?uid=: the unread count is read by uid (spec §7.2), and only one's own. */
export const UnreadCountQuerySchema = z.object({ uid: blankIsUnset(idOf('uid').optional()) });
export const UnreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/**
 * PUT notification: either mark one read or unread ({ notificationId, read }), or the bulk action of spec
 * §4/§7.2 ({ action: 'READALL', receiverUid }). One object rather than a union, so each missing field gets
 * its own message instead of a union's "Invalid input".
 */
export const NotificationUpdateSchema = z
  .object({
    action: z.literal(NOTIFICATION_READ_ALL, { error: `action must be ${NOTIFICATION_READ_ALL}` }).optional(),
    receiverUid: idOf('receiverUid').optional(),
    notificationId: idOf('notificationId').optional(),
    read: z.boolean({ error: NotificationMessages.readRequired }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.action === NOTIFICATION_READ_ALL) {
      if (v.receiverUid === undefined) {
        ctx.addIssue({ code: 'custom', path: ['receiverUid'], message: NotificationMessages.receiverUidRequired });
      }
      return;
    }
    if (v.notificationId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['notificationId'], message: NotificationMessages.notificationIdRequired });
    }
    if (v.read === undefined) {
      ctx.addIssue({ code: 'custom', path: ['read'], message: NotificationMessages.readRequired });
    }
  })
  .transform((v) =>
    v.action === NOTIFICATION_READ_ALL
      ? { kind: 'all' as const, receiverUid: v.receiverUid as number }
      : { kind: 'one' as const, notificationId: v.notificationId as number, read: v.read as boolean },
  );
export type NotificationUpdate = z.input<typeof NotificationUpdateSchema>;
export type NotificationUpdateCommand = z.output<typeof NotificationUpdateSchema>;

/** What PUT notification changed, and the unread count after it (the bell shows it at once). */
export const NotificationUpdateResultSchema = z.object({
  updated: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationUpdateResult = z.infer<typeof NotificationUpdateResultSchema>;

/** A path inside the app: starts with one slash (never `//host`, which a browser reads as another site). */
export const InAppLinkSchema = z
  .string()
  .trim()
  .max(NOTIFICATION_LINK_MAX, NotificationMessages.linkInvalid)
  .regex(/^\/(?![/\\])[^\s]*$/, NotificationMessages.linkInvalid);

/** POST notification (admins): a notification for one user, GENERAL unless another purpose is given. */
export const NotificationCreateSchema = z.object({
  receiverUid: idOf('receiverUid'),
  notificationType: z
    .enum(NOTIFICATION_PURPOSES, { error: `notificationType must be one of: ${NOTIFICATION_PURPOSES.join(', ')}` })
    .default('GENERAL'),
  oneLiner: z
    .string({ error: 'oneLiner is required' })
    .trim()
    .min(1, 'oneLiner is required')
    .max(NOTIFICATION_ONE_LINER_MAX, `oneLiner must be at most ${NOTIFICATION_ONE_LINER_MAX} characters`),
  message: z
    .string()
    .trim()
    .max(NOTIFICATION_MESSAGE_MAX, `message must be at most ${NOTIFICATION_MESSAGE_MAX} characters`)
    .default(''),
  link: InAppLinkSchema.nullable().optional(),
});
export type NotificationCreate = z.input<typeof NotificationCreateSchema>;
export type NotificationCreateCommand = z.output<typeof NotificationCreateSchema>;

/**
 * POST jobs/feeds/sendinvitemail: mail a job to up to 5 addresses with an optional note. Each address is
 * checked with the spec's email rules ('Invalid email format'); repeated addresses are mailed once.
 */
export const ShareJobSchema = z.object({
  jobId: idOf('jobId'),
  emails: z
    .array(EmailSchema, { error: NotificationMessages.shareEmailsRequired })
    .min(1, NotificationMessages.shareEmailsRequired)
    .max(SHARE_JOB_MAX_EMAILS, NotificationMessages.shareEmailsMax(SHARE_JOB_MAX_EMAILS))
    .transform((emails) => [...new Set(emails)]),
  message: z
    .string()
    .trim()
    .max(SHARE_JOB_MESSAGE_MAX, NotificationMessages.shareMessageMax(SHARE_JOB_MESSAGE_MAX))
    .optional()
    .transform((m) => (m ? m : undefined)),
});
export type ShareJob = z.input<typeof ShareJobSchema>;
export type ShareJobCommand = z.output<typeof ShareJobSchema>;

/**
 * How many addresses were mailed. Deliberately not which of them have accounts: the sender must not learn
 * who is registered (docs/decisions: notifications).
 */
export const ShareJobResultSchema = z.object({ sent: z.number().int() });
export type ShareJobResult = z.infer<typeof ShareJobResultSchema>;
