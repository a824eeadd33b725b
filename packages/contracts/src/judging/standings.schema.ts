import { z } from 'zod';
import { idOf } from '../common/query-params.ts';
import { FEEDBACK_SHARING, JUDGING_STATUSES, TIE_BREAK_RULES } from './judging.constants.ts';
import { StandingsMessages } from './standings.messages.ts';

/**
 * Standings of a judged phase (issue 12, domain `judging`): fair totals, agreement, the shortlist, published
 * results and participants' feedback.
 * - GET  console/drills/{drillId}/phases/{phaseId}/standings (hosts)
 * - POST console/drills/{drillId}/phases/{phaseId}/shortlist (hosts; judging closed)
 * - POST console/drills/{drillId}/phases/{phaseId}/results/publish | results/unpublish (hosts)
 * - GET  drills/{id}/participants/{participantId}/feedback?phaseId (the caller's own registration)
 */

/** Normalised scores are shown on 0..100 as 50 + 10·z, clamped: 50 is an average review, 60 one SD above. */
export const FRIENDLY_SCALE_CENTRE = 50;
export const FRIENDLY_SCALE_STEP = 10;
/** Two judges count towards agreement when they reviewed at least this many of the same submissions. */
export const AGREEMENT_MIN_SHARED = 3;
/** A submission's reviews disagree when their z differ by at least this much (max − min). */
export const DISAGREEMENT_Z_SPREAD = 1.5;
/** How the hosts read the agreement (mean pairwise Spearman correlation), strongest first. */
export const AGREEMENT_READINGS = [
  { min: 0.7, label: 'Strong agreement' },
  { min: 0.4, label: 'Moderate agreement' },
  { min: 0.1, label: 'Weak agreement' },
  { min: -1, label: 'Little or no agreement' },
] as const;
export const agreementReadingOf = (value: number | null): string =>
  value === null
    ? StandingsMessages.agreementUnknown
    : (AGREEMENT_READINGS.find((r) => value >= r.min)?.label ?? AGREEMENT_READINGS[3].label);

/** The appeal window a host may set when publishing, in hours. */
export const APPEAL_WINDOW_MIN_HOURS = 0;
export const APPEAL_WINDOW_MAX_HOURS = 168;
export const SHORTLIST_COUNT_MAX = 10_000;
export const AWARD_MAX = 120;
export const AWARDS_MAX = 50;

/** Where published results stand: not published, provisional during the appeal window, or final. */
export const RESULTS_STATES = ['unpublished', 'provisional', 'final'] as const;
export type ResultsState = (typeof RESULTS_STATES)[number];

export const StandingsParamsSchema = z.object({ drillId: idOf('drillId'), phaseId: idOf('phaseId') });

export const StandingsReviewSchema = z.object({
  judgeId: z.number().int(),
  /** Hosts only: the judge's name (or address while they have none). */
  judgeName: z.string(),
  raw: z.number(),
  z: z.number(),
});

export const PhaseOutcomeSchema = z.object({
  advanced: z.boolean().nullable(),
  decidedAt: z.string().nullable(),
});

export const StandingsRowSchema = z.object({
  submissionId: z.number().int(),
  ownerKey: z.string(),
  ownerName: z.string(),
  teamId: z.number().int().nullable(),
  participantId: z.number().int(),
  rawAverage: z.number().nullable(),
  /** Mean z of the reviews. */
  normalisedScore: z.number().nullable(),
  /** The normalised score on 0..100 (50 + 10·z, clamped). */
  friendlyScore: z.number().nullable(),
  reviewCount: z.number().int(),
  /** Fewer submitted reviews than the phase's K. */
  shortOfK: z.boolean(),
  /** Judges' z differ by DISAGREEMENT_Z_SPREAD or more. */
  disputed: z.boolean(),
  zSpread: z.number(),
  reviews: z.array(StandingsReviewSchema),
  /** Rank under the tie-break chain (equal only when the whole chain ties). */
  rank: z.number().int(),
  finalSubmittedAt: z.string().nullable(),
  outcome: PhaseOutcomeSchema.nullable(),
});
export type StandingsRow = z.infer<typeof StandingsRowSchema>;

export const StandingsPhaseSchema = z.object({
  phaseId: z.number().int(),
  name: z.string(),
  judgingStatus: z.enum(JUDGING_STATUSES),
  judgingClosed: z.boolean(),
  reviewsPerSubmission: z.number().int(),
  shortlistedAt: z.string().nullable(),
  resultsPublishedAt: z.string().nullable(),
  appealWindowHours: z.number().int(),
  /** When published results become final (published + appeal window), or null. */
  finalAt: z.string().nullable(),
  resultsState: z.enum(RESULTS_STATES),
  /** The next phase by position, or null for the last one. */
  nextPhaseName: z.string().nullable(),
  tieBreak: z.array(z.enum(TIE_BREAK_RULES)),
  tieBreakSentence: z.string(),
  feedbackSharing: z.enum(FEEDBACK_SHARING),
});
export type StandingsPhase = z.infer<typeof StandingsPhaseSchema>;

