// The hackathon deadline rush (issue 11): 1,000 participants of one hackathon submit their final solution, each
// with a 200 KB file, within the last minute of the round, on PGlite and on PostgreSQL.
//
// What each participant does is what the solution page does when someone attaches the file at the last moment
// and presses Submit: the upload goes through the real signed-upload flow (POST /api/s3/pre-signed, PUT the
// bytes to the signed URL, and the confirm POST when the store asks for one) and then the final submission
// (POST /api/drills/{id}/submissions with {participantId, phaseId, answers, final: true}) names the upload. So
// the upload is inside the rush, not done beforehand. Start times are spread over the last minute with more
// people near the end (the start of participant i is 60 s × (1 − √u) before the round closes, u uniform,
// at least 5 s before), the way deadline traffic bunches up. Every participant comes from an address of its
// own (X-Forwarded-For behind TRUST_PROXY=127.0.0.1), as behind a load balancer, so per-address limits are per
// person as in production.
//
// After the round has closed, every acknowledged submission (200 with a receipt) is read back as its owner:
// GET drills/{id}/submissions/{sid} must answer it submitted, with the uploaded file and the receipt's hash, and
// the file must come back byte for byte through its signed link. Those are counted.
//
// Data: apps/api/src/scripts/seed/bench/deadline-rush-data.ts writes the hackathon, the round and the
// participants with sessions minted by the API's own signer into a fresh database before the server starts:
// PGlite in a temp DATA_DIR, and PostgreSQL (a scratch database elevate_bench_rush_<hex>, lib/postgres.ts)
// when the server of BENCH_POSTGRES_URL, DATABASE_URL or 127.0.0.1:5432 answers. The server is the built
// bundle (as `npm start` runs it), pinned to one CPU with the participants on the others.
// Env: BENCH_RUSH_PARTICIPANTS (default 1000), BENCH_RUSH_FILE_KB (default 200), BENCH_RUSH_LEAD (s from the
// seed to the round's end, default 150), BENCH_RUSH_DATABASES (pglite,postgres), BENCH_PIN.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { postgresServerUrl, postgresUnavailable, redactedUrl, scratchDatabase } from './lib/postgres.ts';
import { runDataScript, startApiServer } from './lib/api-server.ts';
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

export const DEADLINE_RUSH_HEADING = '## Hackathon deadline rush';

/** The window the participants start in: the last minute, none later than 5 s before the round closes. */
const WINDOW_MS = 60_000;
const LAST_START_MS = 5_000;
/** A request the server has not answered in this long counts as failed. */
const REQUEST_TIMEOUT_MS = 120_000;
const VERIFY_CONCURRENCY = 16;

interface RushParticipant {
  uid: number;
  participantId: number;
  token: string;
}
interface RushData {
  drillId: number;
  phaseId: number;
  phaseEnd: string;
  participants: RushParticipant[];
}

type Step = 'presign' | 'upload' | 'confirm' | 'submit';

interface Attempt {
  uid: number;
  startedAt: number;
  /** ms per step, and the whole from the presign to the submission's answer. */
  ms: Partial<Record<Step | 'total', number>>;
  /** The step that failed and how ("submit 409", "upload network error"), or null. */
  failure: string | null;
  /** Whether the submission's answer came after the round's end. */
  answeredAfterEnd: boolean;
  /** When the final submission was sent, in ms before the round's end (negative: after it). */
  submitSentBeforeEndMs?: number;
  ack?: { submissionId: number; contentHash: string; key: string; fileSha256: string };
}

