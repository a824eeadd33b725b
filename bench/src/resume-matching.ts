// Resume parsing and matching (issue 15, spec §7.2):
//  (a) parse: one two-page resume, rendered with the test renderer (apps/api/src/modules/matching/testing), parsed
//      BENCH_PARSE_RUNS times in this process by the API's own parser; p50/p95 (target p95 ≤ 300 ms).
//  (b) match: the built server (as `npm start` runs it) on PostgreSQL (a scratch database, lib/postgres.ts) holding
//      the 100,000 benchmark jobs (`seed-bench.ts`), sent BENCH_MATCH_RESUMES different resumes (skills drawn from
//      the jobs' own templates plus one to three from other trades, cities weighted as the jobs are, one to eight
//      years of experience: a long tail, not one resume repeated) as POST ai/resume/matching/request, one at a
//      time after a warm-up; p50/p95/p99 of the whole request, parse included (target p95 ≤ 200 ms).
// The endpoint allows 20 requests a minute per address; the server trusts X-Forwarded-For here (TRUST_PROXY) and
// each request comes from its own address, as visitors would. Skipped without PostgreSQL.
// Env: BENCH_PARSE_RUNS (default 200), BENCH_MATCH_RESUMES (default 300), BENCH_HOME_JOBS (default 100000).
import { join } from 'node:path';
import { parseResumePdf } from '../../apps/api/src/modules/matching/parser/parse-resume.ts';
import { renderResumePdf } from '../../apps/api/src/modules/matching/testing/resume-pdf.ts';
import { ONE_COLUMN_LAYOUT, type ResumeSpec } from '../../apps/api/src/modules/matching/testing/resume-spec.ts';
import { CITIES } from '../../apps/api/src/scripts/seed/bench/reference.ts';
import { JOB_TEMPLATES } from '../../apps/api/src/scripts/seed/fixtures/jobs.ts';
import { postgresServerUrl, postgresUnavailable, redactedUrl, scratchDatabase } from './lib/postgres.ts';
import { apiServerArgs, removeDir, repoRoot, startNode, stopChild, tempDir, type Child } from './lib/proc.ts';
import { startApiServer } from './lib/api-server.ts';
import { envNumber, loadNow, percentile, round, runWhenMain, unmeasuredSection, writeResult } from './lib/results.ts';

const SECTION_HEADING = '## Resume parsing and matching';
export const PARSE_P95_TARGET_MS = 300;
export const MATCH_P95_TARGET_MS = 200;
const WARMUP_REQUESTS = 20;

export interface Latencies {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface ResumeMatchingResult {
  skipped?: string;
  parse: Latencies & { pages: number; target: { p95AtMostMs: number; met: boolean } };
  match?: Latencies & {
    database: string;
    jobs: number;
    distinctResumes: number;
    meanMatches: number;
    meanJobsConsidered: number;
    non200: number;
    target: { p95AtMostMs: number; met: boolean };
  };
  loadAverage: { start: number[]; end?: number[] };
}

const latenciesOf = (ms: number[]): Latencies => ({
  runs: ms.length,
  p50Ms: round(percentile(ms, 50), 1),
  p95Ms: round(percentile(ms, 95), 1),
  p99Ms: round(percentile(ms, 99), 1),
  maxMs: round(Math.max(...ms), 1),
});

/** mulberry32: the same resumes every run, so runs compare. */
const rngOf = (seed: number) => {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const WORK_LINES = [
  'Delivered features used by thousands of customers across India, working closely with design and product.',
  'Reduced page load time by 40% by profiling, caching and removing unused code.',
  'Mentored two juniors and reviewed code daily; wrote the onboarding guide for the team.',
  'Automated weekly reports that used to take a day, saving the operations team eight hours a week.',
];

/** Resume `i`: a trade's skills plus a few from others, a city, 1–8 years over one or two jobs. */
export const benchResume = (i: number, pages: 1 | 2 = 1): ResumeSpec => {
  const rng = rngOf(0x5e5_0000 + i);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rng() * items.length)] as T;
  const trade = pick(JOB_TEMPLATES);
  const extras = Array.from({ length: 1 + Math.floor(rng() * 3) }, () => pick(pick(JOB_TEMPLATES).skills));
  const skills = [...new Set([...trade.skills.slice(0, 2 + Math.floor(rng() * 4)), ...extras])];
  const city = pick(CITIES);
  const years = 1 + Math.floor(rng() * 8);
  const start = 2025 - years;
  return {
    id: `bench-${i}`,
    name: `Candidate ${i}`,
    email: `candidate${i}@example.in`,
    phone: '+91 98765 43210',
    links: [],
    location: `${city.name}, ${city.state}`,
    layout: { ...ONE_COLUMN_LAYOUT, pages },
    sections: [
      {
        kind: 'summary',
        heading: 'Summary',
        text: `${trade.title} with ${years} years of experience. ${trade.summary}`,
      },
      {
        kind: 'work',
        heading: 'Experience',
        entries: [
          {
            title: trade.title,
            company: `Company ${i % 97}`,
            dates: `Jan ${start + Math.floor(years / 2)} - Present`,
            bullets: pages === 2 ? [...WORK_LINES, ...trade.responsibilities] : WORK_LINES.slice(0, 2),
          },
          {
            title: `Junior ${trade.title}`,
            company: `Company ${(i + 13) % 97}`,
            dates: `Jun ${start} - Dec ${start + Math.floor(years / 2) - 1}`,
            bullets: pages === 2 ? [...WORK_LINES, ...trade.requirements] : WORK_LINES.slice(2),
          },
        ],
      },
      {
        kind: 'education',
        heading: 'Education',
        entries: [
          {
            degree: 'B.Tech',
            field: 'Computer Science',
            institution: 'Anna University',
            years: `${start - 4} – ${start}`,
          },
        ],
      },
      { kind: 'skills', heading: 'Skills', lines: [`Skills: ${skills.join(', ')}`], style: 'list' },
    ],
  };
};

