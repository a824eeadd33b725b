// Server render time of the public pages under load (issue 9): the built server (as `npm start` runs it) on a
// scratch PostgreSQL database (created empty, migrated and seeded with the demo data by the server's first
// start, dropped afterwards; lib/postgres.ts), the server pinned to one CPU and autocannon to the others
// (lib/proc.ts pinLoadGenerator). For each page: a warm-up, then BENCH_DURATION s at BENCH_CONNECTIONS
// connections of `GET <page>` with `Accept: text/html` on two paths:
//   - cached: the same URL every time, no cache headers: whatever the server may reuse, it does;
//   - uncached: every request its own harmless query (`?_b=<n>`) and `Cache-Control: no-cache`, so a server
//     that caches HTML in-process per address renders every answer.
// The request headers are a browser's (Accept text/html, Accept-Encoding gzip, deflate, br), so compressing
// the HTML is part of the work measured, as it is for a visitor. The server's own render time comes from the
// `Server-Timing` header the server-rendered pages send (`data;dur=3.1, render;dur=7.4, total;dur=11.0`, ms;
// `cache;desc="hit"` for an answer from the page cache): it is read from every response inside autocannon (a
// request's onResponse hook gets the headers of each response, and parsing one short header costs far less
// than the request), so the timings are those of exactly the load measured, with no second client competing
// for the CPU. Render percentiles are over the rendered answers (cache hits are counted apart). Pages without
// the header (the client-rendered shell before server rendering) are reported as "no Server-Timing".
// A PostgreSQL that does not answer skips the benchmark with a message.
// Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS (default 32),
// BENCH_POSTGRES_URL (the PostgreSQL server; default DATABASE_URL's, else postgres://postgres@127.0.0.1:5432),
// BENCH_PIN (0: no CPU pinning).
import { join } from 'node:path';
import autocannon, { type RequestParams, type RequestSpec, type Result } from 'autocannon';
import { loadFiguresOf, type LoadFigures } from './lib/load-figures.ts';
import { postgresServerUrl, postgresUnavailable, redactedUrl, scratchDatabase } from './lib/postgres.ts';
import { discoverPublicPages, type PublicPage } from './lib/public-pages.ts';
import {
  apiServerArgs,
  pinLoadGenerator,
  removeDir,
  repoRoot,
  runScript,
  startNode,
  stopChild,
  tempDir,
  unpinProcess,
  waitForOutput,
  type Child,
} from './lib/proc.ts';
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

export const RENDER_P99_TARGET_MS = 50;
const SECTION_HEADING = '## Public pages under load: server render time';

export interface TimingStats {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface PathRun extends LoadFigures {
  mode: 'cached' | 'uncached';
  /** Responses that carried a Server-Timing header, of all the responses seen. */
  serverTimingResponses: number;
  responses: number;
  /** Responses whose Server-Timing says they came from the page cache (`cache;desc="hit"`). */
  cacheHits: number;
  /** Per Server-Timing metric name (data, render, total, …); empty without the header. */
  serverTiming: Record<string, TimingStats>;
  /**
   * The target against two readings of "server render time", null without Server-Timing: `render`, the time
   * the server spent drawing the page (its synchronous renders, styles and data, each timed on its own), and
   * `total`, the whole answer from the handler's start (data, drawing, and the wait behind the other
   * connections' work on the one core).
   */
  target: { p99AtMostMs: number; renderMet: boolean | null; totalMet: boolean } | null;
}

export interface PageRun extends PublicPage {
  /** Size of the HTML answer, and whether its `<div id="root">` is empty (the client-rendered shell). */
  htmlBytes: number;
  emptyRoot: boolean;
  cached: PathRun;
  uncached: PathRun;
}

export interface PageRenderResult {
  skipped?: string;
  settings: {
    durationSeconds: number;
    warmupSeconds: number;
    connections: number;
    cpuPinning: string;
    headers: Record<string, string>;
  };
  database: string;
  measured: string;
  pages: PageRun[];
  /** 1/5/15-minute load average before and after (other work on the machine lowers every figure). */
  loadAverage: { start: number[]; end?: number[] };
}

export interface TimingEntry {
  name: string;
  dur?: number;
  desc?: string;
}

/** `data;dur=3.1, render;dur=7.4;desc="2 passes", cache;desc=hit` → [{ name, dur?, desc? }, …]. */
export const parseServerTiming = (header: string): TimingEntry[] => {
  const out: TimingEntry[] = [];
  for (const entry of header.split(',')) {
    const [name, ...params] = entry.split(';').map((s) => s.trim());
    if (!name) continue;
    const item: TimingEntry = { name };
    for (const param of params) {
      const eq = param.indexOf('=');
      const key = param.slice(0, eq).trim().toLowerCase();
      const value = param.slice(eq + 1).trim();
      if (eq === -1) continue;
      if (key === 'dur' && Number.isFinite(Number(value))) item.dur = Number(value);
      if (key === 'desc') item.desc = value.replace(/^"(.*)"$/, '$1');
    }
    out.push(item);
  }
  return out;
};

const headerValue = (headers: Record<string, string | string[]>, name: string): string | undefined => {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value.join(', ') : value;
  }
  return undefined;
};

