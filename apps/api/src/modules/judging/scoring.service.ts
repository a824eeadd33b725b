import { and, asc, count, eq, lte } from 'drizzle-orm';
import { FILE_FIELD_TYPES } from '@elevate/contracts/drills/form-fields.schema';
import {
  FEEDBACK_MIN_LENGTH,
  blindSubmissionName,
  type JudgingStatus,
  type ReviewState,
  type ScoreStatus,
} from '@elevate/contracts/judging/judging.constants';
import { JudgingMessages as M } from '@elevate/contracts/judging/judging.messages';
import type {
  AssignmentDetail,
  ConflictDeclared,
  JudgeProgress,
  JudgingPhaseInfo,
  MyAssignment,
  MyAssignments,
  MyJudging,
  Review,
  ScoreSaved,
  ScoreWrite,
} from '@elevate/contracts/judging/judging.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { drillPhases, drillProblemStatements, drills, drillSubmissions } from '../../db/schema/drills.ts';
import { drillJudgeAssignments, drillJudgeConflicts, drillJudges, drillScores } from '../../db/schema/judging.ts';
import { list } from '../../lib/envelope.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { signedLinkOrNull } from '../drills/submissions.service.ts';
import type { StorageDriver } from '../uploads/storage/storage-driver.ts';
import { insertAudit } from './judging-audit.repository.ts';
import { badRequest, conflictError, requireJudgedPhase, requireMyAssignment, type PhaseRow } from './judging-access.ts';
import {
  ownerNamesOf,
  participantOrganisations,
  participantsOfSubmission,
  teamMembersOf,
} from './judging-owners.repository.ts';
import { reviewTotal } from './review-total.ts';
import { criteriaOf, type CriterionRow } from './rubric.service.ts';

/**
 * The judges' side: the hackathons and phases I judge, my assignments (calibration first), one assignment with
 * the submission, the rubric and my review, saving and submitting a review, and declaring a conflict. A judge
 * reaches only their own assignments while active; a blind phase names submissions "Submission #n".
 */

type ScoreRow = typeof drillScores.$inferSelect;

const reviewOf = (s: ScoreRow): Review => ({
  scores: s.scores,
  feedback: s.feedback,
  total: s.total,
  status: s.status as ScoreStatus,
  submittedAt: s.submittedAt?.toISOString() ?? null,
  updatedAt: s.updatedAt.toISOString(),
});

const phaseInfo = (phase: PhaseRow, drillName: string): JudgingPhaseInfo => ({
  phaseId: phase.id,
  drillId: phase.drillId,
  drillName,
  name: phase.name,
  judgingStatus: phase.judgingStatus as JudgingStatus,
  scoreScale: phase.scoreScale,
  blindJudging: phase.blindJudging,
  judgingClosedAt: phase.judgingClosedAt?.toISOString() ?? null,
});

/** A judge's progress in one phase. */
export const progressOf = async (db: DbOrTx, judgeId: number, phaseId: number): Promise<JudgeProgress> => {
  const rows = await db
    .select({ isCalibration: drillJudgeAssignments.isCalibration, status: drillScores.status })
    .from(drillJudgeAssignments)
    .leftJoin(drillScores, eq(drillScores.assignmentId, drillJudgeAssignments.id))
    .where(and(eq(drillJudgeAssignments.judgeId, judgeId), eq(drillJudgeAssignments.phaseId, phaseId)));
  return {
    assigned: rows.length,
    drafts: rows.filter((r) => r.status === 'draft').length,
    submitted: rows.filter((r) => r.status === 'submitted').length,
    calibrationPending: rows.filter((r) => r.isCalibration && r.status !== 'submitted').length,
  };
};

/** GET /judging/mine: every hackathon I am an active judge of, with each phase's status and my progress. */
export const myJudging = async (db: Db, user: AuthUser): Promise<MyJudging> => {
  const rows = await db
    .select({ judge: drillJudges, drill: drills })
    .from(drillJudges)
    .innerJoin(drills, eq(drills.id, drillJudges.drillId))
    .where(and(eq(drillJudges.uid, user.uid), eq(drillJudges.status, 'active')))
    .orderBy(asc(drills.endDt), asc(drills.id));
  const out: MyJudging['data'] = [];
  for (const { judge, drill } of rows) {
    const phases = await db
      .select()
      .from(drillPhases)
      .where(eq(drillPhases.drillId, drill.id))
      .orderBy(asc(drillPhases.position), asc(drillPhases.id));
    out.push({
      judgeId: judge.id,
      drillId: drill.id,
      drillName: drill.name,
      hostName: drill.partnerName,
      logoUrl: drill.logoUrl,
      phases: await Promise.all(
        phases.map(async (p) => ({
          phaseId: p.id,
          name: p.name,
          judgingStatus: p.judgingStatus as JudgingStatus,
          scoreScale: p.scoreScale,
          blindJudging: p.blindJudging,
          judgingOpenedAt: p.judgingOpenedAt?.toISOString() ?? null,
          judgingClosedAt: p.judgingClosedAt?.toISOString() ?? null,
          progress: await progressOf(db, judge.id, p.id),
        })),
      ),
    });
  }
  return list(out);
};

