// Child-process helpers: every child runs in its own process group so it (and anything it spawns, e.g.
// scripts/start.mjs → server) can be stopped as a whole, and every live child is killed when the bench exits.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
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

/** Spawns `node ...args` from the repo root with extra environment, capturing its output. */
export const startNode = (args: string[], env: Record<string, string>): Child => {
  const proc = spawn(process.execPath, args, {
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