const stats = (values: number[]): TimingStats => ({
  samples: values.length,
  p50Ms: round(percentile(values, 50), 2),
  p99Ms: round(percentile(values, 99), 2),
  maxMs: round(
    values.reduce((max, v) => (v > max ? v : max), 0),
    2,
  ),
});

const HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

export const measurePath = async (
  base: string,
  page: PublicPage,
  mode: PathRun['mode'],
  options: { connections: number; duration: number },
): Promise<PathRun> => {
  const timings = new Map<string, number[]>();
  let withHeader = 0;
  let responses = 0;
  let cacheHits = 0;
  let next = 0;
  const separator = page.path.includes('?') ? '&' : '?';
  const request: RequestSpec = {
    method: 'GET',
    path: page.path,
    headers: mode === 'uncached' ? { ...HEADERS, 'cache-control': 'no-cache' } : HEADERS,
    onResponse: (_status, _body, _context, headers) => {
      responses += 1;
      const header = headerValue(headers, 'server-timing');
      if (header === undefined) return;
      withHeader += 1;
      for (const { name, dur, desc } of parseServerTiming(header)) {
        if (name === 'cache' && /hit/i.test(desc ?? '')) cacheHits += 1;
        if (dur === undefined) continue;
        const list = timings.get(name);
        if (list) list.push(dur);
        else timings.set(name, [dur]);
      }
    },
  };
  if (mode === 'uncached') {
    request.setupRequest = (req: RequestParams): RequestParams => {
      next += 1;
      return { ...req, path: `${page.path}${separator}_b=${next}` };
    };
  }
  const r: Result = await autocannon({ url: base, requests: [request], ...options });
  const serverTiming = Object.fromEntries([...timings].map(([name, values]) => [name, stats(values)]));
  const { total, render } = serverTiming;
  return {
    mode,
    ...loadFiguresOf(r),
    serverTimingResponses: withHeader,
    responses,
    cacheHits,
    serverTiming,
    target: total
      ? {
          p99AtMostMs: RENDER_P99_TARGET_MS,
          renderMet: render ? render.p99Ms <= RENDER_P99_TARGET_MS : null,
          totalMet: total.p99Ms <= RENDER_P99_TARGET_MS,
        }
      : null,
  };
};

/** "2,345.6 req/s · 12 / 30 ms · 0 non-2xx" */
const loadText = (p: PathRun): string =>
  `${p.requestsPerSec.toLocaleString('en-US')} req/s · ${p.latencyP50Ms} / ${p.latencyP99Ms} ms · ${p.errors} / ${p.non2xx}`;

const p50p99 = (t: TimingStats | undefined) => (t ? `${t.p50Ms} / ${t.p99Ms} ms` : '—');

/**
 * "drawing 7.1 / 21.4 ms · total 9.0 / 30.2 ms (2,345 renders, 12 cache hits)", "all 5,000 from the page cache"
 * or "no Server-Timing".
 */
export const renderText = (p: PathRun): string => {
  const { total, render } = p.serverTiming;
  const hits = p.cacheHits > 0 ? `, ${p.cacheHits.toLocaleString('en-US')} cache hits` : '';
  if (total) {
    const renders = `${total.samples.toLocaleString('en-US')} render${total.samples === 1 ? '' : 's'}`;
    return `drawing ${p50p99(render)} · total ${p50p99(total)} (${renders}${hits})`;
  }
  if (p.cacheHits > 0) return `all ${p.cacheHits.toLocaleString('en-US')} answers from the page cache`;
  if (p.serverTimingResponses > 0) return `Server-Timing without total (${Object.keys(p.serverTiming).join(', ')})`;
  return 'no Server-Timing';
};

export const pathCell = (p: PathRun): string => `${loadText(p)} · render ${renderText(p)}`;

