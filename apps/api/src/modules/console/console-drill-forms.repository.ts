import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import type { DbOrTx } from '../../db/client.ts';
import {
  drillParticipants,
  drillPhases,
  drillProblemStatements,
  drillSubmissions,
  drills,
} from '../../db/schema/drills.ts';

/**
 * SQL of the host's forms, phases and problem statements. Phase writes touch only the columns the host console
 * owns (name, kind, position, dates, description, submission form); the judging columns are the judging
 * module's.
 */
export type PhaseRow = typeof drillPhases.$inferSelect;
export type StatementRow = typeof drillProblemStatements.$inferSelect;

/** Locks the hackathon's row for the transaction, so two hosts' phase writes are taken one after the other. */
export const lockDrill = async (tx: DbOrTx, drillId: number) => {
  await tx.select({ id: drills.id }).from(drills).where(eq(drills.id, drillId)).for('update');
};

export const saveParticipantFields = async (db: DbOrTx, drillId: number, fields: FormFieldDefinition[]) => {
  await db.update(drills).set({ participantFields: fields, updatedAt: new Date() }).where(eq(drills.id, drillId));
};

export const countParticipants = async (db: DbOrTx, drillId: number): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(drillParticipants).where(eq(drillParticipants.drillId, drillId));
  return row?.n ?? 0;
};

/** How many stored answers name each key (registrations' answers), blank ones left out. */
export const participantAnswerCounts = async (db: DbOrTx, drillId: number): Promise<Map<string, number>> => {
  const rows = await db.execute<{ key: string; n: number }>(sql`
    select a.key, count(*)::int as n
    from ${drillParticipants}, jsonb_each(${drillParticipants.answers}) a
    where ${drillParticipants.drillId} = ${drillId} and a.value not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb)
    group by a.key`);
  return new Map(rows.rows.map((r) => [r.key, Number(r.n)]));
};

/** The same for one phase's submissions. */
export const submissionAnswerCounts = async (db: DbOrTx, phaseId: number): Promise<Map<string, number>> => {
  const rows = await db.execute<{ key: string; n: number }>(sql`
    select a.key, count(*)::int as n
    from ${drillSubmissions}, jsonb_each(${drillSubmissions.answers}) a
    where ${drillSubmissions.phaseId} = ${phaseId} and a.value not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb)
    group by a.key`);
  return new Map(rows.rows.map((r) => [r.key, Number(r.n)]));
};

export const listPhases = async (db: DbOrTx, drillId: number): Promise<PhaseRow[]> =>
  db
    .select()
    .from(drillPhases)
    .where(eq(drillPhases.drillId, drillId))
    .orderBy(asc(drillPhases.position), asc(drillPhases.startDt), asc(drillPhases.id));

export const findPhaseOf = async (db: DbOrTx, drillId: number, phaseId: number): Promise<PhaseRow | null> => {
  const [row] = await db
    .select()
    .from(drillPhases)
    .where(and(eq(drillPhases.id, phaseId), eq(drillPhases.drillId, drillId)))
    .limit(1);
  return row ?? null;
};

/** Submissions (drafts included) per phase of the hackathon. */
export const submissionCountsByPhase = async (db: DbOrTx, drillId: number): Promise<Map<number, number>> => {
  const rows = await db
    .select({ phaseId: drillSubmissions.phaseId, n: count() })
    .from(drillSubmissions)
    .where(eq(drillSubmissions.drillId, drillId))
    .groupBy(drillSubmissions.phaseId);
  return new Map(rows.map((r) => [r.phaseId, r.n]));
};

export interface PhaseValues {
  name: string;
  kind: string;
  startDt: Date;
  endDt: Date;
  description: string;
}

export const insertPhase = async (db: DbOrTx, drillId: number, values: PhaseValues): Promise<PhaseRow> => {
  const [row] = await db
    .insert(drillPhases)
    .values({ drillId, ...values })
    .returning();
  return row!;
};

export const updatePhase = async (db: DbOrTx, phaseId: number, values: PhaseValues): Promise<void> => {
  await db.update(drillPhases).set(values).where(eq(drillPhases.id, phaseId));
};

export const saveSubmissionFields = async (db: DbOrTx, phaseId: number, fields: FormFieldDefinition[]) => {
  await db.update(drillPhases).set({ submissionFields: fields }).where(eq(drillPhases.id, phaseId));
};

/** Numbers the phases 0, 1, 2… in the order given. */
export const setPhasePositions = async (db: DbOrTx, phaseIds: number[]) => {
  for (const [position, id] of phaseIds.entries())
    await db.update(drillPhases).set({ position }).where(eq(drillPhases.id, id));
};

export const deletePhase = async (db: DbOrTx, phaseId: number) => {
  await db.delete(drillPhases).where(eq(drillPhases.id, phaseId));
};

export const listStatements = async (db: DbOrTx, drillId: number): Promise<StatementRow[]> =>
  db
    .select()
    .from(drillProblemStatements)
    .where(eq(drillProblemStatements.drillId, drillId))
    .orderBy(asc(drillProblemStatements.position), asc(drillProblemStatements.id));

export const findStatementOf = async (db: DbOrTx, drillId: number, id: number): Promise<StatementRow | null> => {
  const [row] = await db
    .select()
    .from(drillProblemStatements)
    .where(and(eq(drillProblemStatements.id, id), eq(drillProblemStatements.drillId, drillId)))
    .limit(1);
  return row ?? null;
};

/** Submissions (drafts included) that chose each of these statements. */
export const submissionCountsByStatement = async (db: DbOrTx, ids: number[]): Promise<Map<number, number>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: drillSubmissions.problemStatementId, n: count() })
    .from(drillSubmissions)
    .where(inArray(drillSubmissions.problemStatementId, ids))
    .groupBy(drillSubmissions.problemStatementId);
  return new Map(rows.flatMap((r) => (r.id === null ? [] : [[r.id, r.n] as const])));
};

export interface StatementValues {
  title: string;
  description: string;
  phaseId: number | null;
}

export const insertStatement = async (
  db: DbOrTx,
  drillId: number,
  values: StatementValues,
  position: number,
): Promise<StatementRow> => {
  const [row] = await db
    .insert(drillProblemStatements)
    .values({ drillId, ...values, position })
    .returning();
  return row!;
};

export const updateStatement = async (db: DbOrTx, id: number, values: StatementValues): Promise<StatementRow> => {
  const [row] = await db
    .update(drillProblemStatements)
    .set(values)
    .where(eq(drillProblemStatements.id, id))
    .returning();
  return row!;
};

export const setStatementPositions = async (db: DbOrTx, ids: number[]) => {
  for (const [position, id] of ids.entries())
    await db.update(drillProblemStatements).set({ position }).where(eq(drillProblemStatements.id, id));
};

export const deleteStatement = async (db: DbOrTx, id: number) => {
  await db.delete(drillProblemStatements).where(eq(drillProblemStatements.id, id));
};