const measureParse = async (runs: number): Promise<ResumeMatchingResult['parse']> => {
  const pdf = await renderResumePdf(benchResume(1, 2));
  const first = await parseResumePdf(pdf);
  const ms: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const t0 = performance.now();
    await parseResumePdf(pdf);
    ms.push(performance.now() - t0);
  }
  const l = latenciesOf(ms);
  console.log(`  resume-matching: parse (${first.layout.pages} pages) × ${runs}: p50 ${l.p50Ms} ms, p95 ${l.p95Ms} ms`);
  return {
    ...l,
    pages: first.layout.pages,
    target: { p95AtMostMs: PARSE_P95_TARGET_MS, met: l.p95Ms <= PARSE_P95_TARGET_MS },
  };
};

const seedJobs = async (env: Record<string, string>, jobs: number): Promise<void> => {
  const companies = Math.max(1, Math.round(jobs / 20));
  console.log(`  resume-matching: seeding ${jobs} jobs, ${companies} companies`);
  const child = startNode(
    [
      '--import',
      'tsx',
      join(repoRoot, 'apps/api/src/scripts/seed-bench.ts'),
      '--jobs',
      String(jobs),
      '--companies',
      String(companies),
    ],
    env,
  );
  const exit = await child.exited;
  if (exit.code !== 0) throw new Error(`seed-bench failed (exit ${exit.code}):\n${child.output().slice(-3000)}`);
};