export interface LatencySummary {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface RushRun {
  database: string;
  participants: number;
  fileBytes: number;
  /** When the first and last participant started, in s before the round's end. */
  window: { firstStartBeforeEndS: number; lastStartBeforeEndS: number };
  acknowledged: number;
  failed: number;
  failures: Record<string, number>;
  answeredAfterEnd: number;
  /**
   * Submissions refused although they were sent before the round closed: the server judges the deadline when it
   * gets to the request, so time spent queueing behind the rush counts against the participant.
   */
  refusedSentBeforeEnd: number;
  latency: Record<Step | 'total', LatencySummary>;
  /** Acknowledged submissions read back as submitted, with their file and the receipt's hash. */
  stored: number;
  /** … whose file came back byte for byte through its signed link. */
  readable: number;
  verifyProblems: string[];
  cpuPinning: string;
  loadAverage: { start: number[]; end?: number[] };
}

export interface DeadlineRushResult {
  skipped?: string;
  settings: { participants: number; fileKB: number; windowSeconds: number; leadSeconds: number };
  runs: RushRun[];
  skippedDatabases: string[];
}

const summary = (values: number[]): LatencySummary => ({
  p50Ms: round(percentile(values, 50), 1),
  p99Ms: round(percentile(values, 99), 1),
  maxMs: round(values.length ? Math.max(...values) : 0, 1),
});

/** A PDF of exactly `bytes` bytes, different for every participant (so every file and hash is its own). */
const pdfOf = (uid: number, bytes: number): Buffer => {
  const head = `%PDF-1.4\n% Elevate deadline rush, participant ${uid}\n`;
  const tail = '\n%%EOF\n';
  const filler = randomBytes(Math.ceil(bytes / 2))
    .toString('hex')
    .slice(0, bytes - head.length - tail.length);
  return Buffer.from(head + filler + tail, 'latin1');
};

const sha256 = (data: Buffer): string => createHash('sha256').update(data).digest('hex');

/** mulberry32 with a fixed seed: the same start times on every run. */
const rngOf = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const addressOf = (uid: number) => `10.${(uid >> 16) & 255}.${(uid >> 8) & 255}.${uid & 255}`;

interface Envelope<T> {
  httpStatus: number;
  result?: T;
  error?: { code: string; message: string };
}

/** One participant's last-minute upload and final submission, timed step by step. */
const rush = async (base: string, data: RushData, p: RushParticipant, fileBytes: number): Promise<Attempt> => {
  const attempt: Attempt = { uid: p.uid, startedAt: Date.now(), ms: {}, failure: null, answeredAfterEnd: false };
  const headers = {
    authorization: `Bearer ${p.token}`,
    auth_uid: String(p.uid),
    'x-forwarded-for': addressOf(p.uid),
  };
  const file = pdfOf(p.uid, fileBytes);
  const call = async <T>(step: Step, url: string, init: RequestInit): Promise<Envelope<T> | null> => {
    const started = performance.now();
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const body = (await res.json().catch(() => ({}))) as Envelope<T>;
      attempt.ms[step] = performance.now() - started;
      if (res.status !== 200) {
        attempt.failure = `${step} ${res.status}${body.error?.code ? ` ${body.error.code}` : ''}`;
        return null;
      }
      return body;
    } catch (err) {
      attempt.ms[step] = performance.now() - started;
      attempt.failure = `${step} ${err instanceof Error && err.name === 'TimeoutError' ? 'timeout' : 'network error'}`;
      return null;
    }
  };
  const json = { ...headers, 'content-type': 'application/json' };
  const started = performance.now();
  const presign = await call<{
    key: string;
    uploadUrl: string;
    headers?: Record<string, string>;
    confirmUrl?: string | null;
  }>('presign', `${base}/api/s3/pre-signed`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      fileName: `solution-${p.uid}.pdf`,
      contentType: 'application/pdf',
      sizeBytes: file.length,
      purpose: 'solution-file',
    }),
  });
  if (!presign?.result) return attempt;
  const signed = presign.result;
  const uploadUrl = new URL(signed.uploadUrl, base).toString();
  const uploaded = await call('upload', uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf', 'x-forwarded-for': addressOf(p.uid), ...(signed.headers ?? {}) },
    body: file,
  });
  if (!uploaded) return attempt;
  if (signed.confirmUrl) {
    const confirmed = await call('confirm', new URL(signed.confirmUrl, base).toString(), { method: 'POST', headers });
    if (!confirmed) return attempt;
  }
  attempt.submitSentBeforeEndMs = Date.parse(data.phaseEnd) - Date.now();
  const saved = await call<{ submission: { submissionId: number }; receipt: { contentHash: string } | null }>(
    'submit',
    `${base}/api/drills/${data.drillId}/submissions`,
    {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        participantId: p.participantId,
        phaseId: data.phaseId,
        answers: {
          repoUrl: `https://github.example.com/rush-${p.uid}/solution`,
          summary: `<p>Participant ${p.uid}: a working prototype with its deck attached.</p>`,
          solutionFile: signed.key,
        },
        final: true,
      }),
    },
  );
  attempt.ms.total = performance.now() - started;
  attempt.answeredAfterEnd = Date.now() >= Date.parse(data.phaseEnd);
  if (!saved?.result) return attempt;
  if (!saved.result.receipt) {
    attempt.failure = 'submit without a receipt';
    return attempt;
  }
  attempt.ack = {
    submissionId: saved.result.submission.submissionId,
    contentHash: saved.result.receipt.contentHash,
    key: signed.key,
    fileSha256: sha256(file),
  };
  return attempt;
};