/** "Submission #n": n counts the phase's submissions by id, so it stays the same for every judge. */
const blindNumberOf = async (db: DbOrTx, phaseId: number, submissionId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(drillSubmissions)
    .where(and(eq(drillSubmissions.phaseId, phaseId), lte(drillSubmissions.id, submissionId)));
  return row?.n ?? 1;
};

const REVIEW_ORDER: Record<ReviewState, number> = { none: 0, draft: 1, submitted: 2 };

/** GET /judging/phases/:phaseId/assignments: mine, calibration first, then not started, drafts, submitted. */
export const myAssignments = async (db: Db, user: AuthUser, phaseId: number): Promise<MyAssignments> => {
  const { drill, phase, judge } = await requireJudgedPhase(db, user, phaseId);
  const rows = await db
    .select({
      a: drillJudgeAssignments,
      s: drillSubmissions,
      statement: drillProblemStatements.title,
      status: drillScores.status,
      total: drillScores.total,
      updatedAt: drillScores.updatedAt,
    })
    .from(drillJudgeAssignments)
    .innerJoin(drillSubmissions, eq(drillSubmissions.id, drillJudgeAssignments.submissionId))
    .leftJoin(drillProblemStatements, eq(drillProblemStatements.id, drillSubmissions.problemStatementId))
    .leftJoin(drillScores, eq(drillScores.assignmentId, drillJudgeAssignments.id))
    .where(and(eq(drillJudgeAssignments.judgeId, judge.id), eq(drillJudgeAssignments.phaseId, phaseId)));
  const names = phase.blindJudging
    ? new Map<string, string>()
    : await ownerNamesOf(
        db,
        rows.map((r) => r.s.ownerKey),
      );
  const order = phase.blindJudging
    ? (
        await db
          .select({ id: drillSubmissions.id })
          .from(drillSubmissions)
          .where(eq(drillSubmissions.phaseId, phaseId))
          .orderBy(asc(drillSubmissions.id))
      ).map((r) => r.id)
    : [];
  const data: MyAssignment[] = rows.map((r) => ({
    assignmentId: r.a.id,
    submissionId: r.s.id,
    displayName: phase.blindJudging
      ? blindSubmissionName(order.indexOf(r.s.id) + 1)
      : (names.get(r.s.ownerKey) ?? r.s.ownerKey),
    problemStatementTitle: r.statement ?? null,
    isCalibration: r.a.isCalibration,
    review: (r.status ?? 'none') as ReviewState,
    total: r.total ?? null,
    updatedAt: r.updatedAt?.toISOString() ?? null,
  }));
  data.sort(
    (a, b) =>
      Number(b.isCalibration) - Number(a.isCalibration) ||
      REVIEW_ORDER[a.review] - REVIEW_ORDER[b.review] ||
      a.assignmentId - b.assignmentId,
  );
  return { ...list(data), phase: phaseInfo(phase, drill.name), progress: await progressOf(db, judge.id, phaseId) };
};

const lockedMessageOf = (status: string): string | null =>
  status === 'open' ? null : status === 'closed' ? M.scoringClosed : M.scoringNotOpen;

const criterionView = (c: CriterionRow) => ({
  criterionId: c.id,
  name: c.name,
  description: c.description,
  weight: c.weight,
  position: c.position,
});

