// Paid registration (issue 13) as its users meet it, on PGlite and on PostgreSQL.
//
// bench/src/lib/payments-data.ts writes the data into a fresh database before the server starts (20 hosts, each
// with a paid hackathon and five promo codes; the students; 500 open Razorpay orders) and reads back what the
// run left afterwards. The server is the built bundle (as `npm start` runs it), pinned to one CPU with this
// process (the users) on the other(s); its background queue works in the same process, as with `npm start`.
// Every user has a session of their own (minted by the API's signer) and an address of their own
// (X-Forwarded-For behind TRUST_PROXY=127.0.0.1).
//
// With the local provider (the default outside production):
//  1. Price checks: GET /api/wuepayments/entities/{eid}/quote?entityType=drill[&promoCode=…] over 32 connections
//     for BENCH_PAY_QUOTE_SECONDS (20, after a 3 s warm-up), each request a random one of 1,000 students, one of
//     the 20 hackathons and an input from a long tail: no code, a valid code (20 % or ₹100 off), an expired one,
//     one not started, one turned off, an unknown one, another host's code. The refusals (400 with the promo
//     code's message) are what the page must show, counted apart from errors (anything else).
//  2. Paying: 500 students, 32 at a time, each do what the registration dialog and the local checkout do:
//     the quote (a third with no code, a third 20 % off, a third ₹100 off), the order at the quoted amount
//     (POST customers/{uid}/entities/{eid}), Pay on the local checkout (POST local/checkout/{paymentId}
//     {outcome:'pay'}) and the callback (POST payments/{id}/verify). Then the receipt mails: the admin's queue
//     counts (GET /api/console/admin/queue) are read every 500 ms until the payment-receipts queue is empty.
//  3. Promo contention: RUSH50 (₹100 off, 50 uses) and 300 students ordering with it at once over 64
//     connections: exactly 50 orders may carry it; the others are refused 'fully used'.
// Then the server is restarted with the razorpay provider (RAZORPAY_* set to bench values; no network is used:
// the 500 orders were written as Razorpay would have made them):
//  4. Webhook replays: a payment.captured event per order, signed with the webhook secret, each delivered twice
//     and a random half three times, shuffled, 32 at once; then the receipts drain as above.
// After the server has stopped, the tables are read: every paid order registered once, receipt numbers
// distinct, one receipt mail per paid order, no refunds, 50 orders with RUSH50, one stored event per order.
// Env: BENCH_PAY_PAYERS (500), BENCH_PAY_QUOTE_SECONDS (20), BENCH_PAY_CONTENDERS (300), BENCH_PAY_WEBHOOK_ORDERS
// (500), BENCH_PAY_DATABASES (pglite,postgres), BENCH_PIN.
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runDataScript, startApiServer } from './lib/api-server.ts';
import type { BenchUser, CheckResult, PaymentsData } from './lib/payments-data.ts';
import { postgresServerUrl, postgresUnavailable, redactedUrl, scratchDatabase } from './lib/postgres.ts';
import { apiServerArgs, removeDir, repoRoot, sleep, stopChild, tempDir, unpinProcess, type Child } from './lib/proc.ts';
import {
  envNumber,
  loadAverageText,
  loadNow,
  percentile,
  round,
  runWhenMain,
  unmeasuredSection,
  writeResult,
} from './lib/results.ts';

export const PAYMENTS_HEADING = '## Payments: price checks, paying, a promo code rush and webhook replays';

const HOSTS = 20;
const QUOTERS = 1000;
const QUOTE_CONNECTIONS = 32;
const WARMUP_SECONDS = 3;
const PAY_CONCURRENCY = 32;
const CONTENTION_CONNECTIONS = 64;
const WEBHOOK_CONCURRENCY = 32;
const QUEUE_POLL_MS = 500;
const REQUEST_TIMEOUT_MS = 60_000;

/* ------------------------------------------------------------------ figures */

export interface Latency {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

const latencyOf = (values: number[]): Latency => ({
  count: values.length,
  p50Ms: round(percentile(values, 50), 1),
  p95Ms: round(percentile(values, 95), 1),
  p99Ms: round(percentile(values, 99), 1),
  maxMs: round(values.length ? Math.max(...values) : 0, 1),
});

const tally = (items: string[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const i of items) out[i] = (out[i] ?? 0) + 1;
  return out;
};

/** mulberry32 with a fixed seed: the same inputs in the same order on every run. */
const rngOf = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const inPool = async <T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
};

/* ------------------------------------------------------------------ HTTP */

interface Envelope<T> {
  httpStatus?: number;
  result?: T;
  message?: string;
  error?: { code: string; message: string; fields?: Record<string, string> };
}

interface Answer<T> {
  /** 0: no answer (network error or timeout). */
  status: number;
  ms: number;
  body: Envelope<T>;
  failure?: string;
}

const addressOf = (uid: number) => `10.${(uid >> 16) & 255}.${(uid >> 8) & 255}.${uid & 255}`;

