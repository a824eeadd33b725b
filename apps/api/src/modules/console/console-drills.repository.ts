import { and, count, desc, eq, inArray, like, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drillParticipants, drillPhases, drills } from '../../db/schema/drills.ts';

export type DrillInsert = typeof drills.$inferInsert;
export type DrillRow = typeof drills.$inferSelect;
/** The columns a host's form writes (everything but the keys, counts and state). */
export type DrillValues = Omit<
  DrillInsert,
  'id' | 'partnerId' | 'createdBy' | 'createdAt' | 'updatedAt' | 'applicantCount' | 'isPublished' | 'isFeatured'
>;

/** Inserts a hackathon; null when its custom URL is already taken (on conflict do nothing, no error mid-transaction). */
export const insertDrill = async (db: DbOrTx, values: DrillInsert): Promise<DrillRow | null> => {
  const [row] = await db.insert(drills).values(values).onConflictDoNothing({ target: drills.custUrl }).returning();
  return row ?? null;
};

export const updateDrill = async (db: DbOrTx, drillId: number, values: Partial<DrillInsert>): Promise<void> => {
  await db
    .update(drills)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(drills.id, drillId));
};

/** The hackathon that holds this custom URL, other than `excludeId`. */
export const custUrlHolder = async (db: DbOrTx, custUrl: string, excludeId?: number): Promise<number | null> => {
  const [row] = await db
    .select({ id: drills.id })
    .from(drills)
    .where(and(eq(drills.custUrl, custUrl), excludeId ? ne(drills.id, excludeId) : undefined))
    .limit(1);
  return row?.id ?? null;
};

/** Custom URLs already taken among `base` and `base-…` (to suggest the next free number). */
export const takenCustUrlsLike = async (db: DbOrTx, base: string, excludeId?: number): Promise<Set<string>> => {
  const rows = await db
    .select({ custUrl: drills.custUrl })
    .from(drills)
    .where(
      and(
        or(eq(drills.custUrl, base), like(drills.custUrl, `${base}-%`)),
        excludeId ? ne(drills.id, excludeId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.custUrl));
};

export const phaseCountOf = async (db: DbOrTx, drillId: number): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(drillPhases).where(eq(drillPhases.drillId, drillId));
  return row?.n ?? 0;
};

/** Registrations still standing (withdrawn ones left out), by hackathon. */
export const registrationsOf = async (db: DbOrTx, drillIds: number[]): Promise<Map<number, number>> => {
  if (drillIds.length === 0) return new Map();
  const rows = await db
    .select({ drillId: drillParticipants.drillId, n: count() })
    .from(drillParticipants)
    .where(and(inArray(drillParticipants.drillId, drillIds), eq(drillParticipants.status, 'registered')))
    .groupBy(drillParticipants.drillId);
  return new Map(rows.map((r) => [r.drillId, r.n]));
};

/** A company's hackathons, drafts and published, the latest changed first. */
export const listPartnerDrills = async (
  db: DbOrTx,
  q: { partnerId: number; limit: number; offset: number },
): Promise<{ rows: DrillRow[]; total: number }> => {
  const where = eq(drills.partnerId, q.partnerId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(drills)
      .where(where)
      .orderBy(desc(drills.updatedAt), desc(drills.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(drills).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const setDrillPublished = async (db: DbOrTx, drillId: number, isPublished: boolean): Promise<void> => {
  await db
    .update(drills)
    .set({ isPublished, updatedAt: sql`now()` })
    .where(eq(drills.id, drillId));
};
