import { REFERRAL_CLAIM_WINDOW_DAYS } from './referral.constants.ts';

/** The words of the referral calls, used by the API and the pages alike. */
export const ReferralMessages = {
  codeRequired: 'Please enter a referral code',
  codeInvalid: 'A referral code has only letters, digits and dashes',
  codeUnknown: 'This referral code does not exist. Please check it and try again',
  ownCode: 'You cannot use your own referral code',
  alreadyReferred: 'You have already used a referral code. A referral is counted only once',
  mutual: 'You cannot use the code of a friend who joined with your code',
  windowClosed: `A referral code can be added only within ${REFERRAL_CLAIM_WINDOW_DAYS} days of signing up`,
  claimed: (name: string) => `Referral code added. ${name} invited you to Elevate`,
  notFound: 'We could not find this referral',
  hidden: 'Hidden from your referrals',
  shown: 'Shown in your referrals again',
  hiddenRequired: 'hidden must be true or false',
} as const;
