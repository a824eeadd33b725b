// Certificates for a whole hackathon, and the judging standings of a large phase (issue 12).
//
// A finished hackathon with 1,000 registered participants who all submitted (bench/src/lib/certificate-batch-
// data.ts writes it into a fresh PGlite DATA_DIR before the server starts, with the host's session minted by the
// API's own signer). Then, on the built server as `npm start` runs it (one process: the requests and the
// background queue's worker share it):
//  1. Idle: what other users meet when the queue has nothing to do: GET /api/drills/search and the hackathon's
//     page /drills/{custUrl} (server-rendered HTML), each with autocannon at a modest concurrency, at once.
//  2. Standings: the host's GET /api/console/drills/{id}/phases/{phaseId}/standings of a phase with 500
//     submissions × 3 submitted reviews from 30 judges: one at a time, then under a few connections.
//  3. Busy: the host issues participation certificates through the real API (POST .../certificates/issue): the
//     answer's latency; then the same two loads run while the worker signs and draws the 1,000 certificates,
//     and the host's certificate counts (GET .../certificates) are polled every 250 ms until all are ready:
//     the time to the first and to the last one ready, and certificates per second.
//  4. A few of the made certificates are verified as anyone would, through GET /api/certificates/verify/{code}.
// The server is pinned to one CPU and the load generator to the others (lib/proc.ts pinLoadGenerator).
// Env: BENCH_CERT_PARTICIPANTS (1000), BENCH_CERT_CONNECTIONS (4 per load), BENCH_CERT_DURATION (idle and
// standings load seconds, 10), BENCH_CERT_PORT (3271), BENCH_PIN.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Instance, type Options } from 'autocannon';
import type { CertificateBatchData } from './lib/certificate-batch-data.ts';
import { loadFiguresOf, type LoadFigures } from './lib/load-figures.ts';
import { runDataScript, startApiServer } from './lib/api-server.ts';
import { apiServerArgs, removeDir, repoRoot, sleep, stopChild, tempDir, unpinProcess, type Child } from './lib/proc.ts';
import {
  envNumber,
  loadAverageText,
  loadNow,
  median,
  percentile,
  round,
  runWhenMain,
  unmeasuredSection,
  writeResult,
} from './lib/results.ts';

export const CERTIFICATE_BATCH_HEADING = '## Certificates for a whole hackathon, and judging standings';

/** How often the host's certificates page asks for the counts while some are pending (web get-host-certificates). */
const POLL_MS = 3000;
/** Other users' requests per second, per load: a modest, steady load (not as fast as the server can answer). */
const RATE_PER_LOAD = 25;
/** Give up waiting for the batch after this long (the benchmark reports how far it got). */
const BATCH_TIMEOUT_MS = 180_000;
const WARMUP_SECONDS = 3;
const STANDINGS_SINGLE = 20;
const VERIFY_COUNT = 5;

interface Kind {
  kind: string;
  notYetIssued: number;
  issued: number;
  ready: number;
  pending: number;
  failed: number;
  revoked: number;
}
interface Envelope<T> {
  httpStatus?: number;
  result?: T;
  message?: string;
  error?: { code: string; message: string };
}

export interface OtherUsers {
  search: LoadFigures;
  page: LoadFigures;
}

export interface CertificateBatchResult {
  skipped?: string;
  settings: {
    participants: number;
    judgedSubmissions: number;
    judges: number;
    reviews: number;
    connectionsPerLoad: number;
    ratePerLoad: number;
    idleSeconds: number;
    queuePollSeconds: string;
  };
  database: string;
  cpuPinning: string;
  issue: {
    latencyMs: number;
    status: number;
    created: number;
    batches: number;
    /** From the issue request's answer to the first and to the last certificate ready (host's counts). */
    firstReadyS: number | null;
    allReadyS: number | null;
    ready: number;
    failed: number;
    /** ready ÷ (last ready − first ready): the worker's pace once it has started. */
    certificatesPerSecond: number | null;
    /** ready ÷ time from the answer to the last ready, the pace the host sees. */
    certificatesPerSecondOverall: number | null;
    /** The host's GET …/certificates (counts) before issuing, one at a time, and while the worker is busy. */
    countsIdleMs: { p50: number; max: number };
    countsPollMs: { p50: number; p99: number; max: number };
  };
  otherUsers: { idle: OtherUsers; busy: OtherUsers; busySeconds: number };
  standings: {
    rows: number;
    singleMs: { first: number; p50: number; p99: number };
    load: LoadFigures;
  };
  verified: { checked: number; valid: number; states: string[] };
  loadAverage: { start: number[]; end?: number[] };
}

const authHeaders = (host: CertificateBatchData['host']) => ({
  authorization: `Bearer ${host.token}`,
  auth_uid: String(host.uid),
});