/** Reads one acknowledged submission back as its owner: stored as acknowledged, and its file byte for byte. */
const verify = async (
  base: string,
  data: RushData,
  p: RushParticipant,
  a: Attempt,
): Promise<'readable' | 'stored' | string> => {
  const ack = a.ack!;
  const headers = { authorization: `Bearer ${p.token}`, auth_uid: String(p.uid), 'x-forwarded-for': addressOf(p.uid) };
  const res = await fetch(`${base}/api/drills/${data.drillId}/submissions/${ack.submissionId}`, { headers });
  const body = (await res.json()) as Envelope<{
    status: string;
    contentHash: string | null;
    answers: Record<string, unknown>;
  }>;
  const s = body.result;
  if (res.status !== 200 || !s) return `submission ${ack.submissionId}: read ${res.status}`;
  if (s.status !== 'submitted' || s.contentHash !== ack.contentHash || s.answers.solutionFile !== ack.key)
    return `submission ${ack.submissionId}: stored differently (${s.status}, hash ${s.contentHash === ack.contentHash ? 'same' : 'differs'})`;
  const link = await fetch(
    `${base}/api/drills/${data.drillId}/submissions/${ack.submissionId}/files?key=${encodeURIComponent(ack.key)}`,
    { headers },
  );
  const linkBody = (await link.json()) as Envelope<{ url: string }>;
  if (link.status !== 200 || !linkBody.result) return 'stored';
  const file = await fetch(new URL(linkBody.result.url, base), { headers });
  const bytes = Buffer.from(await file.arrayBuffer());
  return file.status === 200 && sha256(bytes) === ack.fileSha256 ? 'readable' : 'stored';
};

const inPool = async <T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
};

