import { z } from 'zod';
import { blankIsUnset, idOf, offsetParam } from '../common/query-params.ts';
import { listOf } from '../common/envelope.ts';
import {
  REFERRAL_CODE_MAX,
  REFERRAL_DEFAULT_LIMIT,
  REFERRAL_MAX_LIMIT,
  REFERRAL_MAX_OFFSET,
} from './referral.constants.ts';
import { ReferralMessages } from './referral.messages.ts';

/**
 * A referral code as typed or pasted: spaces around it dropped, letters upper-cased (codes are stored
 * upper-case, and friends read them out loud), only letters, digits and dashes.
 */
export const ReferralCodeSchema = z
  .string({ error: ReferralMessages.codeRequired })
  .trim()
  .min(1, ReferralMessages.codeRequired)
  .max(REFERRAL_CODE_MAX, ReferralMessages.codeUnknown)
  .regex(/^[A-Za-z0-9-]+$/, ReferralMessages.codeInvalid)
  .transform((c) => c.toUpperCase());

const iso = z.iso.datetime({ offset: true });

/**
 * One friend who joined with the caller's code, as the referrer sees them: a short name and a masked address,
 * never the friend's id in other calls' sense (referralId names this referral only), and their progress.
 */
export const ReferralSchema = z.object({
  referralId: z.number().int(),
  /** First name and last initial (`Ravi K.`), or 'Deleted user'. */
  name: z.string(),
  /** `r****@g****.com`; null for a deleted account. */
  maskedEmail: z.string().nullable(),
  deleted: z.boolean(),
  joinedAt: iso,
  emailVerifiedAt: iso.nullable(),
  /** The friend's profile strength is over 60 % (the percent itself stays theirs). */
  profileOver60: z.boolean(),
  firstAppliedAt: iso.nullable(),
  /** The referrer hid this friend from their list (DELETE referrals/{id}); still counted. */
  hidden: z.boolean(),
});
export type Referral = z.infer<typeof ReferralSchema>;

const booleanParam = (name: string) =>
  blankIsUnset(
    z
      .enum(['true', 'false'], { error: `${name} must be true or false` })
      .default('false')
      .transform((v) => v === 'true'),
  );

/** GET referrals: newest friends first; `hidden=true` lists the hidden ones instead. */
export const ReferralListQuerySchema = z.object({
  limit: blankIsUnset(
    z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(REFERRAL_MAX_LIMIT, `limit must be at most ${REFERRAL_MAX_LIMIT}`)
      .default(REFERRAL_DEFAULT_LIMIT),
  ),
  offset: offsetParam(REFERRAL_MAX_OFFSET),
  hidden: booleanParam('hidden'),
});
export type ReferralListQuery = z.input<typeof ReferralListQuerySchema>;

export const ReferralListResultSchema = listOf(ReferralSchema);
export type ReferralListResult = z.infer<typeof ReferralListResultSchema>;

/** How many friends reached each milestone (hidden ones included: hiding is a view, not an undo). */
export const ReferralCountsSchema = z.object({
  joined: z.number().int(),
  emailVerified: z.number().int(),
  profile: z.number().int(),
  firstApplication: z.number().int(),
});
export type ReferralCounts = z.infer<typeof ReferralCountsSchema>;

/** GET referrals/summary: the caller's code, the counts, and their own side (who invited them, if anyone). */
export const ReferralSummarySchema = z.object({
  referralCode: z.string(),
  counts: ReferralCountsSchema,
  hidden: z.number().int(),
  /** Who invited the caller (first name and last initial), or null. */
  referredBy: z.object({ name: z.string() }).nullable(),
  /** Until when the caller may still add a friend's code (POST referrals); null when they no longer can. */
  claimOpenUntil: iso.nullable(),
});
export type ReferralSummary = z.infer<typeof ReferralSummarySchema>;

/** POST referrals: the signed-in caller adds the code of the friend who invited them. */
export const ReferralClaimSchema = z.object({ code: ReferralCodeSchema });
export type ReferralClaim = z.input<typeof ReferralClaimSchema>;
export const ReferralClaimResultSchema = z.object({ referredBy: z.object({ name: z.string() }) });
export type ReferralClaimResult = z.infer<typeof ReferralClaimResultSchema>;

/** PUT referrals/{id}: the referrer shows or hides a friend in their own list; nothing about the friend changes. */
export const ReferralUpdateSchema = z.object({
  hidden: z.boolean({ error: ReferralMessages.hiddenRequired }),
});
export type ReferralUpdate = z.infer<typeof ReferralUpdateSchema>;

export const ReferralParamsSchema = z.object({ id: idOf('id') });
