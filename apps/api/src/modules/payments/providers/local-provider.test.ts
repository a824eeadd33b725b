import { describe, expect, it } from 'vitest';
import {
  createLocalProvider,
  localEvent,
  localPaymentId,
  localPaymentSignature,
  randomBase62,
} from './local-provider.ts';

const SECRET = 'local-secret-for-tests';

describe('the local provider', () => {
  it('makes orders, payments and refunds with local ids of 14 base-62 characters, never the same twice', async () => {
    const provider = createLocalProvider(SECRET);
    const orders = await Promise.all(
      Array.from({ length: 50 }, () =>
        provider.createOrder({ amountPaise: 100, currency: 'INR', receipt: 'r', notes: {} }),
      ),
    );
    for (const o of orders) expect(o.providerOrderId).toMatch(/^order_local_[0-9A-Za-z]{14}$/);
    expect(new Set(orders.map((o) => o.providerOrderId)).size).toBe(50);
    expect(localPaymentId()).toMatch(/^pay_local_[0-9A-Za-z]{14}$/);
    expect((await provider.refund('pay_local_x', 100, {})).refundId).toMatch(/^rfnd_local_[0-9A-Za-z]{14}$/);
    expect(randomBase62(200)).toMatch(/^[0-9A-Za-z]{200}$/);
    expect(provider.name).toBe('local');
    expect(provider.keyId).toBeNull();
  });

  it('verifies the payment signature its checkout gives, and refuses it for another order or secret', () => {
    const provider = createLocalProvider(SECRET);
    const signature = localPaymentSignature(SECRET, 'order_local_A', 'pay_local_B');
    expect(provider.verifyPaymentSignature('order_local_A', 'pay_local_B', signature)).toBe(true);
    expect(provider.verifyPaymentSignature('order_local_Z', 'pay_local_B', signature)).toBe(false);
    expect(createLocalProvider('another').verifyPaymentSignature('order_local_A', 'pay_local_B', signature)).toBe(
      false,
    );
  });

  it('signs its events like Razorpay webhooks, which it reads back as the same events', () => {
    const provider = createLocalProvider(SECRET);
    const { rawBody, headers } = localEvent(SECRET, {
      type: 'payment.failed',
      orderId: 'order_local_A',
      paymentId: 'pay_local_B',
      amountPaise: 49_900,
      reason: 'Declined on the local checkout.',
    });
    expect(provider.verifyWebhookSignature(rawBody, headers['x-razorpay-signature']!)).toBe(true);
    expect(createLocalProvider('another').verifyWebhookSignature(rawBody, headers['x-razorpay-signature']!)).toBe(
      false,
    );
    expect(provider.parseWebhook(rawBody, headers)).toEqual({
      eventId: headers['x-razorpay-event-id'],
      kind: 'failed',
      type: 'payment.failed',
      providerOrderId: 'order_local_A',
      providerPaymentId: 'pay_local_B',
      amountPaise: 49_900,
      failureReason: 'Declined on the local checkout.',
      refundId: null,
    });
  });

  it('gives each event its own id, and reads captured and refunded events', () => {
    const provider = createLocalProvider(SECRET);
    const input = { orderId: 'order_local_A', paymentId: 'pay_local_B', amountPaise: 49_900 };
    const first = localEvent(SECRET, { type: 'payment.captured', ...input });
    const second = localEvent(SECRET, { type: 'payment.captured', ...input });
    expect(first.headers['x-razorpay-event-id']).not.toBe(second.headers['x-razorpay-event-id']);
    expect(provider.parseWebhook(first.rawBody, first.headers)).toMatchObject({ kind: 'paid', amountPaise: 49_900 });
    const refund = localEvent(SECRET, { type: 'refund.processed', ...input, refundId: 'rfnd_local_R' });
    expect(provider.parseWebhook(refund.rawBody, refund.headers)).toMatchObject({
      kind: 'refunded',
      providerPaymentId: 'pay_local_B',
      refundId: 'rfnd_local_R',
    });
  });

  it('knows no payments of an order (its checkout applies them at once)', async () => {
    expect(await createLocalProvider(SECRET).paymentsOfOrder('order_local_A')).toEqual([]);
  });
});