const headersOf = (user: BenchUser | null): Record<string, string> =>
  user
    ? { authorization: `Bearer ${user.token}`, auth_uid: String(user.uid), 'x-forwarded-for': addressOf(user.uid) }
    : {};

const send = async <T>(
  base: string,
  path: string,
  user: BenchUser | null,
  init: { method?: 'GET' | 'POST'; json?: unknown; raw?: { body: string; headers: Record<string, string> } } = {},
): Promise<Answer<T>> => {
  const headers: Record<string, string> = { ...headersOf(user), ...(init.raw?.headers ?? {}) };
  let body: string | undefined = init.raw?.body;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  if (init.raw) headers['content-type'] = 'application/json';
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method: init.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const parsed = (await res.json().catch(() => ({}))) as Envelope<T>;
    return { status: res.status, ms: performance.now() - started, body: parsed };
  } catch (err) {
    const failure = err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'network error';
    return { status: 0, ms: performance.now() - started, body: {}, failure };
  }
};

const how = (a: Answer<unknown>): string =>
  a.status === 0 ? a.failure! : `${a.status}${a.body.error?.code ? ` ${a.body.error.code}` : ''}`;

/* ------------------------------------------------------------------ 1. price checks */

type QuoteKind = 'none' | 'valid' | 'expired' | 'notStarted' | 'inactive' | 'unknown' | 'otherHost';
/** The long tail of what people type, in percent. */
const QUOTE_MIX: Array<[QuoteKind, number]> = [
  ['none', 30],
  ['valid', 30],
  ['expired', 10],
  ['notStarted', 5],
  ['inactive', 5],
  ['unknown', 10],
  ['otherHost', 10],
];
const REFUSED_KINDS: QuoteKind[] = ['expired', 'notStarted', 'inactive', 'unknown', 'otherHost'];

interface Quote {
  listPricePaise: number;
  discountPaise: number;
  amountPaise: number;
}

export interface QuoteFigures {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSec: number;
  distinctUsers: number;
  latency: Latency;
  /** Per kind of input: latency, and how the server answered (200, or the promo code's refusal message). */
  byKind: Record<QuoteKind, Latency & { answers: Record<string, number> }>;
  /** Expected refusals (400 with the promo code's field message). */
  refusals: number;
  /** Anything else than the expected answer (a 5xx, a wrong price, a refusal of a good code, no answer). */
  errors: number;
  errorKinds: Record<string, number>;
}

const runQuotes = async (base: string, data: PaymentsData, seconds: number): Promise<QuoteFigures> => {
  const rng = rngOf(0x9a7);
  const pick = <T>(items: T[]): T => items[Math.floor(rng() * items.length)] as T;
  const kindOf = (): QuoteKind => {
    let r = rng() * 100;
    for (const [kind, weight] of QUOTE_MIX) if ((r -= weight) < 0) return kind;
    return 'none';
  };
  interface Sample {
    kind: QuoteKind;
    uid: number;
    ms: number;
    answer: string;
    error: string | null;
  }
  const one = async (): Promise<Sample> => {
    const kind = kindOf();
    const hd = pick(data.hostDrills);
    const other = pick(data.hostDrills.filter((d) => d !== hd));
    const code =
      kind === 'none'
        ? undefined
        : kind === 'valid'
          ? rng() < 0.5
            ? hd.codes.save20
            : hd.codes.flat100
          : kind === 'expired'
            ? hd.codes.expired
            : kind === 'notStarted'
              ? hd.codes.notStarted
              : kind === 'inactive'
                ? hd.codes.inactive
                : kind === 'unknown'
                  ? `ZX${Math.floor(rng() * 36 ** 6)
                      .toString(36)
                      .toUpperCase()}`
                  : rng() < 0.5
                    ? other.codes.flat100
                    : `H${data.hostDrills.indexOf(other) + 1}-NOPE`;
    const user = pick(data.quoters);
    const q = new URLSearchParams({ entityType: 'drill', ...(code ? { promoCode: code } : {}) });
    const a = await send<Quote>(base, `/api/wuepayments/entities/${hd.drillId}/quote?${q}`, user);
    const refusal = a.status === 400 ? a.body.error?.fields?.promoCode : undefined;
    const answer = a.status === 200 ? '200' : refusal ? `400 ${refusal}` : how(a);
    let error: string | null = null;
    if (REFUSED_KINDS.includes(kind)) {
      if (!refusal) error = `${kind}: ${answer}`;
    } else if (a.status !== 200 || !a.body.result) error = `${kind}: ${answer}`;
    else {
      const r = a.body.result;
      const right =
        r.listPricePaise === hd.fee * 100 &&
        r.amountPaise === r.listPricePaise - r.discountPaise &&
        (kind === 'none' ? r.discountPaise === 0 : r.discountPaise > 0);
      if (!right) error = `${kind}: wrong price`;
    }
    return { kind, uid: user.uid, ms: a.ms, answer, error };
  };
  const loop = async (untilMs: number, keep: Sample[] | null) => {
    await Promise.all(
      Array.from({ length: QUOTE_CONNECTIONS }, async () => {
        while (performance.now() < untilMs) {
          const s = await one();
          keep?.push(s);
        }
      }),
    );
  };
  await loop(performance.now() + WARMUP_SECONDS * 1000, null);
  const samples: Sample[] = [];
  const started = performance.now();
  await loop(started + seconds * 1000, samples);
  const elapsed = (performance.now() - started) / 1000;
  const byKind = Object.fromEntries(
    QUOTE_MIX.map(([kind]) => {
      const mine = samples.filter((s) => s.kind === kind);
      return [kind, { ...latencyOf(mine.map((s) => s.ms)), answers: tally(mine.map((s) => s.answer)) }];
    }),
  ) as QuoteFigures['byKind'];
  const errors = samples.filter((s) => s.error);
  return {
    connections: QUOTE_CONNECTIONS,
    seconds: round(elapsed, 1),
    requests: samples.length,
    requestsPerSec: round(samples.length / elapsed, 1),
    distinctUsers: new Set(samples.map((s) => s.uid)).size,
    latency: latencyOf(samples.map((s) => s.ms)),
    byKind,
    refusals: samples.filter((s) => REFUSED_KINDS.includes(s.kind) && !s.error).length,
    errors: errors.length,
    errorKinds: tally(errors.map((s) => s.error!)),
  };
};

