import { ErrorCode } from '@elevate/contracts/common/error-codes';
import {
  FEEDBACK_SHARING,
  JUDGING_STATUSES,
  type FeedbackSharing,
  type JudgingStatus,
} from '@elevate/contracts/judging/judging.constants';
import { StandingsMessages, tieBreakSentence } from '@elevate/contracts/judging/standings.messages';
import {
  agreementReadingOf,
  type PublishResultsBody,
  type PublishResultsResult,
  type ResultsState,
  type Standings,
  type StandingsRow,
} from '@elevate/contracts/judging/standings.schema';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { requireHostedDrill, type DrillRow } from '../drills/drill-access.ts';
import { agreementOf, submissionTotalsOf } from './normalisation.ts';
import {
  clearLeaderboard,
  criteriaOfPhase,
  insertAudit,
  lockPhase,
  outcomesOfPhase,
  type PhaseRow,
  phasesOfDrill,
  replaceLeaderboard,
  setPhaseFields,
  submittedWithOwnersOfPhase,
  submittedReviewsOfPhase,
} from './standings.repository.ts';
import { effectiveChain, rankByChain } from './tie-break.ts';

/**
 * Standings of a judged phase for its hosts: fair totals (normalisation.ts), ranks under the tie-break chain
 * (tie-break.ts), judge agreement, outcomes; and publishing the results with an appeal window.
 */

const HOUR_MS = 60 * 60 * 1000;
export const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);

export const judgingStatusOf = (phase: PhaseRow): JudgingStatus =>
  (JUDGING_STATUSES as readonly string[]).includes(phase.judgingStatus)
    ? (phase.judgingStatus as JudgingStatus)
    : 'setup';

export const feedbackSharingOf = (phase: PhaseRow): FeedbackSharing =>
  (FEEDBACK_SHARING as readonly string[]).includes(phase.feedbackSharing)
    ? (phase.feedbackSharing as FeedbackSharing)
    : 'none';

/** Published results are provisional until the appeal window ends, then final. */
export const resultsStateOf = (phase: PhaseRow, now: Date): { state: ResultsState; finalAt: Date | null } => {
  if (!phase.resultsPublishedAt) return { state: 'unpublished', finalAt: null };
  const finalAt = new Date(phase.resultsPublishedAt.getTime() + phase.appealWindowHours * HOUR_MS);
  return { state: now < finalAt ? 'provisional' : 'final', finalAt };
};

export const nextPhaseOf = (phases: readonly PhaseRow[], phase: PhaseRow): PhaseRow | null => {
  const i = phases.findIndex((p) => p.id === phase.id);
  return i >= 0 ? (phases[i + 1] ?? null) : null;
};

/** The phase of this hackathon, or 404. */
export const requirePhaseOf = (phases: readonly PhaseRow[], phaseId: number): PhaseRow => {
  const phase = phases.find((p) => p.id === phaseId);
  if (!phase) throw notFound(StandingsMessages.phaseNotFound);
  return phase;
};

export interface ComputedStandings {
  rows: StandingsRow[];
  agreement: Standings['agreement'];
  chain: ReturnType<typeof effectiveChain>;
}

