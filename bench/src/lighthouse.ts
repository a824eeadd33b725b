// Lighthouse on the public pages (issue 9): the app started the README's way (`node scripts/start.mjs`, a temp
// DATA_DIR, embedded PGlite, the demo seed), each page loaded BENCH_LIGHTHOUSE_RUNS times (default 3) one
// after the other, each run in a fresh headless Chromium (chrome-launcher, its default flags plus ours, a new
// profile) as the `lighthouse` CLI does. Lighthouse's defaults otherwise: mobile form factor and screen,
// simulated throttling (slow 4G, 4× CPU slowdown), performance category only. Reported per page: the median of
// each figure over the runs, and the targets met or missed. Never downloads a browser: CHROME_PATH, default
// /usr/bin/chromium; without one the benchmark is skipped with a message.
// Env: BENCH_LIGHTHOUSE_RUNS (default 3), CHROME_PATH.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Flags, type Result as LhResult } from 'lighthouse';
import { discoverPublicPages, type PublicPage } from './lib/public-pages.ts';
import {
  freePort,
  removeDir,
  repoRoot,
  startNode,
  stopChild,
  tempDir,
  unpinProcess,
  waitForOutput,
  type Child,
  type Exit,
} from './lib/proc.ts';
import { loadAverageText, loadNow, median, round, runWhenMain, unmeasuredSection, writeResult } from './lib/results.ts';

export const LIGHTHOUSE_TARGETS = { scoreAtLeast: 95, lcpMsAtMost: 2_500, clsAtMost: 0.1, tbtMsAtMost: 200 };
export const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const SECTION_HEADING = '## Lighthouse: public pages';
const MAX_RETRIES = 2;
const MAX_APP_RESTARTS = 3;

const exitText = (e: Exit): string => (e.signal ? `signal ${e.signal}` : `exit code ${e.code}`);

/** The figures of one Lighthouse run. */
export interface RunFigures {
  /** Performance score, 0–100. */
  score: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  /** The document's response time as observed (unthrottled): the server's part of every other figure. */
  serverResponseMs: number;
  /**
   * The JavaScript the page loads before it is interactive: every Script resource of the network-requests
   * audit (what loads until the network is quiet; nothing is clicked), transferred bytes (compressed) in KB.
   */
  scriptKB: number;
  scriptFiles: number;
  /** Everything the page transferred, KB. */
  totalKB: number;
  requests: number;
  /** Lighthouse's measure of this machine's speed at the run (higher is faster). */
  benchmarkIndex: number;
  seconds: number;
  warnings: string[];
}

export type Medians = Omit<RunFigures, 'warnings' | 'seconds' | 'benchmarkIndex'>;

export interface PageResult extends PublicPage {
  url: string;
  runs: Array<RunFigures | { error: string }>;
  /** Median of each figure over the runs that completed; absent when none did. */
  median?: Medians;
  target?: { met: boolean; missed: string[] };
}

export interface LighthouseResult {
  /** Why nothing was measured. */
  skipped?: string;
  settings: {
    runsPerPage: number;
    formFactor: 'mobile';
    throttling: string;
    categories: string[];
    chromePath: string;
    chromeFlags: string[];
  };
  app: string;
  lighthouseVersion?: string;
  browser?: string;
  benchmarkIndexMedian?: number;
  targets: typeof LIGHTHOUSE_TARGETS;
  pages: PageResult[];
  /** 1/5/15-minute load average before and after (other work on the machine lowers every score). */
  loadAverage: { start: number[]; end?: number[] };
  /** When and why the app had to be started again during the run (see ensureApp). */
  appRestarts: string[];
}

const KB = 1024;

const numeric = (lhr: LhResult, audit: string): number => lhr.audits[audit]?.numericValue ?? Number.NaN;

const figuresOf = (lhr: LhResult, seconds: number): RunFigures => {
  const items = (lhr.audits['network-requests']?.details as { items?: Array<Record<string, unknown>> } | undefined)
    ?.items;
  const requests = items ?? [];
  const scripts = requests.filter((i) => i.resourceType === 'Script');
  const bytes = (list: Array<Record<string, unknown>>) =>
    list.reduce((sum, i) => sum + (typeof i.transferSize === 'number' ? i.transferSize : 0), 0);
  return {
    score: round((lhr.categories.performance?.score ?? 0) * 100, 0),
    lcpMs: round(numeric(lhr, 'largest-contentful-paint'), 0),
    cls: round(numeric(lhr, 'cumulative-layout-shift'), 3),
    tbtMs: round(numeric(lhr, 'total-blocking-time'), 0),
    fcpMs: round(numeric(lhr, 'first-contentful-paint'), 0),
    speedIndexMs: round(numeric(lhr, 'speed-index'), 0),
    serverResponseMs: round(numeric(lhr, 'server-response-time'), 1),
    scriptKB: round(bytes(scripts) / KB, 1),
    scriptFiles: scripts.length,
    totalKB: round(bytes(requests) / KB, 1),
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    seconds: round(seconds, 1),
    warnings: lhr.runWarnings.map(String),
  };
};