/* ------------------------------------------------------------------ 2. paying */

type PayStep = 'quote' | 'order' | 'checkout' | 'verify';

interface Order {
  paymentId: string;
  provider: string;
  amountPaise: number;
  checkoutUrl: string | null;
}
interface PaymentView {
  status: string;
  receiptNumber: string | null;
  participantId: number | null;
}

export interface PayFigures {
  payers: number;
  concurrency: number;
  /** Whole payments answered per second (quote to verified), over the phase. */
  paymentsPerSec: number;
  seconds: number;
  latency: Record<PayStep | 'total', Latency>;
  /** Verified answers saying paid, with a receipt number and a registration. */
  paidAnswers: number;
  distinctReceiptNumbers: number;
  failures: Record<string, number>;
  byPromo: Record<string, number>;
}

const payAll = async (base: string, data: PaymentsData): Promise<PayFigures> => {
  const hd = data.hostDrills.find((d) => d.drillId === data.pay.drillId)!;
  const ms: Record<PayStep | 'total', number[]> = { quote: [], order: [], checkout: [], verify: [], total: [] };
  const failures: string[] = [];
  const receipts: string[] = [];
  const promos: string[] = [];
  let paid = 0;
  const started = performance.now();
  const payers = data.pay.payers.map((p, i) => ({ p, code: [undefined, hd.codes.save20, hd.codes.flat100][i % 3] }));
  await inPool(payers, PAY_CONCURRENCY, async ({ p, code }) => {
    const t0 = performance.now();
    const step = async <T>(name: PayStep, path: string, json?: unknown): Promise<T | null> => {
      const a = await send<T>(base, path, p, json === undefined ? {} : { json });
      ms[name].push(a.ms);
      if (a.status !== 200 || !a.body.result) {
        failures.push(`${name} ${how(a)}`);
        return null;
      }
      return a.body.result;
    };
    const q = new URLSearchParams({ entityType: 'drill', ...(code ? { promoCode: code } : {}) });
    const quote = await step<Quote>('quote', `/api/wuepayments/entities/${hd.drillId}/quote?${q}`);
    if (!quote) return;
    const order = await step<Order>('order', `/api/wuepayments/customers/${p.uid}/entities/${hd.drillId}`, {
      entityType: 'drill',
      expectedAmountPaise: quote.amountPaise,
      ...(code ? { promoCode: code } : {}),
      registration: { answers: {} },
    });
    if (!order) return;
    const handler = await step<Record<string, string>>(
      'checkout',
      `/api/wuepayments/local/checkout/${order.paymentId}`,
      {
        outcome: 'pay',
      },
    );
    if (!handler) return;
    const view = await step<PaymentView>('verify', `/api/wuepayments/payments/${order.paymentId}/verify`, handler);
    if (!view) return;
    ms.total.push(performance.now() - t0);
    if (view.status === 'paid' && view.receiptNumber && view.participantId !== null) {
      paid += 1;
      receipts.push(view.receiptNumber);
      promos.push(code ?? 'no code');
    } else failures.push(`verify answered ${view.status}${view.receiptNumber ? '' : ' without a receipt number'}`);
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    payers: payers.length,
    concurrency: PAY_CONCURRENCY,
    paymentsPerSec: round(paid / seconds, 1),
    seconds: round(seconds, 1),
    latency: {
      quote: latencyOf(ms.quote),
      order: latencyOf(ms.order),
      checkout: latencyOf(ms.checkout),
      verify: latencyOf(ms.verify),
      total: latencyOf(ms.total),
    },
    paidAnswers: paid,
    distinctReceiptNumbers: new Set(receipts).size,
    failures: tally(failures),
    byPromo: tally(promos),
  };
};

/* ------------------------------------------------------------------ the receipts' queue */

interface QueueCount {
  queue: string;
  queued: number;
  running: number;
  failed: number;
  completed: number;
}

const RECEIPTS_QUEUE = 'payment-receipts';
const MAIL_QUEUE = 'mail';

/** The admin's queue counts (what the admin's Background jobs page shows) of the receipts and the mail queues. */
const queueCounts = async (base: string, admin: BenchUser): Promise<{ receipts: QueueCount; mail: QueueCount }> => {
  const a = await send<{ counts: QueueCount[] }>(base, '/api/console/admin/queue', admin);
  if (a.status !== 200) throw new Error(`the queue's counts answered ${how(a)}`);
  const of = (queue: string) =>
    a.body.result?.counts.find((c) => c.queue === queue) ?? { queue, queued: 0, running: 0, failed: 0, completed: 0 };
  return { receipts: of(RECEIPTS_QUEUE), mail: of(MAIL_QUEUE) };
};

const doneOf = (c: QueueCount) => c.completed + c.failed;

export interface DrainFigures {
  /** Receipt jobs to do: one per payment of the phase, and any left from before. */
  expected: number;
  /** Receipt jobs done (completed or failed) when the wait ended, and failed ones. */
  done: number;
  failed: number;
  /** Receipt jobs not done yet when the last payment (or webhook) was answered. */
  pendingAtEnd: number;
  /** From that answer until every receipt was written to the outbox, and until the mail queue had delivered them. */
  receiptsSeconds: number | null;
  mailSeconds: number | null;
  /** Receipt jobs done per second while waiting. */
  receiptsPerSec: number;
  /** How long the benchmark waits at most (BENCH_PAY_DRAIN_SECONDS). */
  limitSeconds: number;
  /** The admin's queue counts, p50 / max ms, while waiting. */
  countsMs: { p50: number; max: number };
}

/**
 * Reads the queue counts every QUEUE_POLL_MS from `answeredAt` until the receipt jobs of the phase are done and
 * the mail queue is empty (or `limitSeconds` passed).
 */
const drainReceipts = async (
  base: string,
  admin: BenchUser,
  before: { receipts: QueueCount },
  paid: number,
  answeredAt: number,
  limitSeconds: number,
): Promise<DrainFigures> => {
  const expected = paid + before.receipts.queued + before.receipts.running;
  const countsMs: number[] = [];
  let first: { receipts: QueueCount; mail: QueueCount } | null = null;
  let last = { receipts: before.receipts, mail: before.receipts };
  let receiptsAt: number | null = null;
  let mailAt: number | null = null;
  const since = (t: number) => round((t - answeredAt) / 1000, 1);
  while (performance.now() - answeredAt < limitSeconds * 1000) {
    const t = performance.now();
    last = await queueCounts(base, admin);
    countsMs.push(performance.now() - t);
    first ??= last;
    const receiptsDone = doneOf(last.receipts) - doneOf(before.receipts) >= expected;
    if (receiptsDone && receiptsAt === null) receiptsAt = performance.now();
    if (receiptsDone && last.mail.queued === 0 && last.mail.running === 0) {
      mailAt = performance.now();
      break;
    }
    await sleep(QUEUE_POLL_MS);
  }
  const waited = (performance.now() - answeredAt) / 1000;
  const done = doneOf(last.receipts) - doneOf(before.receipts);
  const doneAtFirst = first ? doneOf(first.receipts) - doneOf(before.receipts) : 0;
  return {
    expected,
    done,
    failed: last.receipts.failed - before.receipts.failed,
    pendingAtEnd: first ? first.receipts.queued + first.receipts.running : 0,
    receiptsSeconds: receiptsAt === null ? null : since(receiptsAt),
    mailSeconds: mailAt === null ? null : since(mailAt),
    receiptsPerSec: round((done - doneAtFirst) / Math.max(waited, 0.001), 2),
    limitSeconds,
    countsMs: { p50: round(percentile(countsMs, 50), 1), max: round(Math.max(0, ...countsMs), 1) },
  };
};

/* ------------------------------------------------------------------ 3. promo contention */

export interface ContentionFigures {
  contenders: number;
  connections: number;
  maxUses: number;
  accepted: number;
  refusedUsedUp: number;
  other: Record<string, number>;
  acceptedLatency: Latency;
  refusedLatency: Latency;
  wallSeconds: number;
}

const contend = async (base: string, data: PaymentsData): Promise<ContentionFigures> => {
  const c = data.contention;
  const expectedAmountPaise = (c.fee - c.discountRupees) * 100;
  const accepted: number[] = [];
  const refused: number[] = [];
  const other: string[] = [];
  const started = performance.now();
  await inPool(c.contenders, CONTENTION_CONNECTIONS, async (p) => {
    const a = await send<Order>(base, `/api/wuepayments/customers/${p.uid}/entities/${c.drillId}`, p, {
      json: { entityType: 'drill', expectedAmountPaise, promoCode: c.code, registration: { answers: {} } },
    });
    if (a.status === 200 && a.body.result?.amountPaise === expectedAmountPaise) accepted.push(a.ms);
    else if (a.status === 400 && a.body.error?.fields?.promoCode) {
      refused.push(a.ms);
      if (!/fully used/.test(a.body.error.fields.promoCode)) other.push(`400 ${a.body.error.fields.promoCode}`);
    } else other.push(how(a));
  });
  return {
    contenders: c.contenders.length,
    connections: CONTENTION_CONNECTIONS,
    maxUses: c.maxUses,
    accepted: accepted.length,
    refusedUsedUp: refused.length - other.filter((o) => o.startsWith('400 ')).length,
    other: tally(other),
    acceptedLatency: latencyOf(accepted),
    refusedLatency: latencyOf(refused),
    wallSeconds: round((performance.now() - started) / 1000, 2),
  };
};

/* ------------------------------------------------------------------ 4. webhook replays */

export interface WebhookFigures {
  orders: number;
  deliveries: number;
  concurrency: number;
  /** Deliveries sent while another copy of the same event was still being answered. */
  overlapping: number;
  latency: Latency;
  answers: Record<string, number>;
  /** Events answered 'processed' exactly once (the rest 'duplicate' or 'ignored'). */
  processedOnce: number;
  seconds: number;
}

const hmacHex = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

const replayWebhooks = async (base: string, data: PaymentsData, webhookSecret: string): Promise<WebhookFigures> => {
  const rng = rngOf(0x3b00c);
  const events = data.webhook.orders.map((o) => {
    const paymentId = `pay_bench${randomBytes(7).toString('hex')}`;
    const createdAt = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_bench',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount: o.amountPaise,
            currency: 'INR',
            status: 'captured',
            order_id: o.providerOrderId,
            method: 'upi',
            captured: true,
            email: 'payer@example.com',
            contact: '+919999999999',
            error_description: null,
            created_at: createdAt,
          },
        },
      },
      created_at: createdAt,
    });
    return {
      id: `evt_bench${randomBytes(7).toString('hex')}`,
      body,
      signature: hmacHex(webhookSecret, body),
    };
  });
  const deliveries = events.flatMap((e) => (rng() < 0.5 ? [e, e, e] : [e, e]));
  for (let i = deliveries.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
  }
  const inFlight = new Map<string, number>();
  let overlapping = 0;
  const ms: number[] = [];
  const answers: string[] = [];
  const processed = new Map<string, number>();
  const started = performance.now();
  await inPool(deliveries, WEBHOOK_CONCURRENCY, async (e) => {
    if ((inFlight.get(e.id) ?? 0) > 0) overlapping += 1;
    inFlight.set(e.id, (inFlight.get(e.id) ?? 0) + 1);
    const a = await send<{ status: string }>(base, '/api/wuepayments/webhooks/razorpay', null, {
      raw: { body: e.body, headers: { 'x-razorpay-signature': e.signature, 'x-razorpay-event-id': e.id } },
    });
    inFlight.set(e.id, inFlight.get(e.id)! - 1);
    ms.push(a.ms);
    const answer = a.status === 200 && a.body.result ? a.body.result.status : how(a);
    answers.push(answer);
    if (answer === 'processed') processed.set(e.id, (processed.get(e.id) ?? 0) + 1);
  });
  return {
    orders: events.length,
    deliveries: deliveries.length,
    concurrency: WEBHOOK_CONCURRENCY,
    overlapping,
    latency: latencyOf(ms),
    answers: tally(answers),
    processedOnce: [...processed.values()].filter((n) => n === 1).length,
    seconds: round((performance.now() - started) / 1000, 1),
  };
};

