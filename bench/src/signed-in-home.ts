// The signed-in home under load (issue 10): the built server (as `npm start` runs it) on a database holding the
// benchmark jobs and BENCH_HOME_USERS job seekers with varied profiles (`seed-bench.ts --users`: no profile,
// a city only, a few skills, partial and full profiles; skills from the shipped vocabulary), then autocannon on
// what the home asks for, each request as the next of the seekers in a shuffled order, so every user comes
// back only after all the others (a long tail, not one user repeated):
//   - GET /api/jobs/recommended?uId=&limit=6 (scored per request, never cached),
//   - GET /api/users/profile/completion/{uid}, GET /api/users/profile/complete-profile?uId=,
//   - GET /api/referrals/summary, and GET /api/health for the machine's state.
// The recommendations are measured again with one connection (their cost without queueing). After each warm-up
// and run the bench waits until the server has answered what autocannon gave up on (10 s timeout).
// None of these answers is cached by the server, so the uncached path is the only one. Sessions are minted
// as the server signs them (HS256, the same claims, the server started with the same JWT_SECRET): logging
// in thousands of users through scrypt would measure the password hash, not the home.
// Database: PGlite in a temp DATA_DIR; PostgreSQL (a scratch database, lib/postgres.ts) when
// BENCH_POSTGRES_URL or DATABASE_URL is set. The server is pinned to one CPU and autocannon to the others.
// Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 3), BENCH_CONNECTIONS (default 32),
// BENCH_HOME_USERS (default 5000), BENCH_HOME_JOBS (default 100000; companies one per 20 jobs), BENCH_PIN.
import { createHmac, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import autocannon, { type RequestParams, type Result } from 'autocannon';
import { loadFiguresOf, type LoadFigures } from './lib/load-figures.ts';
import { postgresServerUrl, postgresUnavailable, redactedUrl, scratchDatabase } from './lib/postgres.ts';
import {
  apiServerArgs,
  pinLoadGenerator,
  removeDir,
  repoRoot,
  startNode,
  stopChild,
  tempDir,
  unpinProcess,
  waitForOutput,
  type Child,
} from './lib/proc.ts';
import { envNumber, loadAverageText, loadNow, runWhenMain, unmeasuredSection, writeResult } from './lib/results.ts';

const SECTION_HEADING = '## Signed-in home under load';
/** What the home's card asks for (apps/web RECOMMENDED_JOBS_SHOWN). */
const RECOMMENDED_SHOWN = 6;

export interface EndpointRun extends LoadFigures {
  label: string;
  connections: number;
  /** Distinct users the measured requests were sent as. */
  distinctUsers: number;
}

export interface SignedInHomeResult {
  skipped?: string;
  settings: { durationSeconds: number; warmupSeconds: number; connections: number; cpuPinning: string };
  database: string;
  data: { jobs: number; listedJobs: number; companies: number; users: number; withProfile: number; skills: number };
  measured: string;
  endpoints: EndpointRun[];
  loadAverage: { start: number[]; end?: number[] };
}

const b64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/** A session token as apps/api/src/modules/auth/tokens.ts signs it (HS256, issuer, audience, version). */
const mintToken = (secret: string, uid: number, ttlSeconds = 8 * 3600): string => {
  const now = Math.floor(Date.now() / 1000);
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(
    JSON.stringify({
      role: 'user',
      tv: 0,
      sub: String(uid),
      iss: 'elevate',
      aud: 'elevate-web',
      iat: now,
      exp: now + ttlSeconds,
    }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
};

/** The same list in a fixed shuffled order (mulberry32), so runs are comparable. */
const shuffled = <T>(items: readonly T[], seed = 0x10): T[] => {
  let a = seed;
  const rng = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

interface Seeded {
  jobs: number;
  companies: number;
  users: number;
  withProfile: number;
  skills: number;
  firstId: number;
  lastId: number;
}

const count = (text: string, pattern: RegExp): number => Number((text.match(pattern)?.[1] ?? '0').replace(/,/g, ''));

/** Runs `seed-bench.ts` with --users into the database the server will use (untimed preparation). */
const seed = async (env: Record<string, string>, jobs: number, users: number): Promise<Seeded> => {
  const companies = Math.max(1, Math.round(jobs / 20));
  const args = ['--jobs', String(jobs), '--companies', String(companies), '--users', String(users)];
  console.log(`  signed-in-home: seeding ${jobs} jobs, ${companies} companies, ${users} job seekers`);
  const child = startNode(['--import', 'tsx', join(repoRoot, 'apps/api/src/scripts/seed-bench.ts'), ...args], env);
  const exit = await child.exited;
  const out = child.output();
  if (exit.code !== 0) throw new Error(`seed-bench failed (exit ${exit.code}):\n${out.slice(-3000)}`);
  const ids = out.match(/ids (\d+)–(\d+)/);
  if (!ids) throw new Error(`seed-bench did not report the seekers' ids:\n${out.slice(-3000)}`);
  return {
    jobs: count(out, /and ([\d,]+) jobs \(/),
    companies: count(out, /Seeded ([\d,]+) companies/),
    users: count(out, /Seeded ([\d,]+) job seekers/),
    withProfile: count(out, /\(([\d,]+) with a profile/),
    skills: count(out, /([\d,]+) profile skills/),
    firstId: Number(ids[1]),
    lastId: Number(ids[2]),
  };
};

interface Session {
  uid: number;
  headers: Record<string, string>;
}

/** Sends each request as the next session in turn, counting the users it went out as. */
const measureEndpoint = async (
  base: string,
  label: string,
  pathOf: (uid: number) => string,
  sessions: readonly Session[],
  options: { connections: number; duration: number },
): Promise<EndpointRun> => {
  let next = 0;
  const seen = new Set<number>();
  const request = {
    method: 'GET' as const,
    setupRequest: (req: RequestParams): RequestParams => {
      const s = sessions[next % sessions.length] as Session;
      next += 1;
      seen.add(s.uid);
      return { ...req, path: pathOf(s.uid), headers: { ...req.headers, ...s.headers } };
    },
  };
  const r: Result = await autocannon({ url: base, requests: [request], ...options });
  return {
    label,
    connections: options.connections,
    ...loadFiguresOf(r),
    distinctUsers: seen.size,
  };
};

/** Waits (up to 5 min) until one request of the path, sent after the load, is answered. */
const drain = async (base: string, pathOf: (uid: number) => string, s: Session): Promise<void> => {
  const res = await fetch(`${base}${pathOf(s.uid)}`, { headers: s.headers, signal: AbortSignal.timeout(300_000) });
  await res.arrayBuffer();
};

/** `alsoOneAtATime`: measured again with one connection, its cost without queueing behind other users. */
const TARGETS: Array<{ label: string; path: (uid: number) => string; alsoOneAtATime?: boolean }> = [
  { label: 'GET /api/health', path: () => '/api/health' },
  {
    label: `GET /api/jobs/recommended?uId=&limit=${RECOMMENDED_SHOWN}`,
    path: (uid) => `/api/jobs/recommended?uId=${uid}&limit=${RECOMMENDED_SHOWN}`,
    alsoOneAtATime: true,
  },
  { label: 'GET /api/users/profile/completion/{uid}', path: (uid) => `/api/users/profile/completion/${uid}` },
  {
    label: 'GET /api/users/profile/complete-profile?uId=',
    path: (uid) => `/api/users/profile/complete-profile?uId=${uid}`,
  },
  { label: 'GET /api/referrals/summary', path: () => '/api/referrals/summary' },
];

export const runSignedInHome = async (): Promise<SignedInHomeResult> => {
  const duration = envNumber('BENCH_DURATION', 10);
  const warmup = envNumber('BENCH_WARMUP', Math.min(3, duration));
  const connections = envNumber('BENCH_CONNECTIONS', 32);
  const users = envNumber('BENCH_HOME_USERS', 5_000);
  const jobs = envNumber('BENCH_HOME_JOBS', 100_000);
  const usePostgres = Boolean(process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL);
  const result: SignedInHomeResult = {
    settings: { durationSeconds: duration, warmupSeconds: warmup, connections, cpuPinning: 'none' },
    database: usePostgres ? `PostgreSQL at ${redactedUrl(postgresServerUrl())}` : 'PGlite (temp DATA_DIR)',
    data: { jobs: 0, listedJobs: 0, companies: 0, users: 0, withProfile: 0, skills: 0 },
    measured:
      `Each request as the next of the seeded job seekers in a fixed shuffled order (every user again only after ` +
      `all the others), with its own session (Authorization and AUTH_UID). No answer here is cached by the server.`,
    endpoints: [],
    loadAverage: { start: loadNow() },
  };
  if (usePostgres) {
    const unavailable = await postgresUnavailable(postgresServerUrl());
    if (unavailable) {
      result.skipped = `${unavailable}; unset DATABASE_URL/BENCH_POSTGRES_URL to measure PGlite`;
      console.log(`  signed-in-home: skipped: ${result.skipped}`);
      writeResult('signed-in-home', result);
      return result;
    }
  }

  const serverArgs = apiServerArgs();
  const dataDir = tempDir('signed-in-home');
  const database = usePostgres ? await scratchDatabase(postgresServerUrl(), 'elevate_bench_home') : undefined;
  if (database)
    result.database = `PostgreSQL at ${redactedUrl(postgresServerUrl())}, scratch database ${database.name}`;
  const secret = randomBytes(48).toString('base64url');
  const env = { DATA_DIR: dataDir, DATABASE_URL: database?.url ?? '', JWT_SECRET: secret };
  let api: Child | undefined;
  try {
    const seeded = await seed(env, jobs, users);
    unpinProcess();
    const pinning = pinLoadGenerator();
    result.settings.cpuPinning = pinning
      ? `server on CPU ${pinning.serverCpus}, autocannon on CPU ${pinning.loadCpus}${usePostgres ? ', PostgreSQL unpinned' : ''}`
      : 'none';
    api = startNode(
      serverArgs,
      { ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_ON_START: 'false' },
      pinning ? { cpus: pinning.serverCpus } : {},
    );
    const port = (await waitForOutput(api, /running at http:\/\/[^:\s]+:(\d+)/, 180_000))[1];
    const base = `http://127.0.0.1:${port}`;
    const search = (await (await fetch(`${base}/api/jobs/search?limit=0`)).json()) as {
      result?: { totalRecordCount?: number };
    };
    result.data = { ...seeded, listedJobs: Number(search.result?.totalRecordCount ?? 0) };

    const ids = Array.from({ length: seeded.lastId - seeded.firstId + 1 }, (_, i) => seeded.firstId + i);
    const sessions: Session[] = shuffled(ids).map((uid) => ({
      uid,
      headers: { authorization: `Bearer ${mintToken(secret, uid)}`, auth_uid: String(uid) },
    }));
    // Every path answers 200 for a few users before any load, so a broken session fails loudly here.
    for (const s of sessions.slice(0, 5)) {
      for (const t of TARGETS) {
        const res = await fetch(`${base}${t.path(s.uid)}`, { headers: s.headers, signal: AbortSignal.timeout(30_000) });
        const text = await res.text();
        if (res.status !== 200)
          throw new Error(`${t.label} as user ${s.uid} answered ${res.status}: ${text.slice(0, 300)}`);
      }
    }

    for (const t of TARGETS) {
      console.log(`  signed-in-home: ${t.label}: warm-up ${warmup} s, then ${duration} s × ${connections}`);
      // The warm-up starts where the measured runs do not: it goes through the users from the far end.
      await measureEndpoint(base, t.label, t.path, [...sessions].reverse(), { connections, duration: warmup });
      // Requests autocannon gave up on (its timeout is 10 s) may still be queued in the server: each run starts
      // once the server has answered them, so they are not charged to the next one.
      await drain(base, t.path, sessions[0] as Session);
      for (const c of t.alsoOneAtATime ? [connections, 1] : [connections]) {
        const pool = c === connections ? sessions : sessions.slice(Math.floor(sessions.length / 2));
        const run = await measureEndpoint(base, t.label, t.path, pool, { connections: c, duration });
        console.log(
          `    ${c} connection(s): ${run.requestsPerSec} req/s, p50 ${run.latencyP50Ms} ms, p99 ${run.latencyP99Ms} ms, ` +
            `errors ${run.errors}, non-2xx ${run.non2xx}, ${run.distinctUsers} users`,
        );
        result.endpoints.push(run);
        await drain(base, t.path, sessions[0] as Session);
      }
    }
    if (api.hasExited()) throw new Error(`the server exited during the run:\n${api.output().slice(-4000)}`);
    result.loadAverage.end = loadNow();
    writeResult('signed-in-home', result);
    return result;
  } finally {
    if (api) await stopChild(api, 15_000);
    unpinProcess();
    await database
      ?.drop()
      .catch((err: unknown) => console.warn(`  signed-in-home: could not drop ${database.name}:`, err));
    removeDir(dataDir);
  }
};

const cell = (e: EndpointRun): string =>
  `${e.requestsPerSec.toLocaleString('en-US')} · ${e.latencyP50Ms} / ${e.latencyP99Ms} · ${e.errors} / ${e.non2xx}`;

/** The latest.md section of this benchmark. */
export const signedInHomeMarkdown = (r: SignedInHomeResult | undefined): string => {
  const unmeasured = unmeasuredSection(SECTION_HEADING, r);
  if (unmeasured || !r) return unmeasured ?? '';
  const s = r.settings;
  const d = r.data;
  const lines = [
    SECTION_HEADING,
    '',
    `${r.measured} autocannon, ${s.connections} connections, ${s.durationSeconds} s per path after a ` +
      `${s.warmupSeconds} s warm-up; ${s.cpuPinning}; ${r.database}; load average ${loadAverageText(r.loadAverage)}. ` +
      `Data: ${d.jobs.toLocaleString('en-US')} jobs (${d.listedJobs.toLocaleString('en-US')} listed) of ` +
      `${d.companies.toLocaleString('en-US')} companies; ${d.users.toLocaleString('en-US')} job seekers, ` +
      `${d.withProfile.toLocaleString('en-US')} with a profile, ${d.skills.toLocaleString('en-US')} profile skills.`,
    '',
    '| Path | Connections | req/s · p50 / p99 ms · errors / non-2xx | max ms | requests | distinct users |',
    '| --- | --- | --- | --- | --- | --- |',
    ...r.endpoints.map(
      (e) =>
        `| ${e.label} | ${e.connections} | ${cell(e)} | ${e.latencyMaxMs} | ${e.completedRequests.toLocaleString('en-US')} | ` +
        `${e.distinctUsers.toLocaleString('en-US')} |`,
    ),
    '',
  ];
  return lines.join('\n');
};

runWhenMain(import.meta.url, runSignedInHome, { heading: SECTION_HEADING, markdown: signedInHomeMarkdown });
