/**
 * The data of the payments benchmark (bench/src/payments.ts), written into a fresh database before the server
 * starts, and read back after it has stopped:
 *
 *   node --import tsx bench/src/lib/payments-data.ts seed --hosts 20 --quoters 1000 --payers 500 \
 *     --contenders 300 --webhook-orders 500 --out /tmp/payments.json
 *   node --import tsx bench/src/lib/payments-data.ts check --in /tmp/payments.json --out /tmp/check.json
 *
 * into the database of DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), migrated first. `seed` writes:
 *  - `--hosts` companies, each with a host (an employer) and one paid hackathon (₹299 to ₹1,199, GST included,
 *    registration open), each with five promo codes: SAVE20 (20 % off all the host's hackathons), FLAT100
 *    (₹100 off this one), OLD (expired), SOON (not started yet) and OFF (turned off). The price checks ask
 *    about these.
 *  - the "pay" hackathon (the first host's): `--payers` students each order and pay it;
 *  - the "contention" hackathon (the second host's, ₹500) with RUSH50, ₹100 off limited to 50 uses, which
 *    `--contenders` students order at once;
 *  - the "webhook" hackathon (the third host's, ₹999) with `--webhook-orders` open orders of provider
 *    'razorpay' and made-up order ids, as Razorpay would have made them (no network in the benchmark);
 *  - `--quoters` students who only ask prices, and an admin (the queue's counts).
 * Sessions are minted with the API's own signer and JWT_SECRET (the server must start with the same secret),
 * as deadline-rush-data.ts does. `check` reads what the run left in the tables (see CheckResult).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../../../apps/api/src/config.ts';
import { openDatabase, type Db } from '../../../apps/api/src/db/client.ts';
import { drillParticipants, drills } from '../../../apps/api/src/db/schema/drills.ts';
import { mailOutbox } from '../../../apps/api/src/db/schema/mail.ts';
import { partnerMembers, partners } from '../../../apps/api/src/db/schema/partners.ts';
import {
  paymentConfigurations,
  paymentEvents,
  payments,
  promoCodes,
} from '../../../apps/api/src/db/schema/payments.ts';
import { users } from '../../../apps/api/src/db/schema/users.ts';
import { createSessionSigner } from '../../../apps/api/src/modules/auth/tokens.ts';
import { QUEUE_NAMES } from '../../../apps/api/src/modules/queue/queue.definitions.ts';

const DOMAIN = 'bench-payments.elevate.test';
/** An unusable password hash: the benchmark signs everyone in with minted tokens. */
const NO_PASSWORD = 'bench-account-no-password';
const CHUNK = 500;
const DAY_MS = 86_400_000;
const STATES = ['Karnataka', 'Maharashtra', 'Tamil Nadu', 'Delhi', 'West Bengal', null] as const;

export interface BenchUser {
  uid: number;
  token: string;
}

export interface HostDrill {
  drillId: number;
  partnerId: number;
  /** Whole rupees, GST included. */
  fee: number;
  codes: { save20: string; flat100: string; expired: string; notStarted: string; inactive: string };
}

export interface WebhookOrder {
  paymentId: string;
  uid: number;
  providerOrderId: string;
  amountPaise: number;
}

export interface PaymentsData {
  hostDrills: HostDrill[];
  quoters: BenchUser[];
  pay: { drillId: number; payers: BenchUser[] };
  contention: {
    drillId: number;
    fee: number;
    code: string;
    maxUses: number;
    discountRupees: number;
    contenders: BenchUser[];
  };
  webhook: { drillId: number; orders: WebhookOrder[] };
  admin: BenchUser;
}

const userRow = (stamp: number, kind: string, i: number) => ({
  fullName: `Bench ${kind}`,
  lastName: `${i}`,
  email: `${kind}-${stamp}-${i}@${DOMAIN}`,
  contact: `9${String(100_000_000 + i).slice(-9)}`,
  utype: 'Student',
  passwordHash: NO_PASSWORD,
  referralCode: `PAY-${kind}-${stamp.toString(36)}-${i}`,
  emailVerifiedAt: new Date(stamp),
});

const insertUsers = async (db: Db, stamp: number, kind: string, n: number): Promise<number[]> => {
  const out: number[] = [];
  for (let from = 0; from < n; from += CHUNK) {
    const rows = await db
      .insert(users)
      .values(Array.from({ length: Math.min(CHUNK, n - from) }, (_, k) => userRow(stamp, kind, from + k + 1)))
      .returning({ uid: users.id });
    out.push(...rows.map((r) => r.uid));
  }
  return out;
};