/* ------------------------------------------------------------------ one database */

export interface PaymentsRun {
  database: string;
  cpuPinning: string;
  quotes: QuoteFigures;
  pay: PayFigures & { receipts: DrainFigures };
  contention: ContentionFigures;
  webhooks: WebhookFigures & { receipts: DrainFigures };
  /** What the tables held after the server stopped. */
  check: CheckResult;
  loadAverage: { start: number[]; end?: number[] };
}

export interface PaymentsResult {
  skipped?: string;
  settings: {
    hosts: number;
    quoters: number;
    payers: number;
    contenders: number;
    webhookOrders: number;
    quoteSeconds: number;
    drainSeconds: number;
    queuePollSeconds: string;
  };
  runs: PaymentsRun[];
  skippedDatabases: string[];
}

const runOnce = async (kind: 'pglite' | 'postgres', settings: PaymentsResult['settings']): Promise<PaymentsRun> => {
  const serverArgs = apiServerArgs();
  const dataDir = tempDir('payments');
  const database = kind === 'postgres' ? await scratchDatabase(postgresServerUrl(), 'elevate_bench_pay') : undefined;
  const label = database
    ? `PostgreSQL at ${redactedUrl(postgresServerUrl())}, scratch database ${database.name}`
    : 'PGlite (temp DATA_DIR)';
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TRUST_PROXY: '127.0.0.1',
  };
  const razorpay = {
    RAZORPAY_KEY_ID: 'rzp_test_bench0000000000',
    RAZORPAY_KEY_SECRET: randomBytes(24).toString('base64url'),
    RAZORPAY_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
  };
  const dataScript = join(repoRoot, 'bench/src/lib/payments-data.ts');
  const tag = `  payments (${kind})`;
  const start = loadNow();
  let api: Child | undefined;
  try {
    const out = join(dataDir, 'payments.json');
    console.log(
      `${tag}: seeding ${settings.hosts} paid hackathons and ${settings.quoters + settings.payers + settings.contenders + settings.webhookOrders} students`,
    );
    const seeded = await runDataScript(
      [
        dataScript,
        'seed',
        '--hosts',
        String(settings.hosts),
        '--quoters',
        String(settings.quoters),
        '--payers',
        String(settings.payers),
        '--contenders',
        String(settings.contenders),
        '--webhook-orders',
        String(settings.webhookOrders),
        '--out',
        out,
      ],
      env,
      'the payments data',
    );
    console.log(`    ${seeded.trim().split('\n').at(-1)}`);
    const data = JSON.parse(readFileSync(out, 'utf8')) as PaymentsData;

    // The local provider (no RAZORPAY_*): price checks, paying, the promo code rush.
    let server = await startApiServer(serverArgs, env);
    api = server.child;
    const cpuPinning = server.pinning
      ? `server on CPU ${server.pinning.serverCpus}, users on CPU ${server.pinning.loadCpus}${database ? ', PostgreSQL unpinned' : ''}`
      : 'none';
    console.log(`${tag}: price checks, ${QUOTE_CONNECTIONS} connections, ${settings.quoteSeconds} s`);
    const quotes = await runQuotes(server.base, data, settings.quoteSeconds);
    console.log(
      `    ${quotes.requests} quotes, ${quotes.requestsPerSec} req/s, p50 ${quotes.latency.p50Ms} p95 ${quotes.latency.p95Ms} ` +
        `p99 ${quotes.latency.p99Ms} ms; ${quotes.refusals} refusals, ${quotes.errors} errors ${JSON.stringify(quotes.errorKinds)}`,
    );

    console.log(`${tag}: ${data.pay.payers.length} students pay, ${PAY_CONCURRENCY} at a time`);
    const beforePay = await queueCounts(server.base, data.admin);
    const pay = await payAll(server.base, data);
    const payAnswered = performance.now();
    console.log(
      `    ${pay.paidAnswers} paid in ${pay.seconds} s; total p50 ${pay.latency.total.p50Ms} p99 ${pay.latency.total.p99Ms} ms; ` +
        `failures ${JSON.stringify(pay.failures)}; waiting for the receipts (at most ${settings.drainSeconds} s)`,
    );
    const payReceipts = await drainReceipts(
      server.base,
      data.admin,
      beforePay,
      pay.paidAnswers,
      payAnswered,
      settings.drainSeconds,
    );
    console.log(`    receipts: ${JSON.stringify(payReceipts)}`);

    console.log(`${tag}: ${data.contention.contenders.length} students order with ${data.contention.code} at once`);
    const contention = await contend(server.base, data);
    console.log(
      `    ${contention.accepted} accepted (p99 ${contention.acceptedLatency.p99Ms} ms), ${contention.refusedUsedUp} refused ` +
        `(p99 ${contention.refusedLatency.p99Ms} ms), other ${JSON.stringify(contention.other)}`,
    );
    if (api.hasExited()) throw new Error(`the server exited during the run:\n${api.output().slice(-4000)}`);
    await stopChild(api, 30_000);

    // The razorpay provider: the webhooks of the orders Razorpay would have made.
    server = await startApiServer(serverArgs, { ...env, ...razorpay });
    api = server.child;
    console.log(`${tag}: webhook replays of ${data.webhook.orders.length} payments`);
    const beforeHooks = await queueCounts(server.base, data.admin);
    const hooks = await replayWebhooks(server.base, data, razorpay.RAZORPAY_WEBHOOK_SECRET);
    const hooksAnswered = performance.now();
    console.log(
      `    ${hooks.deliveries} deliveries (${hooks.overlapping} while a copy was in flight), p50 ${hooks.latency.p50Ms} ` +
        `p99 ${hooks.latency.p99Ms} ms; ${JSON.stringify(hooks.answers)}; waiting for the receipts`,
    );
    const hookReceipts = await drainReceipts(
      server.base,
      data.admin,
      beforeHooks,
      hooks.answers.processed ?? 0,
      hooksAnswered,
      settings.drainSeconds,
    );
    console.log(`    receipts: ${JSON.stringify(hookReceipts)}`);
    if (api.hasExited()) throw new Error(`the server exited during the run:\n${api.output().slice(-4000)}`);
    await stopChild(api, 30_000);
    api = undefined;

    const checked = join(dataDir, 'check.json');
    await runDataScript([dataScript, 'check', '--in', out, '--out', checked], env, 'the payments check');
    const check = JSON.parse(readFileSync(checked, 'utf8')) as CheckResult;
    console.log(`${tag}: check ${JSON.stringify(check)}`);
    return {
      database: label,
      cpuPinning,
      quotes,
      pay: { ...pay, receipts: payReceipts },
      contention,
      webhooks: { ...hooks, receipts: hookReceipts },
      check,
      loadAverage: { start, end: loadNow() },
    };
  } finally {
    if (api) await stopChild(api, 15_000);
    unpinProcess();
    await database?.drop().catch((err: unknown) => console.warn(`  payments: could not drop ${database.name}:`, err));
    removeDir(dataDir);
  }
};