const call = async <T>(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; ms: number; body: Envelope<T> }> => {
  const started = performance.now();
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  const body = (await res.json().catch(() => ({}))) as Envelope<T>;
  return { status: res.status, ms: performance.now() - started, body };
};

/**
 * The two loads of other users, at once: the hackathon search and the hackathon's server-rendered page, each
 * at RATE_PER_LOAD requests per second over `connections` connections (autocannon's overallRate).
 */
const otherUsersLoad = (base: string, custUrl: string, connections: number, duration: number) => {
  const at = (url: string, headers: Record<string, string>) => {
    const options: Options & { overallRate: number } = {
      url,
      connections,
      duration,
      headers,
      overallRate: RATE_PER_LOAD,
    };
    return autocannon(options);
  };
  const search = at(`${base}/api/drills/search?limit=12`, { accept: 'application/json' });
  const page = at(`${base}/drills/${encodeURIComponent(custUrl)}`, {
    accept: 'text/html',
    'accept-encoding': 'gzip, br',
  });
  return {
    stop: () => [search, page].forEach((i: Instance) => i.stop()),
    done: Promise.all([search, page]).then(([s, p]) => ({ search: loadFiguresOf(s), page: loadFiguresOf(p) })),
  };
};

const summaryLine = (o: OtherUsers) =>
  `search p50 ${o.search.latencyP50Ms} ms p99 ${o.search.latencyP99Ms} ms (${o.search.requestsPerSec} req/s, non-2xx ${o.search.non2xx}); ` +
  `page p50 ${o.page.latencyP50Ms} ms p99 ${o.page.latencyP99Ms} ms (${o.page.requestsPerSec} req/s, non-2xx ${o.page.non2xx})`;

