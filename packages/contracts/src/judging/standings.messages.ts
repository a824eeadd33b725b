import { TIE_BREAK_RULE_LABELS, type TieBreakRule } from './judging.constants.ts';

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The chain as one sentence, shown with the standings and the leaderboard. */
export const tieBreakSentence = (rules: readonly TieBreakRule[]): string =>
  rules.length === 0
    ? 'Equal scores share a rank.'
    : `Ties are broken by: ${rules.map((r) => lowerFirst(TIE_BREAK_RULE_LABELS[r])).join(', then ')}. Ranks are equal only when every rule ties.`;

/** The words of standings, shortlists, published results and feedback (API and pages alike). */
export const StandingsMessages = {
  phaseNotFound: 'We could not find this phase of the hackathon.',
  judgingNotClosed: 'Close judging for this phase before deciding who goes on.',
  nothingToShortlist: 'No submission of this phase was submitted, so there is nobody to shortlist.',
  countInvalid: 'Please enter how many go on, a whole number of at least 1',
  thresholdInvalid: 'Please enter a normalised score between 0 and 100',
  modeInvalid: 'Choose "top" (a number that go on) or "threshold" (a lowest normalised score)',
  alreadyPublished: 'Results of this phase are published; the shortlist can no longer change.',
  appealWindowInvalid: 'The appeal window is a whole number of hours from 0 to 168',
  awardRankInvalid: 'An award needs a rank of 1 or more',
  awardRequired: 'Please name the award',
  awardMax: 'An award can be at most 120 characters',
  awardRankUnknown: (rank: number) => `No submission has rank ${rank}.`,
  awardRankTwice: (rank: number) => `Rank ${rank} has two awards; give each rank one award.`,
  notPublished: 'Results of this phase are not published.',
  appealWindowOver: 'The appeal window is over: these results are final and can no longer be withdrawn.',
  agreementUnknown: 'Not enough shared reviews to measure (two judges need 3 submissions in common)',
  zeroSdNote:
    'A judge with a single review, or who gave every submission the same total, counts as z = 0 (average) for those reviews.',
  scaleNote:
    'Normalised scores are shown as 50 + 10 × z (50 is an average review; 60 is one standard deviation above).',
  provisionalUntil: (when: string) => `Provisional until ${when}`,
  final: 'Final',
  // Participants
  participantNotFound: 'You are not registered for this hackathon.',
  notAdvancedGate: (phase: string) =>
    `Only teams shortlisted in ${phase} can submit in this phase. Your feedback from ${phase} is on your dashboard.`,
  // Notices (fixed words; names are the host's own)
  shortlistedOneLiner: (drill: string, next: string | null) =>
    next ? `Shortlisted in ${drill}: you go on to ${next}` : `Shortlisted in ${drill}`,
  shortlistedMessage: (phase: string, next: string | null) =>
    next
      ? `Congratulations: your submission in ${phase} was shortlisted and you go on to ${next}. Your feedback is on your dashboard.`
      : `Congratulations: your submission in ${phase} was shortlisted. Your feedback is on your dashboard.`,
  mailSubject: (phase: string, drill: string) => `${phase} results: ${drill}`,
  mailSignature: 'The Elevate team',
  notShortlistedOneLiner: (drill: string) => `Results of ${drill}: thank you for taking part`,
  notShortlistedMessage: (phase: string) =>
    `Thank you for your submission in ${phase}. It was not shortlisted this time; your feedback is ready on your dashboard.`,
} as const;
