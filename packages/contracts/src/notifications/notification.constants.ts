/** Notification purposes (spec §3). */
export const NOTIFICATION_PURPOSES = ['GENERAL', 'HACKATHON', 'RECRUIT', 'DRILL'] as const;
export type NotificationPurpose = (typeof NOTIFICATION_PURPOSES)[number];

// Limits of the notification calls, apart from the schemas so the web's bell can import them without zod.

/** Paging of GET notification: 10 a page unless asked, never more than 50 (a bigger limit is cut to 50). */
export const NOTIFICATION_DEFAULT_LIMIT = 10;
export const NOTIFICATION_MAX_LIMIT = 50;
export const NOTIFICATION_MAX_OFFSET = 10_000;
/** How many notifications the bell's list shows; the rest are on /notifications. */
export const NOTIFICATION_BELL_LIMIT = 10;
/** The bell asks for the unread count this often (and whenever the window regains focus). */
export const NOTIFICATION_POLL_MS = 60_000;

export const NOTIFICATION_ONE_LINER_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2000;
export const NOTIFICATION_LINK_MAX = 500;

/** The bulk action of PUT notification (spec §4, §7.2): marks every notification of receiverUid read. */
export const NOTIFICATION_READ_ALL = 'READALL';

/** Sharing a job by mail (jobs/feeds/sendinvitemail): at most this many addresses, and a short note. */
export const SHARE_JOB_MAX_EMAILS = 5;
export const SHARE_JOB_MESSAGE_MAX = 500;
/** Shares per user per hour: enough to tell friends, too few to turn the platform into a mailer. */
export const SHARE_JOB_PER_HOUR = 10;
