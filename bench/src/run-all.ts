// `npm run bench`: API load, bundle size, cold start, jobs search at 100k jobs, hackathon search at 10,000
// hackathons, the public pages' server render time under load, the signed-in home under load, the deadline
// rush, certificates, payments, resume parsing and matching quality and speed, and Lighthouse on the public pages, in sequence; JSON per benchmark in
// bench/results/, a summary table in
// bench/results/latest.md (also printed). Missed targets are reported, not failed: the exit code is non-zero
// only when a benchmark crashed. Some alone: `npm run bench -- lighthouse page-render`, or
// BENCH_ONLY=lighthouse,page-render (names: see BENCHMARKS).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { HEALTH_RATIO_TARGET, runApiLoad, type ApiLoadResult } from './api-load.ts';
import { BUNDLE_TARGET_KB, runBundleSize, type BundleSizeResult } from './bundle-size.ts';
import { RESTART_TARGET_SECONDS, runColdStart, type ColdStartResult } from './cold-start.ts';
import { drillsSearchMarkdown, runDrillsSearch } from './drills-search.ts';
import { jobsSearchMarkdown, runJobsSearch } from './jobs-search.ts';
import { killAll } from './lib/proc.ts';
import { machine, resultsDir } from './lib/results.ts';
import {
  LIGHTHOUSE_TARGETS,
  lighthouseCell,
  lighthouseMarkdown,
  runLighthouse,
  type LighthouseResult,
} from './lighthouse.ts';
import {
  RENDER_P99_TARGET_MS,
  pageRenderMarkdown,
  pathCell,
  runPageRender,
  type PageRenderResult,
} from './page-render.ts';
import { runSignedInHome, signedInHomeMarkdown, type SignedInHomeResult } from './signed-in-home.ts';
import { deadlineRushMarkdown, runDeadlineRush, type DeadlineRushResult } from './deadline-rush.ts';
import { certificateBatchMarkdown, runCertificateBatch } from './certificate-batch.ts';
import { paymentsChecksHeld, paymentsMarkdown, runPayments, type PaymentsResult } from './payments.ts';
import { resumeMatchingMarkdown, runResumeMatching } from './resume-matching.ts';
import { resumeQualityMarkdown, runResumeQuality } from './resume-quality.ts';

export const BENCHMARKS = [
  'api-load',
  'bundle-size',
  'cold-start',
  'jobs-search',
  'drills-search',
  'page-render',
  'signed-in-home',
  'deadline-rush',
  'certificate-batch',
  'payments',
  'resume-quality',
  'resume-matching',
  'lighthouse',
] as const;
type Benchmark = (typeof BENCHMARKS)[number];

