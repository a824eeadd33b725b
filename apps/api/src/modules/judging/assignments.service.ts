import { and, eq, inArray, or } from 'drizzle-orm';
import type {
  AssignmentMode,
  ConflictReason,
  JudgeStatus,
  JudgingStatus,
} from '@elevate/contracts/judging/judging.constants';
import { JudgingMessages as M } from '@elevate/contracts/judging/judging.messages';
import type {
  Coverage,
  CoverageJudge,
  CoverageSubmission,
  JudgingRun,
  JudgingState,
} from '@elevate/contracts/judging/judging.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { drillPhases, drillSubmissions } from '../../db/schema/drills.ts';
import { drillJudgeAssignments, drillJudgeConflicts, drillJudges, drillScores } from '../../db/schema/judging.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { DrillRow } from '../drills/drill-access.ts';
import { defaultSeed, isConflicted, planAssignments } from './assignment.ts';
import { conflictsMapOf, storeOrganisationConflicts } from './conflicts.service.ts';
import { insertAudit } from './judging-audit.repository.ts';
import { conflictError, requireHostedPhase, type PhaseRow } from './judging-access.ts';
import { conflictKeysOf, ownerNamesOf, submittedOfPhase, teamMembersOf } from './judging-owners.repository.ts';
import { criteriaOf, rubricIsValid } from './rubric.service.ts';

/**
 * Opening, topping up, closing and reopening a phase's judging, and the coverage the hosts watch. Assignments
 * are made in the same transaction that changes the phase's status; existing ones are never removed except a
 * not-yet-submitted one a conflict now forbids.
 */

const activeJudges = (db: DbOrTx, drillId: number) =>
  db
    .select()
    .from(drillJudges)
    .where(and(eq(drillJudges.drillId, drillId), eq(drillJudges.status, 'active')))
    .orderBy(drillJudges.id);

/** Makes the assignments the phase lacks (organisation conflicts first). */
const makeAssignments = async (tx: DbOrTx, drill: DrillRow, phase: PhaseRow, seed: string) => {
  const judges = await activeJudges(tx, drill.id);
  const conflictsFound = await storeOrganisationConflicts(tx, drill.id, judges);
  const conflicts = await conflictsMapOf(
    tx,
    judges.map((j) => j.id),
  );
  const submissions = await submittedOfPhase(tx, phase.id);
  const members = await teamMembersOf(tx, drill.id);
  const keysOf = new Map(submissions.map((s) => [s.id, conflictKeysOf(s, members)]));

  // An assignment not yet submitted that a (new) conflict forbids goes.
  const existingRows = await tx
    .select({
      id: drillJudgeAssignments.id,
      judgeId: drillJudgeAssignments.judgeId,
      submissionId: drillJudgeAssignments.submissionId,
      scoreStatus: drillScores.status,
    })
    .from(drillJudgeAssignments)
    .leftJoin(drillScores, eq(drillScores.assignmentId, drillJudgeAssignments.id))
    .where(eq(drillJudgeAssignments.phaseId, phase.id));
  const forbidden = existingRows.filter(
    (a) => a.scoreStatus !== 'submitted' && isConflicted(conflicts, a.judgeId, keysOf.get(a.submissionId) ?? []),
  );
  if (forbidden.length > 0) {
    await tx.delete(drillJudgeAssignments).where(
      inArray(
        drillJudgeAssignments.id,
        forbidden.map((a) => a.id),
      ),
    );
  }
  const gone = new Set(forbidden.map((a) => a.id));
  const submittedIds = new Set(submissions.map((s) => s.id));
  const plan = planAssignments({
    mode: phase.assignmentMode as AssignmentMode,
    reviewsPerSubmission: phase.reviewsPerSubmission,
    judgeIds: judges.map((j) => j.id),
    submissions: submissions.map((s) => ({ submissionId: s.id, ownerKeys: keysOf.get(s.id)! })),
    conflicts,
    existing: existingRows.filter((a) => !gone.has(a.id)),
    calibrationSubmissionIds: phase.calibrationSubmissionIds.filter((id) => submittedIds.has(id)),
    seed,
  });
  if (plan.assignments.length > 0) {
    await tx
      .insert(drillJudgeAssignments)
      .values(plan.assignments.map((a) => ({ phaseId: phase.id, ...a })))
      .onConflictDoNothing();
  }
  return { created: plan.assignments.length, conflictsFound, shortOfJudges: plan.shortOfJudges.length };
};

const stateOf = (phase: PhaseRow): JudgingState => ({
  phaseId: phase.id,
  judgingStatus: phase.judgingStatus as JudgingStatus,
  judgingOpenedAt: phase.judgingOpenedAt?.toISOString() ?? null,
  judgingClosedAt: phase.judgingClosedAt?.toISOString() ?? null,
});

