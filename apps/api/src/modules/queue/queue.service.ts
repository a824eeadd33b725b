import PgBoss from 'pg-boss';
import { QUEUE_JOB_STATES, type QueueJobState } from '@elevate/contracts/queue/queue.schema';
import type { DbOrTx } from '../../db/client.ts';
import { drizzleQueueSql, type QueueSql } from './queue-sql.ts';
import { jobIdFor, QUEUE_SCHEMA } from './queue.definitions.ts';

export interface EnqueueOptions {
  /** The same key on the same queue enqueues once: a retried request or handler never doubles the work. */
  idempotencyKey?: string;
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}

export interface QueueJob<T> {
  id: string;
  name: string;
  data: T;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /** No retry follows if this run fails: the job becomes `failed` (the dead-letter state). */
  isLastAttempt: boolean;
}

/** Throw to fail the run: it is retried with exponential backoff until the retry limit, then `failed`. */
export type QueueHandler<T> = (job: QueueJob<T>) => Promise<void>;

export interface WorkOptions {
  pollingIntervalSeconds?: number;
}

/** Jobs per queue and state, every state present (0 when none). */
export type QueueStats = Record<string, Record<QueueJobState, number>>;

export interface QueueSettings {
  /** Whether this process drains the queues (QUEUE_WORKER); an enqueue-only process still enqueues. */
  worker: boolean;
  pollSeconds: number;
  retryLimit: number;
  retryDelaySeconds: number;
  /** How long a handler may run before pg-boss counts the run as failed. */
  expireInSeconds: number;
  /** The longest graceful stop: in-flight handlers finish, or their jobs are released for a retry. */
  stopTimeoutMs: number;
}