/** The benchmarks named on the command line or in BENCH_ONLY (comma-separated), else all of them. */
const selected = (): Benchmark[] => {
  const names = [...process.argv.slice(2), ...(process.env.BENCH_ONLY ?? '').split(',')]
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(BENCHMARKS as readonly string[]).includes(n));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark ${unknown.join(', ')}; choose from ${BENCHMARKS.join(', ')}.`);
    process.exit(2);
  }
  return names.length === 0 ? [...BENCHMARKS] : BENCHMARKS.filter((b) => names.includes(b));
};

type Row = [metric: string, measured: string, target: string, status: string];

const status = (met: boolean | undefined): string => (met === undefined ? '—' : met ? 'met' : 'missed');

const attempt = async <T>(name: string, run: () => Promise<T>, crashes: string[]): Promise<T | undefined> => {
  console.log(`\n▶ ${name}`);
  const started = performance.now();
  try {
    const result = await run();
    console.log(`  (${name} took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
    return result;
  } catch (err) {
    killAll();
    console.error(`✖ ${name} crashed:`, err);
    crashes.push(`${name}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    return undefined;
  }
};

const apiRows = (r: ApiLoadResult | undefined): Row[] => {
  if (!r) return [['API load', 'crashed', '', '']];
  const rows: Row[] = r.targets.map((t) => [
    `${t.label}: req/s · p50 / p99 ms · errors / non-2xx`,
    `${t.requestsPerSec.toLocaleString('en-US')} · ${t.latencyP50Ms} / ${t.latencyP99Ms} · ${t.errors} / ${t.non2xx}`,
    '',
    '',
  ]);
  rows.push(
    ['/api/health ÷ bare (req/s)', r.ratios.healthToBare.toFixed(2), `≥ ${HEALTH_RATIO_TARGET}`, status(r.target.met)],
    ['/api/stats/landingpage ÷ bare (req/s)', r.ratios.statsToBare.toFixed(2), '', ''],
  );
  return rows;
};

const bundleRows = (r: BundleSizeResult | undefined): Row[] => {
  if (!r) return [['Bundle size', 'crashed', '', '']];
  return [
    [
      `First-load JS of / (entry + modulepreload, ${r.firstLoad.files.length} files), gzip`,
      `${r.firstLoad.gzipKB} KB`,
      `≤ ${BUNDLE_TARGET_KB} KB`,
      status(r.firstLoad.withinTarget),
    ],
    [
      `… including the lazy home chunk (${r.firstLoadWithHome.files.length} files), gzip`,
      `${r.firstLoadWithHome.gzipKB} KB`,
      `≤ ${BUNDLE_TARGET_KB} KB`,
      status(r.firstLoadWithHome.withinTarget),
    ],
  ];
};

const coldRows = (r: ColdStartResult | undefined): Row[] => {
  if (!r) return [['Cold start', 'crashed', '', '']];
  const samples = r.restart.samples
    .map((s) => `${s.secondsToHealthy}${s.includedInstallOrBuild ? ' (rebuilt, not counted)' : ''}`)
    .join(', ');
  return [
    ['`npm start` → healthy, first run (migrate + seed)', `${r.firstRun.secondsToHealthy} s`, '', ''],
    [
      `\`npm start\` → healthy, restart (median of ${r.restart.countedSamples}: ${samples})`,
      `${r.restart.medianSeconds} s`,
      `≤ ${RESTART_TARGET_SECONDS} s`,
      status(r.target.met),
    ],
  ];
};

const pageRenderRows = (r: PageRenderResult | undefined): Row[] => {
  if (!r) return [['Public pages under load (PostgreSQL)', 'crashed', '', '']];
  if (r.skipped) return [['Public pages under load (PostgreSQL)', `skipped: ${r.skipped}`, '', '']];
  return r.pages.flatMap((p) =>
    [p.cached, p.uncached].map((run): Row => [
      `\`${p.route}\` HTML, ${run.mode}: req/s · p50 / p99 ms · errors / non-2xx · drawing and total p50 / p99`,
      pathCell(run),
      `p99 ≤ ${RENDER_P99_TARGET_MS} ms: drawing · total`,
      run.target
        ? `${run.target.renderMet === null ? '—' : status(run.target.renderMet)} · ${status(run.target.totalMet)}`
        : '— (no Server-Timing)',
    ]),
  );
};

const signedInHomeRows = (r: SignedInHomeResult | undefined): Row[] => {
  if (!r) return [['Signed-in home under load', 'crashed', '', '']];
  if (r.skipped) return [['Signed-in home under load', `skipped: ${r.skipped}`, '', '']];
  return r.endpoints.map((e): Row => [
    `Signed-in home \`${e.label}\`, ${e.connections} conn., ${e.distinctUsers.toLocaleString('en-US')} users: req/s · p50 / p99 ms · errors / non-2xx`,
    `${e.requestsPerSec.toLocaleString('en-US')} · ${e.latencyP50Ms} / ${e.latencyP99Ms} · ${e.errors} / ${e.non2xx}`,
    '',
    '',
  ]);
};

const deadlineRushRows = (r: DeadlineRushResult | undefined): Row[] => {
  if (!r) return [['Hackathon deadline rush', 'crashed', '', '']];
  if (r.skipped) return [['Hackathon deadline rush', `skipped: ${r.skipped}`, '', '']];
  return r.runs.map((x): Row => [
    `Deadline rush, ${x.participants.toLocaleString('en-US')} final submissions with a ${r.settings.fileKB} KB file in the last minute (${x.database.split(' ')[0]}): acknowledged · submit p50 / p99 ms · stored and readable`,
    `${x.acknowledged} · ${x.latency.submit.p50Ms} / ${x.latency.submit.p99Ms} · ${x.readable}`,
    'every acknowledged one stored and readable',
    x.readable === x.acknowledged && x.stored === x.acknowledged ? 'met' : 'missed',
  ]);
};

