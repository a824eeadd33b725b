import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseRazorpayEvent } from './razorpay-events.ts';

/** Bodies shaped as Razorpay's webhook payload examples (https://razorpay.com/docs/webhooks/payloads/payments/). */
const paymentEntity = (over: Record<string, unknown> = {}) => ({
  id: 'pay_DESlfW9H8K9uqM',
  entity: 'payment',
  amount: 49900,
  currency: 'INR',
  status: 'captured',
  order_id: 'order_DESlLckIVRkHWj',
  method: 'upi',
  captured: true,
  email: 'gaurav.kumar@example.com',
  contact: '+919876543210',
  error_code: null,
  error_description: null,
  created_at: 1567674599,
  ...over,
});

const body = (event: string, payload: Record<string, unknown>) =>
  Buffer.from(
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_BFQ7uQEaa7j2z7',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: 1567674606,
    }),
  );

const headers = { 'x-razorpay-event-id': 'evt_Kq2sQ6zQq3g1yS' };

describe('reading a Razorpay webhook', () => {
  it('reads payment.captured as paid, with the order, the payment and the amount', () => {
    const event = parseRazorpayEvent(body('payment.captured', { payment: { entity: paymentEntity() } }), headers);
    expect(event).toEqual({
      eventId: 'evt_Kq2sQ6zQq3g1yS',
      kind: 'paid',
      type: 'payment.captured',
      providerOrderId: 'order_DESlLckIVRkHWj',
      providerPaymentId: 'pay_DESlfW9H8K9uqM',
      amountPaise: 49900,
      failureReason: null,
      refundId: null,
    });
  });

  it('reads payment.authorized and order.paid as paid too', () => {
    const authorized = parseRazorpayEvent(
      body('payment.authorized', { payment: { entity: paymentEntity({ status: 'authorized', captured: false }) } }),
      headers,
    );
    expect(authorized?.kind).toBe('paid');
    const orderPaid = parseRazorpayEvent(
      body('order.paid', {
        payment: { entity: paymentEntity() },
        order: { entity: { id: 'order_DESlLckIVRkHWj', entity: 'order', amount: 49900, amount_paid: 49900 } },
      }),
      headers,
    );
    expect(orderPaid).toMatchObject({
      kind: 'paid',
      type: 'order.paid',
      providerOrderId: 'order_DESlLckIVRkHWj',
      providerPaymentId: 'pay_DESlfW9H8K9uqM',
      amountPaise: 49900,
    });
  });

  it('reads payment.failed as failed, with the reason the payer is shown', () => {
    const event = parseRazorpayEvent(
      body('payment.failed', {
        payment: {
          entity: paymentEntity({
            status: 'failed',
            error_code: 'BAD_REQUEST_ERROR',
            error_description: 'Payment failed due to incorrect card details',
          }),
        },
      }),
      headers,
    );
    expect(event).toMatchObject({
      kind: 'failed',
      providerOrderId: 'order_DESlLckIVRkHWj',
      providerPaymentId: 'pay_DESlfW9H8K9uqM',
      failureReason: 'Payment failed due to incorrect card details',
    });
  });

  it('reads refund.processed as refunded, with the refund id and the refunded payment', () => {
    const event = parseRazorpayEvent(
      body('refund.processed', {
        refund: {
          entity: { id: 'rfnd_FP8QHiV938haTz', entity: 'refund', amount: 49900, payment_id: 'pay_DESlfW9H8K9uqM' },
        },
        payment: { entity: paymentEntity({ status: 'refunded' }) },
      }),
      headers,
    );
    expect(event).toMatchObject({
      kind: 'refunded',
      type: 'refund.processed',
      providerPaymentId: 'pay_DESlfW9H8K9uqM',
      refundId: 'rfnd_FP8QHiV938haTz',
      amountPaise: 49900,
      failureReason: null,
    });
  });

  it('reads an event it does not act on as other', () => {
    const event = parseRazorpayEvent(
      body('payment.dispute.created', { payment: { entity: paymentEntity() } }),
      headers,
    );
    expect(event?.kind).toBe('other');
    expect(event?.type).toBe('payment.dispute.created');
  });

  it('names an event without the id header by the SHA-256 of its body, the same for a redelivery', () => {
    const raw = body('payment.captured', { payment: { entity: paymentEntity() } });
    const event = parseRazorpayEvent(raw, {});
    expect(event?.eventId).toBe(`sha256:${createHash('sha256').update(raw).digest('hex')}`);
    expect(parseRazorpayEvent(Buffer.from(raw), {})?.eventId).toBe(event?.eventId);
  });

  it('takes the first of a repeated id header', () => {
    const raw = body('payment.captured', { payment: { entity: paymentEntity() } });
    expect(parseRazorpayEvent(raw, { 'x-razorpay-event-id': ['evt_A', 'evt_B'] })?.eventId).toBe('evt_A');
  });

  it('answers null for a body that is not an event', () => {
    for (const raw of ['', 'not json', '[]', 'null', '{"entity":"event"}', '{"event":42}']) {
      expect(parseRazorpayEvent(Buffer.from(raw), headers), raw).toBeNull();
    }
  });
});