export const seedPayments = async (
  db: Db,
  opts: {
    hosts: number;
    quoters: number;
    payers: number;
    contenders: number;
    webhookOrders: number;
    now: Date;
    sign: (uid: number, role: 'user' | 'employer' | 'admin') => Promise<string>;
  },
): Promise<PaymentsData> => {
  const stamp = opts.now.getTime();
  const day = (n: number) => new Date(stamp + n * DAY_MS);
  const hostDrills: HostDrill[] = [];
  for (let h = 0; h < opts.hosts; h++) {
    const slug = `bench-pay-host-${stamp}-${h}`;
    const [company] = await db
      .insert(partners)
      .values({ name: `Bench Host ${h + 1}`, displayName: `Bench Host ${h + 1}`, customUrl: slug })
      .returning({ id: partners.id });
    const [host] = await db
      .insert(users)
      .values({ ...userRow(stamp, 'host', h + 1), utype: 'Professional', role: 'employer' })
      .returning({ uid: users.id });
    await db.insert(partnerMembers).values({ partnerId: company!.id, userId: host!.uid });
    // The contention and webhook hackathons have their own fees (₹500, ₹999); the rest ₹299 … ₹1,199.
    const fee = h === 1 ? 500 : h === 2 ? 999 : 299 + 100 * (h % 10);
    const [drill] = await db
      .insert(drills)
      .values({
        name: `Bench Paid Hackathon ${h + 1}`,
        custUrl: `${slug}-hackathon`,
        partnerId: company!.id,
        partnerName: `Bench Host ${h + 1}`,
        location: 'Online',
        purpose: 'Learning',
        startDt: day(-1),
        registrationEndDt: day(10),
        endDt: day(20),
        teamMin: 1,
        teamMax: 1,
        registrationFee: fee,
        createdBy: host!.uid,
      })
      .returning({ id: drills.id });
    await db.insert(paymentConfigurations).values({
      drillId: drill!.id,
      amount: fee,
      chargeBasis: 'participant',
      refundPolicy: 'Full refund if the hosts cancel.',
      updatedBy: host!.uid,
    });
    const code = (name: string) => `H${h + 1}-${name}`;
    const base = {
      partnerId: company!.id,
      kind: 'percent',
      value: 20,
      validFrom: day(-1),
      validUntil: day(30),
      maxUses: null,
      maxUsesPerUser: 1,
      createdBy: host!.uid,
    };
    await db.insert(promoCodes).values([
      { ...base, code: code('SAVE20'), description: '20 % off every hackathon of the host' },
      { ...base, code: code('FLAT100'), drillId: drill!.id, kind: 'flat', value: 100, description: '₹100 off' },
      { ...base, code: code('OLD'), validFrom: day(-30), validUntil: day(-1), description: 'Expired' },
      { ...base, code: code('SOON'), validFrom: day(1), validUntil: day(30), description: 'Not started' },
      { ...base, code: code('OFF'), isActive: false, description: 'Turned off' },
    ]);
    hostDrills.push({
      drillId: drill!.id,
      partnerId: company!.id,
      fee,
      codes: {
        save20: code('SAVE20'),
        flat100: code('FLAT100'),
        expired: code('OLD'),
        notStarted: code('SOON'),
        inactive: code('OFF'),
      },
    });
  }
  const [pay, contention, webhook] = hostDrills as [HostDrill, HostDrill, HostDrill];
  const rush = { code: 'RUSH50', maxUses: 50, discountRupees: 100 };
  await db.insert(promoCodes).values({
    partnerId: contention.partnerId,
    drillId: contention.drillId,
    code: rush.code,
    description: '₹100 off for the first 50',
    kind: 'flat',
    value: rush.discountRupees,
    validFrom: day(-1),
    validUntil: day(30),
    maxUses: rush.maxUses,
    maxUsesPerUser: 1,
  });

  const signAll = async (uids: number[], role: 'user' | 'admin' = 'user'): Promise<BenchUser[]> => {
    const out: BenchUser[] = [];
    for (const uid of uids) out.push({ uid, token: await opts.sign(uid, role) });
    return out;
  };
  const quoters = await signAll(await insertUsers(db, stamp, 'quoter', opts.quoters));
  const payers = await signAll(await insertUsers(db, stamp, 'payer', opts.payers));
  const contenders = await signAll(await insertUsers(db, stamp, 'contender', opts.contenders));
  const webhookUids = await insertUsers(db, stamp, 'webhook', opts.webhookOrders);
  const [adminRow] = await db
    .insert(users)
    .values({ ...userRow(stamp, 'admin', 1), utype: 'Professional', role: 'admin' })
    .returning({ uid: users.id });

  // Open orders as the razorpay provider would have made them: the order id is Razorpay's, made up here.
  const orders: WebhookOrder[] = webhookUids.map((uid) => ({
    paymentId: randomUUID(),
    uid,
    providerOrderId: `order_bench${randomBytes(7).toString('hex')}`,
    amountPaise: webhook.fee * 100,
  }));
  for (let from = 0; from < orders.length; from += CHUNK) {
    await db.insert(payments).values(
      orders.slice(from, from + CHUNK).map((o, k) => ({
        id: o.paymentId,
        uid: o.uid,
        entityType: 'drill',
        entityId: webhook.drillId,
        status: 'attempted',
        provider: 'razorpay',
        providerOrderId: o.providerOrderId,
        listPricePaise: o.amountPaise,
        discountPaise: 0,
        amountPaise: o.amountPaise,
        gstRatePercent: 18,
        chargeBasis: 'participant',
        registration: { answers: {}, lookingForTeam: false, pitch: '' },
        billing: {
          name: `Bench webhook ${from + k + 1}`,
          email: `webhook-${stamp}-${from + k + 1}@${DOMAIN}`,
          contact: '',
          state: STATES[(from + k) % STATES.length] ?? null,
        },
        expiresAt: day(1),
        attemptedAt: opts.now,
      })),
    );
  }
  return {
    hostDrills,
    quoters,
    pay: { drillId: pay.drillId, payers },
    contention: { drillId: contention.drillId, fee: contention.fee, ...rush, contenders },
    webhook: { drillId: webhook.drillId, orders },
    admin: { uid: adminRow!.uid, token: await opts.sign(adminRow!.uid, 'admin') },
  };
};

