// drills/search at 10,000 hackathons (issue 11): the real server on a benchmark database seeded with
// `seed-bench.ts --jobs 0 --drills N` (untimed; skipped when already there), asked a long tail of different
// searches: keywords alone and in pairs, every filter in many combinations, every sort, later pages. Each
// search once on a fresh server, then again; then under load with autocannon, every request the next search
// of the list. Also drills/commons. On PGlite (data/bench-drills, or BENCH_DRILLS_DATA_DIR) and on PostgreSQL
// (database elevate_bench_drills on the server of BENCH_POSTGRES_URL, DATABASE_URL or 127.0.0.1:5432,
// created when missing; skipped with a message when the server does not answer).
// Env: BENCH_DRILLS (default 10000), BENCH_DRILL_SEARCHES (distinct searches, default 2000), BENCH_DURATION
// (s, default 10), BENCH_WARMUP (s, default 3), BENCH_CONNECTIONS (default 16), BENCH_DATABASES (pglite,postgres).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import autocannon, { type RequestParams } from 'autocannon';
import type PgModule from 'pg';
import { loadFiguresOf, type LoadFigures } from './lib/load-figures.ts';
import { postgresServerUrl, postgresUnavailable, redactedUrl } from './lib/postgres.ts';
import { apiServerArgs, repoRoot, startNode, stopChild, waitForOutput, type Child } from './lib/proc.ts';
import { envNumber, loadNow, median, percentile, round, runWhenMain, writeResult } from './lib/results.ts';

const HEADING = '## Hackathon search at 10,000 hackathons';
const DATABASE_NAME = 'elevate_bench_drills';
const pg = createRequire(join(repoRoot, 'apps/api/package.json'))('pg') as typeof PgModule;

const settings = () => ({
  drills: envNumber('BENCH_DRILLS', 10_000),
  searches: envNumber('BENCH_DRILL_SEARCHES', 2_000),
  durationSeconds: envNumber('BENCH_DURATION', 10),
  warmupSeconds: envNumber('BENCH_WARMUP', Math.min(3, envNumber('BENCH_DURATION', 10))),
  connections: envNumber('BENCH_CONNECTIONS', 16),
});

/** mulberry32: the same searches on every run. */
const rngOf = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
type Rng = () => number;
const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
const some = <T>(rng: Rng, items: readonly T[], n: number): T[] => {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0] as T);
  return out;
};

/** What visitors type: themes, technologies, hosts, cities, kinds of event, years, and parts of words. */
const WORDS = [
  'hack',
  'hackathon',
  'fintech',
  'payments',
  'upi',
  'health',
  'care',
  'ai',
  'genai',
  'llm',
  'vision',
  'data',
  'forecasting',
  'green',
  'energy',
  'net zero',
  'clean air',
  'smart cities',
  'ev',
  'mobility',
  'kisan',
  'farms',
  'crop',
  'learn',
  'classroom',
  'skill india',
  'code for change',
  'civic',
  'accessibility',
  'game jam',
  'play',
  'open source',
  'ctf',
  'secure',
  'zero trust',
  'chain',
  'defi',
  'iot',
  'sensors',
  'edge',
  'challenge',
  'ideathon',
  'sprint',
  'buildathon',
  'codefest',
  'quest',
  '2026',
  '2027',
  'bharat',
  'india',
  'online',
  'bengaluru',
  'pune',
  'hyderabad',
  'mumbai',
  'chennai',
  'kochi',
  'jaipur',
  'kaveri',
  'narmada',
  'sahyadri',
  'deccan',
  'garuda',
  'lotus',
  'labs',
  'technologies',
  'university',
  'motors',
  'foods',
  'hiring',
  'internship',
  'mentorship',
  'fin',
  'heal',
  'agri',
  'cyber',
  'gam',
  'mobil',
  'retail',
  'banking',
] as const;
const DOMAINS = [
  'FinTech',
  'HealthTech',
  'EdTech',
  'AgriTech',
  'CleanTech',
  'AI/ML',
  'Web3',
  'Cybersecurity',
  'IoT',
  'Mobility',
  'Data Science',
  'Social Impact',
  'Gaming',
  'Open Source',
];
const INDUSTRIES = [
  'IT Services & Consulting',
  'Cloud Infrastructure & SaaS',
  'Financial Services & Fintech',
  'E-commerce & Retail',
  'Healthcare & Pharma',
  'Education & EdTech',
  'Manufacturing',
  'Banking',
];
const LOCATIONS = [
  'Online',
  'India',
  'Bengaluru',
  'Hyderabad',
  'Pune',
  'Mumbai',
  'Chennai',
  'Gurugram',
  'Noida',
  'New Delhi',
  'Kolkata',
  'Ahmedabad',
  'Jaipur',
  'Kochi',
  'Indore',
  'Lucknow',
];
const STATUSES = ['live', 'upcoming', 'ended'];
const NATURES = ['online', 'offline', 'hybrid'];
const PRIZES = ['1', '50000', '100000', '500000', '1000000'];
const SORTS = ['registration-deadline', 'prize', 'newest', 'most-registered'];