export interface QueueLogger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface Queue {
  /**
   * Adds a job in the caller's transaction (or straight away when given the database): it exists only if
   * that transaction commits. Answers the job id, or null when the idempotency key was already used.
   */
  enqueue<T extends object>(tx: DbOrTx, name: string, data: T, options?: EnqueueOptions): Promise<string | null>;
  /** Registers the handler of a queue; runs only in a worker process (QUEUE_WORKER). */
  work<T extends object>(name: string, handler: QueueHandler<T>, options?: WorkOptions): Promise<void>;
  /**
   * Enqueues `name` once every `intervalSeconds` (worker processes only). Each time slot has one idempotency
   * key, so N instances together still enqueue it once per slot. The first run is one interval after start.
   */
  every(name: string, intervalSeconds: number, data?: object): void;
  stats(): Promise<QueueStats>;
  /** Back to the queue: one more attempt for a failed job. False when it is not (or no longer) failed. */
  retry(name: string, id: string): Promise<boolean>;
  /** Deletes a job (the admin page offers it for failed ones). False when there was none. */
  discard(name: string, id: string): Promise<boolean>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const FAILED_KEPT_SECONDS = 30 * 24 * 60 * 60;

/**
 * The queue's database access, counting the statements in flight. pg-boss's graceful stop waits only for
 * workers that hold jobs: a worker's poll or a maintenance run already sent when the app closes would
 * otherwise reach a closed pool ("Cannot use a pool after calling end on the pool").
 */
const trackInFlight = (db: QueueSql) => {
  let inFlight = 0;
  const idle: Array<() => void> = [];
  const sqlOf: QueueSql = {
    executeSql: async (text, values) => {
      inFlight += 1;
      try {
        return await db.executeSql(text, values);
      } finally {
        inFlight -= 1;
        // A statement's answer often leads straight to the next (a fetched job is completed or failed):
        // idle means nothing in flight for a moment, not just now.
        if (inFlight === 0) setTimeout(() => inFlight === 0 && idle.splice(0).forEach((resolve) => resolve()), 50);
      }
    },
  };
  /** Resolves when no statement is in flight, or after `ms` at most. */
  const settled = (ms: number) =>
    inFlight === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          idle.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
  return { sqlOf, settled };
};

export const createQueue = (rawDb: QueueSql, settings: QueueSettings, log: QueueLogger): Queue => {
  const { sqlOf: db, settled } = trackInFlight(rawDb);
  const boss = new PgBoss({
    db,
    schema: QUEUE_SCHEMA,
    // Schema and queues come from database.migrate(); this only checks the version when it is current.
    migrate: true,
    // Maintenance (expiring stuck runs, archiving) runs where the work runs.
    supervise: settings.worker,
    schedule: false,
    // pg-boss archives failed jobs with completed ones (after 12 h) by default; the admin page lists failed
    // jobs from the live table, so they stay there until an admin decides (or 30 days pass).
    archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
  });
  boss.on('error', (err) => log.error({ err }, 'background queue error'));
  const ensured = new Set<string>();
  const timers: NodeJS.Timeout[] = [];
  let started = false;
  let stopped = false;

  const ensureQueue = async (name: string) => {
    if (ensured.has(name)) return;
    // ON CONFLICT DO NOTHING inside pg-boss: a no-op for a queue migrate() created.
    await boss.createQueue(name);
    ensured.add(name);
  };

  const enqueue: Queue['enqueue'] = async (tx, name, data, options = {}) => {
    const id = await boss.send(name, data, {
      db: drizzleQueueSql(tx),
      ...(options.idempotencyKey ? { id: jobIdFor(name, options.idempotencyKey) } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      retryLimit: settings.retryLimit,
      retryDelay: settings.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: settings.expireInSeconds,
    });
    if (id === null && !options.idempotencyKey) {
      // pg-boss answers null for a queue that does not exist: never lose a job silently.
      throw new Error(`background queue "${name}" does not exist`);
    }
    return id;
  };

  return {
    enqueue,
    async work(name, handler, options = {}) {
      if (!settings.worker || stopped) return;
      await ensureQueue(name);
      // pg-boss waits a whole poll interval after every fetch; a worker that just finished a job asks again at
      // once instead, so a burst (500 receipts after a payments rush) drains at the handlers' pace, not one job
      // per poll. An idle worker still waits the interval.
      let workerId: string | null = null;
      workerId = await boss.work<object>(
        name,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? settings.pollSeconds,
        },
        async (jobs) => {
          // A poll sent before the stop can still hand over a job: release it for a retry instead of running
          // it against a database that is closing.
          if (stopped) throw new Error('background queue is stopping');
          for (const job of jobs) {
            const attempt = job.retryCount + 1;
            try {
              await handler({
                id: job.id,
                name: job.name,
                data: job.data as never,
                attempt,
                isLastAttempt: job.retryCount >= job.retryLimit,
              });
            } catch (err) {
              log.warn({ err, queue: name, jobId: job.id, attempt }, 'background job failed');
              throw err;
            }
          }
          if (jobs.length > 0 && workerId !== null && !stopped) boss.notifyWorker(workerId);
        },
      );
    },
    every(name, intervalSeconds, data = {}) {
      if (!settings.worker || stopped) return;
      const tick = async () => {
        try {
          await ensureQueue(name);
          const slot = Math.floor(Date.now() / 1000 / intervalSeconds);
          await boss.send(name, data, {
            id: jobIdFor(name, `every:${intervalSeconds}:${slot}`),
            retryLimit: settings.retryLimit,
            retryDelay: settings.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: settings.expireInSeconds,
          });
        } catch (err) {
          log.error({ err, queue: name }, 'could not enqueue periodic background job');
        }
      };
      const timer = setInterval(() => void tick(), intervalSeconds * 1000);
      timer.unref();
      timers.push(timer);
    },
    async stats() {
      const { rows } = await db.executeSql(
        `SELECT name, state::text AS state, count(*)::int AS count FROM ${QUEUE_SCHEMA}.job GROUP BY name, state`,
        [],
      );
      const { rows: queues } = await db.executeSql(`SELECT name FROM ${QUEUE_SCHEMA}.queue`, []);
      const empty = () => Object.fromEntries(QUEUE_JOB_STATES.map((s) => [s, 0])) as Record<QueueJobState, number>;
      const stats: QueueStats = {};
      for (const q of queues as Array<{ name: string }>) stats[q.name] = empty();
      for (const r of rows as Array<{ name: string; state: QueueJobState; count: number }>) {
        (stats[r.name] ??= empty())[r.state] = Number(r.count);
      }
      return stats;
    },
    async retry(name, id) {
      const result = (await boss.retry(name, id)) as unknown as { affected: number };
      return result.affected > 0;
    },
    async discard(name, id) {
      const result = (await boss.deleteJob(name, id)) as unknown as { affected: number };
      return result.affected > 0;
    },
    async start() {
      if (started) return;
      started = true;
      await boss.start();
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      for (const t of timers) clearInterval(t);
      if (!started) return;
      // In-flight handlers get until the timeout; what is still running then is failed, so it is retried.
      const deadline = Date.now() + settings.stopTimeoutMs;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: settings.stopTimeoutMs });
      // Then the polls and maintenance statements already sent, so the pool closes only after them.
      await settled(Math.max(0, deadline - Date.now()) + 1000);
    },
  };
};
