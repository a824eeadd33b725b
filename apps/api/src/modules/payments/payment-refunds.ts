/**
 * Refunds go through the background queue (`payment-refunds`): the provider is called outside any request,
 * retried when it is down, and the order becomes refunded when the provider confirms.
 * OWNER: the fees-and-promo-codes helper. enqueueRefund's signature is shared with the orders helper.
 */
import type { DbOrTx } from '../../db/client.ts';
import type { Queue } from '../queue/queue.service.ts';

export interface RefundJob {
  paymentId: string;
  reason: string;
}

/** Enqueues the refund of a paid order in the caller's transaction (once per order). */
export const enqueueRefund = async (_tx: DbOrTx, _queue: Queue, _job: RefundJob): Promise<void> => {
  throw new Error('not built yet');
};
