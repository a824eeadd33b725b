import { z } from 'zod';

/** GET console/drills/{drillId}/stats: how a hackathon is going, for its hosts (issue 12). */

export const DrillStatsSchema = z.object({
  /** Every day (India's calendar, yyyy-mm-dd) from the first registration to today or the hackathon's end. */
  registrationsPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  totals: z.object({
    registered: z.number().int(),
    withdrawn: z.number().int(),
    teams: z.number().int(),
    /** Registered participants in no team. */
    individuals: z.number().int(),
    lookingForTeam: z.number().int(),
  }),
  submissionsPerPhase: z.array(
    z.object({ phaseId: z.number().int(), phase: z.string(), draft: z.number().int(), submitted: z.number().int() }),
  ),
  /** Participants (people, not teams) at each step. */
  funnel: z.object({
    registered: z.number().int(),
    /** In a team, or on their own where the hackathon allows one-person entries. */
    inTeamOrSolo: z.number().int(),
    firstSubmission: z.number().int(),
    /** Submitted in the last phase; 0 when the hackathon has no phase. */
    finalSubmission: z.number().int(),
  }),
});
export type DrillStats = z.infer<typeof DrillStatsSchema>;
