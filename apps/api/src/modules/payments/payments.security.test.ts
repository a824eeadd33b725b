/**
 * An attacker's review of payments (issue 13): per-account limits on making orders and asking prices, a
 * receipt whose payer chose a name that does not fit, outsiders on every payments route, replayed webhooks,
 * promo codes of other hosts and other hackathons, and fields a PUT must not take.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { build } from '../../../test/helper.ts';
import { promoCodes } from '../../db/schema/payments.ts';
import { loadConfig } from '../../config.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import type { Caller } from '../console/console.test-fixtures.ts';
import { actOnLocalCheckout, localCheckoutOf } from './local-checkout.service.ts';
import { paymentsContextOf } from './payment-context.ts';
import { processWebhook } from './payment-events.service.ts';
import { localEvent } from './providers/local-provider.ts';
import {
  BASE,
  DAY,
  order,
  paidDrill,
  paidParticipant,
  payer,
  paymentRow,
  paymentsOf,
  postOrder,
  promo,
  registrationsOf,
  send,
  type PaidDrill,
} from './payments.test-fixtures.ts';

// Small allowances so the tests can reach them; every other test here uses fresh accounts.
const ORDER_LIMIT = 4;
const QUOTE_LIMIT = 6;
const t = build({
  ...AUTH_TEST_ENV,
  QUEUE_WORKER: 'false',
  PAYMENT_ORDER_RATE_LIMIT: String(ORDER_LIMIT),
  PAYMENT_QUOTE_RATE_LIMIT: String(QUOTE_LIMIT),
});

const quoteUrl = (drillId: number, promoCode?: string) =>
  `${BASE}/entities/${drillId}/quote?entityType=drill${promoCode ? `&promoCode=${promoCode}` : ''}`;

describe('per-account limits on orders and prices', () => {
  it('stops a script making provider orders (alternating promo codes defeats reuse): 429 after the allowance', async () => {
    const d = await paidDrill(t, { amount: 499 });
    const code = await promo(t, d.partnerId, { maxUsesPerUser: 10 });
    const p = await payer(t);
    const statuses: number[] = [];
    for (let i = 0; i < ORDER_LIMIT + 3; i++) {
      const withCode = i % 2 === 1;
      const res = await postOrder(t, p, d.drillId, {
        expectedAmountPaise: withCode ? 39_920 : 49_900,
        ...(withCode ? { promoCode: code.code } : {}),
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json().error.code).toBe(ErrorCode.RATE_LIMITED);
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses.slice(0, ORDER_LIMIT)).toEqual(Array(ORDER_LIMIT).fill(200));
    expect(statuses.slice(ORDER_LIMIT)).toEqual([429, 429, 429]);
    // Each allowed request replaced the open order: no more orders than the allowance.
    expect((await paymentsOf(t, p.uid, d.drillId)).length).toBe(ORDER_LIMIT);
  });

  it('counts each account on its own, and forged tokens spend nobody’s allowance', async () => {
    const d = await paidDrill(t);
    const first = await payer(t);
    const second = await payer(t);
    const forged = { authorization: 'Bearer not-a-token', auth_uid: String(first.uid) };
    for (let i = 0; i < ORDER_LIMIT + 2; i++) {
      const res = await t.inject({
        method: 'POST',
        url: `${BASE}/customers/${first.uid}/entities/${d.drillId}`,
        headers: forged,
        payload: { entityType: 'drill', expectedAmountPaise: 49_900, registration: { answers: {} } },
      });
      expect(res.statusCode).toBe(401);
    }
    for (let i = 0; i < ORDER_LIMIT; i++) {
      expect((await postOrder(t, first, d.drillId, { expectedAmountPaise: 49_900 })).statusCode).toBe(200);
    }
    expect((await postOrder(t, first, d.drillId, { expectedAmountPaise: 49_900 })).statusCode).toBe(429);
    expect((await postOrder(t, second, d.drillId, { expectedAmountPaise: 49_900 })).statusCode).toBe(200);
  });

  it('stops guessing promo codes through the price: 429 after the allowance of quotes', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const statuses: number[] = [];
    for (let i = 0; i < QUOTE_LIMIT + 2; i++) {
      statuses.push((await send(t, p, 'GET', quoteUrl(d.drillId, `GUESS-${i}`))).statusCode);
    }
    expect(statuses.slice(0, QUOTE_LIMIT)).toEqual(Array(QUOTE_LIMIT).fill(400));
    expect(statuses.slice(QUOTE_LIMIT)).toEqual([429, 429]);
    // Another account still gets its price.
    expect((await send(t, await payer(t), 'GET', quoteUrl(d.drillId))).statusCode).toBe(200);
  });
});

/* ------------------------------------------------------------------ outsiders on every route */

