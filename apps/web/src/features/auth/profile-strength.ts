/**
 * Profile strength shown in the header menu (spec §2.6) until the profile completion call
 * (users/profile/completion/{uid}) is built: the share of a fixed list of profile facts that is filled,
 * as a rounded percent. The account alone fills the first few; the rest come with the profile pages.
 * The referral code is not on the list: every account gets one, so it says nothing about the profile.
 */
export const PROFILE_STRENGTH_FACTS = [
  'fullName',
  'lastName',
  'email',
  'utype',
  'contact',
  'profilePicLink',
  'resumeLink',
  'education',
  'skills',
  'experience',
] as const;
export type ProfileFact = (typeof PROFILE_STRENGTH_FACTS)[number];

const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' ? value.trim() !== '' : value != null;

export const profileStrength = (facts: Partial<Record<ProfileFact, unknown>>): number =>
  Math.round((PROFILE_STRENGTH_FACTS.filter((f) => filled(facts[f])).length / PROFILE_STRENGTH_FACTS.length) * 100);