const medians = (runs: RunFigures[]): Medians | undefined => {
  if (runs.length === 0) return undefined;
  const m = (pick: (r: RunFigures) => number, digits: number) => round(median(runs.map(pick)), digits);
  return {
    score: m((r) => r.score, 0),
    lcpMs: m((r) => r.lcpMs, 0),
    cls: m((r) => r.cls, 3),
    tbtMs: m((r) => r.tbtMs, 0),
    fcpMs: m((r) => r.fcpMs, 0),
    speedIndexMs: m((r) => r.speedIndexMs, 0),
    serverResponseMs: m((r) => r.serverResponseMs, 1),
    scriptKB: m((r) => r.scriptKB, 1),
    scriptFiles: m((r) => r.scriptFiles, 0),
    totalKB: m((r) => r.totalKB, 1),
    requests: m((r) => r.requests, 0),
  };
};

const targetOf = (m: Medians): { met: boolean; missed: string[] } => {
  const t = LIGHTHOUSE_TARGETS;
  const missed = [
    m.score < t.scoreAtLeast ? 'score' : '',
    m.lcpMs > t.lcpMsAtMost ? 'LCP' : '',
    m.cls > t.clsAtMost ? 'CLS' : '',
    m.tbtMs > t.tbtMsAtMost ? 'TBT' : '',
  ].filter(Boolean);
  return { met: missed.length === 0, missed };
};

let lighthouseVersion: string | undefined;
let browser: string | undefined;