/** Every submitted submission of the phase with its totals and rank (rank order). */
export const computeStandings = async (db: DbOrTx, phase: PhaseRow): Promise<ComputedStandings> => {
  const [submissions, reviews, criteria, outcomes] = await Promise.all([
    submittedWithOwnersOfPhase(db, phase.id),
    submittedReviewsOfPhase(db, phase.id),
    criteriaOfPhase(db, phase.id),
    outcomesOfPhase(db, phase.id),
  ]);
  // Only reviews of submissions that are (still) submitted count, for the judges' statistics too.
  const ids = new Set(submissions.map((s) => s.submissionId));
  const counted = reviews.filter((r) => ids.has(r.submissionId));
  const totals = submissionTotalsOf(counted, [...ids]);
  const names = new Map(counted.map((r) => [r.judgeId, r.judgeName]));
  const first = criteria[0];
  const firstAverage = (submissionId: number): number | null => {
    if (!first) return null;
    const values = counted
      .filter((r) => r.submissionId === submissionId)
      .map((r) => r.scores[String(first.id)])
      .filter((v): v is number => typeof v === 'number');
    return values.length ? values.reduce((s, v) => s + v, 0) / values.length : null;
  };
  const outcomeBy = new Map(outcomes.map((o) => [o.submissionId, o]));
  const inputs = submissions.map((s) => {
    const t = totals.get(s.submissionId)!;
    return {
      ...t,
      owner: s,
      finalSubmittedAt: s.submittedAt?.getTime() ?? null,
      firstCriterionAverage: firstAverage(s.submissionId),
    };
  });
  const chain = effectiveChain(phase.tieBreak);
  const { ordered, ranks } = rankByChain(inputs, chain);
  const rows: StandingsRow[] = ordered.map((t) => {
    const outcome = outcomeBy.get(t.submissionId);
    return {
      submissionId: t.submissionId,
      ownerKey: t.owner.ownerKey,
      ownerName: t.owner.teamName ?? t.owner.participantName,
      teamId: t.owner.teamId,
      participantId: t.owner.participantId,
      rawAverage: t.rawAverage,
      normalisedScore: t.normalisedScore,
      friendlyScore: t.friendlyScore,
      reviewCount: t.reviewCount,
      shortOfK: t.reviewCount < phase.reviewsPerSubmission,
      disputed: t.disputed,
      zSpread: t.zSpread,
      reviews: t.reviews.map((r) => ({
        judgeId: r.judgeId,
        judgeName: names.get(r.judgeId) ?? '',
        raw: r.total,
        z: r.z,
      })),
      rank: ranks.get(t.submissionId)!,
      finalSubmittedAt: t.owner.submittedAt?.toISOString() ?? null,
      outcome: outcome ? { advanced: outcome.advanced, decidedAt: outcome.decidedAt?.toISOString() ?? null } : null,
    };
  });
  const agreement = agreementOf(counted);
  return { rows, chain, agreement: { ...agreement, reading: agreementReadingOf(agreement.value) } };
};

/** GET console/drills/{drillId}/phases/{phaseId}/standings. */
export const standingsOf = async (
  db: DbOrTx,
  user: AuthUser,
  drillId: number,
  phaseId: number,
  now: Date,
): Promise<Standings> => {
  const drill = await requireHostedDrill(db, user, drillId);
  const phases = await phasesOfDrill(db, drill.id);
  const phase = requirePhaseOf(phases, phaseId);
  const { rows, agreement, chain } = await computeStandings(db, phase);
  return {
    drillId: drill.id,
    phase: phaseSummaryOf(phase, phases, chain, now),
    agreement,
    prizes: drill.prizes.map((p) => ({ title: p.title, value: p.value })),
    rows,
  };
};

export const phaseSummaryOf = (
  phase: PhaseRow,
  phases: readonly PhaseRow[],
  chain: ReturnType<typeof effectiveChain>,
  now: Date,
): Standings['phase'] => {
  const { state, finalAt } = resultsStateOf(phase, now);
  const status = judgingStatusOf(phase);
  return {
    phaseId: phase.id,
    name: phase.name,
    judgingStatus: status,
    judgingClosed: status === 'closed',
    reviewsPerSubmission: phase.reviewsPerSubmission,
    shortlistedAt: phase.shortlistedAt?.toISOString() ?? null,
    resultsPublishedAt: phase.resultsPublishedAt?.toISOString() ?? null,
    appealWindowHours: phase.appealWindowHours,
    finalAt: finalAt?.toISOString() ?? null,
    resultsState: state,
    nextPhaseName: nextPhaseOf(phases, phase)?.name ?? null,
    tieBreak: chain,
    tieBreakSentence: tieBreakSentence(chain),
    feedbackSharing: feedbackSharingOf(phase),
  };
};

/** The published score: the normalised score on 0..100, to one decimal. */
const publishedScoreOf = (row: StandingsRow): number => Math.round((row.friendlyScore ?? 0) * 10) / 10;

