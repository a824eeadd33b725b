import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { build } from '../../../test/helper.ts';
import { eventually } from '../mail/mail.testing.ts';
import { toDrizzleSql } from './queue-sql.ts';

const t = build({ QUEUE_POLL_SECONDS: '0.5', QUEUE_RETRY_DELAY_SECONDS: '0' });

describe('pg-boss statements through a Drizzle transaction', () => {
  it('binds a placeholder used twice as one parameter, and an array as one value', () => {
    const q = new PgDialect().sqlToQuery(toDrizzleSql('SELECT $2, $1, $2, $3', ['a', 'b', [1, 2]]));
    expect(q.sql).toBe('SELECT $1, $2, $1, $3');
    expect(q.params).toEqual(['b', 'a', [1, 2]]);
  });
});

describe('the background queue', () => {
  it('runs an enqueued job once, and enqueues a job with a used idempotency key only once', async () => {
    const seen: number[] = [];
    await t.app.queue.work<{ n: number }>('test-once', async (job) => {
      seen.push(job.data.n);
    });
    expect(await t.app.queue.enqueue(t.database.db, 'test-once', { n: 1 }, { idempotencyKey: 'k1' })).toBeTypeOf(
      'string',
    );
    expect(await t.app.queue.enqueue(t.database.db, 'test-once', { n: 2 }, { idempotencyKey: 'k1' })).toBeNull();
    await eventually(() => seen.length === 1);
    await new Promise((r) => setTimeout(r, 800));
    expect(seen).toEqual([1]);
  });

  it('enqueues nothing from a transaction that rolls back', async () => {
    await t.app.queue.work('test-rollback', async () => {});
    const before = (await t.app.queue.stats())['test-rollback']!;
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.queue.enqueue(tx, 'test-rollback', { n: 1 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = (await t.app.queue.stats())['test-rollback']!;
    expect(after).toEqual(before);
  });

  it('refuses to enqueue to a queue that does not exist rather than dropping the job', async () => {
    await expect(t.app.queue.enqueue(t.database.db, 'no-such-queue', {})).rejects.toThrow(/does not exist/);
  });

  it('runs periodic work once per interval even when registered twice (as by two instances)', async () => {
    let runs = 0;
    await t.app.queue.work('test-every', async () => {
      runs += 1;
    });
    const started = Date.now();
    t.app.queue.every('test-every', 1);
    t.app.queue.every('test-every', 1);
    await eventually(() => runs >= 3, 15_000);
    const seconds = (Date.now() - started) / 1000;
    const total = Object.values((await t.app.queue.stats())['test-every']!).reduce((a, b) => a + b, 0);
    // One job per one-second slot; without the per-slot key the two registrations would make two.
    expect(total).toBeGreaterThanOrEqual(3);
    expect(total).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  });

  it('counts jobs by queue and state for the metrics', async () => {
    const stats = await t.app.queue.stats();
    expect(stats.mail).toEqual({ created: 0, retry: 0, active: 0, completed: 0, cancelled: 0, failed: 0 });
    expect(stats['test-once']!.completed).toBe(1);
  });
});
