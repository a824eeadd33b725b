import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { StandingsMessages } from '@elevate/contracts/judging/standings.messages';
import type { ShortlistBody, ShortlistResult, StandingsRow } from '@elevate/contracts/judging/standings.schema';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { requireHostedDrill } from '../drills/drill-access.ts';
import type { Queue } from '../queue/queue.service.ts';
import { enqueueOutcomeNotice } from './outcome-notices.ts';
import {
  insertAudit,
  lockPhase,
  outcomeOfOwner,
  outcomesOfPhase,
  type PhaseRow,
  phasesOfDrill,
  setPhaseFields,
  upsertOutcomes,
} from './standings.repository.ts';
import { computeStandings, conflict, judgingStatusOf, requirePhaseOf } from './standings.service.ts';

/**
 * Who goes on from a phase: the top N by rank (everyone tied at the boundary goes on: their whole chain ties),
 * or everyone at or above a normalised score (0..100). Every submitted submission gets an outcome and every
 * owner is told, through the background queue; deciding again before results are published replaces the
 * decision and tells only those whose outcome changed.
 */

export const advancesUnder = (body: ShortlistBody, row: StandingsRow): boolean =>
  body.mode === 'top' ? row.rank <= body.count : row.friendlyScore !== null && row.friendlyScore >= body.minNormalised;

export interface ShortlistDeps {
  db: DbOrTx;
  queue: Queue;
}

/** POST console/drills/{drillId}/phases/{phaseId}/shortlist. */
export const shortlist = async (
  deps: ShortlistDeps,
  user: AuthUser,
  drillId: number,
  phaseId: number,
  body: ShortlistBody,
  now: Date,
): Promise<ShortlistResult> => {
  const { db, queue } = deps;
  const drill = await requireHostedDrill(db, user, drillId);
  requirePhaseOf(await phasesOfDrill(db, drill.id), phaseId);
  return db.transaction(async (tx) => {
    const phase = (await lockPhase(tx, phaseId))!;
    if (judgingStatusOf(phase) !== 'closed') throw conflict(StandingsMessages.judgingNotClosed);
    if (phase.resultsPublishedAt) throw conflict(StandingsMessages.alreadyPublished);
    const { rows } = await computeStandings(tx, phase);
    if (!rows.length) throw new AppError(ErrorCode.CONFLICT, StandingsMessages.nothingToShortlist);
    const before = new Map((await outcomesOfPhase(tx, phase.id)).map((o) => [o.submissionId, o]));
    const decided = rows.map((row) => {
      const advanced = advancesUnder(body, row);
      const prev = before.get(row.submissionId);
      const changed = prev?.advanced !== advanced || !prev.decidedAt;
      return { row, advanced, changed, decidedAt: changed ? now : prev.decidedAt! };
    });
    await upsertOutcomes(
      tx,
      decided.map(({ row, advanced, decidedAt }) => ({
        phaseId: phase.id,
        submissionId: row.submissionId,
        ownerKey: row.ownerKey,
        rawAverage: row.rawAverage,
        normalisedScore: row.normalisedScore,
        reviewCount: row.reviewCount,
        rank: row.rank,
        advanced,
        decidedAt,
      })),
    );
    await setPhaseFields(tx, phase.id, { shortlistedAt: now });
    const advancedCount = decided.filter((d) => d.advanced).length;
    const changed = decided.filter((d) => d.changed);
    await insertAudit(tx, {
      drillId: drill.id,
      phaseId: phase.id,
      actorUid: user.uid,
      action: 'results.shortlisted',
      details: {
        summary: `Shortlist decided: ${advancedCount} go on, ${decided.length - advancedCount} do not (${changed.length} told)`,
        ...body,
        advanced: advancedCount,
        notAdvanced: decided.length - advancedCount,
        changed: changed.length,
      },
    });
    for (const d of changed) {
      await enqueueOutcomeNotice(tx, queue, {
        phaseId: phase.id,
        submissionId: d.row.submissionId,
        decidedAt: d.decidedAt.toISOString(),
        actorUid: user.uid,
      });
    }
    return {
      advanced: advancedCount,
      notAdvanced: decided.length - advancedCount,
      notified: changed.length,
      shortlistedAt: now.toISOString(),
    };
  });
};

/**
 * The next-phase gate: once an earlier phase is shortlisted, only owners it advanced may submit in a later
 * phase. The latest shortlisted phase before this one decides (going on from it implies the ones before).
 */
export const assertAdvancedToPhase = async (
  db: DbOrTx,
  drillId: number,
  phase: Pick<PhaseRow, 'id'>,
  ownerKey: string,
): Promise<void> => {
  const phases = await phasesOfDrill(db, drillId);
  const index = phases.findIndex((p) => p.id === phase.id);
  const gate = phases
    .slice(0, Math.max(index, 0))
    .filter((p) => p.shortlistedAt)
    .at(-1);
  if (!gate) return;
  const outcome = await outcomeOfOwner(db, gate.id, [ownerKey]);
  if (outcome?.advanced !== true) throw forbidden(StandingsMessages.notAdvancedGate(gate.name));
};
