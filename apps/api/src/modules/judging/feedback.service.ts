import { and, eq, inArray } from 'drizzle-orm';
import type { PhaseFeedback } from '@elevate/contracts/judging/standings.schema';
import type { DbOrTx } from '../../db/client.ts';
import { drillLeaderboardEntries, drillSubmissions } from '../../db/schema/drills.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { activeTeamOf, requireDrill, requireOwnParticipant, submissionOwnerKey } from '../drills/drill-access.ts';
import { criteriaOfPhase, outcomeOfOwner, phasesOfDrill, submittedReviewsOfPhase } from './standings.repository.ts';
import { feedbackSharingOf, nextPhaseOf, requirePhaseOf, resultsStateOf } from './standings.service.ts';

/**
 * GET drills/{id}/participants/{participantId}/feedback?phaseId: what a participant learns of their own
 * submission in a judged phase, once the phase is shortlisted or its results published: the outcome, the rank
 * (published results only), per-criterion averages and written feedback as the phase shares them. Judges are
 * "Judge 1", "Judge 2", ... in the order their reviews were submitted: never a name or an id. Another
 * participant's registration answers 404; nothing of another owner's submission is ever read.
 */
export const feedbackOf = async (
  db: DbOrTx,
  user: AuthUser,
  drillKey: string,
  participantId: number,
  phaseId: number,
  now: Date,
): Promise<PhaseFeedback> => {
  const drill = await requireDrill(db, drillKey);
  const participant = await requireOwnParticipant(db, drill.id, participantId, user.uid);
  const phases = await phasesOfDrill(db, drill.id);
  const phase = requirePhaseOf(phases, phaseId);
  const { state, finalAt } = resultsStateOf(phase, now);
  const sharing = feedbackSharingOf(phase);
  const available = phase.shortlistedAt !== null || state !== 'unpublished';
  const base: PhaseFeedback = {
    phaseId: phase.id,
    phaseName: phase.name,
    available,
    shortlisted: phase.shortlistedAt !== null,
    submitted: false,
    advanced: null,
    nextPhaseName: nextPhaseOf(phases, phase)?.name ?? null,
    rank: null,
    resultsState: state,
    finalAt: finalAt?.toISOString() ?? null,
    feedbackSharing: sharing,
    scoreScale: phase.scoreScale,
    criteria: [],
    comments: [],
  };
  if (!available) return base;

  const team = await activeTeamOf(db, participant.id);
  const ownerKeys = [...new Set([submissionOwnerKey(participant.id, team), `participant:${participant.id}`])];
  const [submission] = await db
    .select({ id: drillSubmissions.id, ownerKey: drillSubmissions.ownerKey })
    .from(drillSubmissions)
    .where(
      and(
        eq(drillSubmissions.phaseId, phase.id),
        inArray(drillSubmissions.ownerKey, ownerKeys),
        eq(drillSubmissions.status, 'submitted'),
      ),
    )
    .limit(1);
  if (!submission) return base;

  const [outcome, reviews, criteria, entry] = await Promise.all([
    outcomeOfOwner(db, phase.id, [submission.ownerKey]),
    submittedReviewsOfPhase(db, phase.id),
    criteriaOfPhase(db, phase.id),
    state === 'unpublished'
      ? Promise.resolve([])
      : db
          .select({ rank: drillLeaderboardEntries.rank })
          .from(drillLeaderboardEntries)
          .where(
            and(eq(drillLeaderboardEntries.phaseId, phase.id), eq(drillLeaderboardEntries.submissionId, submission.id)),
          )
          .limit(1),
  ]);
  const own = reviews.filter((r) => r.submissionId === submission.id);
  const average = (criterionId: number): number | null => {
    const values = own.map((r) => r.scores[String(criterionId)]).filter((v): v is number => typeof v === 'number');
    return values.length ? values.reduce((s, v) => s + v, 0) / values.length : null;
  };
  return {
    ...base,
    submitted: true,
    advanced: outcome?.advanced ?? null,
    rank: entry[0]?.rank ?? null,
    criteria:
      sharing === 'feedback-and-scores'
        ? criteria.map((c) => ({ name: c.name, weight: c.weight, average: average(c.id) }))
        : [],
    comments:
      sharing === 'none'
        ? []
        : own
            .map((r, i) => ({ judgeLabel: `Judge ${i + 1}`, feedback: r.feedback.trim() }))
            .filter((c) => c.feedback.length > 0),
  };
};