export const runCertificateBatch = async (): Promise<CertificateBatchResult> => {
  const participants = envNumber('BENCH_CERT_PARTICIPANTS', 1000);
  const connections = envNumber('BENCH_CERT_CONNECTIONS', 4);
  const duration = envNumber('BENCH_CERT_DURATION', 10);
  const port = envNumber('BENCH_CERT_PORT', 3271);
  const serverArgs = apiServerArgs();
  const dataDir = tempDir('certificate-batch');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: randomBytes(48).toString('base64url') };
  const start = loadNow();
  let api: Child | undefined;
  try {
    const out = join(dataDir, 'certificate-batch.json');
    console.log(`  certificate-batch: seeding ${participants} participants, a judged phase of 500 × 3 reviews`);
    const seeded = await runDataScript(
      [join(repoRoot, 'bench/src/lib/certificate-batch-data.ts'), '--participants', String(participants), '--out', out],
      env,
      'the data',
    );
    const data = JSON.parse(readFileSync(out, 'utf8')) as CertificateBatchData;
    console.log(`    ${seeded.trim().split('\n').at(-1)}`);

    const server = await startApiServer(serverArgs, { ...env, PORT: String(port) });
    api = server.child;
    const { base, pinning } = server;
    const cpuPinning = pinning
      ? `server on CPU ${pinning.serverCpus}, load generator on CPU ${pinning.loadCpus}`
      : 'none';
    const headers = authHeaders(data.host);
    const certificatesUrl = `${base}/api/console/drills/${data.drillId}/certificates?limit=10`;
    const standingsUrl = `${base}/api/console/drills/${data.drillId}/phases/${data.judgedPhaseId}/standings`;
    const participation = async () => {
      const r = await call<{ summary: Kind[]; data: Array<{ code: string; status: string }> }>(certificatesUrl, {
        headers,
      });
      if (r.status !== 200) throw new Error(`GET certificates answered ${r.status}: ${JSON.stringify(r.body)}`);
      return {
        ms: r.ms,
        kind: r.body.result!.summary.find((k) => k.kind === 'participation')!,
        rows: r.body.result!.data,
      };
    };
    const before = await participation();
    const countsIdle = [before.ms];
    for (let k = 0; k < 4; k++) countsIdle.push((await participation()).ms);
    if (before.kind.notYetIssued !== data.participants)
      throw new Error(`${before.kind.notYetIssued} eligible for participation, expected ${data.participants}`);

    // 1. Other users while the queue is idle.
    console.log(
      `  certificate-batch: idle: warm-up ${WARMUP_SECONDS} s, then ${duration} s × ${connections} × 2 loads`,
    );
    await otherUsersLoad(base, data.custUrl, connections, WARMUP_SECONDS).done;
    const idle = await otherUsersLoad(base, data.custUrl, connections, duration).done;
    console.log(`    idle: ${summaryLine(idle)}`);

    // 2. The standings of the judged phase.
    const single: number[] = [];
    let rows = 0;
    for (let i = 0; i < STANDINGS_SINGLE; i++) {
      const r = await call<{ rows: unknown[] }>(standingsUrl, { headers });
      if (r.status !== 200) throw new Error(`standings answered ${r.status}: ${JSON.stringify(r.body).slice(0, 500)}`);
      rows = r.body.result!.rows.length;
      single.push(r.ms);
    }
    const standingsLoad = loadFiguresOf(
      await autocannon({
        url: standingsUrl,
        connections,
        duration,
        headers: { ...headers, accept: 'application/json' },
      }),
    );
    const standings = {
      rows,
      singleMs: { first: round(single[0]!, 1), p50: round(median(single), 1), p99: round(percentile(single, 99), 1) },
      load: standingsLoad,
    };
    console.log(
      `  certificate-batch: standings (${rows} rows): first ${standings.singleMs.first} ms, one at a time p50 ` +
        `${standings.singleMs.p50} ms; ${connections} conn.: p50 ${standingsLoad.latencyP50Ms} ms p99 ${standingsLoad.latencyP99Ms} ms, ` +
        `${standingsLoad.requestsPerSec} req/s, non-2xx ${standingsLoad.non2xx}`,
    );

    // 3. Issue, and other users while the worker makes the certificates.
    const issued = await call<{ created: number; batches: number }>(
      `${base}/api/console/drills/${data.drillId}/certificates/issue`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'participation' }),
      },
    );
    const answeredAt = performance.now();
    if (issued.status !== 202) throw new Error(`issue answered ${issued.status}: ${JSON.stringify(issued.body)}`);
    console.log(
      `  certificate-batch: issue answered ${issued.status} in ${round(issued.ms, 1)} ms: ${issued.body.result?.created} created in ` +
        `${issued.body.result?.batches} batches; other users' loads run until all are ready`,
    );
    const busyLoad = otherUsersLoad(base, data.custUrl, connections, BATCH_TIMEOUT_MS / 1000);
    const pollMs: number[] = [];
    let firstReadyAt: number | null = null;
    let allReadyAt: number | null = null;
    let last = before.kind;
    while (performance.now() - answeredAt < BATCH_TIMEOUT_MS) {
      const p = await participation();
      pollMs.push(p.ms);
      last = p.kind;
      if (firstReadyAt === null && last.ready > 0) firstReadyAt = performance.now();
      if (last.pending === 0 && last.issued > 0) {
        allReadyAt = performance.now();
        break;
      }
      await sleep(POLL_MS);
    }
    busyLoad.stop();
    const busy = await busyLoad.done;
    const busySeconds = round(((allReadyAt ?? performance.now()) - answeredAt) / 1000, 1);
    console.log(`    busy (${busySeconds} s): ${summaryLine(busy)}`);
    const firstReadyS = firstReadyAt === null ? null : round((firstReadyAt - answeredAt) / 1000, 2);
    const allReadyS = allReadyAt === null ? null : round((allReadyAt - answeredAt) / 1000, 2);
    const issue = {
      latencyMs: round(issued.ms, 1),
      status: issued.status,
      created: issued.body.result?.created ?? 0,
      batches: issued.body.result?.batches ?? 0,
      firstReadyS,
      allReadyS,
      ready: last.ready,
      failed: last.failed,
      certificatesPerSecond:
        firstReadyS !== null && allReadyS !== null && allReadyS > firstReadyS
          ? round(last.ready / (allReadyS - firstReadyS), 1)
          : null,
      certificatesPerSecondOverall: round(last.ready / busySeconds, 1),
      countsIdleMs: { p50: round(median(countsIdle), 1), max: round(Math.max(...countsIdle), 1) },
      countsPollMs: {
        p50: round(median(pollMs), 1),
        p99: round(percentile(pollMs, 99), 1),
        max: round(Math.max(0, ...pollMs), 1),
      },
    };
    console.log(
      `  certificate-batch: ${issue.ready} ready, ${issue.failed} failed; first after ${firstReadyS} s, all after ${allReadyS} s ` +
        `(${issue.certificatesPerSecond} per s once started); the host's counts answered p50 ${issue.countsPollMs.p50} ms p99 ${issue.countsPollMs.p99} ms`,
    );

    // 4. Verify a few, as anyone would.
    const listed = await participation();
    const codes = listed.rows.slice(0, VERIFY_COUNT).map((r) => r.code);
    const states: string[] = [];
    for (const code of codes) {
      const r = await call<{ state: string; recipientName: string }>(`${base}/api/certificates/verify/${code}`);
      states.push(r.status === 200 ? r.body.result!.state : `HTTP ${r.status}`);
    }
    const verified = { checked: codes.length, valid: states.filter((s) => s === 'valid').length, states };
    console.log(`  certificate-batch: verified ${verified.valid} / ${verified.checked} valid (${states.join(', ')})`);

    if (api.hasExited()) throw new Error(`the server exited during the run:\n${api.output().slice(-4000)}`);
    const result: CertificateBatchResult = {
      settings: {
        participants: data.participants,
        judgedSubmissions: data.judgedSubmissions,
        judges: data.judges,
        reviews: data.reviews,
        connectionsPerLoad: connections,
        ratePerLoad: RATE_PER_LOAD,
        idleSeconds: duration,
        queuePollSeconds: process.env.QUEUE_POLL_SECONDS ?? '2 (default)',
      },
      database: 'PGlite (temp DATA_DIR)',
      cpuPinning,
      issue,
      otherUsers: { idle, busy, busySeconds },
      standings,
      verified,
      loadAverage: { start, end: loadNow() },
    };
    writeResult('certificate-batch', result);
    return result;
  } finally {
    if (api) await stopChild(api, 15_000);
    unpinProcess();
    removeDir(dataDir);
  }
};