describe('outsiders on every payments route', () => {
  let d: PaidDrill;
  let other: PaidDrill;
  let owner: Caller & { paymentId: string };
  let student: Caller;
  let codeId: number;
  beforeAll(async () => {
    d = await paidDrill(t);
    other = await paidDrill(t);
    owner = await paidParticipant(t, d.drillId);
    student = await payer(t);
    codeId = (await promo(t, d.partnerId)).id;
  });

  it("refuses another student every route of someone's order, and changes nothing", async () => {
    const id = owner.paymentId;
    const asStudent = (method: 'GET' | 'POST', url: string, body?: unknown) => send(t, student, method, url, body);
    expect((await asStudent('GET', `${BASE}/payments/${id}`)).statusCode).toBe(403);
    expect((await asStudent('POST', `${BASE}/payments/${id}/attempt`)).statusCode).toBe(403);
    expect((await asStudent('POST', `${BASE}/payments/${id}/failure`, { reason: 'x' })).statusCode).toBe(403);
    const verify = await asStudent('POST', `${BASE}/payments/${id}/verify`, {
      razorpay_order_id: 'order_x',
      razorpay_payment_id: 'pay_x',
      razorpay_signature: 'a'.repeat(64),
    });
    expect(verify.statusCode).toBe(403);
    expect((await asStudent('GET', `${BASE}/local/checkout/${id}`)).statusCode).toBe(403);
    expect((await asStudent('POST', `${BASE}/local/checkout/${id}`, { outcome: 'pay' })).statusCode).toBe(403);
    expect((await asStudent('GET', `${BASE}/payments/${id}/receipt`)).statusCode).toBe(404);
    expect((await asStudent('POST', `${BASE}/payments/${id}/refund`, { reason: 'mine now' })).statusCode).toBe(403);
    expect((await asStudent('GET', `${BASE}/payments?drillId=${d.drillId}`)).statusCode).toBe(403);
    expect((await asStudent('GET', `${BASE}/payments.csv?drillId=${d.drillId}`)).statusCode).toBe(403);
    // Their own "latest" never shows someone else's order.
    expect((await asStudent('GET', `${BASE}/entities/${d.drillId}/payments/latest`)).statusCode).toBe(404);
    const row = await paymentRow(t, id);
    expect(row.status).toBe('paid');
    expect(row.refundReason).toBeNull();
  });

  it("refuses another company's host the order, its receipt, refund, list, CSV, promo codes, fee and cancelling", async () => {
    const host = other.host;
    const id = owner.paymentId;
    expect((await send(t, host, 'GET', `${BASE}/payments/${id}`)).statusCode).toBe(403);
    expect((await send(t, host, 'GET', `${BASE}/payments/${id}/receipt`)).statusCode).toBe(404);
    expect((await send(t, host, 'POST', `${BASE}/payments/${id}/refund`, { reason: 'x' })).statusCode).toBe(403);
    expect((await send(t, host, 'GET', `${BASE}/payments?drillId=${d.drillId}`)).statusCode).toBe(403);
    expect((await send(t, host, 'GET', `${BASE}/payments?partnerId=${d.partnerId}`)).statusCode).toBe(403);
    expect((await send(t, host, 'GET', `${BASE}/payments.csv?partnerId=${d.partnerId}`)).statusCode).toBe(403);
    expect((await send(t, host, 'GET', `/api/promocodes/${codeId}`)).statusCode).toBe(403);
    expect((await send(t, host, 'GET', `/api/promocodes?drillId=${d.drillId}`)).statusCode).toBe(403);
    const del = await t.inject({ method: 'DELETE', url: `/api/promocodes/${codeId}`, headers: host.headers });
    expect(del.statusCode).toBe(403);
    const fee = await t.inject({
      method: 'PUT',
      url: `/api/drill/${d.drillId}/paymentconfigurations`,
      headers: host.headers,
      payload: { amount: 1, gstRatePercent: 18, chargeBasis: 'participant', refundPolicy: '' },
    });
    expect(fee.statusCode).toBe(403);
    const cancel = await send(t, host, 'POST', `/api/console/drills/${d.drillId}/cancel`, { reason: 'x' });
    expect(cancel.statusCode).toBe(403);
    // A host moving their own code to the other company's hackathon, or creating one in its name.
    const create = await send(t, host, 'POST', '/api/promocodes', {
      partnerId: d.partnerId,
      drillId: null,
      code: 'STEAL100',
      kind: 'percent',
      value: 100,
      validFrom: new Date(Date.now() - DAY).toISOString(),
      validUntil: new Date(Date.now() + DAY).toISOString(),
      maxUses: null,
      maxUsesPerUser: 1,
    });
    expect(create.statusCode).toBe(403);
    const own = await send(t, host, 'POST', '/api/promocodes', {
      partnerId: other.partnerId,
      drillId: d.drillId,
      code: 'CROSS100',
      kind: 'percent',
      value: 100,
      validFrom: new Date(Date.now() - DAY).toISOString(),
      validUntil: new Date(Date.now() + DAY).toISOString(),
      maxUses: null,
      maxUsesPerUser: 1,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.fields.drillId).toBe(PaymentMessages.promoDrillNotYours);
    expect((await paymentRow(t, id)).status).toBe('paid');
  });
});

/* ------------------------------------------------------------------ promo codes and PUT bodies */

/** A second hackathon of `host`'s company (the fixture makes a company for each hackathon). */
const moveToCompanyOf = async (host: PaidDrill, d: PaidDrill): Promise<PaidDrill> => {
  await t.database.db.execute(sql`update drills set partner_id = ${host.partnerId} where id = ${d.drillId}`);
  return { ...d, partnerId: host.partnerId, host: host.host };
};

describe('promo codes an attacker might try', () => {
  it("refuses another host's 100 % code and a code of another hackathon of the same host; nothing is written", async () => {
    const d = await paidDrill(t);
    const stranger = await paidDrill(t);
    const sibling = await moveToCompanyOf(d, await paidDrill(t));
    const foreign = await promo(t, stranger.partnerId, { kind: 'percent', value: 100 });
    // The same host's code, but only for their other hackathon.
    const onlyOther = await promo(t, d.partnerId, { kind: 'percent', value: 100, drillId: sibling.drillId });
    const p = await payer(t);
    for (const code of [foreign.code, onlyOther.code]) {
      const res = await postOrder(t, p, d.drillId, { expectedAmountPaise: 0, promoCode: code });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ promoCode: PaymentMessages.promoInvalid });
    }
    expect(await paymentsOf(t, p.uid, d.drillId)).toHaveLength(0);
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(0);
  });

  it('counts a code for all of a host’s hackathons per person across those hackathons', async () => {
    const first = await paidDrill(t);
    const [row] = await t.database.db
      .insert(promoCodes)
      .values({
        partnerId: first.partnerId,
        code: `EVERY-${first.drillId}`,
        kind: 'percent',
        value: 100,
        validFrom: new Date(Date.now() - DAY),
        validUntil: new Date(Date.now() + DAY),
        maxUses: null,
        maxUsesPerUser: 1,
      })
      .returning();
    const p = await payer(t);
    const ok = await postOrder(t, p, first.drillId, { expectedAmountPaise: 0, promoCode: row!.code });
    expect(ok.statusCode, ok.body).toBe(200);
    const second = await moveToCompanyOf(first, await paidDrill(t));
    const again = await postOrder(t, p, second.drillId, { expectedAmountPaise: 0, promoCode: row!.code });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ promoCode: PaymentMessages.promoUsedByYou });
  });

  it('ignores fields a PUT of a promo code or a fee does not take (uses, ids, owner, payments)', async () => {
    const d = await paidDrill(t, { amount: 299 });
    const code = await promo(t, d.partnerId);
    const body = {
      partnerId: d.partnerId,
      drillId: d.drillId,
      code: code.code,
      description: 'Early birds',
      kind: 'percent',
      value: 10,
      validFrom: new Date(Date.now() - DAY).toISOString(),
      validUntil: new Date(Date.now() + DAY).toISOString(),
      maxUses: 5,
      maxUsesPerUser: 1,
      isActive: true,
      id: 999_999,
      usedCount: -100,
      heldCount: -100,
      createdBy: 1,
      createdAt: '2000-01-01T00:00:00.000Z',
    };
    const res = await t.inject({
      method: 'PUT',
      url: `/api/promocodes/${code.id}`,
      headers: d.host.headers,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ id: code.id, usedCount: 0, heldCount: 0, value: 10 });
    const [stored] = await t.database.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(stored!.createdBy).not.toBe(1);
    expect(stored!.createdAt.getFullYear()).toBeGreaterThan(2000);

    const fee = await t.inject({
      method: 'PUT',
      url: `/api/drill/${d.drillId}/paymentconfigurations`,
      headers: d.host.headers,
      payload: {
        amount: 299,
        gstRatePercent: 18,
        chargeBasis: 'participant',
        refundPolicy: '',
        drillId: 1,
        hasPayments: true,
      },
    });
    expect(fee.statusCode, fee.body).toBe(200);
    expect(fee.json().result).toMatchObject({ drillId: d.drillId, hasPayments: false });
  });
});

