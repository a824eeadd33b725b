import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentEvents, payments } from '../../db/schema/payments.ts';

/**
 * The SQL of provider events (payment_events): one row per event id, so a redelivered webhook is recognised.
 * An event is stored as 'received' before it is applied and given its outcome after: a row still 'received'
 * was interrupted (or is being applied right now) and is applied again, which the state machine makes safe.
 */

/** 'received' until applied; then what applying did. */
export type PaymentEventOutcome = 'received' | 'applied' | 'ignored' | 'unknown-order';

export interface NewPaymentEvent {
  id: string;
  provider: string;
  eventType: string;
  payload: unknown;
}

/** Stores the event as 'received'; false when an event with this id was already stored. */
export const insertEventIfNew = async (db: DbOrTx, e: NewPaymentEvent): Promise<boolean> => {
  const rows = await db
    .insert(paymentEvents)
    .values({ ...e, outcome: 'received' })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
};

export const eventOutcomeOf = async (db: DbOrTx, id: string): Promise<PaymentEventOutcome | null> => {
  const [row] = await db
    .select({ outcome: paymentEvents.outcome })
    .from(paymentEvents)
    .where(eq(paymentEvents.id, id))
    .limit(1);
  return (row?.outcome as PaymentEventOutcome | undefined) ?? null;
};

export const finishEvent = async (
  db: DbOrTx,
  id: string,
  p: { outcome: Exclude<PaymentEventOutcome, 'received'>; paymentId: string | null },
): Promise<void> => {
  // Two copies of one event can be applied at once: the one that changed the order says so, whichever finishes
  // last; an 'unchanged' copy only finishes an event nobody finished yet.
  const unfinished = p.outcome === 'applied' ? undefined : eq(paymentEvents.outcome, 'received');
  await db
    .update(paymentEvents)
    .set(p)
    .where(and(eq(paymentEvents.id, id), unfinished));
};

/** Our order id for the provider's order id (the newest, should a local id ever repeat). */
export const paymentIdOfProviderOrder = async (
  db: DbOrTx,
  provider: string,
  providerOrderId: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row?.id ?? null;
};

/** Our order id for the provider's payment id (a refund names only the payment). */
export const paymentIdOfProviderPayment = async (
  db: DbOrTx,
  provider: string,
  providerPaymentId: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row?.id ?? null;
};

/** The events stored for one order, oldest first (what the admin sees of an order's history, and tests). */
export const eventsOfPayment = async (db: DbOrTx, paymentId: string) =>
  db
    .select({
      id: paymentEvents.id,
      provider: paymentEvents.provider,
      eventType: paymentEvents.eventType,
      outcome: paymentEvents.outcome,
      receivedAt: paymentEvents.receivedAt,
    })
    .from(paymentEvents)
    .where(eq(paymentEvents.paymentId, paymentId))
    .orderBy(paymentEvents.receivedAt);
