import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type {
  AssignmentMode,
  FeedbackSharing,
  JudgingStatus,
  TieBreakRule,
} from '@elevate/contracts/judging/judging.constants';
import { JudgingMessages as M } from '@elevate/contracts/judging/judging.messages';
import type { JudgingSettings, Rubric, RubricWrite } from '@elevate/contracts/judging/judging.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { drillPhases, drillSubmissions } from '../../db/schema/drills.ts';
import { drillJudgeAssignments, drillJudges, drillRubricCriteria, drillScores } from '../../db/schema/judging.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { insertAudit } from './judging-audit.repository.ts';
import { badRequest, conflictError, requireHostedPhase, type PhaseRow } from './judging-access.ts';
import { reviewTotal } from './review-total.ts';

/**
 * A phase's rubric (weighted criteria) and judging settings. In setup anything may change; once judging opens
 * the rubric is locked: a change needs confirmLockedChange, cannot touch the scale, the mode, the tie-break
 * chain (published before judging), the calibration set or which criteria exist, is audited with before and
 * after, and the totals of existing reviews are recomputed. Closed judging refuses changes (reopen first).
 */

export type CriterionRow = typeof drillRubricCriteria.$inferSelect;
type RubricInput = Omit<RubricWrite, 'criteria'> & {
  criteria: { criterionId?: number | undefined; name: string; description: string; weight: number }[];
};

export const criteriaOf = (db: DbOrTx, phaseId: number): Promise<CriterionRow[]> =>
  db
    .select()
    .from(drillRubricCriteria)
    .where(eq(drillRubricCriteria.phaseId, phaseId))
    .orderBy(asc(drillRubricCriteria.position), asc(drillRubricCriteria.id));

export const settingsOf = (phase: PhaseRow): JudgingSettings => ({
  assignmentMode: phase.assignmentMode as AssignmentMode,
  reviewsPerSubmission: phase.reviewsPerSubmission,
  scoreScale: phase.scoreScale,
  blindJudging: phase.blindJudging,
  feedbackSharing: phase.feedbackSharing as FeedbackSharing,
  tieBreak: phase.tieBreak as TieBreakRule[],
  calibrationSubmissionIds: phase.calibrationSubmissionIds,
});

/** Whether the criteria make a valid rubric (1..10, whole weights adding up to 100). */
export const rubricIsValid = (criteria: readonly CriterionRow[]) =>
  criteria.length >= 1 && criteria.length <= 10 && criteria.reduce((s, c) => s + c.weight, 0) === 100;

export const countActiveJudges = async (db: DbOrTx, drillId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(drillJudges)
    .where(and(eq(drillJudges.drillId, drillId), eq(drillJudges.status, 'active')));
  return row?.n ?? 0;
};

const countSubmitted = async (db: DbOrTx, phaseId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(drillSubmissions)
    .where(and(eq(drillSubmissions.phaseId, phaseId), eq(drillSubmissions.status, 'submitted')));
  return row?.n ?? 0;
};

const rubricView = async (db: DbOrTx, drillId: number, phase: PhaseRow): Promise<Rubric> => {
  const criteria = await criteriaOf(db, phase.id);
  const activeJudgeCount = await countActiveJudges(db, drillId);
  const submittedCount = await countSubmitted(db, phase.id);
  const problems: string[] = [];
  if (phase.judgingStatus === 'setup') {
    if (!rubricIsValid(criteria)) problems.push(M.rubricMissing);
    if (activeJudgeCount === 0) problems.push(M.noActiveJudges);
  }
  return {
    drillId,
    phaseId: phase.id,
    phaseName: phase.name,
    judgingStatus: phase.judgingStatus as JudgingStatus,
    locked: phase.judgingStatus !== 'setup',
    criteria: criteria.map((c) => ({
      criterionId: c.id,
      name: c.name,
      description: c.description,
      weight: c.weight,
      position: c.position,
    })),
    settings: settingsOf(phase),
    problems,
    activeJudgeCount,
    submittedCount,
    judgingOpenedAt: phase.judgingOpenedAt?.toISOString() ?? null,
    judgingClosedAt: phase.judgingClosedAt?.toISOString() ?? null,
  };
};