/** One Lighthouse run of `url` in a fresh Chromium. */
const runOnce = async (url: string, chromePath: string): Promise<RunFigures> => {
  const started = performance.now();
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error('Lighthouse returned no result');
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    lighthouseVersion = lhr.lighthouseVersion;
    browser = lhr.environment.hostUserAgent.match(/(HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? browser;
    return figuresOf(lhr, (performance.now() - started) / 1000);
  } finally {
    chrome.kill();
  }
};

const fmtS = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** "64 · LCP 4.53 s · CLS 0.010 · TBT 480 ms · FCP 3.50 s · JS 274.4 KB (68 files)" */
export const lighthouseCell = (m: Medians): string =>
  `${m.score} · LCP ${fmtS(m.lcpMs)} · CLS ${m.cls.toFixed(3)} · TBT ${m.tbtMs} ms · FCP ${fmtS(m.fcpMs)} · ` +
  `JS ${m.scriptKB} KB (${m.scriptFiles} files)`;

export const runLighthouse = async (): Promise<LighthouseResult> => {
  // Chromium and the server share the machine as they would in use (`npm run bench` may have pinned us).
  unpinProcess();
  const runsPerPage = Math.max(1, Math.floor(Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 3));
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const result: LighthouseResult = {
    settings: {
      runsPerPage,
      formFactor: 'mobile',
      throttling: 'simulated (Lighthouse defaults: 150 ms RTT, 1.6 Mbit/s down, 4× CPU slowdown)',
      categories: ['performance'],
      chromePath,
      chromeFlags: CHROME_FLAGS,
    },
    app: '`node scripts/start.mjs`, temp DATA_DIR, embedded PGlite, demo seed, LOG_LEVEL=warn',
    targets: LIGHTHOUSE_TARGETS,
    pages: [],
    loadAverage: { start: loadNow() },
    appRestarts: [],
  };
  if (!existsSync(chromePath)) {
    result.skipped = `no Chromium at ${chromePath} (set CHROME_PATH; the benchmark never downloads one)`;
    console.log(`  lighthouse: skipped: ${result.skipped}`);
    writeResult('lighthouse', result);
    return result;
  }

  const dataDir = tempDir('lighthouse');
  let app: Child | undefined;
  let base = '';
  let pages: PublicPage[] = [];
  const warm = async () => {
    // One unmeasured request per page, so no run pays for the server's first render of a page.
    for (const page of pages) await (await fetch(`${base}${page.path}`, { headers: { accept: 'text/html' } })).text();
  };
  const startApp = async (): Promise<Child> => {
    const port = await freePort();
    const child = startNode([join(repoRoot, 'scripts/start.mjs')], {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Embedded PGlite whatever the caller's environment says (an empty DATABASE_URL means PGlite).
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    });
    await waitForOutput(child, /running at http:\/\/[^:\s]+:(\d+)/, 300_000);
    base = `http://127.0.0.1:${port}`;
    return child;
  };
  /**
   * Starts the app again (same DATA_DIR) when it has exited: on a machine shared with other work, a process
   * that stops servers by name stops this one too. Each restart is recorded; the run it spoilt is retried.
   */
  const ensureApp = async (current: Child): Promise<Child> => {
    if (!current.hasExited()) return current;
    const why = exitText(await current.exited);
    if (result.appRestarts.length >= MAX_APP_RESTARTS) {
      throw new Error(`the app exited during the run (${why}), ${MAX_APP_RESTARTS + 1} times`);
    }
    result.appRestarts.push(`${new Date().toISOString()}: ${why}`);
    console.warn(`  lighthouse: the app exited (${why}; stopped from outside?); starting it again on the same data`);
    const next = await startApp();
    await warm();
    return next;
  };
  try {
    app = await startApp();
    pages = await discoverPublicPages(base);
    await warm();

    for (const page of pages) {
      const runs: PageResult['runs'] = [];
      const completed: RunFigures[] = [];
      // A failed run (Lighthouse's trace occasionally misses the navigation: NO_NAVSTART) is kept in the
      // report and tried again, at most MAX_RETRIES times per page.
      for (let attempt = 1; completed.length < runsPerPage && attempt <= runsPerPage + MAX_RETRIES; attempt++) {
        const label = `${page.route} run ${completed.length + 1}/${runsPerPage}`;
        app = await ensureApp(app);
        try {
          const r = await runOnce(`${base}${page.path}`, chromePath);
          runs.push(r);
          completed.push(r);
          console.log(
            `  lighthouse: ${label}: score ${r.score}, LCP ${r.lcpMs} ms, CLS ${r.cls}, TBT ${r.tbtMs} ms, ` +
              `FCP ${r.fcpMs} ms, JS ${r.scriptKB} KB in ${r.scriptFiles} files (${r.seconds} s)`,
          );
        } catch (err) {
          const error = err instanceof Error ? err.message.split('\n')[0]! : String(err);
          console.warn(`  lighthouse: ${label} failed: ${error}`);
          // A run spoilt by the app going away does not count against the page's retries.
          if (app.hasExited()) attempt -= 1;
          else runs.push({ error });
        }
      }
      const m = medians(completed);
      result.pages.push({
        ...page,
        url: `${base}${page.path}`,
        runs,
        ...(m ? { median: m, target: targetOf(m) } : {}),
      });
    }
    const indexes = result.pages.flatMap((p) => p.runs.flatMap((r) => ('error' in r ? [] : [r.benchmarkIndex])));
    result.lighthouseVersion = lighthouseVersion;
    result.browser = browser;
    result.benchmarkIndexMedian = round(median(indexes), 0);
    result.loadAverage.end = loadNow();
    writeResult('lighthouse', result);
    return result;
  } finally {
    if (app) await stopChild(app, 15_000);
    removeDir(dataDir);
  }
};

/** The latest.md section of this benchmark. */
export const lighthouseMarkdown = (r: LighthouseResult | undefined): string => {
  const unmeasured = unmeasuredSection(SECTION_HEADING, r);
  if (unmeasured || !r) return unmeasured ?? '';
  const t = r.targets;
  const lines = [
    SECTION_HEADING,
    '',
    `Lighthouse ${r.lighthouseVersion ?? '?'} in ${r.browser ?? 'Chromium'} (${r.settings.chromeFlags.join(' ')}), ` +
      `mobile, ${r.settings.throttling}, performance only; median of ${r.settings.runsPerPage} runs per page ` +
      `(Lighthouse's benchmark index of this machine: ${r.benchmarkIndexMedian}; load average ` +
      `${loadAverageText(r.loadAverage)}). App: ${r.app}. ` +
      `JS: the Script requests of the load (transferred, compressed). Targets: score ≥ ${t.scoreAtLeast}, ` +
      `LCP ≤ ${t.lcpMsAtMost / 1000} s, CLS ≤ ${t.clsAtMost}, TBT ≤ ${t.tbtMsAtMost} ms.`,
    '',
    '| Page | Score | LCP | CLS | TBT | FCP | Speed index | Document response | JS (files) | Scores of the runs | Targets |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const p of r.pages) {
    const scores = p.runs.map((run) => ('error' in run ? 'failed' : String(run.score))).join(', ');
    const m = p.median;
    if (!m) {
      lines.push(`| \`${p.path}\` | all runs failed | | | | | | | | ${scores} | |`);
      continue;
    }
    const status = p.target?.met ? 'met' : `missed (${p.target?.missed.join(', ')})`;
    lines.push(
      `| \`${p.path}\` | ${m.score} | ${fmtS(m.lcpMs)} | ${m.cls.toFixed(3)} | ${m.tbtMs} ms | ${fmtS(m.fcpMs)} | ` +
        `${fmtS(m.speedIndexMs)} | ${m.serverResponseMs} ms | ${m.scriptKB} KB (${m.scriptFiles}) | ${scores} | ${status} |`,
    );
  }
  const failures = r.pages.flatMap((p) =>
    p.runs.flatMap((run) => ('error' in run ? [`${p.route}: ${run.error}`] : [])),
  );
  const warnings = [...new Set(r.pages.flatMap((p) => p.runs.flatMap((run) => ('error' in run ? [] : run.warnings))))];
  lines.push('');
  for (const f of failures) lines.push(`- Failed run (tried again): ${f}`);
  for (const a of r.appRestarts) lines.push(`- The app exited and was started again: ${a}`);
  for (const w of warnings) lines.push(`- Lighthouse warned: ${w}`);
  lines.push('');
  return lines.join('\n');
};

runWhenMain(import.meta.url, runLighthouse, { heading: SECTION_HEADING, markdown: lighthouseMarkdown });
