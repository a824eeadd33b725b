/**
 * Paid hackathons, payers, promo codes and orders for the payments suites: made through the API itself (orders,
 * payLocally) or straight into the tables (insertPaidDrill, insertPayment). Not a test file.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LocalCheckoutResult, Order, Quote } from '@elevate/contracts/payments/payments.schema';
import type { TestContext } from '../../../test/helper.ts';
import { drillParticipants, drills } from '../../db/schema/drills.ts';
import { paymentConfigurations, payments, promoCodes } from '../../db/schema/payments.ts';
import { authHeaders, createUser, signIn } from '../auth/auth.testing.ts';
import { insertCompany, type Caller } from '../console/console.test-fixtures.ts';
import { DAY, drillValues, type NewDrill } from '../drills/drills.test-fixtures.ts';
import { insertDrill, type DrillFixture } from '../drills/submissions.test-fixtures.ts';

export { DAY, HOUR } from '../drills/drills.test-fixtures.ts';

export const BASE = '/api/wuepayments';

export interface PaidDrill {
  drillId: number;
  partnerId: number;
  name: string;
  /** An employer of the hackathon's company (a host). */
  host: Caller;
}

let sequence = 0;

/**
 * A published hackathon of its own company, registration open, charging `amount` rupees (GST included), per
 * participant unless `chargeBasis` says team; teams of one to four. `over` changes the hackathon's row.
 */
export const paidDrill = async (
  t: TestContext,
  opts: { amount?: number; chargeBasis?: 'participant' | 'team'; over?: Partial<NewDrill> } = {},
): Promise<PaidDrill> => {
  const db = t.database.db;
  const amount = opts.amount ?? 499;
  const company = await insertCompany(t, `Narmada Labs ${++sequence}`);
  const values = drillValues({
    name: `Narmada Paid Build ${sequence}`,
    partnerId: company.id,
    partnerName: 'Narmada Labs',
    teamMin: 1,
    teamMax: 4,
    registrationFee: amount,
    ...opts.over,
  });
  const [drill] = await db.insert(drills).values(values).returning({ id: drills.id });
  await db.insert(paymentConfigurations).values({
    drillId: drill!.id,
    amount,
    chargeBasis: opts.chargeBasis ?? 'participant',
    refundPolicy: 'Full refund if the hosts cancel.',
  });
  const host = await payer(t, 'employer');
  await db.execute(sql`insert into partner_members (partner_id, user_id) values (${company.id}, ${host.uid})`);
  return { drillId: drill!.id, partnerId: company.id, name: values.name, host };
};

/** A signed-in account (a student by default). */
export const payer = async (t: TestContext, role: 'user' | 'employer' | 'admin' = 'user'): Promise<Caller> => {
  const user = await createUser(t, { role, fullName: `Payer${++sequence}` });
  return { uid: user.uid, email: user.email, headers: authHeaders(await signIn(t, user)) };
};

/** Signed-in students, made one after another (sign-in is CPU-bound; the database is one connection anyway). */
export const payers = async (t: TestContext, n: number): Promise<Caller[]> => {
  const out: Caller[] = [];
  for (let i = 0; i < n; i++) out.push(await payer(t));
  return out;
};

/** A promo code of the company (every hackathon of it unless drillId), 20 % off by default. */
export const promo = async (
  t: TestContext,
  partnerId: number,
  over: Partial<NewPromoCode> = {},
): Promise<{ id: number; code: string }> => {
  const now = Date.now();
  const [row] = await t.database.db
    .insert(promoCodes)
    .values({
      partnerId,
      code: `ORDER${++sequence}-${process.pid % 1000}`,
      kind: 'percent',
      value: 20,
      validFrom: new Date(now - DAY),
      validUntil: new Date(now + 10 * DAY),
      maxUses: null,
      maxUsesPerUser: 1,
      ...over,
    })
    .returning({ id: promoCodes.id, code: promoCodes.code });
  return row!;
};

/* ------------------------------------------------------------------ straight into the tables */

export type NewPayment = typeof payments.$inferInsert;
export type NewPromoCode = typeof promoCodes.$inferInsert;

/** A published hackathon of its own company (host included) charging `amount` rupees per participant. */
export const insertPaidDrill = async (t: TestContext, amount = 499): Promise<DrillFixture> => {
  const d = await insertDrill(t, { name: `Paid Build ${randomUUID().slice(0, 6)}` });
  await t.database.db
    .insert(paymentConfigurations)
    .values({ drillId: d.drillId, amount, refundPolicy: 'Full refund before the start.' });
  await t.database.db.update(drills).set({ registrationFee: amount }).where(eq(drills.id, d.drillId));
  return d;
};

