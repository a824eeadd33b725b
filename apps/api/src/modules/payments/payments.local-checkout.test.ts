import { describe, expect, it } from 'vitest';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import {
  applicantCountOf,
  BASE,
  jobsFor,
  order,
  paidDrill,
  payer,
  paymentRow,
  registrationsOf,
  send,
} from './payments.test-fixtures.ts';

const t = build({ ...AUTH_TEST_ENV, QUEUE_WORKER: 'false' });

const checkout = (paymentId: string) => `${BASE}/local/checkout/${paymentId}`;

describe('the local checkout page (GET wuepayments/local/checkout/{paymentId})', () => {
  it('shows the payer what they pay for', async () => {
    const d = await paidDrill(t, { amount: 299 });
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    const res = await send(t, p, 'GET', checkout(o.paymentId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      paymentId: o.paymentId,
      providerOrderId: o.providerOrderId,
      amountPaise: 29_900,
      status: 'created',
      entityType: 'drill',
      entityId: d.drillId,
      description: `Registration fee: ${d.name}`,
    });
  });

  it("refuses another account's order, on the page and its actions", async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    const other = await payer(t);
    for (const res of [
      await send(t, other, 'GET', checkout(o.paymentId)),
      await send(t, other, 'POST', checkout(o.paymentId), { outcome: 'pay' }),
      await send(t, other, 'POST', `${BASE}/payments/${o.paymentId}/attempt`),
      await send(t, other, 'POST', `${BASE}/payments/${o.paymentId}/failure`, { reason: 'closed' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(PaymentMessages.orderOfAnother);
    }
    expect(await paymentRow(t, o.paymentId)).toMatchObject({ status: 'created', attemptedAt: null });
  });
});

describe('paying on the local checkout (POST wuepayments/local/checkout/{paymentId})', () => {
  it('pays through the webhook path: paid, registered once, a receipt number and one receipt job', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    const before = await applicantCountOf(t, d.drillId);
    const res = await send(t, p, 'POST', checkout(o.paymentId), { outcome: 'pay' });
    expect(res.statusCode, res.body).toBe(200);
    const handler = res.json().result;
    expect(handler.razorpay_order_id).toBe(o.providerOrderId);

    const paid = await paymentRow(t, o.paymentId);
    expect(paid).toMatchObject({ status: 'paid', providerPaymentId: handler.razorpay_payment_id });
    expect(paid.receiptNumber).toMatch(/^ELV\/\d{4}-\d{2}\/\d{6}$/);
    const [registration] = await registrationsOf(t, p.uid, d.drillId);
    expect(paid.participantId).toBe(registration!.id);
    expect(await applicantCountOf(t, d.drillId)).toBe(before + 1);

    // The page then posts Checkout's handler fields to verify, which finds the order paid: nothing changes.
    const verified = await send(t, p, 'POST', `${BASE}/payments/${o.paymentId}/verify`, handler);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().result).toMatchObject({
      status: 'paid',
      receiptNumber: paid.receiptNumber,
      canRetry: false,
    });
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(1);
    expect(await jobsFor(t, QUEUE_NAMES.paymentReceipts, o.paymentId)).toHaveLength(1);

    const bell = await send(t, p, 'GET', `/api/notification?receiverUid=${p.uid}`);
    expect(JSON.stringify(bell.json())).toContain(PaymentMessages.paymentReceivedOneLiner(d.name));
  });

  it('fails through the webhook path: failed with the reason, nobody registered, and paying again makes a new order', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    const res = await send(t, p, 'POST', checkout(o.paymentId), { outcome: 'fail' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBeNull();
    const failed = await paymentRow(t, o.paymentId);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toBeTruthy();
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(0);
    const view = await send(t, p, 'GET', `${BASE}/payments/${o.paymentId}`);
    expect(view.json().result).toMatchObject({ status: 'failed', canRetry: true });

    const again = await order(t, p, d.drillId);
    expect(again.paymentId).not.toBe(o.paymentId);
  });

  it('leaves the order pending (attempted) when asked', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    const res = await send(t, p, 'POST', checkout(o.paymentId), { outcome: 'pending' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await paymentRow(t, o.paymentId)).toMatchObject({ status: 'attempted' });
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(0);
  });

  it('refuses an expired order (410) and a closed one (409)', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    await send(t, p, 'POST', checkout(o.paymentId), { outcome: 'fail' });
    const closed = await send(t, p, 'POST', checkout(o.paymentId), { outcome: 'pay' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.message).toBe(PaymentMessages.orderClosed);

    const next = await order(t, p, d.drillId);
    await t.database.db.execute(
      `update payments set expires_at = now() - interval '1 second' where id = '${next.paymentId}'`,
    );
    const expired = await send(t, p, 'POST', checkout(next.paymentId), { outcome: 'pay' });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.message).toBe(PaymentMessages.orderExpired);
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(0);
  });
});

describe("Checkout's reports from the browser", () => {
  it('attempt marks the order attempted; failure keeps it attempted with the reason (the webhook decides)', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    const attempted = await send(t, p, 'POST', `${BASE}/payments/${o.paymentId}/attempt`);
    expect(attempted.statusCode, attempted.body).toBe(200);
    expect(attempted.json().result.status).toBe('attempted');
    const failure = await send(t, p, 'POST', `${BASE}/payments/${o.paymentId}/failure`, { reason: 'Checkout closed' });
    expect(failure.statusCode, failure.body).toBe(200);
    expect(failure.json().result).toMatchObject({ status: 'attempted', failureReason: 'Checkout closed' });
  });
});
