// jobs/search at 100k jobs (issue 4): the real server on the benchmark database (`npm run seed:bench`),
// loaded by autocannon with a keyword plus three filters, next to /api/health in the same run, on PGlite
// (data/bench, or DATA_DIR) and, when DATABASE_URL is set, on PostgreSQL. Then the plan of a representative
// search under EXPLAIN (ANALYZE, BUFFERS), saved to bench/results/jobs-search-explain-<database>.txt.
// A database that has not been seeded is skipped with a message, so `npm run bench` stays quick without it.
// Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 3), BENCH_CONNECTIONS (default 32),
// BENCH_DATABASES (pglite,postgres: which of the available databases to measure).
import { existsSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import autocannon, { type RequestParams, type Result } from 'autocannon';
import { apiServerArgs, repoRoot, startNode, stopChild, waitForOutput, type Child } from './lib/proc.ts';
import { envNumber, loadNow, median, resultsDir, round, runWhenMain, writeResult } from './lib/results.ts';

export const JOBS_SEARCH_P99_TARGET_MS = 50;
/** Fewer listed jobs than this means the benchmark data set is missing (the demo seed has about 200). */
const MIN_SEEDED_JOBS = 50_000;

/** What job seekers type: single skills, roles, and two-word phrases (every word must match). */
export const BENCH_KEYWORDS = [
  'react',
  'java developer',
  'python',
  'data analyst',
  'android',
  'devops engineer',
  'digital marketing',
  'sales',
  'node.js',
  'hr recruiter',
  'full stack',
  'content writer',
] as const;

/** Three filters each: a location, a job type, and an experience or salary range. */
export const BENCH_FILTERS = [
  'location=Bengaluru&jobType=Full-Time&minExp=2',
  'location=Pune&jobType=Full-Time&maxExp=3',
  'location=Hyderabad&jobType=Full-Time&minSalary=600000',
  'location=Mumbai,Pune&jobType=Full-Time&maxExp=1',
  'location=Chennai&jobType=Internship,Paid%20Internship&maxExp=0',
  'location=Gurugram,Noida&jobType=Full-Time&minSalary=1000000',
  'location=Remote&jobType=Full-Time,Part-Time&minExp=1',
  'location=Kolkata&jobType=Full-Time&maxSalary=600000',
] as const;

/** Every keyword with every filter set: 96 distinct searches, sent in turn across all connections. */
export const benchPaths = (): string[] =>
  BENCH_KEYWORDS.flatMap((k) => BENCH_FILTERS.map((f) => `/api/jobs/search?q=${encodeURIComponent(k)}&${f}`));

/** The search whose plan is recorded. */
export const EXPLAIN_QUERY = `q=react&${BENCH_FILTERS[0]}`;

const GIN_INDEXES = [
  'jobs_search_vector_idx',
  'jobs_location_tags_idx',
  'jobs_skill_tags_idx',
  'jobs_title_trgm_idx',
  'jobs_skills_trgm_idx',
];

export interface LoadFigures {
  label: string;
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  latencyMaxMs: number;
  completedRequests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface DatabaseRun {
  database: 'pglite' | 'postgres';
  label: string;
  /** Why this database was not measured. */
  skipped?: string;
  listedJobs?: number;
  /** Each of the searches once on a fresh server (terms classified, facets counted), then once more. */
  singleRequest?: { coldMedianMs: number; coldMaxMs: number; warmMedianMs: number; warmMaxMs: number };
  health?: LoadFigures;
  search?: LoadFigures;
  /** search req/s ÷ health req/s. */
  searchToHealth?: number;
  p99Target?: { atMostMs: number; met: boolean; appliesTo: 'postgres' };
  explain?: { file: string; query: string; ginIndexesInPagePlan: string[] };
  loadAverage: { start: number[]; end: number[] };
}

export interface JobsSearchResult {
  settings: { durationSeconds: number; warmupSeconds: number; connections: number; searches: number };
  measured: string;
  runs: DatabaseRun[];
}

const summarize = (label: string, r: Result): LoadFigures => ({
  label,
  requestsPerSec: round(r.requests.mean, 1),
  latencyP50Ms: r.latency.p50,
  latencyP99Ms: r.latency.p99,
  latencyMeanMs: round(r.latency.mean),
  latencyMaxMs: r.latency.max,
  completedRequests: r.requests.total,
  errors: r.errors,
  timeouts: r.timeouts,
  non2xx: r.non2xx,
});

const getJson = async (url: string): Promise<{ ms: number; body: unknown }> => {
  const t0 = performance.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 500)}`);
  return { ms, body: JSON.parse(text) as unknown };
};

const totalOf = (body: unknown): number =>
  Number((body as { result?: { totalRecordCount?: unknown } }).result?.totalRecordCount ?? 0);

/** The PGlite folder the seed wrote (DATA_DIR relative to where npm was started, default data/bench). */
export const benchDataDir = (): string =>
  process.env.DATA_DIR
    ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR)
    : join(repoRoot, 'data', 'bench');

const databaseEnv = (database: DatabaseRun['database'], dataDir: string): Record<string, string> => ({
  DATA_DIR: dataDir,
  // An empty DATABASE_URL means PGlite (apps/api/src/db/client.ts).
  DATABASE_URL: database === 'postgres' ? (process.env.DATABASE_URL ?? '') : '',
});

const runExplain = async (database: DatabaseRun['database'], dataDir: string): Promise<DatabaseRun['explain']> => {
  const child = startNode(
    ['--import', 'tsx', join(repoRoot, 'apps/api/src/scripts/explain-job-search.ts'), EXPLAIN_QUERY],
    databaseEnv(database, dataDir),
  );
  const exit = await child.exited;
  const text = child.output();
  if (exit.code !== 0) throw new Error(`explain-job-search failed (exit ${exit.code}):\n${text.slice(-3000)}`);
  const file = join(resultsDir, `jobs-search-explain-${database}.txt`);
  writeFileSync(file, text);
  const page = text.split('== Facets')[0] ?? '';
  return {
    file: `bench/results/jobs-search-explain-${database}.txt`,
    query: EXPLAIN_QUERY,
    ginIndexesInPagePlan: GIN_INDEXES.filter((i) => page.includes(i)),
  };
};

const measure = async (database: DatabaseRun['database']): Promise<DatabaseRun> => {
  const duration = envNumber('BENCH_DURATION', 10);
  const warmup = envNumber('BENCH_WARMUP', Math.min(3, duration));
  const connections = envNumber('BENCH_CONNECTIONS', 32);
  const dataDir = benchDataDir();
  const label =
    database === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite (${relative(repoRoot, dataDir) || dataDir})`;
  const start = loadNow();
  const skip = (skipped: string): DatabaseRun => {
    console.log(`  jobs-search: ${label}: skipped: ${skipped}`);
    return { database, label, skipped, loadAverage: { start, end: loadNow() } };
  };
  if (database === 'pglite' && !existsSync(join(dataDir, 'db'))) {
    return skip(`no benchmark database at ${dataDir}; create it with \`npm run seed:bench\` (about a minute)`);
  }

  let api: Child | undefined;
  let run: DatabaseRun;
  try {
    api = startNode(apiServerArgs(), {
      ...databaseEnv(database, dataDir),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
    });
    const port = (await waitForOutput(api, /running at http:\/\/[^:\s]+:(\d+)/, 180_000))[1];
    const base = `http://127.0.0.1:${port}`;
    const listedJobs = totalOf((await getJson(`${base}/api/jobs/search?limit=0`)).body);
    if (listedJobs < MIN_SEEDED_JOBS) {
      return skip(
        `only ${listedJobs} listed jobs; seed the benchmark data with \`${database === 'postgres' ? 'DATABASE_URL=… ' : ''}npm run seed:bench\``,
      );
    }

    const paths = benchPaths();
    const cold: number[] = [];
    const warm: number[] = [];
    for (const path of paths) cold.push((await getJson(`${base}${path}`)).ms);
    for (const path of paths) warm.push((await getJson(`${base}${path}`)).ms);
    console.log(
      `  jobs-search: ${label}: ${listedJobs} listed jobs; one request each: cold median ${round(median(cold))} ms, warm median ${round(median(warm))} ms`,
    );

    let next = 0;
    const rotating = [
      {
        method: 'GET',
        setupRequest: (req: RequestParams): RequestParams => {
          const path = paths[next % paths.length] as string;
          next += 1;
          return { ...req, path };
        },
      },
    ];
    const figures: LoadFigures[] = [];
    for (const target of [
      { label: 'GET /api/health', options: { url: `${base}/api/health` } },
      { label: `GET /api/jobs/search (${paths.length} searches in turn)`, options: { url: base, requests: rotating } },
    ]) {
      console.log(`  jobs-search: ${label}: ${target.label}: warm-up ${warmup} s, then ${duration} s × ${connections}`);
      await autocannon({ ...target.options, connections, duration: warmup });
      const f = summarize(target.label, await autocannon({ ...target.options, connections, duration }));
      console.log(
        `    ${f.requestsPerSec} req/s, p50 ${f.latencyP50Ms} ms, p99 ${f.latencyP99Ms} ms, errors ${f.errors}, non-2xx ${f.non2xx}`,
      );
      figures.push(f);
    }
    if (api.hasExited()) throw new Error(`the server exited during the run:\n${api.output().slice(-4000)}`);
    const [health, search] = figures as [LoadFigures, LoadFigures];
    run = {
      database,
      label,
      listedJobs,
      singleRequest: {
        coldMedianMs: round(median(cold)),
        coldMaxMs: round(Math.max(...cold)),
        warmMedianMs: round(median(warm)),
        warmMaxMs: round(Math.max(...warm)),
      },
      health,
      search,
      searchToHealth: round(search.requestsPerSec / (health.requestsPerSec || 1), 3),
      p99Target: {
        atMostMs: JOBS_SEARCH_P99_TARGET_MS,
        met: search.latencyP99Ms <= JOBS_SEARCH_P99_TARGET_MS,
        appliesTo: 'postgres',
      },
      loadAverage: { start, end: loadNow() },
    };
  } finally {
    if (api) await stopChild(api, 15_000);
  }
  // After the server is gone: PGlite opens its folder in one process at a time.
  run.explain = await runExplain(database, dataDir);
  console.log(
    `  jobs-search: ${label}: plan in ${run.explain?.file} (GIN: ${run.explain?.ginIndexesInPagePlan.join(', ')})`,
  );
  return run;
};

