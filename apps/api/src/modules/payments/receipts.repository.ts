import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentReceiptCounters } from '../../db/schema/payments.ts';

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
