import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { drillParticipants } from '../../db/schema/drills.ts';
import { payments } from '../../db/schema/payments.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { registerParticipant } from '../drills/submissions.test-fixtures.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { insertPaidDrill, insertPayment } from './payments.test-fixtures.ts';
import { paymentsContextOf, type PaymentsContext } from './payment-context.ts';
import { enqueueRefund, processRefund } from './payment-refunds.ts';

// No worker in this process: the tests run the refund job themselves, once or twice.
const t = build({ ...AUTH_TEST_ENV, QUEUE_WORKER: 'false' });

const ctx = (): PaymentsContext => paymentsContextOf({ db: t.database.db, queue: t.app.queue }, t.config);

const orderOf = async (id: string) => {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
};
const registrationOf = async (participantId: number) => {
  const [row] = await t.database.db.select().from(drillParticipants).where(eq(drillParticipants.id, participantId));
  return row!;
};

/** A participant registered by a paid order of the given provider. */
const paidRegistration = async (provider: 'local' | 'none', amountPaise = 49_900) => {
  const d = await insertPaidDrill(t);
  const person = await registerParticipant(t, d.drillId, 'Meera');
  const order = await insertPayment(t, {
    drillId: d.drillId,
    uid: person.uid,
    participantId: person.participantId,
    provider,
    amountPaise,
    ...(provider === 'none' ? { discountPaise: 49_900 } : {}),
  });
  return { d, person, order };
};

describe('the refund worker', () => {
  it('refunds a paid order through the local provider and withdraws the registration it made', async () => {
    expect(ctx().provider?.name).toBe('local');
    const { person, order } = await paidRegistration('local');
    expect(await processRefund(ctx(), { paymentId: order.id, reason: 'Host refunded' })).toBe('applied');
    const after = await orderOf(order.id);
    expect(after).toMatchObject({ status: 'refunded', refundReason: 'Host refunded' });
    expect(after.refundId).toEqual(expect.any(String));
    expect(after.refundedAt).not.toBeNull();
    expect((await registrationOf(person.participantId)).status).toBe('withdrawn');
  });

  it('refunds an order that charged nothing (provider none) without calling any provider', async () => {
    const { person, order } = await paidRegistration('none', 0);
    const noProvider: PaymentsContext = { ...ctx(), provider: null };
    expect(await processRefund(noProvider, { paymentId: order.id, reason: 'Cancelled' })).toBe('applied');
    expect(await orderOf(order.id)).toMatchObject({ status: 'refunded', refundId: null });
    expect((await registrationOf(person.participantId)).status).toBe('withdrawn');
  });

  it('changes nothing when the job runs again, or for an order that is not paid', async () => {
    const { order } = await paidRegistration('local');
    await processRefund(ctx(), { paymentId: order.id, reason: 'First' });
    const refunded = await orderOf(order.id);
    expect(await processRefund(ctx(), { paymentId: order.id, reason: 'Second' })).toBe('skipped');
    expect(await orderOf(order.id)).toEqual(refunded);

    const d = await insertPaidDrill(t);
    const person = await registerParticipant(t, d.drillId);
    const failed = await insertPayment(t, { drillId: d.drillId, uid: person.uid, status: 'failed' });
    expect(await processRefund(ctx(), { paymentId: failed.id, reason: 'x' })).toBe('skipped');
    expect((await orderOf(failed.id)).status).toBe('failed');
    expect(await processRefund(ctx(), { paymentId: '00000000-0000-4000-8000-000000000000', reason: 'x' })).toBe(
      'skipped',
    );
  });

  it('sends back in full money captured for the wrong amount (a failed order with a payment on it)', async () => {
    const d = await insertPaidDrill(t);
    const person = await registerParticipant(t, d.drillId);
    const failed = await insertPayment(t, { drillId: d.drillId, uid: person.uid, status: 'failed' });
    await t.database.db
      .update(payments)
      .set({ providerPaymentId: 'pay_local_WRONGAMOUNT1', failureReason: 'amount mismatch' })
      .where(eq(payments.id, failed.id));
    const local = ctx().provider!;
    const asked: Array<number | null> = [];
    const watching: PaymentsContext = {
      ...ctx(),
      provider: { ...local, refund: (id, amount, notes) => (asked.push(amount), local.refund(id, amount, notes)) },
    };
    expect(await processRefund(watching, { paymentId: failed.id, reason: 'amount mismatch' })).toBe('applied');
    expect(asked).toEqual([null]);
    expect(await orderOf(failed.id)).toMatchObject({ status: 'refunded' });
  });

  it('throws when the provider fails, so the queue retries; the order stays paid and the registration stays', async () => {
    const { person, order } = await paidRegistration('local');
    const local = ctx().provider!;
    const down: PaymentsContext = {
      ...ctx(),
      provider: { ...local, refund: () => Promise.reject(new Error('gateway timeout')) },
    };
    await expect(processRefund(down, { paymentId: order.id, reason: 'x' })).rejects.toThrow('gateway timeout');
    expect((await orderOf(order.id)).status).toBe('paid');
    expect((await registrationOf(person.participantId)).status).toBe('registered');
    // Once the provider is back, the retry refunds it.
    expect(await processRefund(ctx(), { paymentId: order.id, reason: 'x' })).toBe('applied');
  });

  it('queues one refund per order, however often it is asked for', async () => {
    const { order } = await paidRegistration('local');
    await enqueueRefund(t.database.db, t.app.queue, { paymentId: order.id, reason: 'a' });
    await t.database.db.transaction((tx) => enqueueRefund(tx, t.app.queue, { paymentId: order.id, reason: 'b' }));
    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${QUEUE_NAMES.paymentRefunds} and data->>'paymentId' = ${order.id}`,
    );
    expect(rows.rows[0]!.n).toBe(1);
  });
});
