import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drills } from '../../db/schema/drills.ts';
import { paymentReceiptCounters, payments } from '../../db/schema/payments.ts';

/** The SQL of receipts: the per-financial-year counter, the paid order a receipt describes, marking it mailed. */

/**
 * The next number of a financial year's counter, in the caller's transaction. The row lock of the upsert holds
 * until that transaction ends, so numbers are gap-free among committed transactions and never given twice.
 */
export const takeReceiptNumber = async (tx: DbOrTx, financialYear: string): Promise<number> => {
  const [row] = await tx
    .insert(paymentReceiptCounters)
    .values({ financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: paymentReceiptCounters.financialYear,
      set: { lastNumber: sql`${paymentReceiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: paymentReceiptCounters.lastNumber });
  return row!.lastNumber;
};

export type PaymentRow = typeof payments.$inferSelect;
export type ReceiptDrillRow = typeof drills.$inferSelect;

/** An order with its hackathon (any, published or not: a receipt outlives the listing). */
export const findPaymentWithDrill = async (
  db: DbOrTx,
  paymentId: string,
): Promise<{ payment: PaymentRow; drill: ReceiptDrillRow } | null> => {
  const [row] = await db
    .select({ payment: payments, drill: drills })
    .from(payments)
    .innerJoin(drills, eq(drills.id, payments.entityId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row ?? null;
};

/**
 * Holds the order's row until the caller's transaction ends, so two runs of its receipt job take turns, and
 * notes when its receipt was first issued if nothing did (confirming the payment usually does). False when
 * the order has no receipt number.
 */
export const lockReceipt = async (tx: DbOrTx, paymentId: string, at: Date): Promise<boolean> => {
  const rows = await tx
    .update(payments)
    .set({ receiptIssuedAt: sql`coalesce(${payments.receiptIssuedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(payments.id, paymentId), isNotNull(payments.receiptNumber)))
    .returning({ id: payments.id });
  return rows.length === 1;
};
