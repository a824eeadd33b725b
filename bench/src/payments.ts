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
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runDataScript, startApiServer } from './lib/api-server.ts';
import type { CheckResult, PaymentsData } from './lib/payments-data.ts';
import { postgresServerUrl, postgresUnavailable, redactedUrl, scratchDatabase } from './lib/postgres.ts';
import { apiServerArgs, removeDir, repoRoot, stopChild, tempDir, unpinProcess, type Child } from './lib/proc.ts';
import { envNumber, loadAverageText, loadNow, runWhenMain, unmeasuredSection, writeResult } from './lib/results.ts';

export const PAYMENTS_HEADING = '## Payments: price checks, paying, a promo code rush and webhook replays';

import {
  contend,
  CONTENTION_CONNECTIONS,
  type ContentionFigures,
  type DrainFigures,
  drainReceipts,
  HOSTS,
  type Latency,
  PAY_CONCURRENCY,
  payAll,
  type PayFigures,
  queueCounts,
  QUOTE_CONNECTIONS,
  QUOTE_MIX,
  type QuoteFigures,
  QUOTERS,
  REFUSED_KINDS,
  replayWebhooks,
  runQuotes,
  WEBHOOK_CONCURRENCY,
  type WebhookFigures,
} from './lib/payments-steps.ts';

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