export const runResumeMatching = async (): Promise<ResumeMatchingResult> => {
  const result: ResumeMatchingResult = {
    parse: await measureParse(envNumber('BENCH_PARSE_RUNS', 200)),
    loadAverage: { start: loadNow() },
  };
  const unavailable = await postgresUnavailable(postgresServerUrl());
  if (unavailable) {
    result.skipped = `matching: ${unavailable}`;
    console.log(`  resume-matching: skipped: ${result.skipped}`);
    writeResult('resume-matching', result);
    return result;
  }
  const jobs = envNumber('BENCH_HOME_JOBS', 100_000);
  const count = envNumber('BENCH_MATCH_RESUMES', 300);
  const dataDir = tempDir('resume-matching');
  const database = await scratchDatabase(postgresServerUrl(), 'elevate_bench_match');
  const env = { DATA_DIR: dataDir, DATABASE_URL: database.url, TRUST_PROXY: 'true' };
  let api: Child | undefined;
  try {
    const serverArgs = apiServerArgs();
    await seedJobs(env, jobs);
    const server = await startApiServer(serverArgs, env);
    api = server.child;
    const pdfs = await Promise.all(
      Array.from({ length: count + WARMUP_REQUESTS }, async (_, i) =>
        Buffer.from(await renderResumePdf(benchResume(i))),
      ),
    );
    let address = 0;
    const post = async (pdf: Buffer) => {
      address += 1;
      const t0 = performance.now();
      const res = await fetch(`${server.base}/api/ai/resume/matching/request`, {
        method: 'POST',
        headers: {
          'content-type': 'application/pdf',
          'x-forwarded-for': `10.${address >> 16}.${(address >> 8) & 255}.${address & 255}`,
        },
        body: pdf,
        signal: AbortSignal.timeout(60_000),
      });
      const body = (await res.json()) as { result?: { matches: unknown[]; jobsConsidered: number } };
      return { ms: performance.now() - t0, status: res.status, body };
    };
    // The warm-up resumes are the last ones: the measured ones reach the server for the first time.
    for (const pdf of pdfs.slice(count)) {
      const r = await post(pdf);
      if (r.status !== 200)
        throw new Error(`the warm-up match answered ${r.status}: ${JSON.stringify(r.body).slice(0, 300)}`);
    }
    const ms: number[] = [];
    let non200 = 0;
    let matches = 0;
    let considered = 0;
    for (const pdf of pdfs.slice(0, count)) {
      const r = await post(pdf);
      ms.push(r.ms);
      if (r.status !== 200) non200 += 1;
      matches += r.body.result?.matches.length ?? 0;
      considered += r.body.result?.jobsConsidered ?? 0;
    }
    const l = latenciesOf(ms);
    result.match = {
      ...l,
      database: `PostgreSQL at ${redactedUrl(postgresServerUrl())}, scratch database ${database.name}`,
      jobs,
      distinctResumes: count,
      meanMatches: round(matches / count, 1),
      meanJobsConsidered: round(considered / count),
      non200,
      target: { p95AtMostMs: MATCH_P95_TARGET_MS, met: l.p95Ms <= MATCH_P95_TARGET_MS },
    };
    console.log(
      `  resume-matching: match × ${count} resumes on ${jobs} jobs: p50 ${l.p50Ms} ms, p95 ${l.p95Ms} ms, p99 ${l.p99Ms} ms, ` +
        `${result.match.meanJobsConsidered} jobs scored per request, non-200 ${non200}`,
    );
    if (api.hasExited()) throw new Error(`the server exited during the run:\n${api.output().slice(-4000)}`);
    result.loadAverage.end = loadNow();
    writeResult('resume-matching', result);
    return result;
  } finally {
    if (api) await stopChild(api, 15_000);
    await database
      .drop()
      .catch((err: unknown) => console.warn(`  resume-matching: could not drop ${database.name}:`, err));
    removeDir(dataDir);
  }
};

/** The latest.md section of this benchmark. */
export const resumeMatchingMarkdown = (r: ResumeMatchingResult | undefined): string => {
  if (!r) return unmeasuredSection(SECTION_HEADING, r) ?? '';
  const p = r.parse;
  const lines = [
    SECTION_HEADING,
    '',
    `Parse: one ${p.pages}-page resume × ${p.runs}, in process: p50 ${p.p50Ms} ms, p95 ${p.p95Ms} ms, max ${p.maxMs} ms ` +
      `(target p95 ≤ ${p.target.p95AtMostMs} ms: ${p.target.met ? 'met' : 'missed'}).`,
    '',
  ];
  const m = r.match;
  if (m) {
    lines.push(
      `Match: POST /api/ai/resume/matching/request with ${m.distinctResumes} different resumes, one at a time, on ` +
        `${m.jobs.toLocaleString('en-US')} jobs (${m.database}): p50 ${m.p50Ms} ms, p95 ${m.p95Ms} ms, p99 ${m.p99Ms} ms, ` +
        `max ${m.maxMs} ms; ${m.meanJobsConsidered} jobs scored and ${m.meanMatches} answered per request; non-200 ` +
        `${m.non200} (target p95 ≤ ${m.target.p95AtMostMs} ms: ${m.target.met ? 'met' : 'missed'}).`,
      '',
    );
  } else lines.push(`Match: skipped (${r.skipped ?? 'not run'}).`, '');
  return lines.join('\n');
};

runWhenMain(import.meta.url, runResumeMatching, { heading: SECTION_HEADING, markdown: resumeMatchingMarkdown });
