import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { build } from '../../../test/helper.ts';
import { drills } from '../../db/schema/drills.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { paymentsContextOf } from './payment-context.ts';
import { confirmPaid, markFailed, markRefunded } from './payment-state.ts';
import { localPaymentSignature } from './providers/local-provider.ts';
import {
  applicantCountOf,
  BASE,
  DAY,
  jobsFor,
  order,
  paidDrill,
  payer,
  paymentRow,
  promo,
  registrationsOf,
  send,
} from './payments.test-fixtures.ts';

const t = build({ ...AUTH_TEST_ENV, QUEUE_WORKER: 'false' });

const ctx = () => paymentsContextOf({ db: t.database.db, queue: t.app.queue }, t.config);
const signed = (orderId: string, paymentId: string) => ({
  razorpay_order_id: orderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: localPaymentSignature(t.config.localPaymentSecret, orderId, paymentId),
});
const verify = (who: Parameters<typeof send>[1], paymentId: string, body: unknown) =>
  send(t, who, 'POST', `${BASE}/payments/${paymentId}/verify`, body);

describe("Checkout's callback (POST wuepayments/payments/{id}/verify)", () => {
  it('confirms a correctly signed payment: paid, registered, a receipt number, and the page says so', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    const res = await verify(p, o.paymentId, signed(o.providerOrderId, 'pay_local_AAAAAAAAAAAAA1'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(PaymentMessages.paid(d.name));
    const view = res.json().result;
    expect(view).toMatchObject({ status: 'paid', canRetry: false });
    expect(view.receiptNumber).toMatch(/^ELV\//);
    const [registration] = await registrationsOf(t, p.uid, d.drillId);
    expect(view.participantId).toBe(registration!.id);
  });

  it("refuses a right signature for another order's id, and a wrong signature; nothing changes", async () => {
    const d = await paidDrill(t);
    const [p, q] = [await payer(t), await payer(t)];
    const mine = await order(t, p, d.drillId);
    const theirs = await order(t, q, d.drillId);
    // Signed for q's order (which q could have paid for little): it must not pay p's order.
    const other = await verify(p, mine.paymentId, signed(theirs.providerOrderId, 'pay_local_AAAAAAAAAAAAA2'));
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe(PaymentMessages.signatureInvalid);
    const forged = await verify(p, mine.paymentId, {
      ...signed(mine.providerOrderId, 'pay_local_AAAAAAAAAAAAA3'),
      razorpay_payment_id: 'pay_local_AAAAAAAAAAAAA4',
    });
    expect(forged.statusCode).toBe(400);
    expect(await paymentRow(t, mine.paymentId)).toMatchObject({ status: 'created', providerPaymentId: null });
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(0);
  });

  it("refuses another account's order even with a valid signature", async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    const res = await verify(await payer(t), o.paymentId, signed(o.providerOrderId, 'pay_local_AAAAAAAAAAAAA5'));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(PaymentMessages.orderOfAnother);
    expect(await paymentRow(t, o.paymentId)).toMatchObject({ status: 'created' });
  });
});

describe('the state machine (payment-state.ts)', () => {
  it('confirms once: a replay is unchanged, one registration, one receipt number and one receipt job', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    const paid = { providerOrderId: o.providerOrderId, providerPaymentId: 'pay_local_B1', amountPaise: o.amountPaise };
    expect(await confirmPaid(ctx(), { ...paid, source: 'webhook' })).toBe('applied');
    const receipt = (await paymentRow(t, o.paymentId)).receiptNumber;
    expect(await confirmPaid(ctx(), { ...paid, source: 'callback' })).toBe('unchanged');
    expect((await paymentRow(t, o.paymentId)).receiptNumber).toBe(receipt);
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(1);
    expect(await jobsFor(t, QUEUE_NAMES.paymentReceipts, o.paymentId)).toHaveLength(1);
    const bell = await t.database.db.select().from(notifications).where(eq(notifications.receiverUid, p.uid));
    expect(bell.map((n) => n.oneLiner)).toEqual([PaymentMessages.paymentReceivedOneLiner(d.name)]);
  });

  it('answers unknown-order for an order it does not know', async () => {
    expect(
      await confirmPaid(ctx(), {
        providerOrderId: 'order_local_nope',
        providerPaymentId: 'pay_x',
        amountPaise: 1,
        source: 'webhook',
      }),
    ).toBe('unknown-order');
    expect(
      await markFailed(ctx(), {
        providerOrderId: 'order_local_nope',
        providerPaymentId: null,
        reason: 'x',
        source: 'webhook',
      }),
    ).toBe('unknown-order');
    expect(await markRefunded(ctx(), { providerPaymentId: 'pay_nope', refundId: null, reason: null })).toBe(
      'unknown-order',
    );
  });

  it('reconciles a late success after a failure: paid and registered', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    expect(
      await markFailed(ctx(), {
        providerOrderId: o.providerOrderId,
        providerPaymentId: 'pay_local_C1',
        reason: 'Bank declined',
        source: 'webhook',
      }),
    ).toBe('applied');
    expect(await paymentRow(t, o.paymentId)).toMatchObject({ status: 'failed', failureReason: 'Bank declined' });
    expect(
      await confirmPaid(ctx(), {
        providerOrderId: o.providerOrderId,
        providerPaymentId: 'pay_local_C2',
        amountPaise: o.amountPaise,
        source: 'webhook',
      }),
    ).toBe('applied');
    const row = await paymentRow(t, o.paymentId);
    expect(row).toMatchObject({ status: 'paid', providerPaymentId: 'pay_local_C2', failureReason: null });
    expect(row.participantId).not.toBeNull();
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(1);
  });

  it('keeps a paid order paid when a failure arrives after the success', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    await confirmPaid(ctx(), {
      providerOrderId: o.providerOrderId,
      providerPaymentId: 'pay_local_D1',
      amountPaise: null,
      source: 'callback',
    });
    expect(
      await markFailed(ctx(), {
        providerOrderId: o.providerOrderId,
        providerPaymentId: 'pay_local_D0',
        reason: 'late failure',
        source: 'webhook',
      }),
    ).toBe('unchanged');
    expect(await paymentRow(t, o.paymentId)).toMatchObject({ status: 'paid', providerPaymentId: 'pay_local_D1' });
  });

  it('registers with the answers kept on the order even when registration closed meanwhile', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    await t.database.db
      .update(drills)
      .set({ registrationEndDt: new Date(Date.now() - DAY) })
      .where(eq(drills.id, d.drillId));
    await confirmPaid(ctx(), {
      providerOrderId: o.providerOrderId,
      providerPaymentId: 'pay_local_E1',
      amountPaise: null,
      source: 'webhook',
    });
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(1);
  });

  it('refunds a payment confirmed after the hosts cancelled the hackathon, and registers nobody', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    await t.database.db
      .update(drills)
      .set({ cancelledAt: new Date(), cancellationReason: 'Venue unavailable' })
      .where(eq(drills.id, d.drillId));
    await confirmPaid(ctx(), {
      providerOrderId: o.providerOrderId,
      providerPaymentId: 'pay_local_C1',
      amountPaise: null,
      source: 'webhook',
    });
    expect(await paymentRow(t, o.paymentId)).toMatchObject({ status: 'paid', participantId: null });
    expect(await jobsFor(t, QUEUE_NAMES.paymentRefunds, o.paymentId)).toEqual([
      { paymentId: o.paymentId, reason: 'hackathon cancelled' },
    ]);
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(0);
  });

  it('refuses money of another amount: the order fails (amount mismatch), its refund is enqueued, nobody registered', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    expect(
      await confirmPaid(ctx(), {
        providerOrderId: o.providerOrderId,
        providerPaymentId: 'pay_local_F1',
        amountPaise: 100,
        source: 'webhook',
      }),
    ).toBe('applied');
    expect(await paymentRow(t, o.paymentId)).toMatchObject({ status: 'failed', failureReason: 'amount mismatch' });
    expect(await jobsFor(t, QUEUE_NAMES.paymentRefunds, o.paymentId)).toEqual([
      { paymentId: o.paymentId, reason: 'amount mismatch' },
    ]);
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(0);
  });

  it('refunds a second paid order of someone already registered and registers them once', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const code = await promo(t, d.partnerId);
    const first = await order(t, p, d.drillId);
    const second = await order(t, p, d.drillId, { promoCode: code.code }); // first is closed as 'replaced'
    await confirmPaid(ctx(), {
      providerOrderId: second.providerOrderId,
      providerPaymentId: 'pay_local_G2',
      amountPaise: null,
      source: 'callback',
    });
    // The bank confirms the replaced order too (the person paid in the other tab): a late success.
    await confirmPaid(ctx(), {
      providerOrderId: first.providerOrderId,
      providerPaymentId: 'pay_local_G1',
      amountPaise: null,
      source: 'webhook',
    });
    expect(await paymentRow(t, first.paymentId)).toMatchObject({ status: 'paid', participantId: null });
    expect(await jobsFor(t, QUEUE_NAMES.paymentRefunds, first.paymentId)).toEqual([
      { paymentId: first.paymentId, reason: 'duplicate payment' },
    ]);
    expect(await jobsFor(t, QUEUE_NAMES.paymentRefunds, second.paymentId)).toHaveLength(0);
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(1);
    // Refunding the duplicate leaves the registration the other payment made.
    expect(
      await markRefunded(ctx(), { providerPaymentId: 'pay_local_G1', refundId: 'rfnd_1', reason: 'duplicate payment' }),
    ).toBe('applied');
    const [registration] = await registrationsOf(t, p.uid, d.drillId);
    expect(registration!.status).toBe('registered');
  });

  it("refunds a paid order: refunded, its registration withdrawn and off the card's count; a replay is unchanged", async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    await confirmPaid(ctx(), {
      providerOrderId: o.providerOrderId,
      providerPaymentId: 'pay_local_H1',
      amountPaise: null,
      source: 'callback',
    });
    const count = await applicantCountOf(t, d.drillId);
    expect(
      await markRefunded(ctx(), {
        providerPaymentId: 'pay_local_H1',
        refundId: 'rfnd_local_H1',
        reason: 'Hackathon cancelled',
      }),
    ).toBe('applied');
    expect(await paymentRow(t, o.paymentId)).toMatchObject({
      status: 'refunded',
      refundId: 'rfnd_local_H1',
      refundReason: 'Hackathon cancelled',
    });
    const [registration] = await registrationsOf(t, p.uid, d.drillId);
    expect(registration!.status).toBe('withdrawn');
    expect(await applicantCountOf(t, d.drillId)).toBe(count - 1);
    expect(
      await markRefunded(ctx(), { providerPaymentId: 'pay_local_H1', refundId: 'rfnd_local_H1', reason: null }),
    ).toBe('unchanged');
    expect(await applicantCountOf(t, d.drillId)).toBe(count - 1);
  });

  it('does not refund an order that was never paid', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    await markFailed(ctx(), {
      providerOrderId: o.providerOrderId,
      providerPaymentId: null,
      reason: 'closed',
      source: 'webhook',
    });
    await t.database.db.execute(`update payments set provider_payment_id = 'pay_local_I1' where id = '${o.paymentId}'`);
    // A failed order whose money was taken for a wrong amount may be refunded; one without a capture may not.
    await t.database.db.execute(`update payments set status = 'attempted' where id = '${o.paymentId}'`);
    expect(await markRefunded(ctx(), { providerPaymentId: 'pay_local_I1', refundId: null, reason: null })).toBe(
      'unchanged',
    );
  });
});
