import { sql } from 'drizzle-orm';
import type { QueueJobState } from '@elevate/contracts/queue/queue.schema';
import type { DbOrTx } from '../../db/client.ts';
import { QUEUE_SCHEMA } from './queue.definitions.ts';

/** One row of pg-boss's job table, as much as the admin page needs. */
export interface QueueJobRow {
  id: string;
  queue: string;
  state: QueueJobState;
  createdAt: string;
  startedAt: string | null;
  attempts: number;
  maxAttempts: number;
  error: string | null;
  outboxId: number | null;
}

const iso = (v: unknown): string | null => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const outboxIdOf = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const job = sql.raw(`${QUEUE_SCHEMA}.job`);

/** Jobs in the given states, newest first. pg-boss's own table: it has no API to list jobs by state. */
export const listQueueJobs = async (db: DbOrTx, states: QueueJobState[], limit: number): Promise<QueueJobRow[]> => {
  const result = (await db.execute(sql`
    SELECT id::text AS id, name, state::text AS state, created_on, started_on, retry_count, retry_limit,
      output->>'message' AS error, data->>'outboxId' AS outbox_id
    FROM ${job}
    WHERE state::text IN (${sql.join(
      states.map((s) => sql`${s}`),
      sql`, `,
    )})
    ORDER BY created_on DESC
    LIMIT ${limit}
  `)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows.map((r) => ({
    id: String(r.id),
    queue: String(r.name),
    state: r.state as QueueJobState,
    createdAt: iso(r.created_on)!,
    startedAt: iso(r.started_on),
    attempts: r.started_on ? Number(r.retry_count) + 1 : 0,
    maxAttempts: Number(r.retry_limit) + 1,
    error: (r.error as string | null) ?? null,
    outboxId: outboxIdOf(r.outbox_id),
  }));
};

/** What retrying or discarding one job needs to know of it. */
export type FoundQueueJob = Pick<QueueJobRow, 'state' | 'outboxId'>;

export const findQueueJob = async (db: DbOrTx, queue: string, id: string): Promise<FoundQueueJob | null> => {
  const result = (await db.execute(sql`
    SELECT state::text AS state, data->>'outboxId' AS outbox_id
    FROM ${job} WHERE name = ${queue} AND id::text = ${id}
  `)) as unknown as { rows: Array<Record<string, unknown>> };
  const r = result.rows[0];
  if (!r) return null;
  return { state: r.state as QueueJobState, outboxId: outboxIdOf(r.outbox_id) };
};