/** One search: each filter on with its own chance, in every combination; a keyword six times in ten. */
const search = (rng: Rng): string => {
  const p = new URLSearchParams();
  if (rng() < 0.6) p.set('q', rng() < 0.3 ? `${pick(rng, WORDS)} ${pick(rng, WORDS)}` : pick(rng, WORDS));
  const list = (key: string, values: readonly string[], chance: number, max = 2) => {
    if (rng() < chance) p.set(key, some(rng, values, 1 + Math.floor(rng() * max)).join(','));
  };
  list('status', STATUSES, 0.5);
  list('nature', NATURES, 0.3);
  list('domain', DOMAINS, 0.25, 3);
  list('industry', INDUSTRIES, 0.12);
  list('location', LOCATIONS, 0.2, 3);
  if (rng() < 0.2) p.set('prize', pick(rng, PRIZES));
  if (rng() < 0.2) p.set('team', pick(rng, ['individual', 'team']));
  if (rng() < 0.15) p.set('fee', pick(rng, ['free', 'paid']));
  if (rng() < 0.15) p.set('audience', pick(rng, ['everyone', 'students', 'professionals']));
  if (rng() < 0.6) p.set('programType', rng() < 0.8 ? 'hackathon' : 'open-innovation');
  p.set('sort', pick(rng, SORTS));
  if (rng() < 0.3) p.set('page', String(2 + Math.floor(rng() * 4)));
  p.set('limit', '12');
  return `/api/drills/search?${p.toString()}`;
};

/** `count` different searches (repeats drawn again), the same list on every run. */
export const drillSearchPaths = (count: number): string[] => {
  const rng = rngOf(0x0d5e_a5c4);
  const seen = new Set<string>();
  for (let tries = 0; seen.size < count && tries < count * 20; tries++) seen.add(search(rng));
  return [...seen];
};

interface Timings {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}
export interface DrillsDatabaseRun {
  database: 'pglite' | 'postgres';
  label: string;
  skipped?: string;
  listedDrills?: number;
  seeded?: string;
  /** Every search once on a fresh server, then once more. */
  singleRequest?: { first: Timings; again: Timings; nonEmptyShare: number };
  commons?: Timings;
  health?: LoadFigures;
  search?: LoadFigures;
  loadAverage: { start: number[]; end: number[] };
}
export interface DrillsSearchResult {
  settings: ReturnType<typeof settings>;
  measured: string;
  runs: DrillsDatabaseRun[];
}

const timingsOf = (ms: number[]): Timings => ({
  p50Ms: round(median(ms)),
  p99Ms: round(percentile(ms, 99)),
  maxMs: round(Math.max(...ms)),
});

