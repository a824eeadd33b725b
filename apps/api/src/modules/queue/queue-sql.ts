import { sql, type SQL } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { DbOrTx } from '../../db/client.ts';

/** How pg-boss talks to the database: `$1..$n` text and values in, `{ rows }` out (its documented `db` option). */
export type QueueSql = PgBoss.Db;

/**
 * The embedded PGlite: statements without values go through exec() because pg-boss sends multi-statement
 * scripts (its schema, its migrations) that the extended protocol of query() refuses.
 */
export const pgliteQueueSql = (client: PGlite): QueueSql => ({
  executeSql: async (text, values) =>
    values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
});

/** PostgreSQL: the app's own node-postgres pool, so the queue opens no connections of its own. */
export const poolQueueSql = (pool: pg.Pool): QueueSql => ({
  executeSql: async (text, values) => pool.query(text, values?.length ? values : undefined),
});

/**
 * pg-boss's `$1..$n` text and values as one Drizzle statement: text chunks raw, every value a bound
 * parameter. A placeholder used twice must stay one parameter (PostgreSQL infers a parameter's type from
 * every use: `CASE WHEN right($5, 1) = 'Z' THEN CAST($5 AS timestamptz) ...` only works with one $5), so its
 * first use is bound and later ones refer to the number Drizzle gave it, in order of first use from $1.
 */
export const toDrizzleSql = (text: string, values: unknown[] = []): SQL => {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  const bound = new Map<number, number>();
  parts.forEach((part, i) => {
    // Even indexes are text, odd ones the number of a placeholder.
    if (i % 2 === 0) {
      if (part) chunks.push(sql.raw(part));
      return;
    }
    const n = Number(part);
    const seen = bound.get(n);
    if (seen !== undefined) {
      chunks.push(sql.raw(`$${seen}`));
      return;
    }
    bound.set(n, bound.size + 1);
    // sql.param keeps an array one parameter (a bare array in sql`` would become a list).
    chunks.push(sql`${sql.param(values[n - 1])}`);
  });
  return sql.join(chunks);
};

/**
 * A Drizzle database or transaction (either driver) as pg-boss's `db`: an enqueue through it is part of the
 * caller's transaction, so it commits or rolls back with the data change (the transactional outbox).
 */
export const drizzleQueueSql = (tx: DbOrTx): QueueSql => ({
  executeSql: async (text, values) => {
    const result = (await tx.execute(toDrizzleSql(text, values))) as unknown as { rows: unknown[] };
    return { rows: result.rows };
  },
});