export const StandingsSchema = z.object({
  drillId: z.number().int(),
  phase: StandingsPhaseSchema,
  agreement: z.object({ value: z.number().nullable(), pairs: z.number().int(), reading: z.string() }),
  /** The hackathon's prizes, offered as awards when publishing. */
  prizes: z.array(z.object({ title: z.string(), value: z.number().int() })),
  rows: z.array(StandingsRowSchema),
});
export type Standings = z.infer<typeof StandingsSchema>;

export const ShortlistBodySchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('top'),
      count: z
        .number({ error: StandingsMessages.countInvalid })
        .int(StandingsMessages.countInvalid)
        .min(1, StandingsMessages.countInvalid)
        .max(SHORTLIST_COUNT_MAX, StandingsMessages.countInvalid),
    }),
    z.object({
      mode: z.literal('threshold'),
      /** On the friendly 0..100 scale. */
      minNormalised: z
        .number({ error: StandingsMessages.thresholdInvalid })
        .min(0, StandingsMessages.thresholdInvalid)
        .max(100, StandingsMessages.thresholdInvalid),
    }),
  ],
  { error: StandingsMessages.modeInvalid },
);
export type ShortlistBody = z.infer<typeof ShortlistBodySchema>;

export const ShortlistResultSchema = z.object({
  advanced: z.number().int(),
  notAdvanced: z.number().int(),
  /** Owners told this time (all on the first decision; only changed outcomes when decided again). */
  notified: z.number().int(),
  shortlistedAt: z.string(),
});
export type ShortlistResult = z.infer<typeof ShortlistResultSchema>;

export const PublishResultsBodySchema = z.object({
  appealWindowHours: z
    .number({ error: StandingsMessages.appealWindowInvalid })
    .int(StandingsMessages.appealWindowInvalid)
    .min(APPEAL_WINDOW_MIN_HOURS, StandingsMessages.appealWindowInvalid)
    .max(APPEAL_WINDOW_MAX_HOURS, StandingsMessages.appealWindowInvalid),
  awards: z
    .array(
      z.object({
        rank: z.number().int().min(1, StandingsMessages.awardRankInvalid),
        award: z.string().trim().min(1, StandingsMessages.awardRequired).max(AWARD_MAX, StandingsMessages.awardMax),
      }),
    )
    .max(AWARDS_MAX)
    .default([]),
});
export type PublishResultsBody = z.input<typeof PublishResultsBodySchema>;

export const PublishResultsResultSchema = z.object({
  entries: z.number().int(),
  resultsPublishedAt: z.string(),
  finalAt: z.string(),
});
export type PublishResultsResult = z.infer<typeof PublishResultsResultSchema>;

export const FeedbackParamsSchema = z.object({
  id: z.string().trim().min(1).max(200),
  participantId: idOf('participantId'),
});
export const FeedbackQuerySchema = z.object({ phaseId: idOf('phaseId') });

export const PhaseFeedbackSchema = z.object({
  phaseId: z.number().int(),
  phaseName: z.string(),
  /** False before the phase is shortlisted or its results published: nothing else is filled then. */
  available: z.boolean(),
  /** The hosts shortlisted this phase: only owners it advanced may submit in later phases. */
  shortlisted: z.boolean().optional(),
  /** Whether the caller's team (or they alone) submitted in this phase. */
  submitted: z.boolean(),
  /** True: goes on; false: did not; null: not decided. */
  advanced: z.boolean().nullable(),
  nextPhaseName: z.string().nullable(),
  /** Only once the results are published. */
  rank: z.number().int().nullable(),
  resultsState: z.enum(RESULTS_STATES),
  finalAt: z.string().nullable(),
  feedbackSharing: z.enum(FEEDBACK_SHARING),
  scoreScale: z.number().int(),
  /** Per-criterion averages of the submitted reviews (when the phase shares scores). */
  criteria: z.array(z.object({ name: z.string(), weight: z.number().int(), average: z.number().nullable() })),
  /** Written feedback, anonymised as "Judge 1", "Judge 2" (when the phase shares feedback). */
  comments: z.array(z.object({ judgeLabel: z.string(), feedback: z.string() })),
});
export type PhaseFeedback = z.infer<typeof PhaseFeedbackSchema>;
