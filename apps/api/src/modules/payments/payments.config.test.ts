import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_FEE_RUPEES, REFUND_POLICY_MAX } from '@elevate/contracts/payments/payments.constants';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { build } from '../../../test/helper.ts';
import { drills } from '../../db/schema/drills.ts';
import { paymentConfigurations } from '../../db/schema/payments.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { call, caller, insertCompany } from '../console/console.test-fixtures.ts';
import { insertDrill } from '../drills/submissions.test-fixtures.ts';
import { feeOf } from './payment-config.service.ts';
import { insertPaidDrill, insertPayment } from './payments.test-fixtures.ts';

const t = build({ ...AUTH_TEST_ENV, QUEUE_WORKER: 'false' });

describe('feeOf: what a hackathon charges', () => {
  it('is free with the default GST rate when the host set no fee', async () => {
    const d = await insertDrill(t);
    expect(await feeOf(t.database.db, d.drillId)).toEqual({
      amount: 0,
      gstRatePercent: 18,
      chargeBasis: 'participant',
      refundPolicy: '',
    });
  });

  it('is the host’s configuration when there is one', async () => {
    const d = await insertDrill(t);
    await t.database.db
      .insert(paymentConfigurations)
      .values({ drillId: d.drillId, amount: 1499, gstRatePercent: 12, chargeBasis: 'team', refundPolicy: 'None.' });
    expect(await feeOf(t.database.db, d.drillId)).toEqual({
      amount: 1499,
      gstRatePercent: 12,
      chargeBasis: 'team',
      refundPolicy: 'None.',
    });
  });
});

describe('GET and PUT drill/{id}/paymentconfigurations', () => {
  const url = (drillId: number) => `/api/drill/${drillId}/paymentconfigurations`;
  const input = {
    amount: 999,
    gstRatePercent: 18,
    chargeBasis: 'participant',
    refundPolicy: 'Full refund before the start.',
  };

  it('shows anyone the fee of a published hackathon, free with defaults when the host never set one', async () => {
    const d = await insertDrill(t);
    const visitor = await call(t, null, 'GET', url(d.drillId));
    expect(visitor.status).toBe(200);
    expect(visitor.body.result).toEqual({
      drillId: d.drillId,
      amount: 0,
      gstRatePercent: 18,
      chargeBasis: 'participant',
      refundPolicy: '',
      hasPayments: false,
      updatedAt: null,
    });
    const paid = await insertPaidDrill(t, 1499);
    const student = await caller(t, 'user');
    const seen = await call(t, student, 'GET', url(paid.drillId));
    expect(seen.body.result).toMatchObject({ amount: 1499, hasPayments: false });
  });

  it('hides a draft’s fee from everyone but its hosts (404, as if it did not exist)', async () => {
    const d = await insertDrill(t);
    await t.database.db.update(drills).set({ isPublished: false }).where(eq(drills.id, d.drillId));
    const otherHost = await caller(t, 'employer', (await insertCompany(t)).id);
    expect((await call(t, null, 'GET', url(d.drillId))).status).toBe(404);
    expect((await call(t, await caller(t, 'user'), 'GET', url(d.drillId))).status).toBe(404);
    expect((await call(t, otherHost, 'GET', url(d.drillId))).status).toBe(404);
    expect((await call(t, d.host, 'GET', url(d.drillId))).status).toBe(200);
    expect((await call(t, await caller(t, 'admin'), 'GET', url(d.drillId))).status).toBe(200);
    expect((await call(t, null, 'GET', url(987_654))).status).toBe(404);
  });

  it('lets the host set the fee and mirrors it onto the hackathon’s cards', async () => {
    const d = await insertDrill(t);
    const saved = await call(t, d.host, 'PUT', url(d.drillId), input);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(PaymentMessages.configurationSaved);
    expect(saved.body.result).toMatchObject({ drillId: d.drillId, ...input, hasPayments: false });
    expect(saved.body.result.updatedAt).not.toBeNull();
    const [row] = await t.database.db.select().from(drills).where(eq(drills.id, d.drillId));
    expect(row!.registrationFee).toBe(999);
    expect(await feeOf(t.database.db, d.drillId)).toMatchObject({ amount: 999 });

    const admin = await caller(t, 'admin');
    const free = await call(t, admin, 'PUT', url(d.drillId), { ...input, amount: 0, chargeBasis: 'team' });
    expect(free.status).toBe(200);
    const [after] = await t.database.db.select().from(drills).where(eq(drills.id, d.drillId));
    expect(after!.registrationFee).toBe(0);
    expect(await feeOf(t.database.db, d.drillId)).toMatchObject({ amount: 0, chargeBasis: 'team' });
  });

  it('refuses another company’s employer, a student and a visitor, and changes nothing', async () => {
    const d = await insertPaidDrill(t, 499);
    const otherHost = await caller(t, 'employer', (await insertCompany(t)).id);
    expect((await call(t, otherHost, 'PUT', url(d.drillId), input)).status).toBe(403);
    expect((await call(t, await caller(t, 'user'), 'PUT', url(d.drillId), input)).status).toBe(403);
    expect((await call(t, null, 'PUT', url(d.drillId), input)).status).toBe(401);
    expect((await call(t, d.host, 'PUT', url(987_654), input)).status).toBe(404);
    expect(await feeOf(t.database.db, d.drillId)).toMatchObject({ amount: 499 });
  });

  it('answers bad input with the field’s message', async () => {
    const d = await insertDrill(t);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...input, amount: 10.5 }, 'amount', PaymentMessages.amountWhole],
      [{ ...input, amount: -1 }, 'amount', PaymentMessages.amountRequired],
      [{ ...input, amount: MAX_FEE_RUPEES + 1 }, 'amount', PaymentMessages.amountMax(MAX_FEE_RUPEES)],
      [{ ...input, gstRatePercent: 7 }, 'gstRatePercent', PaymentMessages.gstRateInvalid],
      [
        { ...input, refundPolicy: 'x'.repeat(REFUND_POLICY_MAX + 1) },
        'refundPolicy',
        PaymentMessages.refundPolicyMax(REFUND_POLICY_MAX),
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(t, d.host, 'PUT', url(d.drillId), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
    expect(
      (await call(t, d.host, 'PUT', url(d.drillId), { ...input, chargeBasis: 'seat' })).body.error.fields,
    ).toHaveProperty('chargeBasis');
  });

  it('locks the amount, basis and GST rate once someone has paid; the refund policy stays editable', async () => {
    const d = await insertPaidDrill(t, 499);
    const payer = await caller(t, 'user');
    await insertPayment(t, { drillId: d.drillId, uid: payer.uid, status: 'paid' });
    const current = { amount: 499, gstRatePercent: 18, chargeBasis: 'participant', refundPolicy: 'No refunds.' };

    const read = await call(t, null, 'GET', url(d.drillId));
    expect(read.body.result.hasPayments).toBe(true);
    for (const [change, field] of [
      [{ amount: 599 }, 'amount'],
      [{ chargeBasis: 'team' }, 'chargeBasis'],
      [{ gstRatePercent: 12 }, 'gstRatePercent'],
    ] as const) {
      const res = await call(t, d.host, 'PUT', url(d.drillId), { ...current, ...change });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(PaymentMessages.feeLockedAfterPayments);
      expect(res.body.error.fields).toEqual({ [field]: PaymentMessages.feeLockedAfterPayments });
    }
    const policy = await call(t, d.host, 'PUT', url(d.drillId), current);
    expect(policy.status).toBe(200);
    expect(policy.body.result).toMatchObject({ ...current, hasPayments: true });
  });
});