const getJson = async (
  url: string,
): Promise<{ ms: number; body: { result?: { totalRecordCount?: number; data?: unknown[] } } }> => {
  const t0 = performance.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 500)}`);
  return { ms, body: JSON.parse(text) };
};

/** The benchmark database on the PostgreSQL server, created when missing; its URL. */
const postgresDatabase = async (): Promise<string> => {
  const server = postgresServerUrl();
  const admin = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3_000 });
  await admin.connect();
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (found.rowCount === 0) await admin.query(`create database ${DATABASE_NAME}`);
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(server);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
};

const dataDir = () => process.env.BENCH_DRILLS_DATA_DIR ?? join(repoRoot, 'data', 'bench-drills');

/** Seeds the benchmark hackathons (untimed), rebuilding them when another count is there. */
const seed = async (env: Record<string, string>, drills: number): Promise<string> => {
  const run = async (extra: string[]) => {
    const child = startNode(
      [
        '--import',
        'tsx',
        join(repoRoot, 'apps/api/src/scripts/seed-bench.ts'),
        '--jobs',
        '0',
        '--drills',
        String(drills),
        ...extra,
      ],
      env,
    );
    const exit = await child.exited;
    if (exit.code !== 0) throw new Error(`seed-bench failed (exit ${exit.code}):\n${child.output().slice(-3000)}`);
    return child.output();
  };
  let out = await run([]);
  const present = /already present \((\d+)\)/.exec(out);
  if (present && Number(present[1]) !== drills) out = await run(['--reset']);
  return out.trim().split('\n').at(-1) ?? '';
};

const measure = async (database: DrillsDatabaseRun['database']): Promise<DrillsDatabaseRun> => {
  const s = settings();
  const start = loadNow();
  let env: Record<string, string>;
  let label: string;
  if (database === 'postgres') {
    const unavailable = await postgresUnavailable(postgresServerUrl());
    if (unavailable) {
      console.log(`  drills-search: PostgreSQL skipped: ${unavailable}`);
      return { database, label: 'PostgreSQL', skipped: unavailable, loadAverage: { start, end: loadNow() } };
    }
    const url = await postgresDatabase();
    env = { DATA_DIR: dataDir(), DATABASE_URL: url };
    label = `PostgreSQL (${redactedUrl(url)})`;
  } else {
    env = { DATA_DIR: dataDir(), DATABASE_URL: '' };
    label = 'PGlite (data/bench-drills)';
  }
  console.log(`  drills-search: ${label}: seeding ${s.drills} hackathons when missing`);
  const seeded = await seed(env, s.drills);
  console.log(`    ${seeded}`);

  let api: Child | undefined;
  try {
    api = startNode(apiServerArgs(), {
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
    });
    const port = (await waitForOutput(api, /running at http:\/\/[^:\s]+:(\d+)/, 180_000))[1];
    const base = `http://127.0.0.1:${port}`;
    const listedDrills = Number(
      (await getJson(`${base}/api/drills/search?limit=1`)).body.result?.totalRecordCount ?? 0,
    );
    const paths = drillSearchPaths(s.searches);

    const first: number[] = [];
    const again: number[] = [];
    let nonEmpty = 0;
    for (const path of paths) {
      const r = await getJson(`${base}${path}`);
      first.push(r.ms);
      if ((r.body.result?.data?.length ?? 0) > 0) nonEmpty += 1;
    }
    for (const path of paths) again.push((await getJson(`${base}${path}`)).ms);
    const commons: number[] = [];
    for (const programType of ['', 'hackathon', 'open-innovation'])
      for (let i = 0; i < 20; i++)
        commons.push((await getJson(`${base}/api/drills/commons?programType=${programType}`)).ms);
    console.log(
      `  drills-search: ${label}: ${listedDrills} listed; ${paths.length} searches one at a time: ` +
        `first p50 ${round(median(first))} ms p99 ${round(percentile(first, 99))} ms; ` +
        `again p50 ${round(median(again))} ms p99 ${round(percentile(again, 99))} ms; ` +
        `commons p50 ${round(median(commons))} ms`,
    );

    let next = 0;
    const rotating = [
      {
        method: 'GET' as const,
        setupRequest: (req: RequestParams): RequestParams => ({ ...req, path: paths[next++ % paths.length] as string }),
      },
    ];
    const figures: LoadFigures[] = [];
    for (const target of [
      { name: 'GET /api/health', options: { url: `${base}/api/health` } },
      { name: `drills/search, ${paths.length} searches in turn`, options: { url: base, requests: rotating } },
    ]) {
      console.log(
        `  drills-search: ${label}: ${target.name}: warm-up ${s.warmupSeconds} s, then ${s.durationSeconds} s × ${s.connections}`,
      );
      await autocannon({ ...target.options, connections: s.connections, duration: s.warmupSeconds });
      const f = loadFiguresOf(
        await autocannon({ ...target.options, connections: s.connections, duration: s.durationSeconds }),
      );
      console.log(
        `    ${f.requestsPerSec} req/s, p50 ${f.latencyP50Ms} ms, p99 ${f.latencyP99Ms} ms, errors ${f.errors}, non-2xx ${f.non2xx}`,
      );
      figures.push(f);
    }
    if (api.hasExited()) throw new Error(`the server exited during the run:\n${api.output().slice(-4000)}`);
    return {
      database,
      label,
      listedDrills,
      seeded,
      singleRequest: {
        first: timingsOf(first),
        again: timingsOf(again),
        nonEmptyShare: round(nonEmpty / paths.length, 3),
      },
      commons: timingsOf(commons),
      health: figures[0],
      search: figures[1],
      loadAverage: { start, end: loadNow() },
    };
  } finally {
    if (api) await stopChild(api, 15_000);
  }
};

