/** Notification purposes (spec §3). */
export const NOTIFICATION_PURPOSES = ['GENERAL', 'HACKATHON', 'RECRUIT', 'DRILL'] as const;
export type NotificationPurpose = (typeof NOTIFICATION_PURPOSES)[number];
