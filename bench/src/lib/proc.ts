// Child-process helpers: every child runs in its own process group so it (and anything it spawns, e.g.
// scripts/start.mjs → server) can be stopped as a whole, and every live child is killed when the bench exits.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus as osCpus, platform, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export const tempDir = (prefix: string): string => mkdtempSync(join(tmpdir(), `elevate-bench-${prefix}-`));
export const removeDir = (dir: string): void => rmSync(dir, { recursive: true, force: true });

/** True when the module at `url` is the script node was started with (`tsx src/api-load.ts`). */
export const isMain = (url: string): boolean =>
  process.argv[1] !== undefined && pathToFileURL(resolve(process.argv[1])).href === url;

/** A port that was free a moment ago (for children that must be told their port up front). */
export const freePort = (): Promise<number> =>
  new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => done(port));
    });
  });

/** Runs a script of the repo synchronously (untimed preparation), failing loudly. */
export const runScript = (args: string[], label: string): void => {
  const res = spawnSync(process.execPath, args, { cwd: repoRoot, stdio: 'inherit' });
  if (res.status !== 0) throw new Error(`${label} failed (exit ${res.status ?? res.signal ?? '?'})`);
};

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface Child {
  proc: ChildProcess;
  /** Everything the child wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<Exit>;
  hasExited: () => boolean;
}

const live = new Set<Child>();

const killGroup = (child: Child, signal: NodeJS.Signals): void => {
  if (child.hasExited() || child.proc.pid === undefined) return;
  try {
    process.kill(-child.proc.pid, signal);
  } catch {
    child.proc.kill(signal);
  }
};

/** Kills every child still alive (SIGKILL); used on crashes and on exit. */
export const killAll = (): void => {
  for (const child of live) killGroup(child, 'SIGKILL');
};

process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

/**
 * The node arguments that run the API server as `npm start` runs it: the bundle built by
 * scripts/build-api-if-needed.mjs (built first if missing or stale, untimed).
 */
export const apiServerArgs = (): string[] => {
  runScript([join(repoRoot, 'scripts/build-api-if-needed.mjs')], 'API build');
  return ['--enable-source-maps', join(repoRoot, 'apps/api/dist/server.mjs')];
};

/** Where the load benchmark puts its processes: servers on one CPU, the load generator on the others. */
export interface CpuPinning {
  serverCpus: string;
  loadCpus: string;
}

/**
 * Pins the servers to the last CPU and this process (the load generator) to the others, so the two never
 * take turns on one core: on a small machine that is most of the run-to-run spread. Linux with `taskset`
 * and at least two CPUs; `BENCH_PIN=0` turns it off. Returns null (and changes nothing) otherwise.
 */
export const pinLoadGenerator = (): CpuPinning | null => {
  const cpus = availableParallelism();
  if (process.env.BENCH_PIN === '0' || platform() !== 'linux' || cpus < 2) return null;
  const pinning = { serverCpus: String(cpus - 1), loadCpus: cpus === 2 ? '0' : `0-${cpus - 2}` };
  const res = spawnSync('taskset', ['-a', '-p', '-c', pinning.loadCpus, String(process.pid)], { stdio: 'ignore' });
  return res.status === 0 ? pinning : null;
};

/**
 * Lets this process (and the children it starts from now on) use every CPU again, undoing pinLoadGenerator:
 * a benchmark whose processes share the machine as they would in use (a browser and the server) calls it
 * first, since `npm run bench` runs the benchmarks in one process one after the other.
 */
export const unpinProcess = (): void => {
  // os.cpus(), not availableParallelism(): the latter counts only the CPUs this process is pinned to.
  const cpus = osCpus().length;
  if (platform() !== 'linux' || cpus < 2) return;
  spawnSync('taskset', ['-a', '-p', '-c', `0-${cpus - 1}`, String(process.pid)], { stdio: 'ignore' });
};

/** Spawns `node ...args` from the repo root with extra environment, capturing its output. */
export const startNode = (args: string[], env: Record<string, string>, options: { cpus?: string } = {}): Child => {
  const [command, commandArgs] = options.cpus
    ? ['taskset', ['-c', options.cpus, process.execPath, ...args]]
    : [process.execPath, args];
  const proc = spawn(command, commandArgs, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  let done = false;
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const child: Child = {
    proc,
    output: () => out,
    hasExited: () => done,
    exited: new Promise<Exit>((resolveExit) => {
      proc.once('exit', (code, signal) => {
        done = true;
        live.delete(child);
        resolveExit({ code, signal });
      });
      proc.once('error', () => {
        done = true;
        live.delete(child);
        resolveExit({ code: null, signal: null });
      });
    }),
  };
  live.add(child);
  return child;
};

/** Resolves with the first match of `pattern` in the child's output; rejects if it exits or times out. */
export const waitForOutput = async (child: Child, pattern: RegExp, timeoutMs: number): Promise<RegExpMatchArray> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = child.output().match(pattern);
    if (match) return match;
    if (child.hasExited()) throw new Error(`child exited before printing ${pattern}:\n${child.output().slice(-4000)}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${child.output().slice(-4000)}`);
    await sleep(20);
  }
};

/** SIGTERM to the child (which forwards/drains), SIGKILL to its group after `timeoutMs`. */
export const stopChild = async (child: Child, timeoutMs = 15_000): Promise<Exit & { forced: boolean }> => {
  if (child.hasExited()) return { ...(await child.exited), forced: false };
  child.proc.kill('SIGTERM');
  const timer = sleep(timeoutMs).then(() => 'timeout' as const);
  const result = await Promise.race([child.exited, timer]);
  if (result === 'timeout') {
    killGroup(child, 'SIGKILL');
    return { ...(await child.exited), forced: true };
  }
  return { ...result, forced: false };
};
