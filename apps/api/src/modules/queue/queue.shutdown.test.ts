import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testConfig } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { eventually } from '../mail/mail.testing.ts';
import { createQueue } from './queue.service.ts';
import type { QueueSql } from './queue-sql.ts';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await freshDatabase());
}, 60_000);
afterAll(async () => {
  await dispose();
});

const jobState = async (id: string) => {
  const { rows } = await database.queueSql.executeSql(
    'SELECT state::text AS state, retry_count FROM pgboss.job WHERE id = $1',
    [id],
  );
  return rows[0] as { state: string; retry_count: number } | undefined;
};

/** An app on the shared database whose close leaves the database open, so the test can look after. */
const startApp = async (env: Record<string, string>) => {
  const config = testConfig({ QUEUE_POLL_SECONDS: '0.5', ...env });
  const app = await buildApp(config, { database: { ...database, close: async () => {} }, logger: false });
  await app.ready();
  return { app, cleanup: () => rmSync(config.DATA_DIR, { recursive: true, force: true }) };
};

describe('stopping the app while background jobs run', () => {
  it('lets a running job finish before the app closes', async () => {
    const { app, cleanup } = await startApp({});
    let finished = false;
    await app.queue.work('test-finish', async () => {
      await new Promise((r) => setTimeout(r, 1200));
      finished = true;
    });
    const id = (await app.queue.enqueue(database.db, 'test-finish', {}))!;
    await eventually(async () => (await jobState(id))?.state === 'active');
    await app.close();
    expect(finished).toBe(true);
    await eventually(async () => (await jobState(id))?.state === 'completed', 3000);
    cleanup();
  });

  it('releases a job that outlives the shutdown timeout for a retry, and closes within the bound', async () => {
    // SHUTDOWN_TIMEOUT_MS 3 s leaves the queue 1 s.
    const { app, cleanup } = await startApp({ SHUTDOWN_TIMEOUT_MS: '3000' });
    await app.queue.work('test-hang', () => new Promise<void>(() => {}));
    const id = (await app.queue.enqueue(database.db, 'test-hang', {}))!;
    await eventually(async () => (await jobState(id))?.state === 'active');
    const started = performance.now();
    await app.close();
    expect(performance.now() - started).toBeLessThan(3000);
    // Failed by the shutdown with retries left: another worker will pick it up.
    expect((await jobState(id))?.state).toBe('retry');
    cleanup();
  });

  it('waits for a poll already sent when it stops, and for what that poll hands over, before the pool may close', async () => {
    // The worker's polls wait at a gate the test opens, so it can stop the queue while a poll is on its way
    // and a job is waiting for it.
    let closed = false;
    const afterClose: string[] = [];
    let pollArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (pollArrived = resolve));
    let openGate: () => void = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const gated: QueueSql = {
      executeSql: async (text, values) => {
        if (closed) afterClose.push(text.slice(0, 60));
        if (/SKIP LOCKED/i.test(text)) {
          pollArrived();
          await gate;
          await new Promise((r) => setTimeout(r, 100));
        }
        return database.queueSql.executeSql(text, values);
      },
    };
    const settings = {
      worker: true,
      pollSeconds: 0.5,
      retryLimit: 2,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      stopTimeoutMs: 2000,
    };
    const queue = createQueue(gated, settings, { error: () => {}, warn: () => {} });
    await queue.start();
    let ran = false;
    await queue.work('test-poll-race', async () => {
      ran = true;
    });
    await arrived;
    const id = (await queue.enqueue(database.db, 'test-poll-race', {}))!;
    const stopping = queue.stop();
    openGate();
    await stopping;
    closed = true;
    await new Promise((r) => setTimeout(r, 1000));
    expect(afterClose).toEqual([]);
    // The job was not run against a closing database: it is released for the next worker.
    expect(ran).toBe(false);
    expect(['created', 'retry']).toContain((await jobState(id))?.state);
  });
});