/** What a hackathon's orders look like after the run. */
export interface DrillCheck {
  orders: number;
  byStatus: Record<string, number>;
  /** Payers with more than one paid order. */
  payersPaidTwice: number;
  /** Registrations (status registered) and payers registered more than once. */
  registered: number;
  registeredTwice: number;
  /** Paid orders whose registration is not the payer's registration in this hackathon. */
  paidWithoutRegistration: number;
  receiptNumbers: number;
  distinctReceiptNumbers: number;
  /** Receipt mails in the outbox (a PDF attached under receipt-<id>.pdf), and orders mailed more than once. */
  receiptMails: number;
  ordersMailedTwice: number;
  /** The first and the last receipt mail written, ISO. */
  firstReceiptMailAt: string | null;
  lastReceiptMailAt: string | null;
  /** Refund jobs queued for these orders (none expected). */
  refundJobs: number;
}

export interface CheckResult {
  pay: DrillCheck;
  contention: DrillCheck & { ordersWithCode: number; paidOrOpenWithCode: number };
  webhook: DrillCheck & { events: number; eventsByOutcome: Record<string, number> };
}

const countBy = <T>(items: T[], key: (t: T) => string): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const i of items) out[key(i)] = (out[key(i)] ?? 0) + 1;
  return out;
};

