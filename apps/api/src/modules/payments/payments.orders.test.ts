import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ParticipationMessages, TeamMessages } from '@elevate/contracts/drills/team.messages';
import { localCheckoutPath } from '@elevate/contracts/payments/payments.constants';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { build } from '../../../test/helper.ts';
import { drills } from '../../db/schema/drills.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { paymentsContextOf } from './payment-context.ts';
import { createOrder } from './payments.service.ts';
import {
  applicantCountOf,
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
  quote,
  registrationsOf,
  send,
} from './payments.test-fixtures.ts';

const t = build({ ...AUTH_TEST_ENV, QUEUE_WORKER: 'false' });

describe('the price (GET wuepayments/entities/{eid}/quote)', () => {
  it("is the server's fee in paise, and a promo code's discount when one is sent", async () => {
    const d = await paidDrill(t, { amount: 499 });
    const p = await payer(t);
    expect(await quote(t, p, d.drillId)).toMatchObject({
      listPricePaise: 49_900,
      discountPaise: 0,
      amountPaise: 49_900,
      chargeBasis: 'participant',
      promo: null,
      coveredByTeam: false,
    });
    const code = await promo(t, d.partnerId, { kind: 'percent', value: 20 });
    expect(await quote(t, p, d.drillId, { promoCode: code.code.toLowerCase() })).toMatchObject({
      listPricePaise: 49_900,
      discountPaise: 9980,
      amountPaise: 39_920,
      promo: { code: code.code },
    });
  });

  it('refuses an unknown or expired promo code with its words on the promoCode field', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const unknown = await send(t, p, 'GET', `${BASE}/entities/${d.drillId}/quote?promoCode=NOPE-123`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ promoCode: PaymentMessages.promoInvalid });
    const ended = await promo(t, d.partnerId, {
      validFrom: new Date(Date.now() - 5 * DAY),
      validUntil: new Date(Date.now() - DAY),
    });
    const expired = await send(t, p, 'GET', `${BASE}/entities/${d.drillId}/quote?promoCode=${ended.code}`);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fields).toEqual({ promoCode: PaymentMessages.promoExpired });
  });

  it('needs a signed-in caller', async () => {
    const d = await paidDrill(t);
    expect((await send(t, null, 'GET', `${BASE}/entities/${d.drillId}/quote`)).statusCode).toBe(401);
  });
});