const lat = (f: LoadFigures) => `${f.latencyP50Ms} / ${f.latencyP99Ms} (max ${f.latencyMaxMs})`;

/** The latest.md section of this benchmark. */
export const certificateBatchMarkdown = (r: CertificateBatchResult | undefined): string => {
  const unmeasured = unmeasuredSection(CERTIFICATE_BATCH_HEADING, r);
  if (unmeasured || !r) return unmeasured ?? '';
  const s = r.settings;
  const i = r.issue;
  const u = r.otherUsers;
  return [
    CERTIFICATE_BATCH_HEADING,
    '',
    `${s.participants.toLocaleString('en-US')} participants who submitted; the host issues participation certificates ` +
      `(${i.batches} queue jobs) while other users search hackathons and open the hackathon's page ` +
      `(${s.ratePerLoad} req/s each over ${s.connectionsPerLoad} connections); the host's page polls the counts every ${POLL_MS / 1000} s. ${r.database}; ${r.cpuPinning}; queue poll ${s.queuePollSeconds} s.`,
    '',
    '| Measure | Figure |',
    '| --- | --- |',
    `| Issue request (POST …/certificates/issue), ms | ${i.latencyMs} (HTTP ${i.status}, ${i.created} created) |`,
    `| First ready · all ready, s after the answer | ${i.firstReadyS ?? '—'} · ${i.allReadyS ?? `not within ${BATCH_TIMEOUT_MS / 1000} s`} |`,
    `| Certificates per second (once started · overall) | ${i.certificatesPerSecond ?? '—'} · ${i.certificatesPerSecondOverall ?? '—'} |`,
    `| Ready · failed | ${i.ready} · ${i.failed} |`,
    `| Host's counts (GET …/certificates) idle · while busy, p50 / max ms | ${i.countsIdleMs.p50} / ${i.countsIdleMs.max} · ${i.countsPollMs.p50} / ${i.countsPollMs.max} |`,
    `| /api/drills/search idle → busy, p50 / p99 ms | ${lat(u.idle.search)} → ${lat(u.busy.search)} |`,
    `| /api/drills/search idle → busy, req/s | ${u.idle.search.requestsPerSec} → ${u.busy.search.requestsPerSec} |`,
    `| /drills/{custUrl} idle → busy, p50 / p99 ms | ${lat(u.idle.page)} → ${lat(u.busy.page)} |`,
    `| /drills/{custUrl} idle → busy, req/s | ${u.idle.page.requestsPerSec} → ${u.busy.page.requestsPerSec} |`,
    `| Errors · non-2xx while busy | ${u.busy.search.errors + u.busy.page.errors} · ${u.busy.search.non2xx + u.busy.page.non2xx} |`,
    `| Verified through /api/certificates/verify/{code} | ${r.verified.valid} / ${r.verified.checked} valid |`,
    `| Standings, ${s.judgedSubmissions} submissions × ${s.reviews / s.judgedSubmissions} reviews, ${s.judges} judges: first · one at a time p50 / p99 ms | ${r.standings.singleMs.first} · ${r.standings.singleMs.p50} / ${r.standings.singleMs.p99} |`,
    `| Standings, ${s.connectionsPerLoad} connections: p50 / p99 ms · req/s | ${lat(r.standings.load)} · ${r.standings.load.requestsPerSec} |`,
    '',
    `- Load average ${loadAverageText(r.loadAverage)}; busy loads ran ${u.busySeconds} s.`,
    '',
  ].join('\n');
};

runWhenMain(import.meta.url, runCertificateBatch, {
  heading: CERTIFICATE_BATCH_HEADING,
  markdown: certificateBatchMarkdown,
});