const checkDrill = async (db: Db, drillId: number): Promise<DrillCheck> => {
  const rows = await db.select().from(payments).where(eq(payments.entityId, drillId));
  const paid = rows.filter((r) => r.status === 'paid');
  const paidPerUid = countBy(paid, (r) => String(r.uid));
  const regs = await db
    .select({ id: drillParticipants.id, uid: drillParticipants.uid })
    .from(drillParticipants)
    .where(and(eq(drillParticipants.drillId, drillId), eq(drillParticipants.status, 'registered')));
  const regsPerUid = countBy(regs, (r) => String(r.uid));
  const regOf = new Map(regs.map((r) => [r.uid, r.id]));
  const receipts = rows.map((r) => r.receiptNumber).filter((n): n is string => n !== null);
  const keys = new Set(rows.map((r) => `receipt-${r.id}.pdf`));
  const mails =
    rows.length === 0
      ? []
      : (
          await db
            .select({ attachments: mailOutbox.attachments, createdAt: mailOutbox.createdAt })
            .from(mailOutbox)
            .where(sql`jsonb_array_length(${mailOutbox.attachments}) > 0`)
        ).flatMap((m) =>
          m.attachments.flatMap((a) =>
            a.storageKey !== undefined && keys.has(a.storageKey) ? [{ key: a.storageKey, at: m.createdAt }] : [],
          ),
        );
  const mailed = countBy(mails, (m) => m.key);
  const times = mails.map((m) => m.at.getTime()).sort((a, b) => a - b);
  const ids = rows.map((r) => r.id);
  const refundJobs =
    ids.length === 0
      ? 0
      : (
          await db.execute<{ n: number }>(
            sql`select count(*)::int as n from pgboss.job where name = ${QUEUE_NAMES.paymentRefunds} and data->>'paymentId' in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
          )
        ).rows[0]!.n;
  return {
    orders: rows.length,
    byStatus: countBy(rows, (r) => r.status),
    payersPaidTwice: Object.values(paidPerUid).filter((n) => n > 1).length,
    registered: regs.length,
    registeredTwice: Object.values(regsPerUid).filter((n) => n > 1).length,
    paidWithoutRegistration: paid.filter((r) => r.uid === null || regOf.get(r.uid) !== r.participantId).length,
    receiptNumbers: receipts.length,
    distinctReceiptNumbers: new Set(receipts).size,
    receiptMails: mails.length,
    ordersMailedTwice: Object.values(mailed).filter((n) => n > 1).length,
    firstReceiptMailAt: times.length ? new Date(times[0]!).toISOString() : null,
    lastReceiptMailAt: times.length ? new Date(times.at(-1)!).toISOString() : null,
    refundJobs,
  };
};

export const checkPayments = async (db: Db, data: PaymentsData): Promise<CheckResult> => {
  const contention = await checkDrill(db, data.contention.drillId);
  const withCode = await db
    .select({ status: payments.status })
    .from(payments)
    .innerJoin(promoCodes, eq(promoCodes.id, payments.promoCodeId))
    .where(and(eq(payments.entityId, data.contention.drillId), eq(promoCodes.code, data.contention.code)));
  const webhook = await checkDrill(db, data.webhook.drillId);
  const ids = data.webhook.orders.map((o) => o.paymentId);
  const events = ids.length
    ? await db
        .select({ outcome: paymentEvents.outcome })
        .from(paymentEvents)
        .where(inArray(paymentEvents.paymentId, ids))
    : [];
  return {
    pay: await checkDrill(db, data.pay.drillId),
    contention: {
      ...contention,
      ordersWithCode: withCode.length,
      paidOrOpenWithCode: withCode.filter((r) => ['paid', 'created', 'attempted'].includes(r.status)).length,
    },
    webhook: { ...webhook, events: events.length, eventsByOutcome: countBy(events, (e) => e.outcome) },
  };
};

const main = async (): Promise<void> => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      hosts: { type: 'string', default: '20' },
      quoters: { type: 'string', default: '1000' },
      payers: { type: 'string', default: '500' },
      contenders: { type: 'string', default: '300' },
      'webhook-orders': { type: 'string', default: '500' },
      in: { type: 'string' },
      out: { type: 'string' },
    },
  });
  const n = (v: string | undefined, name: string, min = 1) => {
    const x = Number(v);
    if (!Number.isInteger(x) || x < min) throw new Error(`--${name} must be a whole number of at least ${min}`);
    return x;
  };
  const command = positionals[0];
  if (command !== 'seed' && command !== 'check') throw new Error('the first argument is seed or check');
  if (!values.out) throw new Error('--out names the JSON file to write');
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir });
  try {
    if (command === 'check') {
      if (!values.in) throw new Error('--in names the JSON file seed wrote');
      const data = JSON.parse(readFileSync(values.in, 'utf8')) as PaymentsData;
      writeFileSync(values.out, JSON.stringify(await checkPayments(database.db, data)));
      console.log('Checked the payments benchmark data');
      return;
    }
    await database.migrate();
    const signer = createSessionSigner(config.jwtSecret, config.JWT_TTL_SECONDS);
    const data = await seedPayments(database.db, {
      hosts: n(values.hosts, 'hosts', 3),
      quoters: n(values.quoters, 'quoters'),
      payers: n(values.payers, 'payers'),
      contenders: n(values.contenders, 'contenders'),
      webhookOrders: n(values['webhook-orders'], 'webhook-orders'),
      now: new Date(),
      sign: (uid, role) => signer.sign({ uid, role, tokenVersion: 0 }),
    });
    writeFileSync(values.out, JSON.stringify(data));
    console.log(
      `Seeded ${data.hostDrills.length} paid hackathons with 5 promo codes each; ${data.quoters.length} quoters, ` +
        `${data.pay.payers.length} payers, ${data.contention.contenders.length} contenders, ` +
        `${data.webhook.orders.length} open Razorpay orders`,
    );
  } finally {
    await database.close();
  }
};

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'))) {
  main().catch((err: unknown) => {
    console.error('The payments benchmark data failed:', err);
    process.exitCode = 1;
  });
}