/** PGlite, and PostgreSQL when DATABASE_URL is set; BENCH_DATABASES=postgres (or pglite) runs one alone. */
const databases = (): Array<DatabaseRun['database']> => {
  const all: Array<DatabaseRun['database']> = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const only = process.env.BENCH_DATABASES?.split(',').map((d) => d.trim());
  return only ? all.filter((d) => only.includes(d)) : all;
};

export const runJobsSearch = async (): Promise<JobsSearchResult> => {
  const runs: DatabaseRun[] = [];
  for (const database of databases()) runs.push(await measure(database));
  const paths = benchPaths();
  const result: JobsSearchResult = {
    settings: {
      durationSeconds: envNumber('BENCH_DURATION', 10),
      warmupSeconds: envNumber('BENCH_WARMUP', Math.min(3, envNumber('BENCH_DURATION', 10))),
      connections: envNumber('BENCH_CONNECTIONS', 32),
      searches: paths.length,
    },
    measured:
      `GET /api/jobs/search?q=<keyword>&<location>&<job type>&<experience or salary>, default sort (relevance) ` +
      `and page size (10): ${BENCH_KEYWORDS.length} keywords × ${BENCH_FILTERS.length} filter sets = ${paths.length} ` +
      `distinct searches, sent in turn across all connections. ` +
      (Number(process.env.JOB_SEARCH_CACHE_SECONDS ?? 20) > 0
        ? `Whole answers are reused per query and search generation for up to JOB_SEARCH_CACHE_SECONDS ` +
          `(default 20 s), so after its first request each search costs one read of the generation.`
        : `JOB_SEARCH_CACHE_SECONDS=0: every answer is computed (only facet counts are cached per generation).`),
    runs,
  };
  writeResult('jobs-search', result);
  return result;
};

