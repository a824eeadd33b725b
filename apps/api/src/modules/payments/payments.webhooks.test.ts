import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { build, type TestContext } from '../../../test/helper.ts';
import { drillParticipants } from '../../db/schema/drills.ts';
import { paymentEvents, payments } from '../../db/schema/payments.ts';
import { AUTH_TEST_ENV, createUser } from '../auth/auth.testing.ts';
import { insertDrill } from '../drills/submissions.test-fixtures.ts';
import { paymentsContextOf } from './payment-context.ts';
import { processWebhook } from './payment-events.service.ts';
import { hmacSha256Hex } from './providers/signatures.ts';

/**
 * Razorpay's webhook, end to end through the route with the real database: the signature over the raw body,
 * deduplication by event id, and events in any order ending in the right state.
 */

const WEBHOOK_SECRET = 'whsec_elevate_webhook_tests';
const RAZORPAY_ENV = {
  RAZORPAY_KEY_ID: 'rzp_test_webhooks',
  RAZORPAY_KEY_SECRET: 'key_secret_webhooks',
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
};
// No worker: the receipt and refund jobs these events enqueue stay in the queue, where the tests can see them.
const t = build({ ...AUTH_TEST_ENV, ...RAZORPAY_ENV, QUEUE_WORKER: 'false' });

const URL = '/api/wuepayments/webhooks/razorpay';
const AMOUNT = 49_900;

interface Order {
  id: string;
  uid: number;
  drillId: number;
  providerOrderId: string;
}

