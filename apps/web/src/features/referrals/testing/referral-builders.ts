import type { Referral, ReferralListResult, ReferralSummary } from '@elevate/contracts/referrals/referral.schema';

/** Test data for the referrals feature and its page. */
export const buildReferral = (overrides: Partial<Referral> = {}): Referral => ({
  referralId: 31,
  name: 'Ravi K.',
  maskedEmail: 'r****@g****.com',
  deleted: false,
  joinedAt: '2026-11-02T09:30:00.000Z',
  emailVerifiedAt: null,
  profileOver60: false,
  firstAppliedAt: null,
  hidden: false,
  ...overrides,
});

export const referralList = (data: Referral[], total = data.length): ReferralListResult => ({
  data,
  totalRecordCount: total,
  totalRecords: total,
});

export const buildSummary = (overrides: Partial<ReferralSummary> = {}): ReferralSummary => ({
  referralCode: 'ELV-AARAV7',
  counts: { joined: 0, emailVerified: 0, profile: 0, firstApplication: 0 },
  hidden: 0,
  referredBy: null,
  claimOpenUntil: null,
  ...overrides,
});