const cell = (f: LoadFigures | undefined): string =>
  f
    ? `${f.requestsPerSec.toLocaleString('en-US')} · ${f.latencyP50Ms} / ${f.latencyP99Ms} · ${f.errors} / ${f.non2xx}`
    : '—';

/** The latest.md section of this benchmark. */
export const jobsSearchMarkdown = (r: JobsSearchResult | undefined): string => {
  if (!r) return '## Jobs search at 100k jobs\n\nCrashed (see the output above).\n';
  const lines = [
    '## Jobs search at 100k jobs',
    '',
    `${r.measured} ${r.settings.connections} connections, ${r.settings.durationSeconds} s per target after a ${r.settings.warmupSeconds} s warm-up.`,
    '',
    '| Database | Target | req/s · p50 / p99 ms · errors / non-2xx | search ÷ health | p99 ≤ 50 ms (PostgreSQL) | Load avg start → end |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const run of r.runs) {
    const loadText = `${run.loadAverage.start.join(' / ')} → ${run.loadAverage.end.join(' / ')}`;
    if (run.skipped) {
      lines.push(`| ${run.label} | skipped: ${run.skipped} | | | | ${loadText} |`);
      continue;
    }
    const met = run.database === 'postgres' ? (run.p99Target?.met ? 'met' : 'missed') : '—';
    lines.push(`| ${run.label} | GET /api/health | ${cell(run.health)} | | | ${loadText} |`);
    lines.push(
      `| ${run.label} | jobs/search, ${r.settings.searches} searches | ${cell(run.search)} | ${run.searchToHealth?.toFixed(3)} | ${met} | |`,
    );
  }
  lines.push('');
  for (const run of r.runs) {
    if (run.skipped || !run.singleRequest) continue;
    const s = run.singleRequest;
    lines.push(
      `- ${run.label}: ${run.listedJobs?.toLocaleString('en-US')} listed jobs. One request at a time: first request of each search ` +
        `(facets counted) median ${s.coldMedianMs} ms, max ${s.coldMaxMs} ms; again (facets cached) median ${s.warmMedianMs} ms, ` +
        `max ${s.warmMaxMs} ms. Plan of \`${run.explain?.query}\`: ${run.explain?.file} (GIN indexes in the page plan: ` +
        `${run.explain?.ginIndexesInPagePlan.join(', ') || 'none'}).`,
    );
  }
  lines.push('');
  return lines.join('\n');
};

runWhenMain(import.meta.url, runJobsSearch, { heading: '## Jobs search at 100k jobs', markdown: jobsSearchMarkdown });
