/**
 * The order state machine (docs/decisions/032): created → attempted → paid or failed (→ refunded).
 * Every path that learns about a payment (the browser's callback, a webhook, the local checkout, the
 * reconcile sweep) goes through these functions, so a payment confirms its registration exactly once,
 * whatever arrives first or twice.
 *
 * OWNER: the orders helper. Signatures are shared with the webhooks, receipts and console helpers; keep them.
 */
import type { PaymentsContext } from './payment-context.ts';

export type PaymentSource = 'callback' | 'webhook' | 'reconcile' | 'local';

/** What a transition did: changed the order, found it already there (a replay), or found no such order. */
export type Transition = 'applied' | 'unchanged' | 'unknown-order';

/**
 * A verified payment of an order: marks it paid, registers the payer (once; a second paid order of the
 * same person is refunded), gives the receipt number and enqueues the receipt mail, all in one transaction.
 * A success after a failure is reconciled to paid.
 */
export const confirmPaid = async (
  _ctx: PaymentsContext,
  _p: { providerOrderId: string; providerPaymentId: string; amountPaise: number | null; source: PaymentSource },
): Promise<Transition> => {
  throw new Error('not built yet');
};

/** A failed attempt: created/attempted → failed with the provider's reason; a paid order stays paid. */
export const markFailed = async (
  _ctx: PaymentsContext,
  _p: { providerOrderId: string; providerPaymentId: string | null; reason: string; source: PaymentSource },
): Promise<Transition> => {
  throw new Error('not built yet');
};

/** The provider confirmed a refund: paid → refunded (the registration it made is withdrawn). */
export const markRefunded = async (
  _ctx: PaymentsContext,
  _p: { providerPaymentId: string; refundId: string | null; reason: string | null },
): Promise<Transition> => {
  throw new Error('not built yet');
};
