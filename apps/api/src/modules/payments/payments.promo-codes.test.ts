import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { build } from '../../../test/helper.ts';
import { payments } from '../../db/schema/payments.ts';
import { AppError } from '../../lib/errors.ts';
import { AUTH_TEST_ENV, createUser } from '../auth/auth.testing.ts';
import { call, caller, insertCompany } from '../console/console.test-fixtures.ts';
import { DAY, insertDrills } from '../drills/drills.test-fixtures.ts';
import { insertPaidDrill, insertPayment, promo as insertPromo } from './payments.test-fixtures.ts';
import { resolvePromo } from './promo-codes.service.ts';

const t = build({ ...AUTH_TEST_ENV, QUEUE_WORKER: 'false' });

const MINUTE = 60_000;

/** The refusal resolvePromo gives, as the API would send it (400, field promoCode), or 'ok'. */
const outcome = async (p: Parameters<typeof resolvePromo>[1]): Promise<string> => {
  try {
    await resolvePromo(t.database.db, p);
    return 'ok';
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    expect(err.statusCode).toBe(400);
    expect(err.fields).toEqual({ promoCode: err.message });
    return err.message;
  }
};

describe('resolvePromo: which code applies to an order', () => {
  it('finds a host code in any case, for this hackathon or all of the host’s, with its terms', async () => {
    const d = await insertPaidDrill(t);
    const payer = await createUser(t);
    const all = await insertPromo(t, d.partnerId, {
      code: 'EARLYBIRD',
      kind: 'flat',
      value: 100,
      description: 'Early',
    });
    const own = await insertPromo(t, d.partnerId, { drillId: d.drillId, code: 'ONLYHERE' });
    const drill = { id: d.drillId, partnerId: d.partnerId };
    const now = new Date();
    await expect(
      resolvePromo(t.database.db, { drill, code: 'earlybird', uid: payer.uid, now, lock: false }),
    ).resolves.toEqual({
      id: all.id,
      code: 'EARLYBIRD',
      description: 'Early',
      kind: 'flat',
      value: 100,
    });
    const resolved = await t.database.db.transaction((tx) =>
      resolvePromo(tx, { drill, code: 'OnlyHere', uid: payer.uid, now, lock: true }),
    );
    expect(resolved).toMatchObject({ id: own.id, kind: 'percent', value: 20 });
  });

  it('refuses a code of another host, of another hackathon, or that does not exist, as not valid', async () => {
    const d = await insertPaidDrill(t);
    const other = await insertPaidDrill(t);
    const payer = await createUser(t);
    const theirs = await insertPromo(t, other.partnerId, { code: 'THEIRS' });
    await insertPromo(t, d.partnerId, { code: 'ELSEWHERE', drillId: (await insertPaidDrill(t)).drillId });
    const base = { drill: { id: d.drillId, partnerId: d.partnerId }, uid: payer.uid, now: new Date(), lock: false };
    expect(await outcome({ ...base, code: theirs.code })).toBe(PaymentMessages.promoInvalid);
    expect(await outcome({ ...base, code: 'NOSUCHCODE' })).toBe(PaymentMessages.promoInvalid);
    // A hackathon with no host company has no codes at all.
    expect(await outcome({ ...base, drill: { id: d.drillId, partnerId: null }, code: theirs.code })).toBe(
      PaymentMessages.promoInvalid,
    );
  });

  it('refuses a turned-off code, one not started yet and one past its end (the end itself included)', async () => {
    const d = await insertPaidDrill(t);
    const payer = await createUser(t);
    const now = new Date();
    const off = await insertPromo(t, d.partnerId, { isActive: false });
    const later = await insertPromo(t, d.partnerId, { validFrom: new Date(now.getTime() + MINUTE) });
    const ended = await insertPromo(t, d.partnerId, { validFrom: new Date(now.getTime() - DAY), validUntil: now });
    const base = { drill: { id: d.drillId, partnerId: d.partnerId }, uid: payer.uid, now, lock: false };
    expect(await outcome({ ...base, code: off.code })).toBe(PaymentMessages.promoInactive);
    expect(await outcome({ ...base, code: later.code })).toBe(PaymentMessages.promoNotStarted);
    expect(await outcome({ ...base, code: ended.code })).toBe(PaymentMessages.promoExpired);
    expect(await outcome({ ...base, code: ended.code, now: new Date(now.getTime() - 1) })).toBe('ok');
  });

  it('counts paid orders and unexpired unpaid ones against the limit, not failed, refunded or expired ones', async () => {
    const d = await insertPaidDrill(t);
    const promo = await insertPromo(t, d.partnerId, { maxUses: 2 });
    const [a, b, c, payer] = await Promise.all([createUser(t), createUser(t), createUser(t), createUser(t)]);
    const base = {
      drill: { id: d.drillId, partnerId: d.partnerId },
      code: promo.code,
      uid: payer.uid,
      now: new Date(),
      lock: false,
    };
    await insertPayment(t, { drillId: d.drillId, uid: a.uid, promoCodeId: promo.id, status: 'failed' });
    await insertPayment(t, { drillId: d.drillId, uid: b.uid, promoCodeId: promo.id, status: 'refunded' });
    await insertPayment(t, {
      drillId: d.drillId,
      uid: c.uid,
      promoCodeId: promo.id,
      status: 'created',
      expiresAt: new Date(Date.now() - MINUTE),
    });
    expect(await outcome(base)).toBe('ok');
    await insertPayment(t, { drillId: d.drillId, uid: a.uid, promoCodeId: promo.id, status: 'paid' });
    expect(await outcome(base)).toBe('ok');
    // An unpaid order that has not expired holds a use until it does.
    await insertPayment(t, {
      drillId: (await insertPaidDrill(t)).drillId,
      uid: c.uid,
      promoCodeId: promo.id,
      status: 'attempted',
    });
    expect(await outcome(base)).toBe(PaymentMessages.promoUsedUp);
  });

  it('leaves the payer’s own open order of this hackathon out of the count: it is being replaced', async () => {
    const d = await insertPaidDrill(t);
    const promo = await insertPromo(t, d.partnerId, { maxUses: 1, maxUsesPerUser: 1 });
    const payer = await createUser(t);
    await insertPayment(t, { drillId: d.drillId, uid: payer.uid, promoCodeId: promo.id, status: 'created' });
    const base = { drill: { id: d.drillId, partnerId: d.partnerId }, code: promo.code, now: new Date(), lock: false };
    expect(await outcome({ ...base, uid: payer.uid })).toBe('ok');
    expect(await outcome({ ...base, uid: (await createUser(t)).uid })).toBe(PaymentMessages.promoUsedUp);
  });

  it('refuses a payer who has used the code as often as each person may', async () => {
    const d = await insertPaidDrill(t);
    const promo = await insertPromo(t, d.partnerId, { maxUsesPerUser: 1 });
    const payer = await createUser(t);
    // Paid for the host's other hackathon with the same code (a code for all of the host's hackathons).
    const [sameHost] = await insertDrills(t, [{ partnerId: d.partnerId }]);
    await insertPayment(t, { drillId: sameHost!, uid: payer.uid, promoCodeId: promo.id, status: 'paid' });
    const base = { drill: { id: d.drillId, partnerId: d.partnerId }, code: promo.code, now: new Date(), lock: false };
    expect(await outcome({ ...base, uid: payer.uid })).toBe(PaymentMessages.promoUsedByYou);
    expect(await outcome({ ...base, uid: (await createUser(t)).uid })).toBe('ok');
  });
});

