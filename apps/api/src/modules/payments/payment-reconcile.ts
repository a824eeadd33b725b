import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type { PaymentsContext } from './payment-context.ts';
import { openOrdersToReconcile } from './payment-reconcile.repository.ts';
import { confirmPaid, markFailed } from './payment-state.ts';

/**
 * The reconcile sweep (docs/decisions/032), every few minutes on the background queue: an order still open a
 * while after it was made (its webhook lost, the payer's browser closed before the callback) is looked up at the
 * provider, and what the provider knows is applied through the state machine, so no order stays pending for ever.
 */

/** How often the sweep runs. */
export const RECONCILE_INTERVAL_SECONDS = 5 * 60;
/** An order younger than this is left to the callback and the webhook, which normally arrive within seconds. */
export const RECONCILE_MIN_AGE_MINUTES = 10;
/** Past this, an order is no longer asked about (Razorpay releases an uncaptured authorization within days). */
export const RECONCILE_MAX_AGE_DAYS = 3;
/** Provider calls per sweep, so one sweep stays within the provider's rate limits and the job's time. */
export const RECONCILE_BATCH = 100;

export interface ReconcileSummary {
  checked: number;
  paid: number;
  failed: number;
  /** Orders the provider could not be asked about this time (asked again at the next sweep). */
  errors: number;
}

export const reconcileOpenOrders = async (ctx: PaymentsContext): Promise<ReconcileSummary> => {
  const summary: ReconcileSummary = { checked: 0, paid: 0, failed: 0, errors: 0 };
  const provider = ctx.provider;
  // The local provider's checkout applies what it does at once: there is nothing to ask it.
  if (!provider || provider.name !== 'razorpay') return summary;
  const orders = await openOrdersToReconcile(ctx.db, {
    provider: provider.name,
    createdAfter: new Date(ctx.now.getTime() - RECONCILE_MAX_AGE_DAYS * 24 * 60 * 60_000),
    createdBefore: new Date(ctx.now.getTime() - RECONCILE_MIN_AGE_MINUTES * 60_000),
    limit: RECONCILE_BATCH,
  });
  for (const order of orders) {
    summary.checked += 1;
    let attempts;
    try {
      attempts = await provider.paymentsOfOrder(order.providerOrderId);
    } catch {
      // The provider logged why; this order waits for the next sweep.
      summary.errors += 1;
      continue;
    }
    const paid = attempts.find((a) => a.status === 'paid');
    if (paid) {
      const done = await confirmPaid(ctx, {
        providerOrderId: order.providerOrderId,
        providerPaymentId: paid.providerPaymentId,
        amountPaise: paid.amountPaise,
        source: 'reconcile',
      });
      if (done === 'applied') summary.paid += 1;
      continue;
    }
    // Failed only when every attempt failed: one still pending may yet succeed.
    const latest = attempts[0];
    if (latest && latest.status === 'failed' && attempts.every((a) => a.status === 'failed')) {
      const done = await markFailed(ctx, {
        providerOrderId: order.providerOrderId,
        providerPaymentId: latest.providerPaymentId,
        reason: latest.failureReason ?? PaymentMessages.failed,
        source: 'reconcile',
      });
      if (done === 'applied') summary.failed += 1;
    }
  }
  return summary;
};