const paymentsRows = (r: PaymentsResult | undefined): Row[] => {
  if (!r) return [['Payments', 'crashed', '', '']];
  if (r.skipped) return [['Payments', `skipped: ${r.skipped}`, '', '']];
  return r.runs.map((x): Row => [
    `Payments (${x.database.split(' ')[0]}): price check p99 ms · ${r.settings.payers} paid, whole payment p99 ms · promo rush accepted of ${x.contention.contenders} · webhook p99 ms`,
    `${x.quotes.latency.p99Ms} · ${x.pay.paidAnswers}, ${x.pay.latency.total.p99Ms} · ${x.contention.accepted} · ${x.webhooks.latency.p99Ms}`,
    'every payment registered once with its own receipt; exactly 50 promo uses',
    paymentsChecksHeld(x, r.settings) ? 'met' : 'missed',
  ]);
};

const lighthouseRows = (r: LighthouseResult | undefined): Row[] => {
  if (!r) return [['Lighthouse', 'crashed', '', '']];
  if (r.skipped) return [['Lighthouse', `skipped: ${r.skipped}`, '', '']];
  const t = LIGHTHOUSE_TARGETS;
  const target = `score ≥ ${t.scoreAtLeast}, LCP ≤ ${t.lcpMsAtMost / 1000} s, CLS ≤ ${t.clsAtMost}, TBT ≤ ${t.tbtMsAtMost} ms`;
  return r.pages.map((p): Row => [
    `Lighthouse mobile \`${p.route}\` (median of ${p.runs.length}): score · LCP · CLS · TBT · FCP · JS`,
    p.median ? lighthouseCell(p.median) : 'all runs failed',
    target,
    p.target ? (p.target.met ? 'met' : `missed (${p.target.missed.join(', ')})`) : '—',
  ]);
};

const markdown = (rows: Row[], notes: string[], loadAtStart: number[], only: string): string => {
  const m = machine();
  const lines = [
    `# Elevate benchmarks: latest run${only}`,
    '',
    `Measured ${new Date().toISOString()} on ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, ${m.os}, Node ${m.node}` +
      ` (load average at start ${loadAtStart.join(' / ')}).`,
    '',
    '| Metric | Measured | Target | Status |',
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
    ...notes.map((n) => `- ${n}`),
    '',
  ];
  return lines.join('\n');
};

