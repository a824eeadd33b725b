import { z } from 'zod';
import { EmailSchema } from '../auth/password.schema.ts';
import { idOf } from '../common/query-params.ts';
import { SHARE_JOB_MAX_EMAILS, SHARE_JOB_MESSAGE_MAX } from '../notifications/notification.constants.ts';
import { NotificationMessages } from '../notifications/notification.messages.ts';
import { ShareJobResultSchema, ShareJobSchema } from '../notifications/notification.schema.ts';
import { DrillMessages } from './drill.messages.ts';

/** Addresses and note per share: the same limits as sharing a job. */
export const SHARE_DRILL_MAX_EMAILS = SHARE_JOB_MAX_EMAILS;
export const SHARE_DRILL_MESSAGE_MAX = SHARE_JOB_MESSAGE_MAX;

/**
 * POST drills/feeds/sendinvitemail: mail a hackathon to up to 5 addresses with an optional note. The same
 * rules as sharing a job (the spec's email check on each address, repeats mailed once, the same note),
 * worded for a hackathon.
 */
export const ShareDrillSchema = z.object({
  drillId: idOf('drillId'),
  emails: z
    .array(EmailSchema, { error: NotificationMessages.shareEmailsRequired })
    .min(1, NotificationMessages.shareEmailsRequired)
    .max(SHARE_DRILL_MAX_EMAILS, DrillMessages.shareEmailsMax(SHARE_DRILL_MAX_EMAILS))
    .transform((emails) => [...new Set(emails)]),
  message: ShareJobSchema.shape.message,
});
export type ShareDrill = z.input<typeof ShareDrillSchema>;
export type ShareDrillCommand = z.output<typeof ShareDrillSchema>;

/** How many addresses were mailed; never which of them have accounts. */
export const ShareDrillResultSchema = ShareJobResultSchema;
export type ShareDrillResult = z.infer<typeof ShareDrillResultSchema>;
