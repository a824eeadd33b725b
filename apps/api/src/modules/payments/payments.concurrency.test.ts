/**
 * Races a payment meets in real life, run at once. On PGlite requests interleave between statements; run this
 * file with TEST_DATABASE_URL set to prove the row locks on PostgreSQL's own connections too.
 */
import { describe, expect, it } from 'vitest';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import type { Order } from '@elevate/contracts/payments/payments.schema';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { paymentsContextOf } from './payment-context.ts';
import { processWebhook } from './payment-events.service.ts';
import { localEvent, localPaymentSignature } from './providers/local-provider.ts';
import {
  applicantCountOf,
  BASE,
  jobsFor,
  order,
  paidDrill,
  payer,
  payers,
  paymentRow,
  paymentsOf,
  postOrder,
  promo,
  registrationsOf,
  send,
} from './payments.test-fixtures.ts';

const t = build({ ...AUTH_TEST_ENV, QUEUE_WORKER: 'false' });

const ctx = () => paymentsContextOf({ db: t.database.db, queue: t.app.queue }, t.config);

describe('payments at once', () => {
  it("the browser's callback and the webhook of one payment at once: one registration, one receipt number", async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    const before = await applicantCountOf(t, d.drillId);
    const paymentId = 'pay_local_RACE0000000001';
    const secret = t.config.localPaymentSecret;
    const webhook = localEvent(secret, {
      type: 'payment.captured',
      orderId: o.providerOrderId,
      paymentId,
      amountPaise: o.amountPaise,
    });
    const [callback] = await Promise.all([
      send(t, p, 'POST', `${BASE}/payments/${o.paymentId}/verify`, {
        razorpay_order_id: o.providerOrderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: localPaymentSignature(secret, o.providerOrderId, paymentId),
      }),
      processWebhook(ctx(), webhook.rawBody, webhook.headers),
      processWebhook(ctx(), webhook.rawBody, webhook.headers), // Razorpay delivering it twice
    ]);
    expect(callback.statusCode, callback.body).toBe(200);
    const row = await paymentRow(t, o.paymentId);
    expect(row.status).toBe('paid');
    expect(row.receiptNumber).toMatch(/^ELV\//);
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(1);
    expect(await applicantCountOf(t, d.drillId)).toBe(before + 1);
    expect(await jobsFor(t, QUEUE_NAMES.paymentReceipts, o.paymentId)).toHaveLength(1);
    expect(await jobsFor(t, QUEUE_NAMES.paymentRefunds, o.paymentId)).toHaveLength(0);
  });

  it('twelve people of one hackathon paying at the same moment: every payment confirms, each registers once', async () => {
    const d = await paidDrill(t);
    const people = await payers(t, 12);
    const orders = await Promise.all(people.map((p) => order(t, p, d.drillId)));
    const before = await applicantCountOf(t, d.drillId);
    const secret = t.config.localPaymentSecret;
    // Each confirmation locks the hackathon's row and then counts the registration on it: they must take turns,
    // never deadlock (PostgreSQL would abort one of two share-lock holders upgrading the same row).
    const outcomes = await Promise.all(
      orders.map((o, i) => {
        const event = localEvent(secret, {
          type: 'payment.captured',
          orderId: o.providerOrderId,
          paymentId: `pay_local_MANY${String(i).padStart(9, '0')}`,
          amountPaise: o.amountPaise,
        });
        return processWebhook(ctx(), event.rawBody, event.headers);
      }),
    );
    expect(outcomes.every((r) => r.status === 'processed')).toBe(true);
    for (const [i, o] of orders.entries()) {
      expect((await paymentRow(t, o.paymentId)).status).toBe('paid');
      expect(await registrationsOf(t, people[i]!.uid, d.drillId)).toHaveLength(1);
    }
    expect(await applicantCountOf(t, d.drillId)).toBe(before + 12);
  });

  it('a promo code limited to 10 uses, 30 people ordering at once: exactly 10 orders carry it', async () => {
    const d = await paidDrill(t, { amount: 500 });
    const code = await promo(t, d.partnerId, { kind: 'flat', value: 100, maxUses: 10 });
    const people = await payers(t, 30);
    const answers = await Promise.all(
      people.map((p) => postOrder(t, p, d.drillId, { expectedAmountPaise: 40_000, promoCode: code.code })),
    );
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(20);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().error.fields).toEqual({ promoCode: PaymentMessages.promoUsedUp });
    }
    const held = await t.database.db.execute<{ n: number }>(
      `select count(*)::int as n from payments where promo_code_id = ${code.id}`,
    );
    expect(Number(held.rows[0]!.n)).toBe(10);

    // An unpaid order holds its use only until it expires: then the next person may use the code.
    const first = ok[0]!.json().result as Order;
    await t.database.db.execute(
      `update payments set expires_at = now() - interval '1 minute' where id = '${first.paymentId}'`,
    );
    const refusedPerson = people[answers.findIndex((r) => r.statusCode !== 200)]!;
    const late = await postOrder(t, refusedPerson, d.drillId, { expectedAmountPaise: 40_000, promoCode: code.code });
    expect(late.statusCode, late.body).toBe(200);
    expect(await paymentRow(t, first.paymentId)).toMatchObject({ status: 'created' });
  }, 60_000);

  it('double-clicking Pay (order requests at once) makes one order', async () => {
    for (let round = 0; round < 3; round++) {
      const d = await paidDrill(t);
      const p = await payer(t);
      const answers = await Promise.all(
        [1, 2, 3].map(() => postOrder(t, p, d.drillId, { expectedAmountPaise: 49_900 })),
      );
      for (const r of answers) expect(r.statusCode, r.body).toBe(200);
      expect(new Set(answers.map((r) => r.json().result.paymentId)).size).toBe(1);
      expect(await paymentsOf(t, p.uid, d.drillId)).toHaveLength(1);
    }
  });
});
