// API throughput: the real server (apps/api/src/server.ts, temp DATA_DIR) against a bare node:http server,
// both in child processes, loaded one after the other by autocannon from this process.
// Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 3), BENCH_CONNECTIONS (default 32).
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { isMain, removeDir, repoRoot, startNode, stopChild, tempDir, waitForOutput, type Child } from './lib/proc.ts';
import { round, writeResult } from './lib/results.ts';

export const HEALTH_RATIO_TARGET = 0.85;

const envNumber = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export interface Target {
  name: 'bare' | 'health' | 'stats';
  label: string;
  url: string;
}

export interface TargetResult extends Target {
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  latencyMaxMs: number;
  completedRequests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
}

export interface ApiLoadResult {
  settings: { durationSeconds: number; warmupSeconds: number; connections: number; pipelining: number };
  database: string;
  targets: TargetResult[];
  ratios: { healthToBare: number; statsToBare: number };
  target: { healthToBareAtLeast: number; met: boolean };
}

const summarize = (target: Target, r: Result): TargetResult => ({
  ...target,
  requestsPerSec: round(r.requests.mean, 1),
  latencyP50Ms: r.latency.p50,
  latencyP99Ms: r.latency.p99,
  latencyMeanMs: round(r.latency.mean),
  latencyMaxMs: r.latency.max,
  completedRequests: r.requests.total,
  errors: r.errors,
  timeouts: r.timeouts,
  non2xx: r.non2xx,
  statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats).map(([code, s]) => [code, s.count])),
});

/** One request up front so a broken endpoint fails fast instead of producing a table of errors. */
const check = async (url: string): Promise<unknown> => {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
};

const databaseOf = (health: unknown): string => {
  const result = (health as { result?: { database?: unknown } }).result;
  return typeof result?.database === 'string' ? result.database : 'unknown';
};

export const runApiLoad = async (): Promise<ApiLoadResult> => {
  const duration = envNumber('BENCH_DURATION', 10);
  const warmup = envNumber('BENCH_WARMUP', Math.min(3, duration));
  const connections = envNumber('BENCH_CONNECTIONS', 32);
  const dataDir = tempDir('api');
  const children: Child[] = [];
  try {
    const api = startNode(['--import', 'tsx', join(repoRoot, 'apps/api/src/server.ts')], {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    });
    children.push(api);
    const bare = startNode(['--import', 'tsx', join(repoRoot, 'bench/src/bare-server.ts')], {
      PORT: '0',
      HOST: '127.0.0.1',
    });
    children.push(bare);

    const apiPort = (await waitForOutput(api, /running at http:\/\/[^:\s]+:(\d+)/, 180_000))[1];
    const barePort = (await waitForOutput(bare, /listening on (\d+)/, 30_000))[1];
    const targets: Target[] = [
      { name: 'bare', label: 'bare node:http', url: `http://127.0.0.1:${barePort}/` },
      { name: 'health', label: 'GET /api/health', url: `http://127.0.0.1:${apiPort}/api/health` },
      { name: 'stats', label: 'GET /api/stats/landingpage', url: `http://127.0.0.1:${apiPort}/api/stats/landingpage` },
    ];
    let database = 'unknown';
    for (const t of targets) {
      const body = await check(t.url);
      if (t.name === 'health') database = databaseOf(body);
    }
    if (database === 'pglite') database = 'pglite (embedded, temp DATA_DIR)';
    else if (database === 'postgres') database = 'postgres (DATABASE_URL)';

    const results: TargetResult[] = [];
    for (const t of targets) {
      console.log(`  api-load: ${t.label}: warm-up ${warmup} s, then ${duration} s × ${connections} connections`);
      await autocannon({ url: t.url, connections, duration: warmup });
      const r = summarize(t, await autocannon({ url: t.url, connections, duration }));
      console.log(
        `    ${r.requestsPerSec} req/s, p50 ${r.latencyP50Ms} ms, p99 ${r.latencyP99Ms} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
      );
      results.push(r);
    }
    for (const child of [api, bare]) {
      if (child.hasExited()) throw new Error(`a server exited during the run:\n${child.output().slice(-4000)}`);
    }

    const rps = (name: Target['name']) => results.find((r) => r.name === name)?.requestsPerSec ?? 0;
    const bareRps = rps('bare') || 1;
    const healthToBare = round(rps('health') / bareRps, 3);
    const result: ApiLoadResult = {
      settings: { durationSeconds: duration, warmupSeconds: warmup, connections, pipelining: 1 },
      database,
      targets: results,
      ratios: { healthToBare, statsToBare: round(rps('stats') / bareRps, 3) },
      target: { healthToBareAtLeast: HEALTH_RATIO_TARGET, met: healthToBare >= HEALTH_RATIO_TARGET },
    };
    writeResult('api-load', result);
    return result;
  } finally {
    for (const child of children) await stopChild(child, 15_000);
    removeDir(dataDir);
  }
};

if (isMain(import.meta.url)) {
  runApiLoad()
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