const databases = (): Array<DrillsDatabaseRun['database']> => {
  const only = process.env.BENCH_DATABASES?.split(',').map((d) => d.trim());
  return (['pglite', 'postgres'] as const).filter((d) => !only || only.includes(d));
};

export const runDrillsSearch = async (): Promise<DrillsSearchResult> => {
  const runs: DrillsDatabaseRun[] = [];
  for (const database of databases()) runs.push(await measure(database));
  const s = settings();
  const result: DrillsSearchResult = {
    settings: s,
    measured:
      `GET /api/drills/search over ${s.drills.toLocaleString('en-US')} hackathons (about 5 % unpublished): ` +
      `${s.searches.toLocaleString('en-US')} different searches (a keyword in six of ten, every filter on with its own ` +
      `chance, every sort, a later page in three of ten, 12 cards a page), each request the next of the list.`,
    runs,
  };
  writeResult('drills-search', result);
  return result;
};

const cell = (f: LoadFigures | undefined): string =>
  f
    ? `${f.requestsPerSec.toLocaleString('en-US')} · ${f.latencyP50Ms} / ${f.latencyP99Ms} · ${f.errors} / ${f.non2xx}`
    : '—';
const timings = (t: Timings | undefined): string => (t ? `${t.p50Ms} / ${t.p99Ms} (max ${t.maxMs})` : '—');

/** The latest.md section of this benchmark. */
export const drillsSearchMarkdown = (r: DrillsSearchResult | undefined): string => {
  if (!r) return `${HEADING}\n\nCrashed (see the output above).\n`;
  const lines = [
    HEADING,
    '',
    `${r.measured} Under load: ${r.settings.connections} connections, ${r.settings.durationSeconds} s after a ${r.settings.warmupSeconds} s warm-up.`,
    '',
    '| Database | One at a time, first: p50 / p99 ms | Again | drills/commons | Under load: req/s · p50 / p99 ms · errors / non-2xx | /api/health alike |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const run of r.runs) {
    if (run.skipped) {
      lines.push(`| ${run.label} | skipped: ${run.skipped} | | | | |`);
      continue;
    }
    lines.push(
      `| ${run.label}, ${run.listedDrills?.toLocaleString('en-US')} listed | ${timings(run.singleRequest?.first)} | ${timings(run.singleRequest?.again)} | ${timings(run.commons)} | ${cell(run.search)} | ${cell(run.health)} |`,
    );
  }
  lines.push('');
  return lines.join('\n');
};

runWhenMain(import.meta.url, runDrillsSearch, { heading: HEADING, markdown: drillsSearchMarkdown });
