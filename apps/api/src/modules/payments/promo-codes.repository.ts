import { and, count, desc, eq, gt, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { OPEN_PAYMENT_STATUSES } from '@elevate/contracts/payments/payments.constants';
import type { DbOrTx } from '../../db/client.ts';
import { drills } from '../../db/schema/drills.ts';
import { payments, promoCodes } from '../../db/schema/payments.ts';

/** The SQL of promo codes: the host's codes, how many times each is used or held, and the CRUD. */

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type NewPromoCode = typeof promoCodes.$inferInsert;

/**
 * The code `code` (any case) among the host's codes that apply to this hackathon: its own or the host's
 * codes for every hackathon. With `lock`, the row is locked until the caller's transaction ends.
 */
export const findPromoForDrill = async (
  tx: DbOrTx,
  p: { partnerId: number; drillId: number; code: string; lock: boolean },
): Promise<PromoCodeRow | null> => {
  const query = tx
    .select()
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.partnerId, p.partnerId),
        sql`upper(${promoCodes.code}) = upper(${p.code})`,
        or(isNull(promoCodes.drillId), eq(promoCodes.drillId, p.drillId)),
      ),
    )
    .limit(1);
  const [row] = p.lock ? await query.for('update') : await query;
  return row ?? null;
};

/** Orders that use a code: paid ones, and unpaid ones until they expire. */
const usesOrder = (now: Date): SQL =>
  or(
    eq(payments.status, 'paid'),
    and(inArray(payments.status, [...OPEN_PAYMENT_STATUSES]), gt(payments.expiresAt, now)),
  )!;

/**
 * Uses of a code, in all and by one payer, leaving out the payer's own open order of this hackathon (the
 * order being made replaces it).
 */
export const countPromoUses = async (
  tx: DbOrTx,
  p: { promoCodeId: number; uid: number; drillId: number; now: Date },
): Promise<{ total: number; byPayer: number }> => {
  const ownOpenOrder = and(
    eq(payments.uid, p.uid),
    eq(payments.entityType, 'drill'),
    eq(payments.entityId, p.drillId),
    inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
  );
  const [row] = await tx
    .select({
      total: count(),
      byPayer: sql<number>`count(*) filter (where ${payments.uid} = ${p.uid})`.mapWith(Number),
    })
    .from(payments)
    .where(and(eq(payments.promoCodeId, p.promoCodeId), usesOrder(p.now), sql`not coalesce(${ownOpenOrder}, false)`));
  return { total: row?.total ?? 0, byPayer: row?.byPayer ?? 0 };
};

export interface PromoCodeListRow {
  code: PromoCodeRow;
  drillName: string | null;
  usedCount: number;
  heldCount: number;
}

const usedCountSql = sql<number>`(select count(*) from ${payments} where ${payments.promoCodeId} = ${promoCodes.id} and ${payments.status} = 'paid')`;
const heldCountSql = (now: Date) =>
  sql<number>`(select count(*) from ${payments} where ${payments.promoCodeId} = ${promoCodes.id} and ${payments.status} in ('created', 'attempted') and ${payments.expiresAt} > ${now.toISOString()}::timestamptz)`;

const listColumns = (now: Date) => ({
  code: promoCodes,
  drillName: drills.name,
  usedCount: usedCountSql.mapWith(Number),
  heldCount: heldCountSql(now).mapWith(Number),
});

export interface PromoCodeFilter {
  /** Codes of these hosts; undefined is every host (admins). */
  partnerIds?: number[];
  /** Codes that apply to this hackathon: its own and its host's codes for every hackathon. */
  drillId?: number;
}

const whereOf = (f: PromoCodeFilter): SQL | undefined =>
  and(
    f.partnerIds === undefined ? undefined : inArray(promoCodes.partnerId, f.partnerIds.length ? f.partnerIds : [-1]),
    f.drillId === undefined ? undefined : or(isNull(promoCodes.drillId), eq(promoCodes.drillId, f.drillId)),
  );

/** A page of codes, newest first, with the total. */
export const listPromoCodes = async (
  db: DbOrTx,
  f: PromoCodeFilter & { limit: number; offset: number; now: Date },
): Promise<{ rows: PromoCodeListRow[]; total: number }> => {
  const where = whereOf(f);
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns(f.now))
      .from(promoCodes)
      .leftJoin(drills, eq(drills.id, promoCodes.drillId))
      .where(where)
      .orderBy(desc(promoCodes.createdAt), desc(promoCodes.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(promoCodes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findPromoCode = async (db: DbOrTx, id: number, now: Date): Promise<PromoCodeListRow | null> => {
  const [row] = await db
    .select(listColumns(now))
    .from(promoCodes)
    .leftJoin(drills, eq(drills.id, promoCodes.drillId))
    .where(eq(promoCodes.id, id))
    .limit(1);
  return row ?? null;
};

/** Whether the host already has a code of this name (any case), other than `exceptId`. */
export const promoCodeTaken = async (
  db: DbOrTx,
  partnerId: number,
  code: string,
  exceptId: number | null,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.partnerId, partnerId),
        sql`upper(${promoCodes.code}) = upper(${code})`,
        exceptId === null ? undefined : ne(promoCodes.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** The partner a hackathon belongs to, or null when there is no such hackathon. */
export const partnerOfDrill = async (db: DbOrTx, drillId: number): Promise<{ partnerId: number | null } | null> => {
  const [row] = await db.select({ partnerId: drills.partnerId }).from(drills).where(eq(drills.id, drillId)).limit(1);
  return row ?? null;
};

export const insertPromoCode = async (tx: DbOrTx, values: NewPromoCode): Promise<number> => {
  const [row] = await tx.insert(promoCodes).values(values).returning({ id: promoCodes.id });
  return row!.id;
};

export const updatePromoCode = async (
  tx: DbOrTx,
  id: number,
  values: Omit<Partial<NewPromoCode>, 'id' | 'partnerId' | 'createdBy' | 'createdAt'>,
): Promise<void> => {
  await tx.update(promoCodes).set(values).where(eq(promoCodes.id, id));
};

/** Whether any order has used the code or holds it (paid, refunded, or unpaid and not expired). */
export const promoCodeInUse = async (db: DbOrTx, id: number, now: Date): Promise<boolean> => {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.promoCodeId, id), or(usesOrder(now), eq(payments.status, 'refunded'))))
    .limit(1);
  return row !== undefined;
};

export const deletePromoCode = async (tx: DbOrTx, id: number): Promise<void> => {
  await tx.delete(promoCodes).where(eq(promoCodes.id, id));
};
