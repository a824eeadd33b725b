// `npm run bench`: API load, bundle size, cold start and jobs search at 100k jobs in sequence; JSON per
// benchmark in bench/results/, a summary table in bench/results/latest.md (also printed). Missed targets are
// reported, not failed: the exit code is non-zero only when a benchmark crashed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { HEALTH_RATIO_TARGET, runApiLoad, type ApiLoadResult } from './api-load.ts';
import { BUNDLE_TARGET_KB, runBundleSize, type BundleSizeResult } from './bundle-size.ts';
import { RESTART_TARGET_SECONDS, runColdStart, type ColdStartResult } from './cold-start.ts';
import { jobsSearchMarkdown, runJobsSearch } from './jobs-search.ts';
import { killAll } from './lib/proc.ts';
import { machine, resultsDir } from './lib/results.ts';

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

const markdown = (rows: Row[], notes: string[], loadAtStart: number[]): string => {
  const m = machine();
  const lines = [
    '# Elevate benchmarks: latest run',
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
  const crashes: string[] = [];
  const loadAtStart = loadavg().map((l) => Math.round(l * 100) / 100);
  const api = await attempt('api-load', runApiLoad, crashes);
  const bundle = await attempt('bundle-size', runBundleSize, crashes);
  const cold = await attempt('cold-start', runColdStart, crashes);
  // Skips (quickly, with a message) a database where `npm run seed:bench` has not been run.
  const jobsSearch = await attempt('jobs-search', runJobsSearch, crashes);

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
  for (const c of crashes) notes.push(`CRASHED ${c}`);

  const md = `${markdown([...apiRows(api), ...bundleRows(bundle), ...coldRows(cold)], notes, loadAtStart)}\n${jobsSearchMarkdown(jobsSearch)}`;
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, 'latest.md'), md);
  console.log(`\n${md}`);
  console.log(`Results: ${resultsDir}/{api-load,bundle-size,cold-start,jobs-search}.json and latest.md`);
  process.exit(crashes.length > 0 ? 1 : 0);
};

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
