// API throughput: the real server (as `npm start` runs it, temp DATA_DIR) against a bare node:http server,
// both in child processes, loaded one after the other by autocannon from this process. Bare and health are
// measured in alternating rounds and compared round by round (the median ratio is reported), so a change in
// the machine's load during the run falls on both; servers and load generator are pinned to separate CPUs
// where possible (lib/proc.ts pinLoadGenerator).
// Env: BENCH_DURATION (s per measurement, default 10), BENCH_WARMUP (s, default 3), BENCH_CONNECTIONS
// (default 32), BENCH_ROUNDS (bare/health pairs, default 5), BENCH_PIN (0: no CPU pinning).
import { join } from 'node:path';
import autocannon, { type Result } from 'autocannon';
import {
  apiServerArgs,
  pinLoadGenerator,
  removeDir,
  repoRoot,
  startNode,
  stopChild,
  tempDir,
  waitForOutput,
  type Child,
} from './lib/proc.ts';
import { envNumber, median, round, runWhenMain, writeResult } from './lib/results.ts';

export const HEALTH_RATIO_TARGET = 0.85;

export interface Target {
  name: 'bare' | 'health' | 'stats';
  label: string;
  url: string;
}

export interface TargetResult extends Target {
  /** Median of the rounds (bare and health); the latencies are those of the median round. */
  requestsPerSec: number;
  /** req/s of every round, in order. */
  rounds: number[];
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
  settings: {
    durationSeconds: number;
    warmupSeconds: number;
    connections: number;
    pipelining: number;
    rounds: number;
    /** e.g. "servers on CPU 1, autocannon on CPU 0", or "none". */
    cpuPinning: string;
  };
  database: string;
  targets: TargetResult[];
  /** healthToBare: the median of the per-round ratios; healthToBareRounds: each round's. */
  ratios: { healthToBare: number; healthToBareRounds: number[]; statsToBare: number };
  target: { healthToBareAtLeast: number; met: boolean };
}

const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);

const summarize = (target: Target, runs: Result[]): TargetResult => {
  const rounds = runs.map((run) => round(run.requests.mean, 1));
  // The latencies of the round whose req/s is the median (the lower middle one of an even count).
  const r = runs[rounds.indexOf([...rounds].sort((a, b) => a - b)[Math.floor((rounds.length - 1) / 2)]!)]!;
  return {
    ...target,
    requestsPerSec: round(median(rounds), 1),
    rounds,
    latencyP50Ms: r.latency.p50,
    latencyP99Ms: r.latency.p99,
    latencyMeanMs: round(r.latency.mean),
    latencyMaxMs: r.latency.max,
    // Counted over every round, so no error hides in a round that is not the median one.
    completedRequests: sum(runs.map((run) => run.requests.total)),
    errors: sum(runs.map((run) => run.errors)),
    timeouts: sum(runs.map((run) => run.timeouts)),
    non2xx: sum(runs.map((run) => run.non2xx)),
    statusCodes: runs.reduce<Record<string, number>>((codes, run) => {
      for (const [code, stat] of Object.entries(run.statusCodeStats)) codes[code] = (codes[code] ?? 0) + stat.count;
      return codes;
    }, {}),
  };
};

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
  const roundCount = Math.round(envNumber('BENCH_ROUNDS', 5));
  const pinning = pinLoadGenerator();
  const serverCpus = pinning ? { cpus: pinning.serverCpus } : {};
  const dataDir = tempDir('api');
  const children: Child[] = [];
  try {
    const api = startNode(
      apiServerArgs(),
      {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      serverCpus,
    );
    children.push(api);
    const bare = startNode([join(repoRoot, 'bench/src/bare-server.mjs')], { PORT: '0', HOST: '127.0.0.1' }, serverCpus);
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

    const measure = async (t: Target): Promise<Result> => {
      const r = await autocannon({ url: t.url, connections, duration });
      console.log(
        `    ${t.label}: ${round(r.requests.mean, 1)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors}, non-2xx ${r.non2xx}`,
      );
      return r;
    };
    for (const t of targets) {
      console.log(`  api-load: ${t.label}: warm-up ${warmup} s`);
      await autocannon({ url: t.url, connections, duration: warmup });
    }
    // Bare and health in alternating order (bare first, then health first, ...), each pair compared.
    const [bareTarget, healthTarget, statsTarget] = targets as [Target, Target, Target];
    const bareRuns: Result[] = [];
    const healthRuns: Result[] = [];
    for (let i = 0; i < roundCount; i++) {
      console.log(`  api-load: round ${i + 1} of ${roundCount}, ${duration} s × ${connections} connections each`);
      const pair = i % 2 === 0 ? [bareTarget, healthTarget] : [healthTarget, bareTarget];
      for (const t of pair) (t === bareTarget ? bareRuns : healthRuns).push(await measure(t));
    }
    const statsRun = await measure(statsTarget);
    const results = [
      summarize(bareTarget, bareRuns),
      summarize(healthTarget, healthRuns),
      summarize(statsTarget, [statsRun]),
    ];
    for (const child of [api, bare]) {
      if (child.hasExited()) throw new Error(`a server exited during the run:\n${child.output().slice(-4000)}`);
    }

    const healthToBareRounds = healthRuns.map((h, i) => round(h.requests.mean / (bareRuns[i]!.requests.mean || 1), 3));
    const healthToBare = round(median(healthToBareRounds), 3);
    const bareRps = results[0]!.requestsPerSec || 1;
    const result: ApiLoadResult = {
      settings: {
        durationSeconds: duration,
        warmupSeconds: warmup,
        connections,
        pipelining: 1,
        rounds: roundCount,
        cpuPinning: pinning ? `servers on CPU ${pinning.serverCpus}, autocannon on CPU ${pinning.loadCpus}` : 'none',
      },
      database,
      targets: results,
      ratios: { healthToBare, healthToBareRounds, statsToBare: round(results[2]!.requestsPerSec / bareRps, 3) },
      target: { healthToBareAtLeast: HEALTH_RATIO_TARGET, met: healthToBare >= HEALTH_RATIO_TARGET },
    };
    writeResult('api-load', result);
    return result;
  } finally {
    for (const child of children) await stopChild(child, 15_000);
    removeDir(dataDir);
  }
};

runWhenMain(import.meta.url, runApiLoad);