export const getRubric = async (db: Db, user: AuthUser, drillId: number, phaseId: number): Promise<Rubric> => {
  const { phase } = await requireHostedPhase(db, user, drillId, phaseId);
  return rubricView(db, drillId, phase);
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Recomputes every review's total of the phase (after weights changed). */
export const recomputeTotals = async (tx: DbOrTx, phase: PhaseRow): Promise<number> => {
  const criteria = await criteriaOf(tx, phase.id);
  const rows = await tx
    .select({ id: drillScores.id, scores: drillScores.scores, total: drillScores.total })
    .from(drillScores)
    .innerJoin(drillJudgeAssignments, eq(drillJudgeAssignments.id, drillScores.assignmentId))
    .where(eq(drillJudgeAssignments.phaseId, phase.id));
  let changed = 0;
  for (const r of rows) {
    const total = reviewTotal(criteria, r.scores, phase.scoreScale);
    if (total !== r.total) {
      await tx.update(drillScores).set({ total }).where(eq(drillScores.id, r.id));
      changed++;
    }
  }
  return changed;
};

export const saveRubric = (db: Db, user: AuthUser, drillId: number, phaseId: number, input: RubricInput) =>
  db.transaction(async (tx): Promise<Rubric> => {
    const { phase } = await requireHostedPhase(tx, user, drillId, phaseId, { forUpdate: true });
    const status = phase.judgingStatus as JudgingStatus;
    const before = { criteria: await criteriaOf(tx, phaseId), settings: settingsOf(phase) };
    const next = input.settings;

    const known = new Map(before.criteria.map((c) => [c.id, c]));
    for (const c of input.criteria) {
      if (c.criterionId !== undefined && !known.has(c.criterionId)) {
        throw badRequest(M.criterionUnknown, { criteria: M.criterionUnknown });
      }
    }
    const keptIds = new Set(input.criteria.flatMap((c) => (c.criterionId !== undefined ? [c.criterionId] : [])));
    if (keptIds.size !== input.criteria.filter((c) => c.criterionId !== undefined).length) {
      throw badRequest(M.criterionUnknown, { criteria: M.criterionUnknown });
    }
    const criteriaSame =
      input.criteria.length === before.criteria.length &&
      input.criteria.every((c, i) => {
        const b = before.criteria[i]!;
        return c.criterionId === b.id && c.name === b.name && c.description === b.description && c.weight === b.weight;
      });
    const settingsSame = same(next, before.settings);
    if (criteriaSame && settingsSame) return rubricView(tx, drillId, phase);

    if (!same(next.calibrationSubmissionIds, before.settings.calibrationSubmissionIds) && status === 'setup') {
      if (next.calibrationSubmissionIds.length > 0) {
        const found = await tx
          .select({ id: drillSubmissions.id })
          .from(drillSubmissions)
          .where(
            and(
              inArray(drillSubmissions.id, next.calibrationSubmissionIds),
              eq(drillSubmissions.phaseId, phaseId),
              eq(drillSubmissions.status, 'submitted'),
            ),
          );
        if (found.length !== next.calibrationSubmissionIds.length) {
          throw badRequest(M.calibrationNotSubmitted, {
            'settings.calibrationSubmissionIds': M.calibrationNotSubmitted,
          });
        }
      }
    }

    if (status === 'closed') throw conflictError(M.rubricClosed);
    if (status === 'open') {
      if (next.scoreScale !== before.settings.scoreScale) throw conflictError(M.scaleLocked);
      if (!same(next.tieBreak, before.settings.tieBreak)) throw conflictError(M.tieBreakLocked);
      if (next.assignmentMode !== before.settings.assignmentMode) throw conflictError(M.modeLocked);
      if (!same([...next.calibrationSubmissionIds].sort(), [...before.settings.calibrationSubmissionIds].sort())) {
        throw conflictError(M.calibrationLocked);
      }
      if (keptIds.size !== input.criteria.length || keptIds.size !== before.criteria.length) {
        throw conflictError(M.criteriaSetLocked);
      }
      if (!input.confirmLockedChange) throw conflictError(M.rubricLocked);
    }

    // Criteria: drop the ones left out (setup only, see above), update the kept ones, add the new ones.
    const dropped = before.criteria.filter((c) => !keptIds.has(c.id)).map((c) => c.id);
    if (dropped.length > 0) await tx.delete(drillRubricCriteria).where(inArray(drillRubricCriteria.id, dropped));
    for (const [position, c] of input.criteria.entries()) {
      const values = { name: c.name, description: c.description, weight: c.weight, position };
      if (c.criterionId !== undefined) {
        await tx
          .update(drillRubricCriteria)
          .set(values)
          .where(and(eq(drillRubricCriteria.id, c.criterionId), eq(drillRubricCriteria.phaseId, phaseId)));
      } else {
        await tx.insert(drillRubricCriteria).values({ phaseId, ...values });
      }
    }
    const [updated] = await tx
      .update(drillPhases)
      .set({
        assignmentMode: next.assignmentMode,
        reviewsPerSubmission: next.reviewsPerSubmission,
        scoreScale: next.scoreScale,
        blindJudging: next.blindJudging,
        feedbackSharing: next.feedbackSharing,
        tieBreak: next.tieBreak,
        calibrationSubmissionIds: next.calibrationSubmissionIds,
      })
      .where(eq(drillPhases.id, phaseId))
      .returning();

    if (status === 'open') {
      const recomputed = await recomputeTotals(tx, updated!);
      const after = { criteria: await criteriaOf(tx, phaseId), settings: settingsOf(updated!) };
      const plain = (c: CriterionRow) => ({
        criterionId: c.id,
        name: c.name,
        description: c.description,
        weight: c.weight,
      });
      await insertAudit(tx, {
        drillId,
        phaseId,
        actorUid: user.uid,
        action: 'rubric.changed',
        summary: `Changed the rubric of ${phase.name} after judging opened${recomputed > 0 ? ` (${recomputed} review total${recomputed === 1 ? '' : 's'} recomputed)` : ''}`,
        details: {
          before: { criteria: before.criteria.map(plain), settings: before.settings },
          after: { criteria: after.criteria.map(plain), settings: after.settings },
          recomputedTotals: recomputed,
        },
      });
    }
    return rubricView(tx, drillId, updated!);
  });