/**
 * POST console/drills/{drillId}/phases/{phaseId}/results/publish: after judging closed, writes the leaderboard
 * (every submitted submission by rank, normalised total, awards by rank) and starts the appeal window.
 * Publishing again is allowed while the results are provisional (it replaces them).
 */
export const publishResults = async (
  db: DbOrTx,
  user: AuthUser,
  drillId: number,
  phaseId: number,
  body: Required<PublishResultsBody>,
  now: Date,
): Promise<PublishResultsResult> => {
  const drill = await requireHostedDrill(db, user, drillId);
  requirePhaseOf(await phasesOfDrill(db, drill.id), phaseId);
  return db.transaction(async (tx) => {
    const phase = (await lockPhase(tx, phaseId))!;
    if (judgingStatusOf(phase) !== 'closed') throw conflict(StandingsMessages.judgingNotClosed);
    if (resultsStateOf(phase, now).state === 'final') throw conflict(StandingsMessages.appealWindowOver);
    const { rows } = await computeStandings(tx, phase);
    if (!rows.length) throw conflict(StandingsMessages.nothingToShortlist);
    const awards = awardsByRank(body.awards, new Set(rows.map((r) => r.rank)));
    await replaceLeaderboard(
      tx,
      phase.id,
      rows.map((r) => ({
        phaseId: phase.id,
        submissionId: r.submissionId,
        displayName: r.ownerName,
        teamId: r.teamId,
        participantId: r.teamId === null ? r.participantId : null,
        rank: r.rank,
        score: publishedScoreOf(r),
        award: awards.get(r.rank) ?? null,
      })),
    );
    await setPhaseFields(tx, phase.id, { resultsPublishedAt: now, appealWindowHours: body.appealWindowHours });
    await insertAudit(tx, {
      drillId: drill.id,
      phaseId: phase.id,
      actorUid: user.uid,
      action: 'results.published',
      details: {
        summary: `Results published: ${rows.length} entries, appeal window ${body.appealWindowHours} hours`,
        entries: rows.length,
        appealWindowHours: body.appealWindowHours,
        awards: body.awards,
      },
    });
    return {
      entries: rows.length,
      resultsPublishedAt: now.toISOString(),
      finalAt: new Date(now.getTime() + body.appealWindowHours * HOUR_MS).toISOString(),
    };
  });
};

const awardsByRank = (awards: PublishResultsBody['awards'] = [], ranks: Set<number>): Map<number, string> => {
  const out = new Map<number, string>();
  for (const a of awards) {
    if (!ranks.has(a.rank)) throw new AppError(ErrorCode.VALIDATION, StandingsMessages.awardRankUnknown(a.rank));
    if (out.has(a.rank)) throw new AppError(ErrorCode.VALIDATION, StandingsMessages.awardRankTwice(a.rank));
    out.set(a.rank, a.award);
  }
  return out;
};

/** POST .../results/unpublish: only while provisional (during the appeal window); audited. */
export const unpublishResults = async (
  db: DbOrTx,
  user: AuthUser,
  drillId: number,
  phaseId: number,
  now: Date,
): Promise<void> => {
  const drill: DrillRow = await requireHostedDrill(db, user, drillId);
  requirePhaseOf(await phasesOfDrill(db, drill.id), phaseId);
  await db.transaction(async (tx) => {
    const phase = (await lockPhase(tx, phaseId))!;
    const { state } = resultsStateOf(phase, now);
    if (state === 'unpublished') throw conflict(StandingsMessages.notPublished);
    if (state === 'final') throw conflict(StandingsMessages.appealWindowOver);
    await clearLeaderboard(tx, phase.id);
    await setPhaseFields(tx, phase.id, { resultsPublishedAt: null });
    await insertAudit(tx, {
      drillId: drill.id,
      phaseId: phase.id,
      actorUid: user.uid,
      action: 'results.unpublished',
      details: {
        summary: 'Results withdrawn during the appeal window',
        publishedAt: phase.resultsPublishedAt?.toISOString() ?? null,
      },
    });
  });
};