describe('resolvePromo under concurrency', () => {
  it('lets 30 payers racing for a code limited to 10 uses take exactly 10 (the row lock orders them)', async () => {
    const d = await insertPaidDrill(t);
    const promo = await insertPromo(t, d.partnerId, { maxUses: 10 });
    const payers = await Promise.all(Array.from({ length: 30 }, () => createUser(t)));
    const drill = { id: d.drillId, partnerId: d.partnerId };
    const outcomes = await Promise.allSettled(
      payers.map((payer) =>
        t.database.db.transaction(async (tx) => {
          const now = new Date();
          const resolved = await resolvePromo(tx, { drill, code: promo.code, uid: payer.uid, now, lock: true });
          // The order that holds the use, written in the same transaction as the count.
          await tx.insert(payments).values({
            id: randomUUID(),
            uid: payer.uid,
            entityId: d.drillId,
            status: 'created',
            provider: 'local',
            providerOrderId: `order_race_${payer.uid}`,
            listPricePaise: 49_900,
            discountPaise: 9_980,
            amountPaise: 39_920,
            gstRatePercent: 18,
            promoCodeId: resolved.id,
            promoCode: resolved.code,
            registration: { answers: {}, lookingForTeam: false, pitch: '' },
            billing: { name: 'Kavya', email: 'k@example.in', contact: '', state: null },
            expiresAt: new Date(now.getTime() + 30 * MINUTE),
          });
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(10);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused.map((o) => (o.reason as Error).message)).toEqual(Array(20).fill(PaymentMessages.promoUsedUp));
  });
});

describe('promocodes CRUD', () => {
  const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();
  const input = (partnerId: number, over: Record<string, unknown> = {}) => ({
    partnerId,
    drillId: null,
    code: 'diwali-25',
    description: 'Festival offer',
    kind: 'percent',
    value: 25,
    validFrom: inDays(-1),
    validUntil: inDays(30),
    maxUses: 100,
    maxUsesPerUser: 1,
    isActive: true,
    ...over,
  });

  it('lets a host create a code (stored in capitals) for all their hackathons or one of them', async () => {
    const d = await insertPaidDrill(t);
    const created = await call(t, d.host, 'POST', '/api/promocodes', input(d.partnerId));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.message).toBe(PaymentMessages.promoSaved);
    expect(created.body.result).toMatchObject({
      partnerId: d.partnerId,
      drillId: null,
      drillName: null,
      code: 'DIWALI-25',
      kind: 'percent',
      value: 25,
      maxUses: 100,
      isActive: true,
      usedCount: 0,
      heldCount: 0,
    });
    const one = await call(
      t,
      d.host,
      'POST',
      '/api/promocodes',
      input(d.partnerId, { code: 'ONLY-ONE', drillId: d.drillId }),
    );
    expect(one.status).toBe(201);
    expect(one.body.result).toMatchObject({ drillId: d.drillId, drillName: d.name });
  });

  it('refuses a hackathon of another company, a name the company already has (any case), and bad input', async () => {
    const d = await insertPaidDrill(t);
    const other = await insertPaidDrill(t);
    const notYours = await call(t, d.host, 'POST', '/api/promocodes', input(d.partnerId, { drillId: other.drillId }));
    expect(notYours.status).toBe(400);
    expect(notYours.body.error.fields).toEqual({ drillId: PaymentMessages.promoDrillNotYours });

    expect((await call(t, d.host, 'POST', '/api/promocodes', input(d.partnerId, { code: 'TAKEN1' }))).status).toBe(201);
    const taken = await call(t, d.host, 'POST', '/api/promocodes', input(d.partnerId, { code: 'taken1' }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ code: PaymentMessages.promoCodeTaken });
    // Another company may use the same name.
    expect(
      (await call(t, other.host, 'POST', '/api/promocodes', input(other.partnerId, { code: 'TAKEN1' }))).status,
    ).toBe(201);

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ code: 'a b' }, 'code', PaymentMessages.promoCodeFormat],
      [{ code: '' }, 'code', PaymentMessages.promoCodeRequired],
      [{ value: 101 }, 'value', PaymentMessages.promoPercentRange],
      [{ kind: 'flat', value: 0 }, 'value', PaymentMessages.promoFlatRange],
      [{ validUntil: inDays(-2) }, 'validUntil', PaymentMessages.promoDatesOrder],
      [{ maxUses: 0 }, 'maxUses', PaymentMessages.promoMaxUses],
      [{ maxUsesPerUser: 11 }, 'maxUsesPerUser', PaymentMessages.promoPerUser],
    ];
    for (const [over, field, message] of cases) {
      const res = await call(t, d.host, 'POST', '/api/promocodes', input(d.partnerId, { code: 'VALID-1', ...over }));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.fields[field], JSON.stringify(res.body.error)).toBe(message);
    }
  });

  it('refuses another company’s employer, a student and a visitor on every route', async () => {
    const d = await insertPaidDrill(t);
    const promo = await insertPromo(t, d.partnerId);
    const otherHost = await caller(t, 'employer', (await insertCompany(t)).id);
    const student = await caller(t, 'user');
    for (const who of [otherHost, student]) {
      expect((await call(t, who, 'POST', '/api/promocodes', input(d.partnerId))).status).toBe(403);
      expect((await call(t, who, 'GET', `/api/promocodes?partnerId=${d.partnerId}`)).status).toBe(403);
      expect((await call(t, who, 'GET', `/api/promocodes?drillId=${d.drillId}`)).status).toBe(403);
      expect((await call(t, who, 'GET', `/api/promocodes/${promo.id}`)).status).toBe(403);
      expect((await call(t, who, 'PUT', `/api/promocodes/${promo.id}`, input(d.partnerId))).status).toBe(403);
      expect((await call(t, who, 'DELETE', `/api/promocodes/${promo.id}`)).status).toBe(403);
    }
    expect((await call(t, student, 'GET', '/api/promocodes')).status).toBe(403);
    expect((await call(t, null, 'GET', '/api/promocodes')).status).toBe(401);
    expect((await call(t, null, 'POST', '/api/promocodes', input(d.partnerId))).status).toBe(401);
    expect((await call(t, null, 'DELETE', `/api/promocodes/${promo.id}`)).status).toBe(401);
    expect((await call(t, d.host, 'GET', `/api/promocodes/${promo.id}`)).status).toBe(200);
    // The other company's employer sees only their own codes when naming none.
    const own = await call(t, otherHost, 'GET', '/api/promocodes');
    expect(own.status).toBe(200);
    expect(own.body.result.data).toEqual([]);
  });

  it('lists a company’s codes, or those that apply to one hackathon, with paid and held uses', async () => {
    const d = await insertPaidDrill(t);
    const [second] = await insertDrills(t, [{ partnerId: d.partnerId }]);
    const all = await insertPromo(t, d.partnerId, { code: 'ALLOFTHEM' });
    const here = await insertPromo(t, d.partnerId, { code: 'HEREONLY', drillId: d.drillId });
    const there = await insertPromo(t, d.partnerId, { code: 'THEREONLY', drillId: second! });
    const [a, b, c, e] = await Promise.all([createUser(t), createUser(t), createUser(t), createUser(t)]);
    await insertPayment(t, { drillId: d.drillId, uid: a.uid, promoCodeId: all.id, status: 'paid' });
    await insertPayment(t, { drillId: d.drillId, uid: b.uid, promoCodeId: all.id, status: 'attempted' });
    await insertPayment(t, { drillId: d.drillId, uid: c.uid, promoCodeId: all.id, status: 'failed' });
    await insertPayment(t, {
      drillId: d.drillId,
      uid: e.uid,
      promoCodeId: all.id,
      status: 'created',
      expiresAt: new Date(Date.now() - MINUTE),
    });

    const byCompany = await call(t, d.host, 'GET', `/api/promocodes?partnerId=${d.partnerId}`);
    expect(byCompany.status).toBe(200);
    expect(byCompany.body.result.totalRecordCount).toBe(3);
    const found = byCompany.body.result.data.find((p: { id: number }) => p.id === all.id);
    expect(found).toMatchObject({ usedCount: 1, heldCount: 1 });

    const byDrill = await call(t, d.host, 'GET', `/api/promocodes?drillId=${d.drillId}`);
    expect(byDrill.body.result.data.map((p: { id: number }) => p.id).sort()).toEqual([all.id, here.id].sort());
    expect(byDrill.body.result.data.map((p: { id: number }) => p.id)).not.toContain(there.id);

    const page = await call(
      t,
      await caller(t, 'admin'),
      'GET',
      `/api/promocodes?partnerId=${d.partnerId}&limit=1&offset=1`,
    );
    expect(page.body.result.data).toHaveLength(1);
    expect(page.body.result.totalRecordCount).toBe(3);
  });

  it('edits a code, keeps it with its company and refuses a name already taken', async () => {
    const d = await insertPaidDrill(t);
    const promo = await insertPromo(t, d.partnerId, { code: 'EDITME' });
    await insertPromo(t, d.partnerId, { code: 'OTHERNAME' });
    const edited = await call(
      t,
      d.host,
      'PUT',
      `/api/promocodes/${promo.id}`,
      input(d.partnerId, { code: 'editme', kind: 'flat', value: 200, isActive: false }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.result).toMatchObject({
      id: promo.id,
      code: 'EDITME',
      kind: 'flat',
      value: 200,
      isActive: false,
    });
    const renamed = await call(
      t,
      d.host,
      'PUT',
      `/api/promocodes/${promo.id}`,
      input(d.partnerId, { code: 'othername' }),
    );
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.fields).toEqual({ code: PaymentMessages.promoCodeTaken });
    const admin = await caller(t, 'admin');
    const moved = await call(t, admin, 'PUT', `/api/promocodes/${promo.id}`, input((await insertCompany(t)).id));
    expect(moved.status).toBe(400);
    expect(moved.body.error.fields).toHaveProperty('partnerId');
    expect((await call(t, d.host, 'GET', `/api/promocodes/987654`)).status).toBe(404);
  });

  it('deletes an unused code, and refuses one that was used or is held by an unpaid order', async () => {
    const d = await insertPaidDrill(t);
    const unused = await insertPromo(t, d.partnerId);
    const used = await insertPromo(t, d.partnerId);
    const held = await insertPromo(t, d.partnerId);
    const payer = await createUser(t);
    await insertPayment(t, { drillId: d.drillId, uid: payer.uid, promoCodeId: used.id, status: 'refunded' });
    await insertPayment(t, {
      drillId: d.drillId,
      uid: (await createUser(t)).uid,
      promoCodeId: held.id,
      status: 'created',
    });

    const gone = await call(t, d.host, 'DELETE', `/api/promocodes/${unused.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe(PaymentMessages.promoDeleted);
    expect((await call(t, d.host, 'GET', `/api/promocodes/${unused.id}`)).status).toBe(404);
    for (const id of [used.id, held.id]) {
      const refused = await call(t, d.host, 'DELETE', `/api/promocodes/${id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(PaymentMessages.promoUsedCannotDelete);
    }
  });
});