export const runPageRender = async (): Promise<PageRenderResult> => {
  const duration = envNumber('BENCH_DURATION', 10);
  const warmup = envNumber('BENCH_WARMUP', Math.min(2, duration));
  const connections = envNumber('BENCH_CONNECTIONS', 32);
  const serverUrl = postgresServerUrl();
  const result: PageRenderResult = {
    settings: { durationSeconds: duration, warmupSeconds: warmup, connections, cpuPinning: 'none', headers: HEADERS },
    database: `PostgreSQL at ${redactedUrl(serverUrl)}, scratch database`,
    measured:
      `GET <page> with Accept: ${HEADERS.accept} and Accept-Encoding: ${HEADERS['accept-encoding']}. ` +
      `Cached path: the same URL every time. ` +
      `Uncached path: ?_b=<n> unique per request and Cache-Control: no-cache.`,
    pages: [],
    loadAverage: { start: loadNow() },
  };
  const unavailable = await postgresUnavailable(serverUrl);
  if (unavailable) {
    result.skipped = `${unavailable}; set BENCH_POSTGRES_URL`;
    console.log(`  page-render: skipped: ${result.skipped}`);
    writeResult('page-render', result);
    return result;
  }

  runScript([join(repoRoot, 'scripts/build-web-if-needed.mjs')], 'web build');
  const serverArgs = apiServerArgs();
  unpinProcess(); // pinLoadGenerator sees every CPU even if an earlier benchmark pinned this process
  const pinning = pinLoadGenerator();
  result.settings.cpuPinning = pinning
    ? `server on CPU ${pinning.serverCpus}, autocannon on CPU ${pinning.loadCpus}, PostgreSQL unpinned`
    : 'none';
  const dataDir = tempDir('page-render');
  const database = await scratchDatabase(serverUrl, 'elevate_bench_pages');
  result.database = `PostgreSQL at ${redactedUrl(serverUrl)}, scratch database ${database.name} (demo seed)`;
  let api: Child | undefined;
  try {
    api = startNode(
      serverArgs,
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        SEED_ON_START: 'true',
        LOG_LEVEL: 'warn',
      },
      pinning ? { cpus: pinning.serverCpus } : {},
    );
    const port = (await waitForOutput(api, /running at http:\/\/[^:\s]+:(\d+)/, 180_000))[1];
    const base = `http://127.0.0.1:${port}`;
    const pages = await discoverPublicPages(base);
    for (const page of pages) {
      const res = await fetch(`${base}${page.path}`, { headers: HEADERS, signal: AbortSignal.timeout(30_000) });
      const html = await res.text();
      if (res.status !== 200) throw new Error(`GET ${page.path} answered ${res.status}: ${html.slice(0, 300)}`);
      console.log(`  page-render: ${page.route} (${page.path}): warm-up ${warmup} s`);
      await autocannon({ url: `${base}${page.path}`, headers: HEADERS, connections, duration: warmup });
      const cached = await measurePath(base, page, 'cached', { connections, duration });
      const uncached = await measurePath(base, page, 'uncached', { connections, duration });
      for (const p of [cached, uncached]) console.log(`    ${p.mode}: ${pathCell(p)}`);
      if (uncached.cacheHits > 0) {
        console.warn(`    uncached path: ${uncached.cacheHits} answers came from the page cache (not bypassed)`);
      }
      result.pages.push({
        ...page,
        htmlBytes: Buffer.byteLength(html),
        emptyRoot: /<div id="root">\s*<\/div>/.test(html),
        cached,
        uncached,
      });
    }
    if (api.hasExited()) throw new Error(`the server exited during the run:\n${api.output().slice(-4000)}`);
    result.loadAverage.end = loadNow();
    writeResult('page-render', result);
    return result;
  } finally {
    if (api) await stopChild(api, 15_000);
    unpinProcess();
    await database.drop().catch((err: unknown) => console.warn(`  page-render: could not drop ${database.name}:`, err));
    removeDir(dataDir);
  }
};

/** The latest.md section of this benchmark. */
export const pageRenderMarkdown = (r: PageRenderResult | undefined): string => {
  const unmeasured = unmeasuredSection(SECTION_HEADING, r);
  if (unmeasured || !r) return unmeasured ?? '';
  const s = r.settings;
  const lines = [
    SECTION_HEADING,
    '',
    `${r.measured} autocannon, ${s.connections} connections, ${s.durationSeconds} s per path after a ` +
      `${s.warmupSeconds} s warm-up per page; ${s.cpuPinning}; ${r.database}; load average ` +
      `${loadAverageText(r.loadAverage)}. From the server's Server-Timing, p50 / p99 over the rendered answers ` +
      `(answers from the page cache counted apart): drawing (\`render\`: the synchronous renders, styles and ` +
      `data, each timed on its own) and the whole answer (\`total\`: data, drawing and the wait behind the ` +
      `other connections). Target: p99 ≤ ${RENDER_P99_TARGET_MS} ms, read against each.`,
    '',
    '| Page | HTML | Path | req/s · p50 / p99 ms · errors / non-2xx | Server-Timing | drawing p99 ≤ 50 | total p99 ≤ 50 |',
    '| --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const p of r.pages) {
    const html = `${(p.htmlBytes / 1024).toFixed(1)} KB${p.emptyRoot ? ', empty root (client-rendered)' : ''}`;
    for (const run of [p.cached, p.uncached]) {
      const met = (v: boolean | null | undefined) => (v == null ? '—' : v ? 'met' : 'missed');
      lines.push(
        `| ${run.mode === 'cached' ? `\`${p.path}\`` : ''} | ${run.mode === 'cached' ? html : ''} | ${run.mode} | ` +
          `${loadText(run)} | ${renderText(run)} | ${met(run.target?.renderMet)} | ${met(run.target?.totalMet)} |`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
};

runWhenMain(import.meta.url, runPageRender, { heading: SECTION_HEADING, markdown: pageRenderMarkdown });