/** POST judging/open: needs an active judge and a valid rubric; locks the rubric and makes the assignments. */
export const openJudging = (db: Db, user: AuthUser, drillId: number, phaseId: number, seed?: string) =>
  db.transaction(async (tx): Promise<JudgingRun> => {
    const { drill, phase } = await requireHostedPhase(tx, user, drillId, phaseId, { forUpdate: true });
    if (phase.judgingStatus === 'open') throw conflictError(M.alreadyOpen);
    if (phase.judgingStatus === 'closed') throw conflictError(M.closedUseReopen);
    if (!rubricIsValid(await criteriaOf(tx, phaseId))) throw conflictError(M.rubricMissing);
    if ((await activeJudges(tx, drillId)).length === 0) throw conflictError(M.noActiveJudges);
    const made = await makeAssignments(tx, drill, phase, seed || defaultSeed(phaseId));
    const [updated] = await tx
      .update(drillPhases)
      .set({ judgingStatus: 'open', judgingOpenedAt: new Date(), judgingClosedAt: null })
      .where(eq(drillPhases.id, phaseId))
      .returning();
    await insertAudit(tx, {
      drillId,
      phaseId,
      actorUid: user.uid,
      action: 'judging.opened',
      summary: `Opened judging of ${phase.name}: ${made.created} assignment${made.created === 1 ? '' : 's'}`,
      details: { ...made, seed: seed || defaultSeed(phaseId) },
    });
    return {
      phaseId,
      judgingStatus: 'open',
      assignmentsCreated: made.created,
      conflictsFound: made.conflictsFound,
      shortOfJudges: made.shortOfJudges,
      judgingOpenedAt: updated!.judgingOpenedAt?.toISOString() ?? null,
    };
  });

/** POST judging/rebalance: assignments for late submissions and newly accepted judges; scored work stays. */
export const rebalanceJudging = (db: Db, user: AuthUser, drillId: number, phaseId: number, seed?: string) =>
  db.transaction(async (tx): Promise<JudgingRun> => {
    const { drill, phase } = await requireHostedPhase(tx, user, drillId, phaseId, { forUpdate: true });
    if (phase.judgingStatus !== 'open') throw conflictError(M.notOpen);
    const made = await makeAssignments(tx, drill, phase, seed || defaultSeed(phaseId));
    await insertAudit(tx, {
      drillId,
      phaseId,
      actorUid: user.uid,
      action: 'judging.rebalanced',
      summary: `Rebalanced judging of ${phase.name}: ${made.created} new assignment${made.created === 1 ? '' : 's'}`,
      details: made,
    });
    return {
      phaseId,
      judgingStatus: 'open',
      assignmentsCreated: made.created,
      conflictsFound: made.conflictsFound,
      shortOfJudges: made.shortOfJudges,
      judgingOpenedAt: phase.judgingOpenedAt?.toISOString() ?? null,
    };
  });

/** POST judging/close: the scores lock. */
export const closeJudging = (db: Db, user: AuthUser, drillId: number, phaseId: number) =>
  db.transaction(async (tx): Promise<JudgingState> => {
    const { phase } = await requireHostedPhase(tx, user, drillId, phaseId, { forUpdate: true });
    if (phase.judgingStatus !== 'open') throw conflictError(M.notOpen);
    const [updated] = await tx
      .update(drillPhases)
      .set({ judgingStatus: 'closed', judgingClosedAt: new Date() })
      .where(eq(drillPhases.id, phaseId))
      .returning();
    await insertAudit(tx, {
      drillId,
      phaseId,
      actorUid: user.uid,
      action: 'judging.closed',
      summary: `Closed judging of ${phase.name}; scores are locked`,
    });
    return stateOf(updated!);
  });

/** POST judging/reopen: judges may change their scores again (audited with the reason). */
export const reopenJudging = (db: Db, user: AuthUser, drillId: number, phaseId: number, reason: string) =>
  db.transaction(async (tx): Promise<JudgingState> => {
    const { phase } = await requireHostedPhase(tx, user, drillId, phaseId, { forUpdate: true });
    if (phase.judgingStatus !== 'closed') throw conflictError(M.notClosed);
    const [updated] = await tx
      .update(drillPhases)
      .set({ judgingStatus: 'open', judgingClosedAt: null })
      .where(eq(drillPhases.id, phaseId))
      .returning();
    await insertAudit(tx, {
      drillId,
      phaseId,
      actorUid: user.uid,
      action: 'judging.reopened',
      summary: `Reopened judging of ${phase.name}${reason ? `: ${reason}` : ''}`,
      details: { reason },
    });
    return stateOf(updated!);
  });

