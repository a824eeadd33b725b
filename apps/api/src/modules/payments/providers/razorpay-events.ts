import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { ProviderEvent } from './payment-provider.ts';

/**
 * A Razorpay webhook body (https://razorpay.com/docs/webhooks/payloads/payments/) read into what the state
 * machine needs. The local provider sends the same shape, so both go through here. Only the fields we use are
 * read; everything else in the body is kept as it came in payment_events.payload.
 */

const id = z.string().min(1).max(100);
const amount = z.number().int().min(0);

const EntityOf = <T extends z.ZodRawShape>(shape: T) => z.object({ entity: z.object(shape).partial() }).partial();

const RazorpayEventBodySchema = z.object({
  event: z.string().min(1).max(100),
  payload: z
    .object({
      payment: EntityOf({
        id,
        order_id: id.nullable(),
        amount,
        status: z.string(),
        error_description: z.string().max(1000).nullable(),
      }),
      order: EntityOf({ id, amount_paid: amount }),
      refund: EntityOf({ id, payment_id: id, amount }),
    })
    .partial()
    .default({}),
  created_at: z.number().optional(),
});

export type RazorpayEventBody = z.infer<typeof RazorpayEventBodySchema>;

/** Razorpay's event names and what they mean for an order. */
const KIND_OF: Record<string, ProviderEvent['kind']> = {
  'payment.authorized': 'paid',
  'payment.captured': 'paid',
  'order.paid': 'paid',
  'payment.failed': 'failed',
  'refund.processed': 'refunded',
};

/** The header Razorpay names each event with: a redelivery of the same event carries the same id. */
export const EVENT_ID_HEADER = 'x-razorpay-event-id';
/** The header carrying HMAC-SHA256(raw body, webhook secret). */
export const SIGNATURE_HEADER = 'x-razorpay-signature';

/** One header's value (Node gives a repeated header as an array: the first one counts). */
export const headerOf = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const parseJson = (rawBody: Buffer): unknown => {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
};

/**
 * A verified Razorpay (or local) webhook as an event; null when the body is not an event at all. The event id
 * comes from the x-razorpay-event-id header; without it, the body's SHA-256 (a redelivery sends the same
 * bytes, so it is still recognised).
 */
export const parseRazorpayEvent = (
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): ProviderEvent | null => {
  const parsed = RazorpayEventBodySchema.safeParse(parseJson(rawBody));
  if (!parsed.success) return null;
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  const order = payload.order?.entity;
  const refund = payload.refund?.entity;
  const kind = KIND_OF[event] ?? 'other';
  const headerId = headerOf(headers, EVENT_ID_HEADER)?.trim();
  return {
    eventId:
      headerId && headerId.length <= 200 ? headerId : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`,
    kind,
    type: event,
    providerOrderId: payment?.order_id ?? order?.id ?? null,
    providerPaymentId: (kind === 'refunded' ? refund?.payment_id : undefined) ?? payment?.id ?? null,
    amountPaise: (kind === 'refunded' ? refund?.amount : payment?.amount) ?? order?.amount_paid ?? null,
    failureReason: kind === 'failed' ? (payment?.error_description ?? null) : null,
    refundId: kind === 'refunded' ? (refund?.id ?? null) : null,
  };
};
