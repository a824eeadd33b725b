/** Paid hackathons, promo codes and orders for the fees, promo codes, payments list and refund suites. Not a test file. */
import { randomUUID } from 'node:crypto';
import type { TestContext } from '../../../test/helper.ts';
import { drills } from '../../db/schema/drills.ts';
import { paymentConfigurations, payments, promoCodes } from '../../db/schema/payments.ts';
import { eq } from 'drizzle-orm';
import { DAY } from '../drills/drills.test-fixtures.ts';
import { insertDrill, type DrillFixture } from '../drills/submissions.test-fixtures.ts';

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

let sequence = 0;

/** A promo code of the hackathon's company (for every one of its hackathons unless drillId is given). */
export const insertPromo = async (
  t: TestContext,
  partnerId: number,
  over: Partial<NewPromoCode> = {},
): Promise<{ id: number; code: string }> => {
  const now = Date.now();
  const [row] = await t.database.db
    .insert(promoCodes)
    .values({
      partnerId,
      code: `SAVE${++sequence}-${process.pid % 1000}`,
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