const runOnce = async (kind: 'pglite' | 'postgres', settings: DeadlineRushResult['settings']): Promise<RushRun> => {
  const serverArgs = apiServerArgs();
  const dataDir = tempDir('deadline-rush');
  const database = kind === 'postgres' ? await scratchDatabase(postgresServerUrl(), 'elevate_bench_rush') : undefined;
  const label = database
    ? `PostgreSQL at ${redactedUrl(postgresServerUrl())}, scratch database ${database.name}`
    : 'PGlite (temp DATA_DIR)';
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? '',
    JWT_SECRET: randomBytes(48).toString('base64url'),
  };
  const run: RushRun = {
    database: label,
    participants: settings.participants,
    fileBytes: settings.fileKB * 1024,
    window: { firstStartBeforeEndS: 0, lastStartBeforeEndS: 0 },
    acknowledged: 0,
    failed: 0,
    failures: {},
    answeredAfterEnd: 0,
    refusedSentBeforeEnd: 0,
    latency: {
      presign: summary([]),
      upload: summary([]),
      confirm: summary([]),
      submit: summary([]),
      total: summary([]),
    },
    stored: 0,
    readable: 0,
    verifyProblems: [],
    cpuPinning: 'none',
    loadAverage: { start: loadNow() },
  };
  let api: Child | undefined;
  try {
    // The round ends `lead` seconds from now: time to seed, start the server and reach the last minute.
    const phaseEnd = new Date(Date.now() + settings.leadSeconds * 1000);
    const out = join(dataDir, 'rush.json');
    console.log(
      `  deadline-rush (${kind}): seeding ${settings.participants} participants; the round ends ${phaseEnd.toISOString()}`,
    );
    await runDataScript(
      [
        join(repoRoot, 'apps/api/src/scripts/seed/bench/deadline-rush-data.ts'),
        '--participants',
        String(settings.participants),
        '--phase-end',
        phaseEnd.toISOString(),
        '--out',
        out,
      ],
      env,
      'the rush data',
    );
    const data = JSON.parse(readFileSync(out, 'utf8')) as RushData;

    const server = await startApiServer(serverArgs, { ...env, TRUST_PROXY: '127.0.0.1' });
    api = server.child;
    const { base, pinning } = server;
    run.cpuPinning = pinning
      ? `server on CPU ${pinning.serverCpus}, participants on CPU ${pinning.loadCpus}${database ? ', PostgreSQL unpinned' : ''}`
      : 'none';
    const end = Date.parse(data.phaseEnd);
    const windowStart = end - WINDOW_MS;
    if (Date.now() > windowStart - 2_000)
      throw new Error(
        `seeding and starting took too long for the last minute; raise BENCH_RUSH_LEAD above ${settings.leadSeconds}`,
      );

    const rng = rngOf(0x0d_ead1);
    const starts = data.participants.map(
      () => end - LAST_START_MS - (WINDOW_MS - LAST_START_MS) * (1 - Math.sqrt(rng())),
    );
    run.window = {
      firstStartBeforeEndS: round((end - Math.min(...starts)) / 1000, 1),
      lastStartBeforeEndS: round((end - Math.max(...starts)) / 1000, 1),
    };
    console.log(
      `  deadline-rush (${kind}): waiting ${Math.round((windowStart - Date.now()) / 1000)} s for the last minute`,
    );
    await sleep(Math.max(0, windowStart - Date.now()));
    const attempts = await Promise.all(
      data.participants.map(async (p, i) => {
        await sleep(Math.max(0, (starts[i] as number) - Date.now()));
        return rush(base, data, p, run.fileBytes);
      }),
    );
    // Reading back only after the round has closed: what was acknowledged must still be there.
    await sleep(Math.max(0, end + 1_000 - Date.now()));

    const acked = attempts.filter((a) => a.ack);
    run.acknowledged = acked.length;
    run.failed = attempts.length - acked.length;
    for (const a of attempts.filter((x) => x.failure)) run.failures[a.failure!] = (run.failures[a.failure!] ?? 0) + 1;
    run.answeredAfterEnd = attempts.filter((a) => a.answeredAfterEnd).length;
    run.refusedSentBeforeEnd = attempts.filter(
      (a) => a.failure?.startsWith('submit') && (a.submitSentBeforeEndMs ?? 0) > 0,
    ).length;
    const steps: Array<Step | 'total'> = ['presign', 'upload', 'confirm', 'submit', 'total'];
    for (const step of steps) {
      const values = (step === 'total' ? acked : attempts)
        .map((a) => a.ms[step])
        .filter((v): v is number => v !== undefined);
      run.latency[step] = summary(values);
    }
    const byUid = new Map(data.participants.map((p) => [p.uid, p]));
    await inPool(acked, VERIFY_CONCURRENCY, async (a) => {
      const outcome = await verify(base, data, byUid.get(a.uid)!, a).catch(
        (err: unknown) => `read failed: ${String(err)}`,
      );
      if (outcome === 'readable') {
        run.stored += 1;
        run.readable += 1;
      } else if (outcome === 'stored') run.stored += 1;
      else if (run.verifyProblems.length < 20) run.verifyProblems.push(outcome);
    });
    console.log(
      `  deadline-rush (${kind}): ${run.acknowledged}/${run.participants} acknowledged, submit p50 ${run.latency.submit.p50Ms} ms ` +
        `p99 ${run.latency.submit.p99Ms} ms, whole p50 ${run.latency.total.p50Ms} ms p99 ${run.latency.total.p99Ms} ms; ` +
        `${run.stored} stored, ${run.readable} readable; failures ${JSON.stringify(run.failures)}`,
    );
    if (api.hasExited()) throw new Error(`the server exited during the run:\n${api.output().slice(-4000)}`);
    run.loadAverage.end = loadNow();
    return run;
  } finally {
    if (api) await stopChild(api, 15_000);
    unpinProcess();
    await database
      ?.drop()
      .catch((err: unknown) => console.warn(`  deadline-rush: could not drop ${database.name}:`, err));
    removeDir(dataDir);
  }
};

