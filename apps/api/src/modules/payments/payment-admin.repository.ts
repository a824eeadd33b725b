import { and, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drillParticipants, drills } from '../../db/schema/drills.ts';
import { payments } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/sql-like.ts';

/** The SQL of the payments list (admins: every hackathon; hosts: their own) and of one order for a refund. */

export type PaymentRow = typeof payments.$inferSelect;

export interface PaymentListFilter {
  /** Orders of hackathons of these companies; undefined is every company (admins). */
  partnerIds?: number[];
  drillId?: number;
  status?: string;
  /** createdAt ≥ from and < until (the IST days already turned into instants). */
  from?: Date;
  until?: Date;
  /** Payer name or email, receipt number, provider order or payment id. */
  q?: string;
}

export interface PaymentListRow {
  payment: PaymentRow;
  drillName: string;
  drillCustUrl: string;
  registrationEndDt: Date;
  cancelledAt: Date | null;
  /** Whether the payer has a registration (any state) in the hackathon. */
  hasRegistration: boolean;
}

const whereOf = (f: PaymentListFilter): SQL | undefined => {
  const pattern = f.q ? containsPattern(f.q) : null;
  return and(
    eq(payments.entityType, 'drill'),
    f.partnerIds === undefined
      ? undefined
      : f.partnerIds.length === 0
        ? sql`false`
        : inArray(drills.partnerId, f.partnerIds),
    f.drillId === undefined ? undefined : eq(payments.entityId, f.drillId),
    f.status === undefined ? undefined : eq(payments.status, f.status),
    f.from === undefined ? undefined : gte(payments.createdAt, f.from),
    f.until === undefined ? undefined : lt(payments.createdAt, f.until),
    pattern === null
      ? undefined
      : or(
          sql`${payments.billing}->>'name' ilike ${pattern}`,
          sql`${payments.billing}->>'email' ilike ${pattern}`,
          ilike(payments.receiptNumber, pattern),
          ilike(payments.providerOrderId, pattern),
          ilike(payments.providerPaymentId, pattern),
        ),
  );
};

const registered = sql<boolean>`exists (select 1 from ${drillParticipants} where ${drillParticipants.drillId} = ${payments.entityId} and ${drillParticipants.uid} = ${payments.uid})`;

/** A page of orders, newest first, with the count and the money of every order that matches. */
export const listPayments = async (
  db: DbOrTx,
  f: PaymentListFilter & { limit: number; offset: number },
): Promise<{ rows: PaymentListRow[]; count: number; paidPaise: number; refundedPaise: number }> => {
  const where = whereOf(f);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        payment: payments,
        drillName: drills.name,
        drillCustUrl: drills.custUrl,
        registrationEndDt: drills.registrationEndDt,
        cancelledAt: drills.cancelledAt,
        hasRegistration: registered,
      })
      .from(payments)
      .innerJoin(drills, eq(drills.id, payments.entityId))
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(f.limit)
      .offset(f.offset),
    db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        paidPaise:
          sql<number>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.status} = 'paid'), 0)`.mapWith(
            Number,
          ),
        refundedPaise:
          sql<number>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.status} = 'refunded'), 0)`.mapWith(
            Number,
          ),
      })
      .from(payments)
      .innerJoin(drills, eq(drills.id, payments.entityId))
      .where(where),
  ]);
  return {
    rows,
    count: totals?.count ?? 0,
    paidPaise: totals?.paidPaise ?? 0,
    refundedPaise: totals?.refundedPaise ?? 0,
  };
};

/** One order with its hackathon, for the refund route. */
export const findPaymentForAdmin = async (db: DbOrTx, id: string): Promise<PaymentListRow | null> => {
  const [row] = await db
    .select({
      payment: payments,
      drillName: drills.name,
      drillCustUrl: drills.custUrl,
      registrationEndDt: drills.registrationEndDt,
      cancelledAt: drills.cancelledAt,
      hasRegistration: registered,
    })
    .from(payments)
    .innerJoin(drills, eq(drills.id, payments.entityId))
    .where(and(eq(payments.id, id), eq(payments.entityType, 'drill')))
    .limit(1);
  return row ?? null;
};

/** An order by id (the refund worker). */
export const findPayment = async (db: DbOrTx, id: string): Promise<PaymentRow | null> => {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
};

/** The paid orders of a hackathon (its cancellation refunds them all). */
export const paidPaymentIdsOf = async (db: DbOrTx, drillId: number): Promise<string[]> => {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.entityType, 'drill'), eq(payments.entityId, drillId), eq(payments.status, 'paid')))
    .orderBy(payments.createdAt);
  return rows.map((r) => r.id);
};

/**
 * Records why an order is being refunded (the list shows it before the provider confirms); a second request
 * keeps the first reason, the one its queued job carries. Answers the reason kept.
 */
export const setRefundReason = async (db: DbOrTx, id: string, reason: string): Promise<string> => {
  const [row] = await db
    .update(payments)
    .set({ refundReason: sql`coalesce(${payments.refundReason}, ${reason})`, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning({ refundReason: payments.refundReason });
  return row?.refundReason ?? reason;
};

/* ------------------------------------------------------------------ cancellation */

/** Marks the hackathon cancelled unless it already is; answers whether this call did it. */
export const markDrillCancelled = async (tx: DbOrTx, drillId: number, reason: string, now: Date): Promise<boolean> => {
  const rows = await tx
    .update(drills)
    .set({ cancelledAt: now, cancellationReason: reason, updatedAt: now })
    .where(and(eq(drills.id, drillId), isNull(drills.cancelledAt)))
    .returning({ id: drills.id });
  return rows.length === 1;
};

/** Everyone still registered, with whether they paid (their mail then says the money comes back). */
export const registeredPeopleOf = async (tx: DbOrTx, drillId: number) => {
  const rows = await tx
    .select({ uid: users.id, email: users.email, fullName: users.fullName, participantId: drillParticipants.id })
    .from(drillParticipants)
    .innerJoin(users, eq(users.id, drillParticipants.uid))
    .where(
      and(eq(drillParticipants.drillId, drillId), eq(drillParticipants.status, 'registered'), isNull(users.deletedAt)),
    )
    .orderBy(drillParticipants.id);
  const payers = await tx
    .select({ uid: payments.uid })
    .from(payments)
    .where(and(eq(payments.entityType, 'drill'), eq(payments.entityId, drillId), eq(payments.status, 'paid')));
  const paid = new Set(payers.map((p) => p.uid));
  return rows.map((r) => ({ ...r, paid: paid.has(r.uid) }));
};
