import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { DrillCardSchema } from './drill-card.schema.ts';
import { DRILL_PHASE_KINDS, DRILL_PROGRAM_TYPES } from './drill.constants.ts';

/**
 * My Activities (/my-hackathons) and the dashboard's "Your hackathons": every hackathon the caller registered
 * for, where it stands for them and what is due next (GET drills/participants/mine).
 *
 * - upcoming: no round has started yet;
 * - live: a round is open (or the next one is coming) and the caller's team has not submitted it;
 * - submitted: the open round (or the last one that closed) is submitted;
 * - results: every round has closed and the hosts have published results, or a certificate was issued;
 *   between rounds, the closed round's published results (who goes through);
 * - ended: every round has closed with nothing submitted and nothing published.
 */
/** In the order My Activities shows them: what needs me first. */
export const MY_HACKATHON_STATES = ['live', 'submitted', 'upcoming', 'results', 'ended'] as const;
export type MyHackathonState = (typeof MY_HACKATHON_STATES)[number];

export const MY_HACKATHON_STATE_LABELS: Record<MyHackathonState, string> = {
  live: 'Live',
  submitted: 'Submitted',
  upcoming: 'Upcoming',
  results: 'Results',
  ended: 'Ended',
};

export const MY_HACKATHON_FILTERS = ['all', ...MY_HACKATHON_STATES] as const;
export type MyHackathonFilter = (typeof MY_HACKATHON_FILTERS)[number];

export const MyHackathonsQuerySchema = z.object({
  /** Spec §6 sends the caller's id with every call; anyone else's id is refused (403). */
  uId: z.coerce.number().int().positive().optional(),
  state: z
    .enum(MY_HACKATHON_FILTERS, { error: `state must be one of ${MY_HACKATHON_FILTERS.join(', ')}` })
    .default('all'),
});
export type MyHackathonsQuery = z.input<typeof MyHackathonsQuerySchema>;

/** What is due next, by the server's clock: the registration end or the end of a round not yet closed. */
export const MyHackathonDeadlineSchema = z.object({
  kind: z.enum(['registration', 'phase', 'hackathon']),
  /** 'Registration closes', 'Idea submission closes', 'Hackathon ends'. */
  label: z.string(),
  at: z.string(),
  phaseId: z.number().int().nullable(),
});
export type MyHackathonDeadline = z.infer<typeof MyHackathonDeadlineSchema>;

export const MyHackathonPhaseSchema = z.object({
  phaseId: z.number().int(),
  phase: z.string(),
  kind: z.enum(DRILL_PHASE_KINDS),
  phaseStartDt: z.string(),
  phaseEndDt: z.string(),
});

export const MyHackathonSchema = z.object({
  participantId: z.number().int(),
  drill: DrillCardSchema,
  programType: z.enum(DRILL_PROGRAM_TYPES),
  state: z.enum(MY_HACKATHON_STATES),
  /** The round open now, else the next one to open; null when every round has closed. */
  currentPhase: MyHackathonPhaseSchema.nullable(),
  nextDeadline: MyHackathonDeadlineSchema.nullable(),
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  /** Rounds the caller's team (or the caller alone) has submitted. */
  submittedPhases: z.number().int(),
  totalPhases: z.number().int(),
  certificates: z.number().int(),
  registeredAt: z.string(),
  /** `/drills/participant-dashboard/{drillId}/{participantId}` (team.constants participantDashboardPath). */
  dashboardUrl: z.string(),
  /** The latest shortlisted round's outcome for the caller's team (issue 12); absent or null before any. */
  outcome: z
    .object({
      phase: z.string(),
      advanced: z.boolean().nullable(),
      /** Once that round's results are published. */
      rank: z.number().int().nullable(),
      nextPhase: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type MyHackathon = z.infer<typeof MyHackathonSchema>;

/** Most urgent first (the soonest deadline), then the rest, latest first; `counts` are for every state. */
export const MyHackathonsResultSchema = listOf(MyHackathonSchema).extend({
  counts: z.object({
    all: z.number().int(),
    upcoming: z.number().int(),
    live: z.number().int(),
    submitted: z.number().int(),
    results: z.number().int(),
    ended: z.number().int(),
  }),
  serverNow: z.string(),
});
export type MyHackathonsResult = z.infer<typeof MyHackathonsResultSchema>;