/** GET /judging/assignments/:assignmentId: the submission (names unless blind), the rubric and my review. */
export const assignmentDetail = async (
  db: Db,
  storage: StorageDriver,
  user: AuthUser,
  assignmentId: number,
): Promise<AssignmentDetail> => {
  const { assignment, phase, drill } = await requireMyAssignment(db, user, assignmentId);
  const [s] = await db.select().from(drillSubmissions).where(eq(drillSubmissions.id, assignment.submissionId)).limit(1);
  const submission = s!;
  const [statement] = submission.problemStatementId
    ? await db
        .select({ title: drillProblemStatements.title, description: drillProblemStatements.description })
        .from(drillProblemStatements)
        .where(eq(drillProblemStatements.id, submission.problemStatementId))
        .limit(1)
    : [];
  const blind = phase.blindJudging;
  let teamName: string | null = null;
  let members: string[] = [];
  let institutions: string[] = [];
  let displayName: string;
  if (blind) {
    displayName = blindSubmissionName(await blindNumberOf(db, phase.id, submission.id));
  } else {
    displayName = (await ownerNamesOf(db, [submission.ownerKey])).get(submission.ownerKey) ?? submission.ownerKey;
    if (submission.ownerKey.startsWith('team:')) teamName = displayName;
    const participantIds = participantsOfSubmission(submission, await teamMembersOf(db, drill.id));
    const names = await ownerNamesOf(
      db,
      participantIds.map((p) => `participant:${p}`),
    );
    members = participantIds.map((p) => names.get(`participant:${p}`) ?? '').filter(Boolean);
    const orgs = await participantOrganisations(db, drill.id, participantIds);
    institutions = [...new Set(participantIds.flatMap((p) => orgs.get(p) ?? []))];
  }
  const fileLinks: AssignmentDetail['submission']['fileLinks'] = {};
  for (const f of phase.submissionFields) {
    const key = submission.answers[f.key];
    if (FILE_FIELD_TYPES.includes(f.type) && typeof key === 'string' && key) {
      fileLinks[f.key] = await signedLinkOrNull(db, storage, key, 'solution-file');
    }
  }
  const [score] = await db.select().from(drillScores).where(eq(drillScores.assignmentId, assignmentId)).limit(1);
  return {
    assignmentId,
    isCalibration: assignment.isCalibration,
    phase: phaseInfo(phase, drill.name),
    submission: {
      submissionId: submission.id,
      displayName,
      teamName,
      members,
      institutions,
      problemStatement: statement ?? null,
      submittedAt: submission.submittedAt?.toISOString() ?? null,
      fields: phase.submissionFields,
      // Only the form's current questions: answers to removed ones stay stored but never reach a judge (a
      // removed question may name the team or its college, which blind judging hides).
      answers: Object.fromEntries(phase.submissionFields.map((f) => [f.key, submission.answers[f.key] ?? null])),
      fileLinks,
    },
    criteria: (await criteriaOf(db, phase.id)).map(criterionView),
    scoreScale: phase.scoreScale,
    feedbackMinLength: FEEDBACK_MIN_LENGTH,
    review: score ? reviewOf(score) : null,
    canEdit: phase.judgingStatus === 'open',
    lockedMessage: lockedMessageOf(phase.judgingStatus),
  };
};

/** The scores checked against the rubric: known criteria, whole numbers 0..scale; all of them to submit. */
const checkScores = (
  criteria: readonly CriterionRow[],
  scale: number,
  scores: Record<string, number>,
  feedback: string,
  submit: boolean,
): void => {
  const known = new Map(criteria.map((c) => [String(c.id), c]));
  for (const key of Object.keys(scores)) {
    if (!known.has(key)) throw badRequest(M.scoreUnknownCriterion, { [`scores.${key}`]: M.scoreUnknownCriterion });
  }
  for (const c of criteria) {
    const v = scores[String(c.id)];
    if (v === undefined) {
      if (submit) throw badRequest(M.scoreRequired(c.name), { [`scores.${c.id}`]: M.scoreRequired(c.name) });
      continue;
    }
    if (!Number.isInteger(v) || v < 0 || v > scale) {
      throw badRequest(M.scoreRange(c.name, scale), { [`scores.${c.id}`]: M.scoreRange(c.name, scale) });
    }
  }
  if (submit && feedback.trim().length < FEEDBACK_MIN_LENGTH)
    throw badRequest(M.feedbackMin, { feedback: M.feedbackMin });
};

/**
 * PUT /judging/assignments/:assignmentId/score: saves a draft or submits, only while judging is open. A
 * submitted review stays submitted (a later save is checked as a submission) and every change is audited with
 * before and after.
 */
