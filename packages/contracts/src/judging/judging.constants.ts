/**
 * Judging of hackathon phases (issue 12, domain `judging`): the names and limits shared by the API and the pages,
 * apart from the schemas so the web can import them without zod.
 */

/** A phase's judging: 'setup' (rubric and judges editable), 'open' (judges score), 'closed' (scores locked). */
export const JUDGING_STATUSES = ['setup', 'open', 'closed'] as const;
export type JudgingStatus = (typeof JUDGING_STATUSES)[number];

/** 'all': every active judge reviews every submission; 'spread': each submission goes to K judges, spread evenly. */
export const ASSIGNMENT_MODES = ['all', 'spread'] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

/** What participants see of their reviews (always anonymised). */
export const FEEDBACK_SHARING = ['none', 'feedback', 'feedback-and-scores'] as const;
export type FeedbackSharing = (typeof FEEDBACK_SHARING)[number];

/**
 * The tie-break rules a host chains (first rule first), published before judging opens (H6 applies them):
 * - normalised-average: higher average of the judges' z-score-normalised totals;
 * - raw-average: higher average of the raw totals (0..100);
 * - review-count: more submitted reviews;
 * - earlier-final-submission: the final submission made earlier;
 * - first-criterion: higher average score on the rubric's first criterion;
 * - highest-single-review: the higher best single raw total.
 */
export const TIE_BREAK_RULES = [
  'normalised-average',
  'raw-average',
  'review-count',
  'earlier-final-submission',
  'first-criterion',
  'highest-single-review',
] as const;
export type TieBreakRule = (typeof TIE_BREAK_RULES)[number];

/** How the pages and the leaderboard name each rule. */
export const TIE_BREAK_RULE_LABELS: Record<TieBreakRule, string> = {
  'normalised-average': 'Higher normalised average',
  'raw-average': 'Higher raw average',
  'review-count': 'More reviews',
  'earlier-final-submission': 'Earlier final submission',
  'first-criterion': 'Higher score on the first criterion',
  'highest-single-review': 'Higher best single review',
};

export const DEFAULT_TIE_BREAK: readonly TieBreakRule[] = [
  'normalised-average',
  'review-count',
  'earlier-final-submission',
];

/** 'invited' (mail sent), 'active' (accepted, bound to an account), 'removed' (by a host; no access). */
export const JUDGE_STATUSES = ['invited', 'active', 'removed'] as const;
export type JudgeStatus = (typeof JUDGE_STATUSES)[number];

/** A conflict found from the judge's organisation, or declared by hand (by the host or the judge). */
export const CONFLICT_REASONS = ['organisation', 'declared'] as const;
export type ConflictReason = (typeof CONFLICT_REASONS)[number];

/** A review: not started ('none' in lists), a saved draft, or submitted. */
export const SCORE_STATUSES = ['draft', 'submitted'] as const;
export type ScoreStatus = (typeof SCORE_STATUSES)[number];
export const REVIEW_STATES = ['none', 'draft', 'submitted'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** What the audit log records. */
export const JUDGING_AUDIT_ACTIONS = [
  'rubric.changed',
  'settings.changed',
  'judging.opened',
  'judging.rebalanced',
  'judging.closed',
  'judging.reopened',
  'judge.invited',
  'judge.accepted',
  'judge.removed',
  'conflict.added',
  'conflict.removed',
  'conflict.declared',
  'score.saved',
  'score.submitted',
] as const;
export type JudgingAuditAction = (typeof JUDGING_AUDIT_ACTIONS)[number];

/** Rubric: 1–10 criteria whose whole-number weights add up to 100. */
export const RUBRIC_CRITERIA_MIN = 1;
export const RUBRIC_CRITERIA_MAX = 10;
export const RUBRIC_WEIGHT_TOTAL = 100;
export const CRITERION_NAME_MAX = 80;
export const CRITERION_DESCRIPTION_MAX = 500;

/** K: reviews each submission should get. */
export const REVIEWS_PER_SUBMISSION_MIN = 1;
export const REVIEWS_PER_SUBMISSION_MAX = 10;
export const REVIEWS_PER_SUBMISSION_DEFAULT = 3;

/** Every criterion is scored in whole numbers from 0 to the scale: any scale 1..100; 5, 10 and 100 are offered. */
export const SCORE_SCALE_MIN = 1;
export const SCORE_SCALE_MAX = 100;
export const SCORE_SCALE_PRESETS = [5, 10, 100] as const;

/** At most this many calibration submissions (each a submitted submission of the phase). */
export const CALIBRATION_MAX = 5;

/** Written feedback: at least this long to submit a review (a draft may be shorter), at most this long. */
export const FEEDBACK_MIN_LENGTH = 30;
export const FEEDBACK_MAX_LENGTH = 5000;

/** Judges of one hackathon. */
export const JUDGE_NAME_MAX = 100;
export const JUDGE_ORGANISATION_MAX = 150;
export const JUDGES_MAX_PER_DRILL = 200;
/** An invitation link works this many days after it was (re)sent. */
export const JUDGE_INVITE_TTL_DAYS = 14;
/** A hackathon's hosts may send at most this many invitation mails (new or re-sent) per hour. */
export const JUDGE_INVITES_PER_HOUR = 60;
/** The same address is mailed again at most once per this many minutes. */
export const JUDGE_RESEND_COOLDOWN_MINUTES = 2;

/** A note on a declared conflict. */
export const CONFLICT_NOTE_MAX = 300;

/** Audit log paging (newest first). */
export const JUDGING_AUDIT_PAGE_SIZE = 20;
export const JUDGING_AUDIT_MAX_PAGE_SIZE = 100;
export const JUDGING_AUDIT_MAX_OFFSET = 100_000;

/** A judge's seed for the spread assignment (any text; the same seed gives the same assignment). */
export const ASSIGNMENT_SEED_MAX = 64;

/** The accept link in the invitation mail (a web page; it calls GET then POST /judging/invitations/:token). */
export const judgingInvitationPath = (token: string) => `/judging/invitations/${encodeURIComponent(token)}`;

/** How a blind phase names a submission to its judges. */
export const blindSubmissionName = (n: number) => `Submission #${n}`;

/** Owner keys of submissions: 'team:{id}' or 'participant:{id}'. */
export const OWNER_KEY_PATTERN = /^(team|participant):[1-9]\d{0,9}$/;
