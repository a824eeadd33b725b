import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { drillParticipants } from '../../db/schema/drills.ts';
import { payments } from '../../db/schema/payments.ts';
import { AUTH_TEST_ENV, createUser } from '../auth/auth.testing.ts';
import { insertDrill } from '../drills/submissions.test-fixtures.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { paymentsContextOf } from './payment-context.ts';
import { reconcileOpenOrders } from './payment-reconcile.ts';
import { createLocalProvider } from './providers/local-provider.ts';
import {
  setRazorpayClientOverride,
  type RazorpayClient,
  type RazorpayPaymentEntity,
} from './providers/razorpay-provider.ts';

/**
 * The reconcile sweep: open Razorpay orders nobody heard back about are looked up at Razorpay (a fake client
 * here: no network) and what it knows is applied through the state machine.
 */

const t = build({
  ...AUTH_TEST_ENV,
  RAZORPAY_KEY_ID: 'rzp_test_reconcile',
  RAZORPAY_KEY_SECRET: 'key_secret_reconcile',
  RAZORPAY_WEBHOOK_SECRET: 'whsec_reconcile',
  QUEUE_POLL_SECONDS: '0.5',
});

const MINUTE = 60_000;
const AMOUNT = 49_900;

/** What the fake Razorpay knows: payments per order, orders it fails on, and the orders it was asked about. */
const razorpay = {
  paymentsOf: new Map<string, RazorpayPaymentEntity[]>(),
  failing: new Set<string>(),
  asked: [] as string[],
};
const fakeClient: RazorpayClient = {
  orders: {
    create: async () => ({ id: `order_${randomUUID().slice(0, 14)}` }),
    fetchPayments: async (orderId) => {
      razorpay.asked.push(orderId);
      if (razorpay.failing.has(orderId)) {
        throw { statusCode: 500, error: { code: 'SERVER_ERROR', description: 'The server encountered an error' } };
      }
      return { items: razorpay.paymentsOf.get(orderId) ?? [] };
    },
  },
  payments: { refund: async () => ({ id: `rfnd_${randomUUID().slice(0, 14)}` }) },
};
setRazorpayClientOverride(fakeClient);
afterAll(() => setRazorpayClientOverride(null));
beforeEach(() => {
  razorpay.asked.length = 0;
});

interface Order {
  id: string;
  uid: number;
  drillId: number;
  providerOrderId: string;
}

/** An open order of a new payer, made `ageMinutes` ago. */
const openOrder = async (ageMinutes: number, over: { provider?: string; status?: string } = {}): Promise<Order> => {
  const { drillId } = await insertDrill(t);
  const payer = await createUser(t);
  const id = randomUUID();
  const providerOrderId = `order_${randomUUID().replace(/-/g, '').slice(0, 14)}`;
  const createdAt = new Date(Date.now() - ageMinutes * MINUTE);
  await t.database.db.insert(payments).values({
    id,
    uid: payer.uid,
    entityType: 'drill',
    entityId: drillId,
    status: over.status ?? 'attempted',
    provider: over.provider ?? 'razorpay',
    providerOrderId,
    listPricePaise: AMOUNT,
    amountPaise: AMOUNT,
    gstRatePercent: 18,
    registration: { answers: {}, lookingForTeam: false, pitch: '' },
    billing: { name: 'Kavya Menon', email: 'kavya@example.in', contact: '9876501234', state: null },
    expiresAt: new Date(createdAt.getTime() + 30 * MINUTE),
    createdAt,
    updatedAt: createdAt,
  } as typeof payments.$inferInsert);
  return { id, uid: payer.uid, drillId, providerOrderId };
};

const attempt = (
  status: RazorpayPaymentEntity['status'],
  createdAt: number,
  over: Partial<RazorpayPaymentEntity> = {},
): RazorpayPaymentEntity => ({
  id: `pay_${randomUUID().replace(/-/g, '').slice(0, 14)}`,
  amount: AMOUNT,
  status,
  error_description: status === 'failed' ? 'Your bank declined this payment' : null,
  created_at: createdAt,
  ...over,
});

const orderRow = async (id: string) => {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
};

const registrationsOf = (o: Order) =>
  t.database.db
    .select({ id: drillParticipants.id })
    .from(drillParticipants)
    .where(and(eq(drillParticipants.drillId, o.drillId), eq(drillParticipants.uid, o.uid)));

const sweep = () => reconcileOpenOrders(paymentsContextOf({ db: t.database.db, queue: t.app.queue }, t.config));

/** Keeps the orders of one test apart from those left open by the others. */
const closeOpenOrders = () =>
  t.database.db
    .update(payments)
    .set({ status: 'failed', failureReason: 'closed between tests' })
    .where(inArray(payments.status, ['created', 'attempted']));