/** GET coverage: every submission with its judges and reviews (short of K first), and each judge's progress. */
export const coverageOf = async (db: Db, user: AuthUser, drillId: number, phaseId: number): Promise<Coverage> => {
  const { phase } = await requireHostedPhase(db, user, drillId, phaseId);
  const k = phase.reviewsPerSubmission;
  const assignments = await db
    .select({
      id: drillJudgeAssignments.id,
      judgeId: drillJudgeAssignments.judgeId,
      submissionId: drillJudgeAssignments.submissionId,
      isCalibration: drillJudgeAssignments.isCalibration,
      status: drillScores.status,
      total: drillScores.total,
    })
    .from(drillJudgeAssignments)
    .leftJoin(drillScores, eq(drillScores.assignmentId, drillJudgeAssignments.id))
    .where(eq(drillJudgeAssignments.phaseId, phaseId))
    .orderBy(drillJudgeAssignments.id);
  const assignedIds = [...new Set(assignments.map((a) => a.submissionId))];
  const submissions = await db
    .select()
    .from(drillSubmissions)
    .where(
      and(
        eq(drillSubmissions.phaseId, phaseId),
        assignedIds.length > 0
          ? or(eq(drillSubmissions.status, 'submitted'), inArray(drillSubmissions.id, assignedIds))
          : eq(drillSubmissions.status, 'submitted'),
      ),
    )
    .orderBy(drillSubmissions.id);
  const judges = await db.select().from(drillJudges).where(eq(drillJudges.drillId, drillId)).orderBy(drillJudges.id);
  const judgeName = new Map(judges.map((j) => [j.id, j.name || j.email]));
  const conflictRows = await db
    .select()
    .from(drillJudgeConflicts)
    .where(
      judges.length > 0
        ? inArray(
            drillJudgeConflicts.judgeId,
            judges.map((j) => j.id),
          )
        : eq(drillJudgeConflicts.id, -1),
    );
  const members = await teamMembersOf(db, drillId);
  const names = await ownerNamesOf(
    db,
    submissions.map((s) => s.ownerKey),
  );
  const calibration = new Set(phase.calibrationSubmissionIds);
  const live = judges.filter((j) => j.status !== 'removed');

  const rows: CoverageSubmission[] = submissions.map((s) => {
    const mine = assignments.filter((a) => a.submissionId === s.id);
    const submittedReviews = mine.filter((a) => a.status === 'submitted').length;
    const keys = new Set(conflictKeysOf(s, members));
    const conflicts = conflictRows
      .filter((c) => keys.has(c.ownerKey) && live.some((j) => j.id === c.judgeId))
      .map((c) => ({
        judgeId: c.judgeId,
        name: judgeName.get(c.judgeId) ?? '',
        reason: c.reason as ConflictReason,
        note: c.note,
      }));
    return {
      submissionId: s.id,
      ownerKey: s.ownerKey,
      ownerName: names.get(s.ownerKey) ?? s.ownerKey,
      submittedAt: s.submittedAt?.toISOString() ?? null,
      isCalibration: calibration.has(s.id) || mine.some((a) => a.isCalibration),
      judges: mine.map((a) => ({
        judgeId: a.judgeId,
        assignmentId: a.id,
        name: judgeName.get(a.judgeId) ?? '',
        review: (a.status ?? 'none') as 'none' | 'draft' | 'submitted',
        total: a.status === 'submitted' ? a.total : null,
      })),
      assignedCount: mine.length,
      submittedReviews,
      shortBy: Math.max(0, k - submittedReviews),
      unassignedBy: Math.max(0, k - mine.length),
      conflicts,
    };
  });
  rows.sort((a, b) => b.shortBy - a.shortBy || a.submissionId - b.submissionId);

  const judgeRows: CoverageJudge[] = judges
    .filter((j) => j.status !== 'removed' || assignments.some((a) => a.judgeId === j.id))
    .map((j) => {
      const mine = assignments.filter((a) => a.judgeId === j.id);
      return {
        judgeId: j.id,
        name: j.name || j.email,
        email: j.email,
        status: j.status as JudgeStatus,
        assigned: mine.length,
        drafts: mine.filter((a) => a.status === 'draft').length,
        submitted: mine.filter((a) => a.status === 'submitted').length,
        calibrationPending: mine.filter((a) => a.isCalibration && a.status !== 'submitted').length,
        conflicts: conflictRows.filter((c) => c.judgeId === j.id).length,
      };
    });

  return {
    phaseId,
    judgingStatus: phase.judgingStatus as JudgingStatus,
    assignmentMode: phase.assignmentMode as AssignmentMode,
    reviewsPerSubmission: k,
    summary: {
      submissions: rows.length,
      fullyReviewed: rows.filter((r) => r.shortBy === 0).length,
      short: rows.filter((r) => r.shortBy > 0).length,
      assignments: assignments.length,
      submittedReviews: assignments.filter((a) => a.status === 'submitted').length,
    },
    submissions: rows,
    judges: judgeRows,
  };
};
