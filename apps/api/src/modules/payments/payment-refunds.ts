/**
 * Refunds go through the background queue (`payment-refunds`): the provider is called outside any request,
 * retried when it is down, and the order becomes refunded when the provider confirms.
 * OWNER: the fees-and-promo-codes helper. enqueueRefund's signature is shared with the orders helper.
 */
import type { DbOrTx } from '../../db/client.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import type { Queue } from '../queue/queue.service.ts';
import { findPayment } from './payment-admin.repository.ts';
import type { PaymentsContext } from './payment-context.ts';
import { markRefunded, type Transition } from './payment-state.ts';

export interface RefundJob {
  paymentId: string;
  reason: string;
}

/** Enqueues the refund of a paid order in the caller's transaction (once per order). */
export const enqueueRefund = async (tx: DbOrTx, queue: Queue, job: RefundJob): Promise<void> => {
  await queue.enqueue<RefundJob>(tx, QUEUE_NAMES.paymentRefunds, job, { idempotencyKey: job.paymentId });
};

export class RefundProviderMissing extends Error {
  constructor(provider: string) {
    super(`no ${provider} provider on this server to refund through`);
    this.name = 'RefundProviderMissing';
  }
}

/**
 * The queue's handler. An order that is no longer paid (refunded already, a job run twice) is left alone. An
 * order with nothing charged (provider 'none') is refunded at once; any other goes to its provider first, and
 * a provider error throws so the queue retries. Razorpay answers a second refund of a fully refunded payment
 * with an error, so a retry after a crash between the provider's answer and markRefunded ends on the
 * provider's refund webhook, which marks the order through the same markRefunded.
 */
export const processRefund = async (ctx: PaymentsContext, job: RefundJob): Promise<Transition | 'skipped'> => {
  const order = await findPayment(ctx.db, job.paymentId);
  // A failed order with a captured payment on it took money for the wrong amount: it is sent back in full.
  const wrongAmount = order?.status === 'failed' && order.providerPaymentId !== null;
  if (!order || (order.status !== 'paid' && !wrongAmount)) return 'skipped';
  const providerPaymentId = order.providerPaymentId ?? order.providerOrderId;
  if (order.provider === 'none' || order.amountPaise === 0) {
    return markRefunded(ctx, { providerPaymentId, refundId: null, reason: job.reason });
  }
  const provider = ctx.provider;
  if (!provider || provider.name !== order.provider) throw new RefundProviderMissing(order.provider);
  if (!order.providerPaymentId) throw new Error(`paid order ${order.id} has no provider payment id`);
  const { refundId } = await provider.refund(order.providerPaymentId, wrongAmount ? null : order.amountPaise, {
    paymentId: order.id,
    reason: job.reason.slice(0, 250),
  });
  return markRefunded(ctx, { providerPaymentId: order.providerPaymentId, refundId, reason: job.reason });
};
