import { randomInt, randomUUID } from 'node:crypto';
import type { PaymentProvider, ProviderEvent } from './payment-provider.ts';
import { EVENT_ID_HEADER, parseRazorpayEvent, SIGNATURE_HEADER } from './razorpay-events.ts';
import {
  hmacSha256Hex,
  paymentSignatureOf,
  verifyPaymentSignatureWith,
  verifyWebhookSignatureWith,
} from './signatures.ts';

/**
 * The default provider (docs/decisions/032): no account anywhere. Orders get local ids, the app's own checkout
 * page pays, fails or leaves them pending, and what it does arrives as Razorpay-shaped events signed with the
 * local secret, so the same verification, deduplication and state machine run as with Razorpay.
 */

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** `length` characters of base 62 from the system's CSPRNG (randomInt draws without modulo bias). */
export const randomBase62 = (length: number): string => {
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[randomInt(BASE62.length)];
  return out;
};

/** Razorpay's ids are 14 characters of base 62 after their prefix; ours look the same, with `local`. */
const ID_LENGTH = 14;

export const localOrderId = (): string => `order_local_${randomBase62(ID_LENGTH)}`;
export const localPaymentId = (): string => `pay_local_${randomBase62(ID_LENGTH)}`;
export const localRefundId = (): string => `rfnd_local_${randomBase62(ID_LENGTH)}`;

/** The signature the local checkout gives its callback, as Razorpay Checkout does. */
export const localPaymentSignature = (secret: string, orderId: string, paymentId: string): string =>
  paymentSignatureOf(secret, orderId, paymentId);

export type LocalEventType = 'payment.captured' | 'payment.failed' | 'refund.processed';

export interface LocalEventInput {
  type: LocalEventType;
  orderId: string;
  paymentId: string;
  amountPaise: number;
  /** Why the payment failed (payment.failed). */
  reason?: string;
  /** The refund's id (refund.processed); a new one when not given. */
  refundId?: string;
}

/**
 * A webhook as Razorpay would send it for what happened on the local checkout: the body, signed with the
 * local secret, and its headers (a new event id each time). Feed it to processWebhook.
 */
export const localEvent = (
  secret: string,
  input: LocalEventInput,
): { rawBody: Buffer; headers: Record<string, string> } => {
  const createdAt = Math.floor(Date.now() / 1000);
  const failed = input.type === 'payment.failed';
  const refunded = input.type === 'refund.processed';
  const payment = {
    id: input.paymentId,
    entity: 'payment',
    amount: input.amountPaise,
    currency: 'INR',
    status: failed ? 'failed' : refunded ? 'refunded' : 'captured',
    order_id: input.orderId,
    method: 'local',
    error_description: failed ? (input.reason ?? 'The payment was declined on the local checkout.') : null,
    created_at: createdAt,
  };
  const body = {
    entity: 'event',
    account_id: 'acc_local',
    event: input.type,
    contains: refunded ? ['refund', 'payment'] : ['payment'],
    payload: {
      payment: { entity: payment },
      ...(refunded
        ? {
            refund: {
              entity: {
                id: input.refundId ?? localRefundId(),
                entity: 'refund',
                amount: input.amountPaise,
                currency: 'INR',
                payment_id: input.paymentId,
                status: 'processed',
                created_at: createdAt,
              },
            },
          }
        : {}),
    },
    created_at: createdAt,
  };
  const rawBody = Buffer.from(JSON.stringify(body), 'utf8');
  return {
    rawBody,
    headers: {
      'content-type': 'application/json',
      [EVENT_ID_HEADER]: `evt_local_${randomUUID()}`,
      [SIGNATURE_HEADER]: hmacSha256Hex(secret, rawBody),
    },
  };
};

export const createLocalProvider = (secret: string): PaymentProvider => ({
  name: 'local',
  keyId: null,
  createOrder: async () => ({ providerOrderId: localOrderId() }),
  verifyPaymentSignature: (providerOrderId, providerPaymentId, signature) =>
    verifyPaymentSignatureWith(secret, providerOrderId, providerPaymentId, signature),
  verifyWebhookSignature: (rawBody, signature) => verifyWebhookSignatureWith(secret, rawBody, signature),
  parseWebhook: (rawBody, headers): ProviderEvent | null => parseRazorpayEvent(rawBody, headers),
  // Nothing outside this server knows about a local order: what the checkout did has already been applied.
  paymentsOfOrder: async () => [],
  refund: async () => ({ refundId: localRefundId() }),
});
