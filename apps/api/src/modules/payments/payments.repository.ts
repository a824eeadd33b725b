import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { OPEN_PAYMENT_STATUSES } from '@elevate/contracts/payments/payments.constants';
import type { PaymentBilling, PendingRegistration } from '@elevate/contracts/payments/payments.schema';
import type { DbOrTx } from '../../db/client.ts';
import { drills, drillTeams } from '../../db/schema/drills.ts';
import { payments } from '../../db/schema/payments.ts';
import { userProfiles, users } from '../../db/schema/users.ts';
import { uniqueViolationOf } from '../../lib/db-errors.ts';
import type { DrillRow, TeamRow } from '../drills/drill-access.ts';

/** The SQL of orders: one row per order (payments), the payer's billing details, the team a code opens. */

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** Inserts an order; 'open-order-exists' when the payer already has an open order of this entity (a race). */
export const insertPayment = async (tx: DbOrTx, p: NewPayment): Promise<PaymentRow | 'open-order-exists'> => {
  try {
    const [row] = await tx.insert(payments).values(p).returning();
    if (!row) throw new Error('payment insert returned nothing');
    return row;
  } catch (err) {
    if (uniqueViolationOf(err) === 'payments_open_order_unique') return 'open-order-exists';
    throw err;
  }
};

export const paymentById = async (db: DbOrTx, id: string): Promise<PaymentRow | null> => {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
};

/** An order by id, its row locked until the caller's transaction ends. */
export const lockPaymentById = async (tx: DbOrTx, id: string): Promise<PaymentRow | null> => {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1).for('update');
  return row ?? null;
};

/** An order by the provider's order id (of one provider when named), locked until the transaction ends. */
export const lockPaymentByProviderOrder = async (
  tx: DbOrTx,
  provider: string | null,
  providerOrderId: string,
): Promise<PaymentRow | null> => {
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.providerOrderId, providerOrderId),
        provider === null ? undefined : eq(payments.provider, provider),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
};

/** An order by the provider's payment id, locked until the transaction ends. */
export const lockPaymentByProviderPayment = async (
  tx: DbOrTx,
  providerPaymentId: string,
): Promise<PaymentRow | null> => {
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId))
    .orderBy(desc(payments.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
};

/** The payer's open order (created or attempted, expired or not) of this entity: at most one, by the index. */
export const openPaymentOf = async (
  db: DbOrTx,
  p: { uid: number; entityType: string; entityId: number; lock?: boolean },
): Promise<PaymentRow | null> => {
  const query = db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.uid, p.uid),
        eq(payments.entityType, p.entityType),
        eq(payments.entityId, p.entityId),
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
      ),
    )
    .limit(1);
  const [row] = p.lock ? await query.for('update') : await query;
  return row ?? null;
};

/** The payer's newest order of this entity, whatever its state. */
export const latestPaymentOf = async (
  db: DbOrTx,
  p: { uid: number; entityType: string; entityId: number },
): Promise<PaymentRow | null> => {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.uid, p.uid), eq(payments.entityType, p.entityType), eq(payments.entityId, p.entityId)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
};

export const updatePayment = async (
  tx: DbOrTx,
  id: string,
  patch: Partial<Omit<NewPayment, 'id'>>,
): Promise<PaymentRow> => {
  const [row] = await tx
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error('payment update returned nothing');
  return row;
};

/** Whether another paid order holds this registration (then a refund of one order leaves it standing). */
export const otherPaidPaymentHolds = async (tx: DbOrTx, participantId: number, exceptId: string): Promise<boolean> => {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.participantId, participantId), eq(payments.status, 'paid'), ne(payments.id, exceptId)))
    .limit(1);
  return row !== undefined;
};

/**
 * The registration's paid order of its own (a team lead whose payment covers their team). A place another team's payment covered (provider 'none' without a promo code) is not one: else a
 * covered teammate could leave, lead a team of their own and cover more people with nobody paying.
 */
export const ownPaidPaymentOf = async (db: DbOrTx, participantId: number): Promise<{ id: string } | null> => {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.participantId, participantId),
        eq(payments.status, 'paid'),
        sql`not (${payments.provider} = 'none' and ${payments.promoCodeId} is null)`,
      ),
    )
    .orderBy(payments.paidAt)
    .limit(1);
  return row ?? null;
};

/** A registration a team's payment covers, with the order that covers it (one team fee, one team's seats). */
interface CoveredRegistration extends PendingRegistration {
  coveredByPaymentId: string;
}

export const coveredRegistrationOf = (r: PendingRegistration, paymentId: string): PendingRegistration => {
  const covered: CoveredRegistration = { ...r, coveredByPaymentId: paymentId };
  return covered;
};

/** How many registrations the lead's payment `paymentId` covers. */
export const countCoveredBy = async (db: DbOrTx, paymentId: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.status, 'paid'), sql`${payments.registration}->>'coveredByPaymentId' = ${paymentId}`));
  return row?.n ?? 0;
};

/** Who pays, as the receipt names them: the account's name, email and contact, the profile's state. */
export const billingOf = async (db: DbOrTx, uid: number): Promise<PaymentBilling> => {
  const [row] = await db
    .select({
      fullName: users.fullName,
      lastName: users.lastName,
      email: users.email,
      contact: users.contact,
      state: userProfiles.currentState,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, uid))
    .limit(1);
  if (!row) throw new Error(`user ${uid} not found`);
  return {
    name: `${row.fullName} ${row.lastName}`.trim(),
    email: row.email,
    contact: row.contact ?? '',
    state: row.state?.trim() || null,
  };
};

/** A team of this hackathon by its invite code (expired or not: the caller tells those apart). */
export const teamByInviteCode = async (db: DbOrTx, drillId: number, inviteCode: string): Promise<TeamRow | null> => {
  const [row] = await db
    .select()
    .from(drillTeams)
    .where(and(eq(drillTeams.drillId, drillId), sql`upper(${drillTeams.inviteCode}) = ${inviteCode.toUpperCase()}`))
    .limit(1);
  return row ?? null;
};

/** A hackathon by id, published or not (an order keeps naming its hackathon). */
/**
 * The hackathon of a payment being confirmed, its row locked: a cancellation (which updates that row and then
 * refunds every paid order) waits for the confirmation to commit, or the confirmation sees it cancelled. FOR NO
 * KEY UPDATE, not FOR SHARE: the confirmation goes on to update the same row (its registration count), and two
 * confirmations each holding a share lock would deadlock upgrading it; this way they take turns.
 */
export const lockDrillOfPayment = async (tx: DbOrTx, drillId: number): Promise<DrillRow | null> => {
  const [row] = await tx.select().from(drills).where(eq(drills.id, drillId)).for('no key update').limit(1);
  return row ?? null;
};

export const drillOfPayment = async (db: DbOrTx, drillId: number): Promise<DrillRow | null> => {
  const [row] = await db.select().from(drills).where(eq(drills.id, drillId)).limit(1);
  return row ?? null;
};
