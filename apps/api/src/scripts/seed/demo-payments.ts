import { eq, sql } from 'drizzle-orm';
import { financialYearOf } from '@elevate/contracts/payments/money';
import { RECEIPT_PREFIX } from '@elevate/contracts/payments/payments.constants';
import type { Tx } from '../../db/client.ts';
import { drills } from '../../db/schema/drills.ts';
import { paymentConfigurations, paymentReceiptCounters, promoCodes } from '../../db/schema/payments.ts';
import { partners } from '../../db/schema/partners.ts';
import { users } from '../../db/schema/users.ts';
import { DAY_MS } from './random.ts';

const REFUND_POLICY =
  'Full refund if you withdraw at least 7 days before the hackathon starts, or if the hosts cancel it. No refund after registration closes.';

/** The demo promo codes: one to use, one with a small limit, one expired (so the console shows each state). */
const PROMO_CODES = [
  {
    partner: 'vidyaranya-institute-of-technology',
    drill: 'Vidyaranya National Hackathon',
    code: 'CAMPUS20',
    description: '20 % off for students of partner colleges',
    kind: 'percent',
    value: 20,
    days: [-7, 30],
    maxUses: 500,
  },
  {
    partner: 'vidyaranya-institute-of-technology',
    drill: null,
    code: 'FIRST50',
    description: '₹50 off for the first ten teams',
    kind: 'flat',
    value: 50,
    days: [-3, 20],
    maxUses: 10,
  },
  {
    partner: 'vidyaranya-institute-of-technology',
    drill: null,
    code: 'DIWALI2026',
    description: 'Festival offer (ended)',
    kind: 'percent',
    value: 30,
    days: [-40, -20],
    maxUses: null,
  },
  {
    partner: 'kaveri-analytics',
    drill: null,
    code: 'KAVERI10',
    description: '10 % off every Kaveri hackathon',
    kind: 'percent',
    value: 10,
    days: [-1, 60],
    maxUses: 100,
  },
] as const;

/**
 * Paid registration in the demo (issue 13): every hackathon with a fee gets its configuration, the demo
 * employer's draft hackathon charges per team, the hosts have promo codes, and the people already registered
 * for a paid hackathon have paid (through the local provider), with receipt numbers, so the payments lists are real.
 */
export const seedDemoPayments = async (tx: Tx, now: Date): Promise<number> => {
  const day = (n: number) => new Date(now.getTime() + n * DAY_MS);
  await tx.update(drills).set({ registrationFee: 299 }).where(eq(drills.custUrl, 'kaveri-dataquest-3-0'));
  const paid = await tx
    .select({ id: drills.id, fee: drills.registrationFee, custUrl: drills.custUrl })
    .from(drills)
    .where(sql`${drills.registrationFee} > 0`);
  if (paid.length > 0)
    await tx.insert(paymentConfigurations).values(
      paid.map((d) => ({
        drillId: d.id,
        amount: d.fee,
        chargeBasis: d.custUrl === 'kaveri-dataquest-3-0' ? 'team' : 'participant',
        refundPolicy: REFUND_POLICY,
      })),
    );

  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@elevate.local'));
  for (const p of PROMO_CODES) {
    const [partner] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.customUrl, p.partner));
    if (!partner) continue;
    const [drill] = p.drill
      ? await tx.select({ id: drills.id }).from(drills).where(eq(drills.name, p.drill))
      : [undefined];
    await tx.insert(promoCodes).values({
      partnerId: partner.id,
      drillId: drill?.id ?? null,
      code: p.code,
      description: p.description,
      kind: p.kind,
      value: p.value,
      validFrom: day(p.days[0]),
      validUntil: day(p.days[1]),
      maxUses: p.maxUses,
      maxUsesPerUser: 1,
      createdBy: admin?.id ?? null,
    });
  }

  // Everyone already registered for a paid hackathon paid its fee when they registered, in registration order.
  const year = financialYearOf(now);
  const inserted = await tx.execute<{ n: number }>(sql`
    with registered as (
      select p.id as participant_id, p.uid, p.drill_id, p.created_at, d.registration_fee, d.name,
             u.full_name || ' ' || u.last_name as payer, u.email, u.contact,
             row_number() over (order by p.created_at, p.id) as n
      from drill_participants p
      join drills d on d.id = p.drill_id and d.registration_fee > 0
      join users u on u.id = p.uid
    ), made as (
      insert into payments (id, uid, entity_type, entity_id, participant_id, status, provider, provider_order_id,
        provider_payment_id, list_price_paise, discount_paise, amount_paise, gst_rate_percent, charge_basis,
        registration, billing, expires_at, attempted_at, paid_at, receipt_number, receipt_issued_at, created_at, updated_at)
      select gen_random_uuid(), uid, 'drill', drill_id, participant_id, 'paid', 'local',
        'order_local_seed' || lpad(n::text, 6, '0'), 'pay_local_seed' || lpad(n::text, 6, '0'),
        registration_fee * 100, 0, registration_fee * 100, 18, 'participant',
        jsonb_build_object('answers', '{}'::jsonb, 'lookingForTeam', false, 'pitch', ''),
        jsonb_build_object('name', payer, 'email', email, 'contact', coalesce(contact, ''), 'state', null),
        created_at + interval '30 minutes', created_at, created_at + interval '2 minutes',
        ${`${RECEIPT_PREFIX}/${year}/`} || lpad(n::text, 6, '0'), created_at + interval '3 minutes', created_at, created_at
      from registered
      returning 1
    )
    select count(*)::int as n from made`);
  const count = Number(inserted.rows[0]?.n ?? 0);
  if (count > 0) await tx.insert(paymentReceiptCounters).values({ financialYear: year, lastNumber: count });
  return count;
};