describe('making an order (POST wuepayments/customers/{cid}/entities/{eid})', () => {
  it("makes a local provider order for the server's amount, with the payer's billing and the checkout page", async () => {
    const d = await paidDrill(t, { amount: 299 });
    const p = await payer(t);
    const before = Date.now();
    const o = await order(t, p, d.drillId);
    expect(o).toMatchObject({
      status: 'created',
      provider: 'local',
      amountPaise: 29_900,
      currency: 'INR',
      keyId: null,
      checkoutUrl: localCheckoutPath(o.paymentId),
      participantId: null,
      prefill: { email: p.email, contact: '9876501234' },
    });
    expect(o.providerOrderId).toMatch(/^order_local_/);
    const ttl = Date.parse(o.expiresAt) - before;
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThan(31 * 60_000);
    const row = await paymentRow(t, o.paymentId);
    expect(row).toMatchObject({ uid: p.uid, entityId: d.drillId, listPricePaise: 29_900, gstRatePercent: 18 });
    expect(row.billing).toMatchObject({ email: p.email, contact: '9876501234', state: null });
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(0);
  });

  it('gives a second click (or a second tab) the same open order', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const first = await order(t, p, d.drillId);
    const second = await order(t, p, d.drillId);
    expect(second.paymentId).toBe(first.paymentId);
    expect(await paymentsOf(t, p.uid, d.drillId)).toHaveLength(1);
  });

  it("closes the open order as 'replaced' when the price changes (a promo code applied)", async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const code = await promo(t, d.partnerId);
    const first = await order(t, p, d.drillId);
    const second = await order(t, p, d.drillId, { promoCode: code.code });
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(second.amountPaise).toBe(39_920);
    expect(await paymentRow(t, first.paymentId)).toMatchObject({ status: 'failed', failureReason: 'replaced' });
    expect(await paymentRow(t, second.paymentId)).toMatchObject({ status: 'created', promoCode: code.code });
  });

  it('makes a new order once the open one has expired', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const first = await order(t, p, d.drillId);
    await t.database.db.execute(
      `update payments set expires_at = now() - interval '1 minute' where id = '${first.paymentId}'`,
    );
    const second = await order(t, p, d.drillId);
    expect(second.paymentId).not.toBe(first.paymentId);
    expect(await paymentRow(t, first.paymentId)).toMatchObject({ status: 'failed', failureReason: 'expired' });
  });

  it('refuses a tampered amount and writes nothing', async () => {
    const d = await paidDrill(t, { amount: 499 });
    const p = await payer(t);
    const res = await postOrder(t, p, d.drillId, { expectedAmountPaise: 100 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(PaymentMessages.amountTampered);
    expect(await paymentsOf(t, p.uid, d.drillId)).toHaveLength(0);
    expect(await registrationsOf(t, p.uid, d.drillId)).toHaveLength(0);
  });

  it("refuses an order in another customer's name", async () => {
    const d = await paidDrill(t);
    const [p, other] = [await payer(t), await payer(t)];
    const res = await postOrder(t, p, d.drillId, { expectedAmountPaise: 49_900, cid: other.uid });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(PaymentMessages.orderOfAnother);
    expect(await paymentsOf(t, other.uid, d.drillId)).toHaveLength(0);
  });

  it('refuses a free hackathon: there is nothing to pay', async () => {
    const d = await paidDrill(t, { amount: 0 });
    const res = await postOrder(t, await payer(t), d.drillId, { expectedAmountPaise: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(PaymentMessages.notPaid);
  });

  it('checks registration as a free hackathon does: cancelled, closed, already registered', async () => {
    const cancelled = await paidDrill(t, { over: { cancelledAt: new Date() } });
    const p = await payer(t);
    const c = await postOrder(t, p, cancelled.drillId, { expectedAmountPaise: 49_900 });
    expect(c.statusCode).toBe(403);
    expect(c.json().error.message).toBe(PaymentMessages.hackathonCancelled);

    const closed = await paidDrill(t, { over: { registrationEndDt: new Date(Date.now() - DAY) } });
    const r = await postOrder(t, p, closed.drillId, { expectedAmountPaise: 49_900 });
    expect(r.statusCode).toBe(403);
    expect(r.json().error.message).toBe(ParticipationMessages.registrationClosed);

    const open = await paidDrill(t);
    const paid = await paidParticipant(t, open.drillId);
    const again = await postOrder(t, paid, open.drillId, { expectedAmountPaise: 49_900 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(ParticipationMessages.alreadyRegistered);
  });

  it('answers 503 and writes nothing when payments are not set up on the server', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const ctx = { ...paymentsContextOf({ db: t.database.db, queue: t.app.queue }, t.config), provider: null };
    const user = { uid: p.uid, role: 'user', utype: 'Student' } as Parameters<typeof createOrder>[1];
    await expect(
      createOrder(ctx, user, p.uid, d.drillId, {
        entityType: 'drill',
        expectedAmountPaise: 49_900,
        registration: { answers: {} },
      }),
    ).rejects.toMatchObject({ statusCode: 503, message: PaymentMessages.paymentsUnavailable });
    expect(await paymentsOf(t, p.uid, d.drillId)).toHaveLength(0);
  });

  it('registers at once with nothing to pay after a 100 % promo code (provider none, paid)', async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const code = await promo(t, d.partnerId, { kind: 'percent', value: 100 });
    const before = await applicantCountOf(t, d.drillId);
    const res = await postOrder(t, p, d.drillId, { expectedAmountPaise: 0, promoCode: code.code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(PaymentMessages.registeredAtNoCharge(d.name));
    const o = res.json().result;
    expect(o).toMatchObject({ provider: 'none', status: 'paid', amountPaise: 0, checkoutUrl: null });
    const [registration] = await registrationsOf(t, p.uid, d.drillId);
    expect(o.participantId).toBe(registration!.id);
    expect(await applicantCountOf(t, d.drillId)).toBe(before + 1);
    expect(await paymentRow(t, o.paymentId)).toMatchObject({ discountPaise: 49_900, promoCode: code.code });
  });
});

describe('a team-basis fee', () => {
  it("registers a teammate with the paid lead's invite code at no charge, in the lead's team", async () => {
    const d = await paidDrill(t, { chargeBasis: 'team' });
    const lead = await paidParticipant(t, d.drillId);
    const team = await send(t, lead, 'POST', `/api/drills/${d.drillId}/participate/${lead.participantId}/teams`, {
      teamName: 'Team Kadamba',
      rolesNeeded: [],
    });
    expect(team.statusCode, team.body).toBe(201);
    const { inviteCode, teamId } = team.json().result;

    const mate = await payer(t);
    const q = await quote(t, mate, d.drillId, { inviteCode });
    expect(q).toMatchObject({ coveredByTeam: true, amountPaise: 0 });
    const res = await postOrder(t, mate, d.drillId, { expectedAmountPaise: 0, inviteCode: inviteCode.toLowerCase() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: PaymentMessages.coveredByTeam,
      result: { provider: 'none', status: 'paid', amountPaise: 0 },
    });
    const read = await send(t, mate, 'GET', `/api/drills/${d.drillId}/participants`);
    expect(read.json().result).toMatchObject({ state: 'registered', team: { teamId } });
  });

  it('refuses a wrong invite code on a team-basis fee and writes nothing', async () => {
    const d = await paidDrill(t, { chargeBasis: 'team' });
    const mate = await payer(t);
    const wrong = await postOrder(t, mate, d.drillId, { expectedAmountPaise: 0, inviteCode: 'ZZZZZZZZ' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ inviteCode: TeamMessages.codeInvalid });
    expect(await paymentsOf(t, mate.uid, d.drillId)).toHaveLength(0);
  });
});

describe('reading orders', () => {
  it("shows the payer their order; the hackathon's hosts may read it; anyone else is refused", async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    const o = await order(t, p, d.drillId);
    const own = await send(t, p, 'GET', `${BASE}/payments/${o.paymentId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().result).toMatchObject({
      status: 'created',
      entityName: d.name,
      canRetry: true,
      amountPaise: 49_900,
    });
    expect((await send(t, d.host, 'GET', `${BASE}/payments/${o.paymentId}`)).statusCode).toBe(200);
    const otherHost = (await paidDrill(t)).host;
    expect((await send(t, otherHost, 'GET', `${BASE}/payments/${o.paymentId}`)).statusCode).toBe(403);
    const stranger = await send(t, await payer(t), 'GET', `${BASE}/payments/${o.paymentId}`);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().error.message).toBe(PaymentMessages.orderOfAnother);
    expect((await send(t, p, 'GET', `${BASE}/payments/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await send(t, p, 'GET', `${BASE}/payments/not-a-uuid`)).statusCode).toBe(400);
  });

  it("answers the caller's newest order of a hackathon, or 404 when there is none", async () => {
    const d = await paidDrill(t);
    const p = await payer(t);
    expect((await send(t, p, 'GET', `${BASE}/entities/${d.drillId}/payments/latest?entityType=drill`)).statusCode).toBe(
      404,
    );
    const code = await promo(t, d.partnerId);
    await order(t, p, d.drillId);
    const newest = await order(t, p, d.drillId, { promoCode: code.code });
    const res = await send(t, p, 'GET', `${BASE}/entities/${d.drillId}/payments/latest?entityType=drill`);
    expect(res.json().result.paymentId).toBe(newest.paymentId);
  });
});

describe('free registration (POST drills/{id}/participate)', () => {
  it('still answers 402 for a paid hackathon: the page pays through the order', async () => {
    const d = await paidDrill(t);
    const res = await send(t, await payer(t), 'POST', `/api/drills/${d.drillId}/participate`, { answers: {} });
    expect(res.statusCode).toBe(402);
  });

  it('refuses a cancelled hackathon', async () => {
    const d = await paidDrill(t, { amount: 0 });
    await t.database.db.update(drills).set({ cancelledAt: new Date() }).where(eq(drills.id, d.drillId));
    const res = await send(t, await payer(t), 'POST', `/api/drills/${d.drillId}/participate`, { answers: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(PaymentMessages.hackathonCancelled);
    const state = await send(t, await payer(t), 'GET', `/api/drills/${d.drillId}/participants`);
    expect(state.json().result).toMatchObject({
      state: 'registration-closed',
      reason: PaymentMessages.hackathonCancelled,
    });
  });
});