/** An order straight into the table: paid by default, ₹499, open for 30 minutes. */
export const insertPayment = async (
  t: TestContext,
  p: { drillId: number; uid: number | null } & Partial<NewPayment>,
): Promise<{ id: string }> => {
  const id = randomUUID();
  const now = new Date();
  const status = p.status ?? 'paid';
  const [row] = await t.database.db
    .insert(payments)
    .values({
      id,
      entityType: 'drill',
      entityId: p.drillId,
      provider: 'local',
      providerOrderId: `order_${id.slice(0, 12)}`,
      providerPaymentId: status === 'paid' || status === 'refunded' ? `pay_${id.slice(0, 12)}` : null,
      listPricePaise: 49_900,
      discountPaise: 0,
      amountPaise: 49_900,
      gstRatePercent: 18,
      registration: { answers: {}, lookingForTeam: false, pitch: '' },
      billing: { name: 'Kavya Menon', email: 'kavya@example.in', contact: '9876501234', state: null },
      expiresAt: new Date(now.getTime() + 30 * 60_000),
      paidAt: status === 'paid' ? now : null,
      ...p,
      uid: p.uid,
      status,
    })
    .returning({ id: payments.id });
  return row!;
};

/* ------------------------------------------------------------------ through the API */

export const send = (t: TestContext, who: Caller | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });

/** The server's price for `who` (fails the test unless 200). */
export const quote = async (
  t: TestContext,
  who: Caller,
  drillId: number,
  q: { promoCode?: string; inviteCode?: string } = {},
): Promise<Quote> => {
  const params = new URLSearchParams({ entityType: 'drill', ...q });
  const res = await send(t, who, 'GET', `${BASE}/entities/${drillId}/quote?${params}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Quote;
};

/** POST customers/{cid}/entities/{eid} as `who` (the answer is left to the test). */
export const postOrder = (
  t: TestContext,
  who: Caller,
  drillId: number,
  body: { expectedAmountPaise: number; promoCode?: string; inviteCode?: string; cid?: number },
) =>
  send(t, who, 'POST', `${BASE}/customers/${body.cid ?? who.uid}/entities/${drillId}`, {
    entityType: 'drill',
    expectedAmountPaise: body.expectedAmountPaise,
    ...(body.promoCode ? { promoCode: body.promoCode } : {}),
    registration: { answers: {}, ...(body.inviteCode ? { inviteCode: body.inviteCode } : {}) },
  });

/** An order at the server's price (fails the test unless 200). */
export const order = async (
  t: TestContext,
  who: Caller,
  drillId: number,
  opts: { promoCode?: string; inviteCode?: string } = {},
): Promise<Order> => {
  const q = await quote(t, who, drillId, opts);
  const res = await postOrder(t, who, drillId, { expectedAmountPaise: q.amountPaise, ...opts });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Order;
};

/** Pays an order on the local checkout and posts the handler fields to verify, as the page does. */
export const payLocally = async (t: TestContext, who: Caller, paymentId: string) => {
  const res = await send(t, who, 'POST', `${BASE}/local/checkout/${paymentId}`, { outcome: 'pay' });
  expect(res.statusCode, res.body).toBe(200);
  const handler = res.json().result as LocalCheckoutResult;
  const verified = await send(t, who, 'POST', `${BASE}/payments/${paymentId}/verify`, handler);
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().result;
};

/** A registered participant of a paid hackathon who paid through the local checkout. */
export const paidParticipant = async (t: TestContext, drillId: number, who?: Caller) => {
  const p = who ?? (await payer(t));
  const o = await order(t, p, drillId);
  const view = await payLocally(t, p, o.paymentId);
  return { ...p, paymentId: o.paymentId, participantId: view.participantId as number };
};

/* ------------------------------------------------------------------ reading the database */

export const paymentRow = async (t: TestContext, id: string) => {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, id));
  return row!;
};

export const paymentsOf = (t: TestContext, uid: number, drillId: number) =>
  t.database.db
    .select()
    .from(payments)
    .where(and(eq(payments.uid, uid), eq(payments.entityId, drillId)));

export const registrationsOf = (t: TestContext, uid: number, drillId: number) =>
  t.database.db
    .select()
    .from(drillParticipants)
    .where(and(eq(drillParticipants.uid, uid), eq(drillParticipants.drillId, drillId)));

export const applicantCountOf = async (t: TestContext, drillId: number): Promise<number> => {
  const [row] = await t.database.db.select({ n: drills.applicantCount }).from(drills).where(eq(drills.id, drillId));
  return row!.n;
};

/** Jobs of a queue about one payment (pg-boss's table): receipts and refunds are enqueued once per order. */
export const jobsFor = async (t: TestContext, queue: string, paymentId: string) => {
  const res = await t.database.db.execute<{ data: { paymentId: string; reason?: string } }>(
    sql`select data from pgboss.job where name = ${queue} and data->>'paymentId' = ${paymentId}`,
  );
  return res.rows.map((r) => r.data);
};
