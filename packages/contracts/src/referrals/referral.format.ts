import { REFERRAL_MILESTONE_LABELS, REFERRAL_MILESTONES, type ReferralMilestone } from './referral.constants.ts';

/** Always four stars: the length of what is hidden is hidden too. */
const STARS = '****';

/**
 * A friend's address as their referrer sees it: the first letter of the name and of the mail host, and the
 * top-level domain (`ravi.kumar@gmail.com` → `r****@g****.com`). Enough to tell two friends apart, too little
 * to write to them. Anything that is not an address masks to stars alone.
 */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).trim();
  const domain = email.slice(at + 1).trim();
  if (at <= 0 || !local || !domain) return STARS;
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot + 1) : '';
  const first = (s: string) => Array.from(s)[0] ?? '';
  return `${first(local)}${STARS}@${first(host)}${STARS}${tld ? `.${tld}` : ''}`;
};

/**
 * A friend's name as their referrer sees it: first name and the initial of the last name (`Ravi K.`).
 * The signup's first-name field (fullName) is shown whole.
 */
export const friendName = (firstName: string, lastName: string): string => {
  const first = firstName.trim().replace(/\s+/g, ' ');
  const initial = Array.from(lastName.trim())[0]?.toUpperCase();
  return [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ');
};

/** What a friend has done so far (the progress part of a referral). */
export interface ReferralProgress {
  joinedAt: string;
  emailVerifiedAt: string | null;
  profileOver60: boolean;
  firstAppliedAt: string | null;
}

export interface MilestoneStep {
  key: ReferralMilestone;
  label: string;
  done: boolean;
  /** When it happened, where we know (the profile milestone is a state, not an event). */
  at: string | null;
}

/** The four milestones of a friend, in order, each done or not. */
export const milestoneSteps = (p: ReferralProgress): MilestoneStep[] => {
  const state: Record<ReferralMilestone, { done: boolean; at: string | null }> = {
    joined: { done: true, at: p.joinedAt },
    emailVerified: { done: p.emailVerifiedAt !== null, at: p.emailVerifiedAt },
    profile: { done: p.profileOver60, at: null },
    firstApplication: { done: p.firstAppliedAt !== null, at: p.firstAppliedAt },
  };
  return REFERRAL_MILESTONES.map((key) => ({ key, label: REFERRAL_MILESTONE_LABELS[key], ...state[key] }));
};

/** How many of the four milestones a friend has reached. */
export const milestonesReached = (p: ReferralProgress): number => milestoneSteps(p).filter((s) => s.done).length;

/**
 * The link a referrer shares: the site's home with the sign-up dialog open and the code filled in
 * (`/?type=signup&ref=CODE`, spec §2.1's dialog modes).
 */
export const referralLink = (origin: string, code: string): string =>
  `${origin.replace(/\/+$/, '')}/?type=signup&ref=${encodeURIComponent(code)}`;
