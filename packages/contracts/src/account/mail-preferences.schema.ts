import { z } from 'zod';
import { AccountMessages } from './account.messages.ts';

/**
 * Kinds of non-essential mail a user can turn off (settings, or the signed link in every such mail). Essential
 * mail (verification, password reset, sign-in codes, security notices, receipts of what the user just did) has
 * no kind and is always sent (docs/decisions/027).
 */
export const MAIL_KINDS = ['job-alerts', 'application-updates', 'hackathon-updates', 'newsletters'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_KIND_INFO: Record<MailKind, { label: string; description: string }> = {
  'job-alerts': {
    label: 'Job alerts',
    description: 'New jobs and internships that match your profile, including the job feed.',
  },
  'application-updates': {
    label: 'Application updates',
    description: 'When a company moves one of your applications to another round, with their note to you.',
  },
  'hackathon-updates': {
    label: 'Hackathon updates',
    description: 'Rounds, deadlines, team invitations and results of the hackathons you joined.',
  },
  newsletters: {
    label: 'Newsletters',
    description: 'Occasional news from Elevate: new features, events, mentoring programmes and success stories.',
  },
};

/** The signup choices of spec §3 shown beside the mail kinds. */
export const ACCOUNT_FLAG_INFO = {
  jobfeed: {
    label: 'Job feed',
    description:
      'A regular mail of fresh openings picked for you. It is one of the job alerts: it stops when those are off.',
  },
  mentor: {
    label: 'Interested in mentoring',
    description: 'Show that you would like to mentor or be mentored through Saarthi, our mentoring programme.',
  },
} as const;

export const MailKindSchema = z.enum(MAIL_KINDS, { error: 'Unknown kind of mail' });

const onOff = z.boolean({ error: AccountMessages.switchInvalid });

/** One switch per kind: true when the kind is sent. */
export const MailKindSwitchesSchema = z.strictObject({
  'job-alerts': onOff,
  'application-updates': onOff,
  'hackathon-updates': onOff,
  newsletters: onOff,
} satisfies Record<MailKind, typeof onOff>);
export type MailKindSwitches = z.infer<typeof MailKindSwitchesSchema>;

/** GET and PUT users/{id}/mail-preferences: every switch at once (a PUT replaces them all). */
export const MailPreferencesSchema = z.strictObject({
  mail: MailKindSwitchesSchema,
  jobfeed: onOff,
  mentor: onOff,
});
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;

/** The longest token the API reads: version, uid, kind and a 43-character signature, with room to spare. */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 200;

/** ?token= of /unsubscribe and of the API's one-click address. */
export const UnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: AccountMessages.unsubscribeLinkMissing })
    .trim()
    .min(1, AccountMessages.unsubscribeLinkMissing)
    .max(UNSUBSCRIBE_TOKEN_MAX_LENGTH, AccountMessages.unsubscribeLinkInvalid),
});

/** What an unsubscribe link is about: which kind, for which address (masked), and whether it is still sent. */
export const MailSubscriptionSchema = z.object({
  kind: MailKindSchema,
  email: z.string(),
  subscribed: z.boolean(),
});
export type MailSubscription = z.infer<typeof MailSubscriptionSchema>;
