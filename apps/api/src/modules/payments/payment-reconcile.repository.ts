import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { OPEN_PAYMENT_STATUSES } from '@elevate/contracts/payments/payments.constants';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';

/** The SQL of the reconcile sweep: open orders of a provider made within a window of time. */

export interface OrderToReconcile {
  id: string;
  providerOrderId: string;
}

/**
 * Open orders (created or attempted) of `provider` made between `createdAfter` and `createdBefore`: at most
 * `limit`, picked at random so that, with more open orders than one sweep takes, none is left out for ever.
 */
export const openOrdersToReconcile = async (
  db: DbOrTx,
  p: { provider: string; createdAfter: Date; createdBefore: Date; limit: number },
): Promise<OrderToReconcile[]> =>
  db
    .select({ id: payments.id, providerOrderId: payments.providerOrderId })
    .from(payments)
    .where(
      and(
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
        eq(payments.provider, p.provider),
        gt(payments.createdAt, p.createdAfter),
        lt(payments.createdAt, p.createdBefore),
      ),
    )
    .orderBy(sql`random()`)
    .limit(p.limit);