describe('the reconcile sweep', () => {
  beforeEach(closeOpenOrders);

  it('pays an order whose payment Razorpay captured when the webhook never came, once', async () => {
    const o = await openOrder(20);
    const captured = attempt('captured', 200);
    razorpay.paymentsOf.set(o.providerOrderId, [attempt('failed', 100), captured]);
    expect(await sweep()).toEqual({ checked: 1, paid: 1, failed: 0, errors: 0 });
    expect(await orderRow(o.id)).toMatchObject({ status: 'paid', providerPaymentId: captured.id });
    expect(await registrationsOf(o)).toHaveLength(1);
    // Paid now, it is no longer open: the next sweep does not ask about it.
    expect(await sweep()).toEqual({ checked: 0, paid: 0, failed: 0, errors: 0 });
    expect(await registrationsOf(o)).toHaveLength(1);
  });

  it('fails an order every attempt of which failed, with the latest reason', async () => {
    const o = await openOrder(30);
    razorpay.paymentsOf.set(o.providerOrderId, [
      attempt('failed', 100, { error_description: 'Card expired' }),
      attempt('failed', 300, { error_description: 'Payment was cancelled by the payer' }),
    ]);
    expect(await sweep()).toMatchObject({ checked: 1, failed: 1 });
    expect(await orderRow(o.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Payment was cancelled by the payer',
    });
    expect(await registrationsOf(o)).toHaveLength(0);
  });

  it('leaves open an order with an attempt still pending, or with no attempt at all', async () => {
    const pending = await openOrder(30);
    razorpay.paymentsOf.set(pending.providerOrderId, [attempt('failed', 100), attempt('created', 200)]);
    const untouched = await openOrder(30);
    expect(await sweep()).toEqual({ checked: 2, paid: 0, failed: 0, errors: 0 });
    expect((await orderRow(pending.id)).status).toBe('attempted');
    expect((await orderRow(untouched.id)).status).toBe('attempted');
  });

  it('asks only about Razorpay orders still open, made between 10 minutes and 3 days ago', async () => {
    const inWindow = await openOrder(11);
    const created = await openOrder(60, { status: 'created' });
    const tooNew = await openOrder(5);
    const tooOld = await openOrder(3 * 24 * 60 + 5);
    const local = await openOrder(30, { provider: 'local' });
    const paid = await openOrder(30, { status: 'paid' });
    await sweep();
    expect([...razorpay.asked].sort()).toEqual([inWindow.providerOrderId, created.providerOrderId].sort());
    for (const o of [tooNew, tooOld, local, paid]) expect(razorpay.asked).not.toContain(o.providerOrderId);
  });

  it('goes on with the other orders when Razorpay fails on one, which waits for the next sweep', async () => {
    const broken = await openOrder(20);
    razorpay.failing.add(broken.providerOrderId);
    const fine = await openOrder(20);
    razorpay.paymentsOf.set(fine.providerOrderId, [attempt('captured', 100)]);
    expect(await sweep()).toEqual({ checked: 2, paid: 1, failed: 0, errors: 1 });
    expect((await orderRow(broken.id)).status).toBe('attempted');
    expect((await orderRow(fine.id)).status).toBe('paid');
    razorpay.failing.delete(broken.providerOrderId);
  });

  it('never pays an order on a captured payment of another amount', async () => {
    const o = await openOrder(20);
    razorpay.paymentsOf.set(o.providerOrderId, [attempt('captured', 100, { amount: 100 })]);
    await sweep();
    expect((await orderRow(o.id)).status).not.toBe('paid');
    expect(await registrationsOf(o)).toHaveLength(0);
  });

  it('does nothing with the local provider, whose checkout applies payments at once', async () => {
    const o = await openOrder(20);
    const ctx = paymentsContextOf({ db: t.database.db, queue: t.app.queue }, t.config);
    expect(await reconcileOpenOrders({ ...ctx, provider: createLocalProvider('secret') })).toEqual({
      checked: 0,
      paid: 0,
      failed: 0,
      errors: 0,
    });
    expect(razorpay.asked).toHaveLength(0);
    expect((await orderRow(o.id)).status).toBe('attempted');
  });

  it('runs as the payments-reconcile background job', async () => {
    const o = await openOrder(20);
    razorpay.paymentsOf.set(o.providerOrderId, [attempt('captured', 100)]);
    await t.app.queue.enqueue(t.database.db, QUEUE_NAMES.paymentsReconcile, {});
    await expect.poll(async () => (await orderRow(o.id)).status, { timeout: 20_000, interval: 250 }).toBe('paid');
    expect(await registrationsOf(o)).toHaveLength(1);
  });
});