const main = async () => {
  const chosen = selected();
  const runs = (name: Benchmark) => chosen.includes(name);
  const crashes: string[] = [];
  const loadAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
  const api = runs('api-load') ? await attempt('api-load', runApiLoad, crashes) : undefined;
  const bundle = runs('bundle-size') ? await attempt('bundle-size', runBundleSize, crashes) : undefined;
  const cold = runs('cold-start') ? await attempt('cold-start', runColdStart, crashes) : undefined;
  // Skips (quickly, with a message) a database where `npm run seed:bench` has not been run.
  const jobsSearch = runs('jobs-search') ? await attempt('jobs-search', runJobsSearch, crashes) : undefined;
  // Seeds its hackathons first when missing (seconds); PostgreSQL skipped with a message when it does not answer.
  const drillsSearch = runs('drills-search') ? await attempt('drills-search', runDrillsSearch, crashes) : undefined;
  // Skipped with a message when PostgreSQL does not answer.
  const pageRender = runs('page-render') ? await attempt('page-render', runPageRender, crashes) : undefined;
  // Seeds its own database first (about a minute at 100k jobs; BENCH_HOME_JOBS for fewer).
  const home = runs('signed-in-home') ? await attempt('signed-in-home', runSignedInHome, crashes) : undefined;
  // Seeds its own databases (PGlite, then PostgreSQL when it answers) and waits for each round's last minute.
  const rushRun = runs('deadline-rush') ? await attempt('deadline-rush', runDeadlineRush, crashes) : undefined;
  // Seeds its own PGlite database; about 3–4 minutes (the batch of 1,000 certificates under load).
  const certificates = runs('certificate-batch')
    ? await attempt('certificate-batch', runCertificateBatch, crashes)
    : undefined;
  // Seeds its own databases (PGlite, then PostgreSQL when it answers); waits for the receipt mails to drain.
  const paymentsRun = runs('payments') ? await attempt('payments', runPayments, crashes) : undefined;
  // The labelled resumes against the demo jobs on PGlite: field accuracy, precision at 3, reciprocal rank.
  const quality = runs('resume-quality') ? await attempt('resume-quality', runResumeQuality, crashes) : undefined;
  // Parsing a two-page resume, then matching many resumes against the 100,000-job PostgreSQL database.
  const matching = runs('resume-matching') ? await attempt('resume-matching', runResumeMatching, crashes) : undefined;
  // Last and alone: a browser and the app share the machine (skipped without Chromium).
  const lh = runs('lighthouse') ? await attempt('lighthouse', runLighthouse, crashes) : undefined;

  const notes: string[] = [];
  if (api) {
    const s = api.settings;
    notes.push(
      `API load: autocannon, ${s.connections} connections, ${s.durationSeconds} s per measurement after a ${s.warmupSeconds} s warm-up; ` +
        `bare and health in ${s.rounds} alternating rounds, the ratio is the median of the rounds' ratios (${api.ratios.healthToBareRounds.join(', ')}); ` +
        `CPU pinning: ${s.cpuPinning}; database ${api.database}.`,
    );
  }
  if (bundle)
    notes.push(`Bundle: gzip level 9, 1 KB = 1024 B; home chunk(s): ${bundle.homeChunks.join(', ') || 'none'}.`);
  if (cold) notes.push(`Cold start: database ${cold.database}; health polled every 50 ms.`);
  if (pageRender && !pageRender.skipped)
    notes.push(
      `Public pages under load: autocannon, ${pageRender.settings.connections} connections, ${pageRender.settings.durationSeconds} s per path; ` +
        `${pageRender.database}; ${pageRender.settings.cpuPinning}. Cached: the same URL repeated; uncached: ?_b=<n> per request and Cache-Control: no-cache. ` +
        `Render: the Server-Timing total of every rendered answer (page-cache hits counted apart); browser-like Accept and Accept-Encoding.`,
    );
  if (lh && !lh.skipped)
    notes.push(
      `Lighthouse ${lh.lighthouseVersion ?? '?'} (${lh.browser ?? 'Chromium'}): mobile, simulated throttling, performance only, ` +
        `a fresh browser per run; app as \`npm start\` runs it on embedded PGlite; JS = transferred Script requests of the load.`,
    );
  for (const c of crashes) notes.push(`CRASHED ${c}`);

  const pick = <T>(name: Benchmark, rows: (r: T | undefined) => Row[], r: T | undefined): Row[] =>
    runs(name) ? rows(r) : [];
  const rows = [
    ...pick('api-load', apiRows, api),
    ...pick('bundle-size', bundleRows, bundle),
    ...pick('cold-start', coldRows, cold),
    ...pick('page-render', pageRenderRows, pageRender),
    ...pick('signed-in-home', signedInHomeRows, home),
    ...pick('deadline-rush', deadlineRushRows, rushRun),
    ...pick('payments', paymentsRows, paymentsRun),
    ...pick('lighthouse', lighthouseRows, lh),
  ];
  const only = chosen.length === BENCHMARKS.length ? '' : ` (only ${chosen.join(', ')})`;
  const sections = [
    runs('jobs-search') ? jobsSearchMarkdown(jobsSearch) : '',
    runs('drills-search') ? drillsSearchMarkdown(drillsSearch) : '',
    runs('page-render') ? pageRenderMarkdown(pageRender) : '',
    runs('signed-in-home') ? signedInHomeMarkdown(home) : '',
    runs('deadline-rush') ? deadlineRushMarkdown(rushRun) : '',
    runs('certificate-batch') ? certificateBatchMarkdown(certificates) : '',
    runs('payments') ? paymentsMarkdown(paymentsRun) : '',
    runs('resume-quality') ? resumeQualityMarkdown(quality) : '',
    runs('resume-matching') ? resumeMatchingMarkdown(matching) : '',
    runs('lighthouse') ? lighthouseMarkdown(lh) : '',
  ].filter(Boolean);
  const md = [markdown(rows, notes, loadAtStart, only), ...sections].join('\n');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'latest.md'), md);
  console.log(`\n${md}`);
  console.log(`Results: ${resultsDir}/{${chosen.join(',')}}.json and latest.md`);
  process.exit(crashes.length > 0 ? 1 : 0);
};

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