/* ------------------------------------------------------------------ webhooks and callbacks */

describe('replayed and forged payment messages', () => {
  it('a captured event replayed under a new event id (the id header is not signed) changes nothing more', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    const event = localEvent(t.config.localPaymentSecret, {
      type: 'payment.captured',
      orderId: o.providerOrderId,
      paymentId: 'pay_local_REPLAYREPLAY01',
      amountPaise: o.amountPaise,
    });
    const url = `${BASE}/webhooks/razorpay`;
    const first = await t.inject({ method: 'POST', url, headers: event.headers, payload: event.rawBody });
    expect(first.json().result.status).toBe('processed');
    const replay = await t.inject({
      method: 'POST',
      url,
      headers: { ...event.headers, 'x-razorpay-event-id': 'evt_forged_new_id' },
      payload: event.rawBody,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().result.status).toBe('ignored');
    // A refund event signed with another secret (a forged one) is refused.
    const forged = localEvent('not-the-secret', {
      type: 'refund.processed',
      orderId: o.providerOrderId,
      paymentId: 'pay_local_REPLAYREPLAY01',
      amountPaise: o.amountPaise,
    });
    const refused = await t.inject({ method: 'POST', url, headers: forged.headers, payload: forged.rawBody });
    expect(refused.statusCode).toBe(400);
    expect((await paymentRow(t, o.paymentId)).status).toBe('paid');
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(1);
  });

  it("a valid callback of the payer's own other order cannot pay this one", async () => {
    const a = await paidDrill(t);
    const b = await paidDrill(t, { amount: 999 });
    const p = await payer(t);
    const cheap = await order(t, p, a.drillId);
    const dear = await order(t, p, b.drillId);
    const pay = await send(t, p, 'POST', `${BASE}/local/checkout/${cheap.paymentId}`, { outcome: 'pay' });
    const handler = pay.json().result;
    const crossed = await send(t, p, 'POST', `${BASE}/payments/${dear.paymentId}/verify`, handler);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().error.message).toBe(PaymentMessages.signatureInvalid);
    expect((await paymentRow(t, dear.paymentId)).status).toBe('created');
    expect(await registrationsOf(t, p.uid, b.drillId)).toHaveLength(0);
  });
});

