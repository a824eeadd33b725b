/**
 * Referrals (spec §2.6, §3, §7.2, §8): limits and the progress a referrer follows, apart from the schemas so
 * the web's pages can import them without zod.
 */

/** A signed-in account that joined without a code may add one within this many days of signing up. */
export const REFERRAL_CLAIM_WINDOW_DAYS = 30;

/** The profile milestone: a friend's profile strength (the completion score, rounded) above this percent. */
export const REFERRAL_PROFILE_MILESTONE_PERCENT = 60;

/** Personal codes are `ELV-` and six letters or digits; older demo codes are a little longer. */
export const REFERRAL_CODE_MAX = 20;

/** Paging of GET referrals. */
export const REFERRAL_DEFAULT_LIMIT = 10;
export const REFERRAL_MAX_LIMIT = 50;
export const REFERRAL_MAX_OFFSET = 10_000;

/** Attempts to add a code per account per hour: a typo or two, never a search through codes. */
export const REFERRAL_CLAIMS_PER_HOUR = 10;

/** What a referred friend goes through, in the order most friends do. */
export const REFERRAL_MILESTONES = ['joined', 'emailVerified', 'profile', 'firstApplication'] as const;
export type ReferralMilestone = (typeof REFERRAL_MILESTONES)[number];

export const REFERRAL_MILESTONE_LABELS: Record<ReferralMilestone, string> = {
  joined: 'Joined',
  emailVerified: 'Email verified',
  profile: `Profile over ${REFERRAL_PROFILE_MILESTONE_PERCENT}\u00a0%`,
  firstApplication: 'First application',
};

/** How a deleted account is named wherever it used to appear (it keeps no personal data). */
export const DELETED_USER_NAME = 'Deleted user';