/** A Razorpay order of a new payer for a hackathon (₹499, attempted: Checkout was opened). */
const openOrder = async (ctx: TestContext, drillId?: number): Promise<Order> => {
  const drill = drillId ?? (await insertDrill(ctx)).drillId;
  const payer = await createUser(ctx);
  const id = randomUUID();
  const providerOrderId = `order_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  await ctx.database.db.insert(payments).values({
    id,
    uid: payer.uid,
    entityType: 'drill',
    entityId: drill,
    status: 'attempted',
    provider: 'razorpay',
    providerOrderId,
    listPricePaise: AMOUNT,
    amountPaise: AMOUNT,
    gstRatePercent: 18,
    registration: { answers: {}, lookingForTeam: false, pitch: '' },
    billing: { name: 'Kavya Menon', email: 'kavya@example.in', contact: '9876501234', state: null },
    expiresAt: new Date(Date.now() + 30 * 60_000),
    attemptedAt: new Date(),
  } as typeof payments.$inferInsert);
  return { id, uid: payer.uid, drillId: drill, providerOrderId };
};

type EventType = 'payment.captured' | 'payment.authorized' | 'order.paid' | 'payment.failed' | 'refund.processed';

/** A webhook body shaped as Razorpay sends it. */
const eventBody = (
  type: EventType | string,
  p: { orderId: string; paymentId: string; amount?: number; reason?: string; refundId?: string },
): string => {
  const payment = {
    id: p.paymentId,
    entity: 'payment',
    amount: p.amount ?? AMOUNT,
    currency: 'INR',
    status: type === 'payment.failed' ? 'failed' : type === 'refund.processed' ? 'refunded' : 'captured',
    order_id: p.orderId,
    method: 'upi',
    email: 'kavya@example.in',
    contact: '+919876501234',
    error_code: type === 'payment.failed' ? 'BAD_REQUEST_ERROR' : null,
    error_description: type === 'payment.failed' ? (p.reason ?? 'Payment failed') : null,
    created_at: Math.floor(Date.now() / 1000),
  };
  return JSON.stringify({
    entity: 'event',
    account_id: 'acc_ElevateTests01',
    event: type,
    contains: type === 'refund.processed' ? ['refund', 'payment'] : ['payment'],
    payload: {
      payment: { entity: payment },
      ...(type === 'order.paid' ? { order: { entity: { id: p.orderId, amount_paid: p.amount ?? AMOUNT } } } : {}),
      ...(type === 'refund.processed'
        ? {
            refund: {
              entity: { id: p.refundId ?? 'rfnd_Test0000001', amount: AMOUNT, payment_id: p.paymentId },
            },
          }
        : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  });
};

/** Delivers a body as Razorpay does: signed with the webhook secret (unless a signature is given), with an event id. */
const deliver = (body: string, opts: { eventId?: string; signature?: string | null; contentType?: string } = {}) => {
  const headers: Record<string, string> = {
    'content-type': opts.contentType ?? 'application/json',
    'x-razorpay-event-id': opts.eventId ?? `evt_${randomUUID()}`,
  };
  if (opts.signature !== null) headers['x-razorpay-signature'] = opts.signature ?? hmacSha256Hex(WEBHOOK_SECRET, body);
  return t.inject({ method: 'POST', url: URL, headers, payload: body });
};

const orderRow = async (id: string) => {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
};

const registrationsOf = (o: Order) =>
  t.database.db
    .select({ id: drillParticipants.id, status: drillParticipants.status })
    .from(drillParticipants)
    .where(and(eq(drillParticipants.drillId, o.drillId), eq(drillParticipants.uid, o.uid)));

const eventRow = async (id: string) => {
  const [row] = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
  return row ?? null;
};

const eventCount = async () => (await t.database.db.select({ id: paymentEvents.id }).from(paymentEvents)).length;

const payId = () => `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`;

describe('POST /api/wuepayments/webhooks/razorpay: the signature', () => {
  it('refuses a wrong signature with 400, and stores and changes nothing', async () => {
    const o = await openOrder(t);
    const before = await eventCount();
    const body = eventBody('payment.captured', { orderId: o.providerOrderId, paymentId: payId() });
    const res = await deliver(body, { signature: hmacSha256Hex('not-the-webhook-secret', body) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ httpStatus: 400, error: { message: PaymentMessages.signatureInvalid } });
    expect(await eventCount()).toBe(before);
    expect((await orderRow(o.id)).status).toBe('attempted');
    expect(await registrationsOf(o)).toHaveLength(0);
  });

  it('refuses a delivery without a signature, or with an empty or upper-cased one', async () => {
    const o = await openOrder(t);
    const before = await eventCount();
    const body = eventBody('payment.captured', { orderId: o.providerOrderId, paymentId: payId() });
    for (const signature of [null, '', hmacSha256Hex(WEBHOOK_SECRET, body).toUpperCase()]) {
      const res = await deliver(body, { signature });
      expect(res.statusCode, String(signature)).toBe(400);
    }
    expect(await eventCount()).toBe(before);
    expect((await orderRow(o.id)).status).toBe('attempted');
  });

  it('refuses a signed body changed afterwards (the amount, or the same JSON spaced differently)', async () => {
    const o = await openOrder(t);
    const before = await eventCount();
    const body = eventBody('payment.captured', { orderId: o.providerOrderId, paymentId: payId() });
    const signature = hmacSha256Hex(WEBHOOK_SECRET, body);
    const tampered = body.replace(`"amount":${AMOUNT}`, '"amount":100');
    expect(tampered).not.toBe(body);
    expect((await deliver(tampered, { signature })).statusCode).toBe(400);
    expect((await deliver(JSON.stringify(JSON.parse(body), null, 2), { signature })).statusCode).toBe(400);
    expect(await eventCount()).toBe(before);
    expect((await orderRow(o.id)).status).toBe('attempted');
  });

  it('answers 503 on a server where payments are not set up (production without Razorpay keys)', async () => {
    const ctx = paymentsContextOf({ db: t.database.db, queue: t.app.queue }, t.config);
    const body = Buffer.from(eventBody('payment.captured', { orderId: 'order_X', paymentId: payId() }));
    await expect(
      processWebhook({ ...ctx, provider: null }, body, { 'x-razorpay-signature': hmacSha256Hex(WEBHOOK_SECRET, body) }),
    ).rejects.toMatchObject({ statusCode: 503, message: PaymentMessages.paymentsUnavailable });
  });

  it('refuses a body over 1 MB', async () => {
    const body = JSON.stringify({ event: 'payment.captured', padding: 'x'.repeat(1_100_000) });
    const res = await deliver(body);
    expect(res.statusCode).toBe(413);
  });
});

describe('POST /api/wuepayments/webhooks/razorpay: events', () => {
  it('payment.captured pays the order, registers the payer and records the event without the payer’s contact details', async () => {
    const o = await openOrder(t);
    const paymentId = payId();
    const res = await deliver(eventBody('payment.captured', { orderId: o.providerOrderId, paymentId }), {
      eventId: `evt_captured_${o.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ httpStatus: 200, result: { status: 'processed' } });
    const row = await orderRow(o.id);
    expect(row).toMatchObject({ status: 'paid', providerPaymentId: paymentId });
    expect(row.receiptNumber).toMatch(/^ELV\//);
    const regs = await registrationsOf(o);
    expect(regs).toHaveLength(1);
    expect(row.participantId).toBe(regs[0]!.id);
    expect(await eventRow(`evt_captured_${o.id}`)).toMatchObject({
      provider: 'razorpay',
      eventType: 'payment.captured',
      outcome: 'applied',
      paymentId: o.id,
    });
    const stored = JSON.stringify((await eventRow(`evt_captured_${o.id}`))?.payload);
    expect(stored).toContain(paymentId);
    expect(stored).not.toContain('kavya@example.in');
    expect(stored).not.toContain('9876501234');
  });

  it('the same event delivered twice changes things once: the second is a duplicate', async () => {
    const o = await openOrder(t);
    const body = eventBody('payment.captured', { orderId: o.providerOrderId, paymentId: payId() });
    const eventId = `evt_twice_${o.id}`;
    const first = await deliver(body, { eventId });
    const paidAt = (await orderRow(o.id)).paidAt;
    const second = await deliver(body, { eventId });
    expect(first.json().result).toEqual({ status: 'processed' });
    expect(second.statusCode).toBe(200);
    expect(second.json().result).toEqual({ status: 'duplicate' });
    expect((await orderRow(o.id)).paidAt).toEqual(paidAt);
    expect(await registrationsOf(o)).toHaveLength(1);
    expect((await eventRow(eventId))?.outcome).toBe('applied');
  });

  it('an event whose first delivery was interrupted (still "received") is applied on redelivery', async () => {
    const o = await openOrder(t);
    const body = eventBody('payment.captured', { orderId: o.providerOrderId, paymentId: payId() });
    const eventId = `evt_interrupted_${o.id}`;
    await t.database.db
      .insert(paymentEvents)
      .values({ id: eventId, provider: 'razorpay', eventType: 'payment.captured', payload: {}, outcome: 'received' });
    const res = await deliver(body, { eventId });
    expect(res.json().result).toEqual({ status: 'processed' });
    expect((await orderRow(o.id)).status).toBe('paid');
    expect(await eventRow(eventId)).toMatchObject({ outcome: 'applied', paymentId: o.id });
  });

  it('payment.failed then payment.captured (a late success) ends paid, registered once', async () => {
    const o = await openOrder(t);
    const failed = await deliver(
      eventBody('payment.failed', { orderId: o.providerOrderId, paymentId: payId(), reason: 'Card declined' }),
    );
    expect(failed.json().result).toEqual({ status: 'processed' });
    expect(await orderRow(o.id)).toMatchObject({ status: 'failed', failureReason: 'Card declined' });
    expect(await registrationsOf(o)).toHaveLength(0);

    const success = payId();
    const captured = await deliver(eventBody('payment.captured', { orderId: o.providerOrderId, paymentId: success }));
    expect(captured.json().result).toEqual({ status: 'processed' });
    expect(await orderRow(o.id)).toMatchObject({ status: 'paid', providerPaymentId: success });
    // order.paid for the same payment follows payment.captured: nothing more happens.
    const orderPaid = await deliver(eventBody('order.paid', { orderId: o.providerOrderId, paymentId: success }));
    expect(orderPaid.json().result).toEqual({ status: 'ignored' });
    expect(await registrationsOf(o)).toHaveLength(1);
  });

  it('payment.captured then payment.failed (an earlier attempt reported late) stays paid', async () => {
    const o = await openOrder(t);
    const success = payId();
    await deliver(eventBody('payment.captured', { orderId: o.providerOrderId, paymentId: success }));
    const eventId = `evt_late_failure_${o.id}`;
    const res = await deliver(
      eventBody('payment.failed', { orderId: o.providerOrderId, paymentId: payId(), reason: 'Card declined' }),
      { eventId },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ status: 'ignored' });
    expect(await orderRow(o.id)).toMatchObject({ status: 'paid', providerPaymentId: success, failureReason: null });
    expect(await registrationsOf(o)).toHaveLength(1);
    expect(await eventRow(eventId)).toMatchObject({ outcome: 'ignored', paymentId: o.id });
  });

  it('refund.processed after the payment refunds the order and withdraws its registration', async () => {
    const o = await openOrder(t);
    const paymentId = payId();
    await deliver(eventBody('payment.captured', { orderId: o.providerOrderId, paymentId }));
    const eventId = `evt_refund_${o.id}`;
    const res = await deliver(
      eventBody('refund.processed', { orderId: o.providerOrderId, paymentId, refundId: 'rfnd_WebhookTest01' }),
      { eventId },
    );
    expect(res.json().result).toEqual({ status: 'processed' });
    expect(await orderRow(o.id)).toMatchObject({ status: 'refunded', refundId: 'rfnd_WebhookTest01' });
    const regs = await registrationsOf(o);
    expect(regs.every((r) => r.status !== 'registered')).toBe(true);
    expect(await eventRow(eventId)).toMatchObject({ outcome: 'applied', paymentId: o.id });
    // The refund delivered again (a new delivery id for the same refund) changes nothing.
    const again = await deliver(
      eventBody('refund.processed', { orderId: o.providerOrderId, paymentId, refundId: 'rfnd_WebhookTest01' }),
    );
    expect(again.json().result).toEqual({ status: 'ignored' });
  });

  it('payment.captured and order.paid of one payment arriving together register the payer once', async () => {
    const o = await openOrder(t);
    const paymentId = payId();
    const answers = await Promise.all([
      deliver(eventBody('payment.captured', { orderId: o.providerOrderId, paymentId })),
      deliver(eventBody('order.paid', { orderId: o.providerOrderId, paymentId })),
      deliver(eventBody('payment.authorized', { orderId: o.providerOrderId, paymentId })),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.json().result.status).sort()).toEqual(['ignored', 'ignored', 'processed']);
    expect((await orderRow(o.id)).status).toBe('paid');
    expect(await registrationsOf(o)).toHaveLength(1);
  });

  it('a captured payment of another amount never registers anyone', async () => {
    const o = await openOrder(t);
    const res = await deliver(
      eventBody('payment.captured', { orderId: o.providerOrderId, paymentId: payId(), amount: 100 }),
    );
    expect(res.statusCode).toBe(200);
    expect((await orderRow(o.id)).status).not.toBe('paid');
    expect(await registrationsOf(o)).toHaveLength(0);
  });

  it('answers 200 for an order that is not ours and for an event it does not act on, and records both', async () => {
    const unknownId = `evt_unknown_${randomUUID()}`;
    const unknown = await deliver(
      eventBody('payment.captured', { orderId: 'order_NotOurs000001', paymentId: payId() }),
      {
        eventId: unknownId,
      },
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().result).toEqual({ status: 'unknown-order' });
    expect(await eventRow(unknownId)).toMatchObject({ outcome: 'unknown-order', paymentId: null });

    const o = await openOrder(t);
    const otherId = `evt_other_${o.id}`;
    const other = await deliver(
      eventBody('payment.dispute.created', { orderId: o.providerOrderId, paymentId: payId() }),
      {
        eventId: otherId,
      },
    );
    expect(other.json().result).toEqual({ status: 'ignored' });
    expect(await eventRow(otherId)).toMatchObject({ outcome: 'ignored', eventType: 'payment.dispute.created' });
    expect((await orderRow(o.id)).status).toBe('attempted');
  });

  it('answers 200 "ignored" for a signed body that is not an event, storing nothing', async () => {
    const before = await eventCount();
    const res = await deliver('{"hello":"world"}');
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ status: 'ignored' });
    expect(await eventCount()).toBe(before);
  });

  it('keeps the rest of the API parsing JSON as before (the raw body is this route’s only)', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/wueusers/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'nobody@example.in', password: 'Wrong#Pass1' }),
    });
    expect(res.statusCode).not.toBe(500);
    expect(res.json().httpStatus).toBe(res.statusCode);
    expect(res.statusCode).not.toBe(415);
  });
});