export const runPayments = async (): Promise<PaymentsResult> => {
  const settings: PaymentsResult['settings'] = {
    hosts: HOSTS,
    quoters: QUOTERS,
    payers: envNumber('BENCH_PAY_PAYERS', 500),
    contenders: envNumber('BENCH_PAY_CONTENDERS', 300),
    webhookOrders: envNumber('BENCH_PAY_WEBHOOK_ORDERS', 500),
    quoteSeconds: envNumber('BENCH_PAY_QUOTE_SECONDS', 20),
    drainSeconds: envNumber('BENCH_PAY_DRAIN_SECONDS', 1500),
    queuePollSeconds: process.env.QUEUE_POLL_SECONDS ?? '2 (default)',
  };
  const wanted = (process.env.BENCH_PAY_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim());
  const result: PaymentsResult = { settings, runs: [], skippedDatabases: [] };
  if (wanted.includes('pglite')) result.runs.push(await runOnce('pglite', settings));
  if (wanted.includes('postgres')) {
    const unavailable = await postgresUnavailable(postgresServerUrl());
    if (unavailable) {
      result.skippedDatabases.push(unavailable);
      console.log(`  payments: PostgreSQL skipped: ${unavailable}`);
    } else result.runs.push(await runOnce('postgres', settings));
  }
  if (result.runs.length === 0) result.skipped = result.skippedDatabases.join('; ') || 'no database chosen';
  writeResult('payments', result);
  return result;
};

