import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { JudgingMessages as M } from '@elevate/contracts/judging/judging.messages';
import type { DbOrTx } from '../../db/client.ts';
import { drillPhases, drills } from '../../db/schema/drills.ts';
import { drillJudgeAssignments, drillJudges } from '../../db/schema/judging.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { requireHostedDrill, type DrillRow } from '../drills/drill-access.ts';

/**
 * Who may reach judging: hosts (requireHostedDrill: admin, or an employer of the hackathon's company) for the
 * console routes; an active judge for their own assignments only. Anything else answers 404 like an id that
 * does not exist, so ids cannot be probed.
 */
export type PhaseRow = typeof drillPhases.$inferSelect;
export type JudgeRow = typeof drillJudges.$inferSelect;
export type AssignmentRow = typeof drillJudgeAssignments.$inferSelect;

export const conflictError = (message: string) => new AppError(ErrorCode.CONFLICT, message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(ErrorCode.VALIDATION, message, fields);

/** A phase of a hackathon the caller hosts (404 unknown phase or hackathon, 403 not a host). */
export const requireHostedPhase = async (
  db: DbOrTx,
  user: AuthUser,
  drillId: number,
  phaseId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<{ drill: DrillRow; phase: PhaseRow }> => {
  const drill = await requireHostedDrill(db, user, drillId);
  const query = db
    .select()
    .from(drillPhases)
    .where(and(eq(drillPhases.id, phaseId), eq(drillPhases.drillId, drillId)))
    .limit(1);
  const [phase] = opts.forUpdate ? await query.for('update') : await query;
  if (!phase) throw notFound(M.phaseNotFound);
  return { drill, phase };
};

/** A judge of a hackathon the caller hosts (any status). */
export const requireHostedJudge = async (
  db: DbOrTx,
  user: AuthUser,
  drillId: number,
  judgeId: number,
): Promise<{ drill: DrillRow; judge: JudgeRow }> => {
  const drill = await requireHostedDrill(db, user, drillId);
  const [judge] = await db
    .select()
    .from(drillJudges)
    .where(and(eq(drillJudges.id, judgeId), eq(drillJudges.drillId, drillId)))
    .limit(1);
  if (!judge) throw notFound(M.judgeNotFound);
  return { drill, judge };
};

/** The caller's active judge row in this hackathon, or null. */
export const activeJudgeOf = async (db: DbOrTx, uid: number, drillId: number): Promise<JudgeRow | null> => {
  const [row] = await db
    .select()
    .from(drillJudges)
    .where(and(eq(drillJudges.uid, uid), eq(drillJudges.drillId, drillId), eq(drillJudges.status, 'active')))
    .limit(1);
  return row ?? null;
};

/** A phase the caller judges (an active judge of its hackathon); 404 otherwise. */
export const requireJudgedPhase = async (
  db: DbOrTx,
  user: AuthUser,
  phaseId: number,
): Promise<{ drill: DrillRow; phase: PhaseRow; judge: JudgeRow }> => {
  const [row] = await db
    .select({ phase: drillPhases, drill: drills })
    .from(drillPhases)
    .innerJoin(drills, eq(drills.id, drillPhases.drillId))
    .where(eq(drillPhases.id, phaseId))
    .limit(1);
  const judge = row ? await activeJudgeOf(db, user.uid, row.drill.id) : null;
  if (!row || !judge) throw notFound(M.phaseNotFound);
  return { ...row, judge };
};

/** One of the caller's own assignments (as an active judge); anyone else's answers 404. */
export const requireMyAssignment = async (
  db: DbOrTx,
  user: AuthUser,
  assignmentId: number,
  opts: { forUpdate?: boolean } = {},
): Promise<{ assignment: AssignmentRow; judge: JudgeRow; phase: PhaseRow; drill: DrillRow }> => {
  const query = db
    .select({ assignment: drillJudgeAssignments, judge: drillJudges, phase: drillPhases, drill: drills })
    .from(drillJudgeAssignments)
    .innerJoin(drillJudges, eq(drillJudges.id, drillJudgeAssignments.judgeId))
    .innerJoin(drillPhases, eq(drillPhases.id, drillJudgeAssignments.phaseId))
    .innerJoin(drills, eq(drills.id, drillPhases.drillId))
    .where(
      and(eq(drillJudgeAssignments.id, assignmentId), eq(drillJudges.uid, user.uid), eq(drillJudges.status, 'active')),
    )
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update', { of: drillJudgeAssignments }) : await query;
  if (!row) throw notFound(M.assignmentNotFound);
  return row;
};
