/**
 * One interface for every payment provider (docs/decisions/032): Razorpay when its keys are set, the local
 * provider (its own checkout page) otherwise. The state machine in payment-state.ts never knows which one it
 * talks to; the provider only makes orders, checks signatures, reads events and refunds.
 */
import type { PaymentProviderName } from '@elevate/contracts/payments/payments.constants';

export interface ProviderOrderInput {
  /** What to charge, in paise (the server's amount, never the browser's). */
  amountPaise: number;
  currency: 'INR';
  /** Our payment id: Razorpay's order `receipt`, so the dashboard leads back to it. */
  receipt: string;
  notes: Record<string, string>;
}

/** A provider event, read from a verified webhook body into what the state machine needs. */
export interface ProviderEvent {
  /** Unique per event (Razorpay: the x-razorpay-event-id header); a second delivery has the same id. */
  eventId: string;
  /** payment.authorized | payment.captured | order.paid → paid; payment.failed → failed; refund.processed → refunded. */
  kind: 'paid' | 'failed' | 'refunded' | 'other';
  /** The provider's own event name, kept as it came. */
  type: string;
  providerOrderId: string | null;
  providerPaymentId: string | null;
  amountPaise: number | null;
  /** Why a payment failed, as the provider says it (shown to the payer). */
  failureReason: string | null;
  refundId: string | null;
}

/** A payment of one order as the provider knows it (reconciling an order nobody heard back about). */
export interface ProviderPaymentState {
  providerPaymentId: string;
  status: 'paid' | 'failed' | 'pending';
  amountPaise: number;
  failureReason: string | null;
}

export interface PaymentProvider {
  readonly name: Exclude<PaymentProviderName, 'none'>;
  /** The public key the browser's Checkout needs (Razorpay's key id); null for the local provider. */
  readonly keyId: string | null;
  createOrder(input: ProviderOrderInput): Promise<{ providerOrderId: string }>;
  /**
   * The browser's callback: HMAC-SHA256 of `${providerOrderId}|${providerPaymentId}` with the key secret,
   * compared in constant time. providerOrderId is the server's stored one, never the browser's.
   */
  verifyPaymentSignature(providerOrderId: string, providerPaymentId: string, signature: string): boolean;
  /** A webhook: HMAC-SHA256 of the raw body with the webhook secret, compared in constant time. */
  verifyWebhookSignature(rawBody: Buffer, signature: string): boolean;
  /** A verified webhook body (and its headers) as an event; null when it is not one we understand. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent | null;
  /** The payments made against an order (newest first). */
  paymentsOfOrder(providerOrderId: string): Promise<ProviderPaymentState[]>;
  /**
   * Refunds a captured payment: amountPaise of it, or all that was captured when null (money taken for the wrong
   * amount, whose sum we never stored); answers the provider's refund id.
   */
  refund(
    providerPaymentId: string,
    amountPaise: number | null,
    notes: Record<string, string>,
  ): Promise<{ refundId: string }>;
}
