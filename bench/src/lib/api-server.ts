// What the benchmarks with data of their own share: writing the data into a fresh database before the server
// starts (a script run with tsx, since it uses the API's own modules), and starting the built server bundle as
// `npm start` runs it, pinned to one CPU with this process (the load generator) on the others.
import {
  pinLoadGenerator,
  startNode,
  stopChild,
  unpinProcess,
  waitForOutput,
  type Child,
  type CpuPinning,
} from './proc.ts';

/** How long a server may take to migrate and print its address (PostgreSQL on a busy machine is slow). */
const START_TIMEOUT_MS = 180_000;

/**
 * Runs a data script of the repo (`node --import tsx <args>`) with `env` (the DATA_DIR or DATABASE_URL and the
 * JWT_SECRET the server will use) and waits for it; throws with the end of its output when it fails. Answers
 * its output.
 */
export const runDataScript = async (args: string[], env: Record<string, string>, label: string): Promise<string> => {
  const script = startNode(['--import', 'tsx', ...args], env);
  const exit = await script.exited;
  if (exit.code !== 0) throw new Error(`${label} failed (exit ${exit.code}):\n${script.output().slice(-3000)}`);
  return script.output();
};

export interface ApiServer {
  child: Child;
  /** http://127.0.0.1:<port> */
  base: string;
  /** Where the server and the load generator run (null: not pinned). */
  pinning: CpuPinning | null;
}

/**
 * Starts the API server (`serverArgs`: lib/proc.ts apiServerArgs) on 127.0.0.1 with `env` over the benchmark
 * defaults (PORT 0 = any free port, LOG_LEVEL warn, SEED_ON_START false), pinned to the last CPU and this
 * process to the others (pinLoadGenerator; unpinned first, as benchmarks run one after another in one process),
 * and waits until it prints its address. A server that does not come up is stopped before the error is thrown.
 * Stop it with stopChild(server.child).
 */
export const startApiServer = async (serverArgs: string[], env: Record<string, string>): Promise<ApiServer> => {
  unpinProcess();
  const pinning = pinLoadGenerator();
  const child = startNode(
    serverArgs,
    { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_ON_START: 'false', ...env },
    pinning ? { cpus: pinning.serverCpus } : {},
  );
  try {
    const port = (await waitForOutput(child, /running at http:\/\/[^:\s]+:(\d+)/, START_TIMEOUT_MS))[1];
    return { child, base: `http://127.0.0.1:${port}`, pinning };
  } catch (err) {
    await stopChild(child, 15_000);
    throw err;
  }
};