/* ------------------------------------------------------------------ latest.md */

const drainCell = (d: DrainFigures) =>
  `${d.pendingAtEnd} · ${d.receiptsSeconds ?? `not within ${d.limitSeconds} (${d.done} of ${d.expected})`} · ` +
  `${d.mailSeconds ?? '—'} · ${d.receiptsPerSec}`;
const lat = (l: Latency) => `${l.p50Ms} / ${l.p95Ms} / ${l.p99Ms} (max ${l.maxMs})`;
const entries = (r: Record<string, number>) =>
  Object.keys(r).length
    ? Object.entries(r)
        .map(([k, n]) => `${k}: ${n}`)
        .join(', ')
    : 'none';

/** Whether everything the run checks held: one registration and receipt per paid order, 50 codes, no refunds. */
export const paymentsChecksHeld = (x: PaymentsRun, s: PaymentsResult['settings']): boolean => {
  const c = x.check;
  const drillOk = (d: CheckResult['pay'], paid: number, drained: boolean) =>
    (d.byStatus.paid ?? 0) === paid &&
    d.registered === paid &&
    d.registeredTwice === 0 &&
    d.payersPaidTwice === 0 &&
    d.paidWithoutRegistration === 0 &&
    d.distinctReceiptNumbers === paid &&
    (drained ? d.receiptMails === paid : d.receiptMails <= paid) &&
    d.ordersMailedTwice === 0 &&
    d.refundJobs === 0;
  return (
    x.quotes.errors === 0 &&
    drillOk(c.pay, s.payers, x.webhooks.receipts.receiptsSeconds !== null) &&
    drillOk(c.webhook, s.webhookOrders, x.webhooks.receipts.receiptsSeconds !== null) &&
    c.contention.ordersWithCode === x.contention.maxUses &&
    x.contention.accepted === x.contention.maxUses &&
    c.webhook.events === s.webhookOrders &&
    x.webhooks.processedOnce === s.webhookOrders
  );
};