export const runDeadlineRush = async (): Promise<DeadlineRushResult> => {
  const settings = {
    participants: envNumber('BENCH_RUSH_PARTICIPANTS', 1000),
    fileKB: envNumber('BENCH_RUSH_FILE_KB', 200),
    windowSeconds: WINDOW_MS / 1000,
    leadSeconds: envNumber('BENCH_RUSH_LEAD', 150),
  };
  const wanted = (process.env.BENCH_RUSH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim());
  const result: DeadlineRushResult = { settings, runs: [], skippedDatabases: [] };
  if (wanted.includes('pglite')) result.runs.push(await runOnce('pglite', settings));
  if (wanted.includes('postgres')) {
    const unavailable = await postgresUnavailable(postgresServerUrl());
    if (unavailable) {
      result.skippedDatabases.push(unavailable);
      console.log(`  deadline-rush: PostgreSQL skipped: ${unavailable}`);
    } else result.runs.push(await runOnce('postgres', settings));
  }
  if (result.runs.length === 0) result.skipped = result.skippedDatabases.join('; ') || 'no database chosen';
  writeResult('deadline-rush', result);
  return result;
};

const ms = (l: LatencySummary) => `${l.p50Ms} / ${l.p99Ms} (max ${l.maxMs})`;

/** The latest.md section of this benchmark. */
export const deadlineRushMarkdown = (r: DeadlineRushResult | undefined): string => {
  const unmeasured = unmeasuredSection(DEADLINE_RUSH_HEADING, r);
  if (unmeasured || !r) return unmeasured ?? '';
  const s = r.settings;
  const lines = [
    DEADLINE_RUSH_HEADING,
    '',
    `${s.participants.toLocaleString('en-US')} participants of one hackathon each upload a ${s.fileKB} KB file (pre-signed ` +
      `upload, PUT, then the final submission naming it) starting in the last ${s.windowSeconds} s of the round, ` +
      `more of them near the end; every acknowledged submission is then read back as its owner with its file.`,
    '',
    '| Database | Acknowledged | Failed (how) | Answered after the end · refused though sent before it | submit p50 / p99 ms | presign → submitted p50 / p99 ms | upload PUT p50 / p99 ms | Stored · readable afterwards |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...r.runs.map(
      (x) =>
        `| ${x.database} | ${x.acknowledged} / ${x.participants} | ${x.failed}${
          x.failed
            ? ` (${Object.entries(x.failures)
                .map(([k, n]) => `${k}: ${n}`)
                .join(', ')})`
            : ''
        } | ` +
        `${x.answeredAfterEnd} · ${x.refusedSentBeforeEnd} | ${ms(x.latency.submit)} | ${ms(x.latency.total)} | ${ms(x.latency.upload)} | ${x.stored} · ${x.readable} |`,
    ),
    '',
    ...r.runs.map((x) => `- ${x.database}: ${x.cpuPinning}; load average ${loadAverageText(x.loadAverage)}.`),
    ...r.skippedDatabases.map((d) => `- Skipped: ${d}.`),
    '',
  ];
  return lines.join('\n');
};

runWhenMain(import.meta.url, runDeadlineRush, { heading: DEADLINE_RUSH_HEADING, markdown: deadlineRushMarkdown });
