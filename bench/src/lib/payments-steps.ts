// The four things the payments benchmark's users do (bench/src/payments.ts runs them on each database): price
// checks over a long tail of promo codes, paying through the local checkout, a promo code rush, and Razorpay
// webhook replays; plus the receipts' queue drain after each.
import { createHmac, randomBytes } from 'node:crypto';
import type { BenchUser, PaymentsData } from './payments-data.ts';
import { sleep } from './proc.ts';
import { percentile, round } from './results.ts';

export const PAYMENTS_HEADING = '## Payments: price checks, paying, a promo code rush and webhook replays';

export const HOSTS = 20;
export const QUOTERS = 1000;
export const QUOTE_CONNECTIONS = 32;
export const WARMUP_SECONDS = 3;
export const PAY_CONCURRENCY = 32;
export const CONTENTION_CONNECTIONS = 64;
export const WEBHOOK_CONCURRENCY = 32;
export const QUEUE_POLL_MS = 500;
export const REQUEST_TIMEOUT_MS = 60_000;

/* ------------------------------------------------------------------ figures */

export interface Latency {
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export const latencyOf = (values: number[]): Latency => ({
  count: values.length,
  p50Ms: round(percentile(values, 50), 1),
  p95Ms: round(percentile(values, 95), 1),
  p99Ms: round(percentile(values, 99), 1),
  maxMs: round(values.length ? Math.max(...values) : 0, 1),
});

export const tally = (items: string[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const i of items) out[i] = (out[i] ?? 0) + 1;
  return out;
};

/** mulberry32 with a fixed seed: the same inputs in the same order on every run. */
export const rngOf = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const inPool = async <T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
};

/* ------------------------------------------------------------------ HTTP */

export interface Envelope<T> {
  httpStatus?: number;
  result?: T;
  message?: string;
  error?: { code: string; message: string; fields?: Record<string, string> };
}

export interface Answer<T> {
  /** 0: no answer (network error or timeout). */
  status: number;
  ms: number;
  body: Envelope<T>;
  failure?: string;
}

export const addressOf = (uid: number) => `10.${(uid >> 16) & 255}.${(uid >> 8) & 255}.${uid & 255}`;

export const headersOf = (user: BenchUser | null): Record<string, string> =>
  user
    ? { authorization: `Bearer ${user.token}`, auth_uid: String(user.uid), 'x-forwarded-for': addressOf(user.uid) }
    : {};

export const send = async <T>(
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

export const how = (a: Answer<unknown>): string =>
  a.status === 0 ? a.failure! : `${a.status}${a.body.error?.code ? ` ${a.body.error.code}` : ''}`;

/* ------------------------------------------------------------------ 1. price checks */

export type QuoteKind = 'none' | 'valid' | 'expired' | 'notStarted' | 'inactive' | 'unknown' | 'otherHost';
/** The long tail of what people type, in percent. */
export const QUOTE_MIX: Array<[QuoteKind, number]> = [
  ['none', 30],
  ['valid', 30],
  ['expired', 10],
  ['notStarted', 5],
  ['inactive', 5],
  ['unknown', 10],
  ['otherHost', 10],
];
export const REFUSED_KINDS: QuoteKind[] = ['expired', 'notStarted', 'inactive', 'unknown', 'otherHost'];

export interface Quote {
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

export const runQuotes = async (base: string, data: PaymentsData, seconds: number): Promise<QuoteFigures> => {
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

export type PayStep = 'quote' | 'order' | 'checkout' | 'verify';

export interface Order {
  paymentId: string;
  provider: string;
  amountPaise: number;
  checkoutUrl: string | null;
}
export interface PaymentView {
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

export const payAll = async (base: string, data: PaymentsData): Promise<PayFigures> => {
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

export interface QueueCount {
  queue: string;
  queued: number;
  running: number;
  failed: number;
  completed: number;
}

export const RECEIPTS_QUEUE = 'payment-receipts';
export const MAIL_QUEUE = 'mail';

/** The admin's queue counts (what the admin's Background jobs page shows) of the receipts and the mail queues. */
export const queueCounts = async (
  base: string,
  admin: BenchUser,
): Promise<{ receipts: QueueCount; mail: QueueCount }> => {
  const a = await send<{ counts: QueueCount[] }>(base, '/api/console/admin/queue', admin);
  if (a.status !== 200) throw new Error(`the queue's counts answered ${how(a)}`);
  const of = (queue: string) =>
    a.body.result?.counts.find((c) => c.queue === queue) ?? { queue, queued: 0, running: 0, failed: 0, completed: 0 };
  return { receipts: of(RECEIPTS_QUEUE), mail: of(MAIL_QUEUE) };
};

export const doneOf = (c: QueueCount) => c.completed + c.failed;

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
export const drainReceipts = async (
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

export const contend = async (base: string, data: PaymentsData): Promise<ContentionFigures> => {
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

export const hmacHex = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

export const replayWebhooks = async (
  base: string,
  data: PaymentsData,
  webhookSecret: string,
): Promise<WebhookFigures> => {
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