/** The latest.md section of this benchmark. */
export const paymentsMarkdown = (r: PaymentsResult | undefined): string => {
  const unmeasured = unmeasuredSection(PAYMENTS_HEADING, r);
  if (unmeasured || !r) return unmeasured ?? '';
  const s = r.settings;
  const db = (x: PaymentsRun) => x.database.split(' ')[0];
  const row = (label: string, cell: (x: PaymentsRun) => string | number) =>
    `| ${label} | ${r.runs.map((x) => cell(x)).join(' | ')} |`;
  return [
    PAYMENTS_HEADING,
    '',
    `${s.hosts} paid hackathons with 5 promo codes each. Price checks: ${QUOTE_CONNECTIONS} connections for ${s.quoteSeconds} s, ` +
      `${s.quoters.toLocaleString('en-US')} students, inputs ${QUOTE_MIX.map(([k, w]) => `${k} ${w} %`).join(', ')}. ` +
      `Paying: ${s.payers} students, ${PAY_CONCURRENCY} at a time, quote → order → local checkout → verify. ` +
      `Promo rush: a code of 50 uses, ${s.contenders} students at once over ${CONTENTION_CONNECTIONS} connections. ` +
      `Webhooks: ${s.webhookOrders} Razorpay payment.captured events, each delivered twice and half of them three times, ` +
      `shuffled, ${WEBHOOK_CONCURRENCY} at once. Latencies p50 / p95 / p99 (max) ms. Queue poll ${s.queuePollSeconds} s.`,
    '',
    `| Measure | ${r.runs.map(db).join(' | ')} |`,
    `| --- | ${r.runs.map(() => '---').join(' | ')} |`,
    row(
      'Price check: requests · req/s · distinct users',
      (x) => `${x.quotes.requests} · ${x.quotes.requestsPerSec} · ${x.quotes.distinctUsers}`,
    ),
    row('Price check latency', (x) => lat(x.quotes.latency)),
    row(
      '… no code · valid code · refused code, p99',
      (x) =>
        `${x.quotes.byKind.none.p99Ms} · ${x.quotes.byKind.valid.p99Ms} · ${Math.max(...REFUSED_KINDS.map((k) => x.quotes.byKind[k].p99Ms))}`,
    ),
    row(
      'Price check: refusals (expected 400) · errors',
      (x) => `${x.quotes.refusals} · ${x.quotes.errors}${x.quotes.errors ? ` (${entries(x.quotes.errorKinds)})` : ''}`,
    ),
    row('Paying: quote', (x) => lat(x.pay.latency.quote)),
    row('Paying: order', (x) => lat(x.pay.latency.order)),
    row('Paying: local checkout (Pay)', (x) => lat(x.pay.latency.checkout)),
    row('Paying: verify', (x) => lat(x.pay.latency.verify)),
    row('Paying: whole (quote → verified)', (x) => lat(x.pay.latency.total)),
    row(
      'Paid answers · payments/s · failures',
      (x) => `${x.pay.paidAnswers} / ${x.pay.payers} · ${x.pay.paymentsPerSec} · ${entries(x.pay.failures)}`,
    ),
    row(
      'Receipts to write when the last payment was answered · all written, s · mail queue empty, s · receipts/s',
      (x) => drainCell(x.pay.receipts),
    ),
    row(
      'Promo rush: accepted · refused "fully used" · other',
      (x) => `${x.contention.accepted} · ${x.contention.refusedUsedUp} · ${entries(x.contention.other)}`,
    ),
    row('Promo rush: accepted latency', (x) => lat(x.contention.acceptedLatency)),
    row('Promo rush: refused latency', (x) => lat(x.contention.refusedLatency)),
    row(
      'Webhooks: deliveries (overlapping a copy in flight)',
      (x) => `${x.webhooks.deliveries} (${x.webhooks.overlapping})`,
    ),
    row('Webhooks: latency', (x) => lat(x.webhooks.latency)),
    row('Webhooks: answers', (x) => entries(x.webhooks.answers)),
    row('Webhook receipts: to write at the last answer · all written, s · mail queue empty, s · receipts/s', (x) =>
      drainCell(x.webhooks.receipts),
    ),
    row('Tables afterwards: paid · registered once · distinct receipts · receipt mails (pay; webhooks)', (x) =>
      [x.check.pay, x.check.webhook]
        .map(
          (d) =>
            `${d.byStatus.paid ?? 0} · ${d.registered - d.registeredTwice} · ${d.distinctReceiptNumbers} · ${d.receiptMails}`,
        )
        .join('; '),
    ),
    row(
      'Tables: orders with the 50-use code · refunds queued · stored events',
      (x) =>
        `${x.check.contention.ordersWithCode} · ${x.check.pay.refundJobs + x.check.webhook.refundJobs + x.check.contention.refundJobs} · ${x.check.webhook.events}`,
    ),
    row('Every check held (receipt mails: none twice, none missing once drained)', (x) =>
      paymentsChecksHeld(x, s) ? 'yes' : 'NO',
    ),
    '',
    ...r.runs.map((x) => `- ${x.database}: ${x.cpuPinning}; load average ${loadAverageText(x.loadAverage)}.`),
    ...r.skippedDatabases.map((d) => `- Skipped: ${d}.`),
    '',
  ].join('\n');
};

runWhenMain(import.meta.url, runPayments, { heading: PAYMENTS_HEADING, markdown: paymentsMarkdown });
