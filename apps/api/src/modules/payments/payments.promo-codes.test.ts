import { describe, expect, it } from 'vitest';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { build } from '../../../test/helper.ts';
import { AppError } from '../../lib/errors.ts';
import { AUTH_TEST_ENV, createUser } from '../auth/auth.testing.ts';
import { DAY, insertDrills } from '../drills/drills.test-fixtures.ts';
import { insertPaidDrill, insertPayment, insertPromo } from './payment-admin.test-fixtures.ts';
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