/* ------------------------------------------------------------------ production without Razorpay keys */

describe('the local provider in production', () => {
  it('is not there: no local secret, and its checkout, callback and events are refused with nothing changed', async () => {
    const production = loadConfig({
      DATA_DIR: t.config.DATA_DIR,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'x'.repeat(32),
      NODE_ENV: 'production',
      CERTIFICATE_SIGNING_KEY: 'A'.repeat(43),
      PASSWORD_HASH_COST_LOG2: '17',
    });
    expect(production.paymentProvider).toBe('none');
    expect(production.localPaymentSecret).toBe('');

    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    const none = { ...paymentsContextOf({ db: t.database.db, queue: t.app.queue }, t.config), provider: null };
    const user = { uid: p.uid, role: 'user', utype: 'Student' } as Parameters<typeof localCheckoutOf>[1];
    await expect(localCheckoutOf(none, user, o.paymentId)).rejects.toMatchObject({ statusCode: 404 });
    await expect(actOnLocalCheckout(none, user, o.paymentId, { outcome: 'pay' })).rejects.toMatchObject({
      statusCode: 404,
    });
    // A body signed with an empty secret (what a production server would hold) is not an event.
    const unsigned = localEvent('', {
      type: 'payment.captured',
      orderId: o.providerOrderId,
      paymentId: 'pay_local_NOSECRET000001',
      amountPaise: o.amountPaise,
    });
    await expect(processWebhook(none, unsigned.rawBody, unsigned.headers)).rejects.toMatchObject({ statusCode: 503 });
    await expect(
      processWebhook(
        paymentsContextOf({ db: t.database.db, queue: t.app.queue }, t.config),
        unsigned.rawBody,
        unsigned.headers,
      ),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect((await paymentRow(t, o.paymentId)).status).toBe('created');
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(0);
  });
});
