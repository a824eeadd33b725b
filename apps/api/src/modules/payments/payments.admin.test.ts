import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PaymentAdminMessages, PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV, createUser } from '../auth/auth.testing.ts';
import { call, caller, insertCompany } from '../console/console.test-fixtures.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { insertPaidDrill, insertPayment } from './payments.test-fixtures.ts';

// No worker in this process: the refund jobs stay queued for the tests to see.
const t = build({ ...AUTH_TEST_ENV, QUEUE_WORKER: 'false' });

const billing = (name: string, email: string) => ({ name, email, contact: '9876501234', state: 'Maharashtra' });

const refundJobsOf = async (paymentId: string): Promise<Array<{ paymentId: string; reason: string }>> => {
  const rows = await t.database.db.execute<{ data: { paymentId: string; reason: string } }>(
    sql`select data from pgboss.job where name = ${QUEUE_NAMES.paymentRefunds} and data->>'paymentId' = ${paymentId}`,
  );
  return rows.rows.map((r) => r.data);
};

describe('GET wuepayments/payments', () => {
  it('shows a host the orders of their company’s hackathons, newest first, with totals over the match', async () => {
    const d = await insertPaidDrill(t);
    const other = await insertPaidDrill(t);
    const [a, b, c] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    const paid = await insertPayment(t, { drillId: d.drillId, uid: a.uid, createdAt: new Date(Date.now() - 3000) });
    await insertPayment(t, {
      drillId: d.drillId,
      uid: b.uid,
      status: 'refunded',
      amountPaise: 39_920,
      discountPaise: 9_980,
      createdAt: new Date(Date.now() - 2000),
    });
    await insertPayment(t, {
      drillId: d.drillId,
      uid: c.uid,
      status: 'failed',
      createdAt: new Date(Date.now() - 1000),
    });
    await insertPayment(t, { drillId: other.drillId, uid: a.uid });

    const res = await call(t, d.host, 'GET', `/api/wuepayments/payments?partnerId=${d.partnerId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.totalRecordCount).toBe(3);
    expect(res.body.result.totals).toEqual({ paidPaise: 49_900, refundedPaise: 39_920, count: 3 });
    expect(res.body.result.data.map((p: { status: string }) => p.status)).toEqual(['failed', 'refunded', 'paid']);
    expect(res.body.result.data[2]).toMatchObject({
      paymentId: paid.id,
      entityId: d.drillId,
      entityName: d.name,
      entityCustUrl: d.custUrl,
      amountPaise: 49_900,
      payerName: 'Kavya Menon',
      payerEmail: 'kavya@example.in',
      provider: 'local',
    });

    const byDrill = await call(t, d.host, 'GET', `/api/wuepayments/payments?drillId=${d.drillId}&status=paid`);
    expect(byDrill.body.result.data.map((p: { paymentId: string }) => p.paymentId)).toEqual([paid.id]);
    const admin = await caller(t, 'admin');
    const all = await call(t, admin, 'GET', `/api/wuepayments/payments?limit=100`);
    expect(all.status).toBe(200);
    expect(all.body.result.totalRecordCount).toBeGreaterThanOrEqual(4);
  });

  it('finds orders by payer name or email, receipt number and provider ids', async () => {
    const d = await insertPaidDrill(t);
    const u = await createUser(t);
    const mine = await insertPayment(t, {
      drillId: d.drillId,
      uid: u.uid,
      billing: billing('Ishaan Bhattacharya', 'ishaan.b@example.in'),
      receiptNumber: `ELV/2026-27/9${String(Date.now()).slice(-5)}`,
      providerOrderId: `order_find_${process.pid}_${Date.now()}`,
    });
    await insertPayment(t, { drillId: d.drillId, uid: (await createUser(t)).uid });
    const [row] = (
      await t.database.db.execute<{ receipt_number: string; provider_order_id: string; provider_payment_id: string }>(
        sql`select receipt_number, provider_order_id, provider_payment_id from payments where id = ${mine.id}`,
      )
    ).rows;
    for (const q of ['bhattach', 'ISHAAN.B@', row!.receipt_number, row!.provider_order_id, row!.provider_payment_id]) {
      const res = await call(
        t,
        d.host,
        'GET',
        `/api/wuepayments/payments?drillId=${d.drillId}&q=${encodeURIComponent(q)}`,
      );
      expect(
        res.body.result.data.map((p: { paymentId: string }) => p.paymentId),
        q,
      ).toEqual([mine.id]);
    }
    // LIKE wildcards typed by a person are letters to match.
    const wild = await call(t, d.host, 'GET', `/api/wuepayments/payments?drillId=${d.drillId}&q=%25`);
    expect(wild.body.result.data).toEqual([]);
  });

  it('reads from and to as calendar days in India', async () => {
    const d = await insertPaidDrill(t);
    const u = await createUser(t);
    // 00:30 on 24 November in India is still 23 November in UTC.
    const early = await insertPayment(t, {
      drillId: d.drillId,
      uid: u.uid,
      createdAt: new Date('2026-11-23T19:00:00Z'),
    });
    // 23:30 on 23 November in India.
    const before = await insertPayment(t, {
      drillId: d.drillId,
      uid: (await createUser(t)).uid,
      createdAt: new Date('2026-11-23T18:00:00Z'),
    });
    const day = await call(
      t,
      d.host,
      'GET',
      `/api/wuepayments/payments?drillId=${d.drillId}&from=2026-11-24&to=2026-11-24`,
    );
    expect(day.body.result.data.map((p: { paymentId: string }) => p.paymentId)).toEqual([early.id]);
    const untilThe23rd = await call(t, d.host, 'GET', `/api/wuepayments/payments?drillId=${d.drillId}&to=2026-11-23`);
    expect(untilThe23rd.body.result.data.map((p: { paymentId: string }) => p.paymentId)).toEqual([before.id]);
    const bad = await call(t, d.host, 'GET', `/api/wuepayments/payments?drillId=${d.drillId}&from=24-11-2026`);
    expect(bad.status).toBe(400);
  });

  it('refuses an employer who names none of their companies, another company’s employer, a student and a visitor', async () => {
    const d = await insertPaidDrill(t);
    const otherHost = await caller(t, 'employer', (await insertCompany(t)).id);
    const student = await caller(t, 'user');
    const unscoped = await call(t, d.host, 'GET', '/api/wuepayments/payments');
    expect(unscoped.status).toBe(403);
    expect(unscoped.body.error.message).toBe(PaymentAdminMessages.paymentsListScope);
    expect((await call(t, otherHost, 'GET', `/api/wuepayments/payments?partnerId=${d.partnerId}`)).status).toBe(403);
    expect((await call(t, otherHost, 'GET', `/api/wuepayments/payments?drillId=${d.drillId}`)).status).toBe(403);
    expect((await call(t, student, 'GET', `/api/wuepayments/payments?drillId=${d.drillId}`)).status).toBe(403);
    expect((await call(t, null, 'GET', `/api/wuepayments/payments?drillId=${d.drillId}`)).status).toBe(401);
    expect((await call(t, otherHost, 'GET', `/api/wuepayments/payments.csv?drillId=${d.drillId}`)).status).toBe(403);
    expect((await call(t, student, 'GET', `/api/wuepayments/payments.csv`)).status).toBe(403);
    expect((await call(t, null, 'GET', `/api/wuepayments/payments.csv`)).status).toBe(401);
  });
});

describe('GET wuepayments/payments.csv', () => {
  it('exports the matching orders in rupees with GST, and keeps a formula-looking name as text', async () => {
    const d = await insertPaidDrill(t);
    await insertPayment(t, {
      drillId: d.drillId,
      uid: (await createUser(t)).uid,
      billing: billing("=cmd|' /C calc'!A0", 'evil@example.in'),
      receiptNumber: `ELV/2026-27/8${String(Date.now()).slice(-5)}`,
      listPricePaise: 49_900,
      discountPaise: 9_980,
      amountPaise: 39_920,
      promoCode: 'DIWALI20',
      createdAt: new Date('2026-11-23T19:00:00Z'),
    });
    await insertPayment(t, { drillId: d.drillId, uid: (await createUser(t)).uid, status: 'failed' });

    const res = await t.inject({
      method: 'GET',
      url: `/api/wuepayments/payments.csv?drillId=${d.drillId}&status=paid`,
      headers: d.host.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="elevate-payments-\d{2}-\d{2}-\d{4}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date (IST),Receipt,Hackathon,Payer,Email,Status,List price (₹),Discount (₹),Promo code,Amount (₹),GST (₹),Provider order,Provider payment,Refund',
    );
    expect(lines).toHaveLength(2);
    const cells = lines[1]!;
    expect(cells.startsWith('24-11-2026,ELV/2026-27/8')).toBe(true);
    // The payer's name is quoted (it holds a separator) and starts with an apostrophe, so no spreadsheet runs it.
    expect(cells).toContain(`"'=cmd|' /C calc'!A0"`);
    // ₹399.20 paid, GST 18 % inside it: taxable 338.31, tax 60.89.
    expect(cells).toContain(',paid,499.00,99.80,DIWALI20,399.20,60.89,');
  });
});

describe('POST wuepayments/payments/{id}/refund', () => {
  it('queues the refund of a paid order for its host, once, and answers the order with the reason', async () => {
    const d = await insertPaidDrill(t);
    const p = await insertPayment(t, { drillId: d.drillId, uid: (await createUser(t)).uid });
    const res = await call(t, d.host, 'POST', `/api/wuepayments/payments/${p.id}/refund`, { reason: 'Asked for it' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(PaymentMessages.refundStarted);
    expect(res.body.result).toMatchObject({ paymentId: p.id, status: 'paid', refundReason: 'Asked for it' });
    expect(await refundJobsOf(p.id)).toEqual([{ paymentId: p.id, reason: 'Asked for it' }]);
    // A second click queues nothing more.
    const again = await call(t, await caller(t, 'admin'), 'POST', `/api/wuepayments/payments/${p.id}/refund`, {
      reason: 'Twice',
    });
    expect(again.status).toBe(200);
    expect(again.body.result.refundReason).toBe('Asked for it');
    expect(await refundJobsOf(p.id)).toHaveLength(1);
  });

  it('refuses an order that is not paid (409), a missing reason (400) and an unknown order (404)', async () => {
    const d = await insertPaidDrill(t);
    for (const status of ['failed', 'refunded', 'created'] as const) {
      const p = await insertPayment(t, { drillId: d.drillId, uid: (await createUser(t)).uid, status });
      const res = await call(t, d.host, 'POST', `/api/wuepayments/payments/${p.id}/refund`, { reason: 'No' });
      expect(res.status, status).toBe(409);
      expect(res.body.error.message).toBe(PaymentMessages.notRefundable);
      expect(await refundJobsOf(p.id)).toEqual([]);
    }
    const p = await insertPayment(t, { drillId: d.drillId, uid: (await createUser(t)).uid });
    const blank = await call(t, d.host, 'POST', `/api/wuepayments/payments/${p.id}/refund`, { reason: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toHaveProperty('reason');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call(t, d.host, 'POST', `/api/wuepayments/payments/${unknown}/refund`, { reason: 'x' })).status).toBe(
      404,
    );
    expect((await call(t, d.host, 'POST', `/api/wuepayments/payments/not-a-uuid/refund`, { reason: 'x' })).status).toBe(
      400,
    );
  });

  it('refuses another company’s employer, the payer and a visitor, and queues nothing', async () => {
    const d = await insertPaidDrill(t);
    const payer = await caller(t, 'user');
    const p = await insertPayment(t, { drillId: d.drillId, uid: payer.uid });
    const otherHost = await caller(t, 'employer', (await insertCompany(t)).id);
    const url = `/api/wuepayments/payments/${p.id}/refund`;
    expect((await call(t, otherHost, 'POST', url, { reason: 'x' })).status).toBe(403);
    expect((await call(t, payer, 'POST', url, { reason: 'x' })).status).toBe(403);
    expect((await call(t, null, 'POST', url, { reason: 'x' })).status).toBe(401);
    expect(await refundJobsOf(p.id)).toEqual([]);
  });
});