export const saveScore = (db: Db, user: AuthUser, assignmentId: number, input: ScoreWrite & { feedback: string }) =>
  db.transaction(async (tx): Promise<ScoreSaved & { message: string }> => {
    const { assignment, phase, judge, drill } = await requireMyAssignment(tx, user, assignmentId, { forUpdate: true });
    // Re-read the phase under lock so a close that committed first wins.
    const [current] = await tx.select().from(drillPhases).where(eq(drillPhases.id, phase.id)).for('share').limit(1);
    if (current!.judgingStatus === 'closed') throw conflictError(M.scoringClosed);
    if (current!.judgingStatus !== 'open') throw conflictError(M.scoringNotOpen);
    const criteria = await criteriaOf(tx, phase.id);
    const [before] = await tx.select().from(drillScores).where(eq(drillScores.assignmentId, assignmentId)).limit(1);
    const submit = input.submit || before?.status === 'submitted';
    const feedback = input.feedback.trim();
    checkScores(criteria, current!.scoreScale, input.scores, feedback, submit);
    const total = reviewTotal(criteria, input.scores, current!.scoreScale);
    const now = new Date();
    const values = {
      scores: input.scores,
      feedback,
      total,
      status: submit ? 'submitted' : 'draft',
      submittedAt: submit ? (before?.submittedAt ?? now) : null,
      updatedAt: now,
    };
    const [saved] = before
      ? await tx.update(drillScores).set(values).where(eq(drillScores.id, before.id)).returning()
      : await tx
          .insert(drillScores)
          .values({ assignmentId, ...values })
          .returning();
    const changed =
      !before ||
      before.feedback !== feedback ||
      before.status !== values.status ||
      JSON.stringify(before.scores) !== JSON.stringify(input.scores);
    if (changed) {
      const [sub] = await tx
        .select({ ownerKey: drillSubmissions.ownerKey })
        .from(drillSubmissions)
        .where(eq(drillSubmissions.id, assignment.submissionId))
        .limit(1);
      const ownerName = (await ownerNamesOf(tx, [sub!.ownerKey])).get(sub!.ownerKey) ?? sub!.ownerKey;
      const verb = !submit
        ? 'saved a draft review of'
        : before?.status === 'submitted'
          ? 'changed the submitted review of'
          : 'submitted a review of';
      await insertAudit(tx, {
        drillId: drill.id,
        phaseId: phase.id,
        actorUid: user.uid,
        action: submit ? 'score.submitted' : 'score.saved',
        summary: `${judge.name || judge.email} ${verb} ${ownerName}${total !== null ? `: ${total}` : ''}`,
        details: {
          judgeId: judge.id,
          assignmentId,
          submissionId: assignment.submissionId,
          before: before
            ? { scores: before.scores, feedback: before.feedback, total: before.total, status: before.status }
            : null,
          after: { scores: input.scores, feedback, total, status: values.status },
        },
      });
    }
    const message = !submit ? M.draftSaved : before?.status === 'submitted' ? M.reviewUpdated : M.reviewSubmitted;
    return { assignmentId, review: reviewOf(saved!), progress: await progressOf(tx, judge.id, phase.id), message };
  });

/**
 * POST /judging/assignments/:assignmentId/conflict: the judge declares a conflict. The assignment goes (with a
 * draft, if any), a conflict row names the submission's owner, and the hosts see it in coverage and the audit.
 */
export const declareConflict = (db: Db, user: AuthUser, assignmentId: number, note: string) =>
  db.transaction(async (tx): Promise<ConflictDeclared> => {
    const { assignment, phase, judge, drill } = await requireMyAssignment(tx, user, assignmentId, { forUpdate: true });
    const [score] = await tx
      .select({ status: drillScores.status })
      .from(drillScores)
      .where(eq(drillScores.assignmentId, assignmentId))
      .limit(1);
    if (score?.status === 'submitted') throw conflictError(M.conflictAfterSubmit);
    if (phase.judgingStatus === 'closed') throw conflictError(M.scoringClosed);
    const [sub] = await tx
      .select({ ownerKey: drillSubmissions.ownerKey })
      .from(drillSubmissions)
      .where(eq(drillSubmissions.id, assignment.submissionId))
      .limit(1);
    await tx
      .insert(drillJudgeConflicts)
      .values({ judgeId: judge.id, ownerKey: sub!.ownerKey, reason: 'declared', note })
      .onConflictDoNothing();
    await tx.delete(drillJudgeAssignments).where(eq(drillJudgeAssignments.id, assignmentId));
    const ownerName = (await ownerNamesOf(tx, [sub!.ownerKey])).get(sub!.ownerKey) ?? sub!.ownerKey;
    await insertAudit(tx, {
      drillId: drill.id,
      phaseId: phase.id,
      actorUid: user.uid,
      action: 'conflict.declared',
      summary: `${judge.name || judge.email} declared a conflict with ${ownerName}`,
      details: {
        judgeId: judge.id,
        assignmentId,
        submissionId: assignment.submissionId,
        ownerKey: sub!.ownerKey,
        note,
      },
    });
    return { assignmentId, phaseId: phase.id, progress: await progressOf(tx, judge.id, phase.id) };
  });
