import { and, count, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Judge } from '@elevate/contracts/judging/judging.schema';
import type { JudgeStatus } from '@elevate/contracts/judging/judging.constants';
import type { DbOrTx } from '../../db/client.ts';
import { drillJudgeAssignments, drillJudgeConflicts, drillJudges, drillScores } from '../../db/schema/judging.ts';
import type { JudgeRow } from './judging-access.ts';

export const findJudgeByEmail = async (db: DbOrTx, drillId: number, email: string): Promise<JudgeRow | null> => {
  const [row] = await db
    .select()
    .from(drillJudges)
    .where(and(eq(drillJudges.drillId, drillId), sql`lower(${drillJudges.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return row ?? null;
};

export const findJudgeByTokenHash = async (
  db: DbOrTx,
  tokenHash: string,
  opts: { forUpdate?: boolean } = {},
): Promise<JudgeRow | null> => {
  const q = db.select().from(drillJudges).where(eq(drillJudges.tokenHash, tokenHash)).limit(1);
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
};

export const countLiveJudges = async (db: DbOrTx, drillId: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(drillJudges)
    .where(and(eq(drillJudges.drillId, drillId), ne(drillJudges.status, 'removed')));
  return row?.n ?? 0;
};

export const listJudgeRows = (db: DbOrTx, drillId: number, judgeIds?: number[]): Promise<JudgeRow[]> =>
  db
    .select()
    .from(drillJudges)
    .where(
      judgeIds
        ? and(eq(drillJudges.drillId, drillId), inArray(drillJudges.id, judgeIds))
        : eq(drillJudges.drillId, drillId),
    )
    .orderBy(drillJudges.invitedAt, drillJudges.id);

/** Judges with their counts over every phase of the hackathon (the console's list). */
export const judgeViews = async (
  db: DbOrTx,
  drillId: number,
  judgeIds?: number[],
  now = new Date(),
): Promise<Judge[]> => {
  const rows = await listJudgeRows(db, drillId, judgeIds);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const assigned = await db
    .select({
      judgeId: drillJudgeAssignments.judgeId,
      n: count(),
      submitted: sql<number>`count(*) filter (where ${drillScores.status} = 'submitted')`.mapWith(Number),
    })
    .from(drillJudgeAssignments)
    .leftJoin(drillScores, eq(drillScores.assignmentId, drillJudgeAssignments.id))
    .where(inArray(drillJudgeAssignments.judgeId, ids))
    .groupBy(drillJudgeAssignments.judgeId);
  const conflicts = await db
    .select({ judgeId: drillJudgeConflicts.judgeId, n: count() })
    .from(drillJudgeConflicts)
    .where(inArray(drillJudgeConflicts.judgeId, ids))
    .groupBy(drillJudgeConflicts.judgeId);
  const a = new Map(assigned.map((r) => [r.judgeId, r]));
  const c = new Map(conflicts.map((r) => [r.judgeId, r.n]));
  return rows.map((r) => ({
    judgeId: r.id,
    drillId: r.drillId,
    email: r.email,
    name: r.name,
    organisation: r.organisation,
    status: r.status as JudgeStatus,
    invitedAt: r.invitedAt.toISOString(),
    acceptedAt: r.acceptedAt?.toISOString() ?? null,
    inviteExpiresAt: r.status === 'invited' ? (r.tokenExpiresAt?.toISOString() ?? null) : null,
    inviteExpired: r.status === 'invited' && !!r.tokenExpiresAt && r.tokenExpiresAt <= now,
    assignedCount: a.get(r.id)?.n ?? 0,
    submittedCount: a.get(r.id)?.submitted ?? 0,
    conflictCount: c.get(r.id) ?? 0,
  }));
};

/**
 * Removes a judge's assignments: those without a submitted review, or every one (`all`). Answers how many
 * assignments went and how many submitted reviews went with them.
 */
export const deleteJudgeAssignments = async (
  db: DbOrTx,
  judgeId: number,
  all: boolean,
): Promise<{ removed: number; discardedReviews: number }> => {
  const submitted = db
    .select({ one: sql`1` })
    .from(drillScores)
    .where(and(eq(drillScores.assignmentId, drillJudgeAssignments.id), eq(drillScores.status, 'submitted')));
  const [reviews] = all
    ? await db
        .select({ n: count() })
        .from(drillJudgeAssignments)
        .innerJoin(drillScores, eq(drillScores.assignmentId, drillJudgeAssignments.id))
        .where(and(eq(drillJudgeAssignments.judgeId, judgeId), eq(drillScores.status, 'submitted')))
    : [{ n: 0 }];
  const removed = await db
    .delete(drillJudgeAssignments)
    .where(
      all
        ? eq(drillJudgeAssignments.judgeId, judgeId)
        : and(eq(drillJudgeAssignments.judgeId, judgeId), notExists(submitted)),
    )
    .returning({ id: drillJudgeAssignments.id });
  return { removed: removed.length, discardedReviews: reviews?.n ?? 0 };
};
