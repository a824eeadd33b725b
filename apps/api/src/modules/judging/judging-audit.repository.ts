import { and, count, desc, eq, gte, type SQL } from 'drizzle-orm';
import type { JudgingAuditAction } from '@elevate/contracts/judging/judging.constants';
import type { JudgingAuditEntry } from '@elevate/contracts/judging/judging.schema';
import type { DbOrTx } from '../../db/client.ts';
import { drillPhases } from '../../db/schema/drills.ts';
import { drillJudgingAudit } from '../../db/schema/judging.ts';
import { users } from '../../db/schema/users.ts';

/** One line of the judging audit log; `summary` is the sentence the hosts read, the rest the facts. */
export interface AuditWrite {
  drillId: number;
  phaseId: number | null;
  actorUid: number | null;
  action: JudgingAuditAction;
  summary: string;
  details?: Record<string, unknown>;
}

export const insertAudit = async (db: DbOrTx, a: AuditWrite): Promise<void> => {
  await db.insert(drillJudgingAudit).values({
    drillId: a.drillId,
    phaseId: a.phaseId,
    actorUid: a.actorUid,
    action: a.action,
    details: { summary: a.summary, ...(a.details ?? {}) },
  });
};

/** How many audit lines of this action the hackathon has since a time (the invitation rate limit). */
export const countAuditSince = async (
  db: DbOrTx,
  drillId: number,
  action: JudgingAuditAction,
  since: Date,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(drillJudgingAudit)
    .where(
      and(
        eq(drillJudgingAudit.drillId, drillId),
        eq(drillJudgingAudit.action, action),
        gte(drillJudgingAudit.createdAt, since),
      ),
    );
  return row?.n ?? 0;
};

export const listAudit = async (
  db: DbOrTx,
  drillId: number,
  phaseId: number | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: JudgingAuditEntry[]; total: number }> => {
  const where: SQL[] = [eq(drillJudgingAudit.drillId, drillId)];
  if (phaseId !== undefined) where.push(eq(drillJudgingAudit.phaseId, phaseId));
  const [total] = await db
    .select({ n: count() })
    .from(drillJudgingAudit)
    .where(and(...where));
  const rows = await db
    .select({
      a: drillJudgingAudit,
      phaseName: drillPhases.name,
      actorName: users.fullName,
      actorLast: users.lastName,
      actorDeleted: users.deletedAt,
    })
    .from(drillJudgingAudit)
    .leftJoin(drillPhases, eq(drillPhases.id, drillJudgingAudit.phaseId))
    .leftJoin(users, eq(users.id, drillJudgingAudit.actorUid))
    .where(and(...where))
    .orderBy(desc(drillJudgingAudit.createdAt), desc(drillJudgingAudit.id))
    .limit(limit)
    .offset(offset);
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ a, phaseName, actorName, actorLast, actorDeleted }) => {
      const { summary, ...details } = a.details;
      return {
        auditId: a.id,
        phaseId: a.phaseId,
        phaseName: phaseName ?? null,
        action: a.action,
        actor:
          a.actorUid !== null && actorName !== null && !actorDeleted
            ? { uid: a.actorUid, name: [actorName, actorLast].filter(Boolean).join(' ') }
            : null,
        summary: typeof summary === 'string' ? summary : a.action,
        details,
        createdAt: a.createdAt.toISOString(),
      };
    }),
  };
};
