import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import * as schema from './schema/index.ts';
import { repoRoot } from '../config.ts';
import { pgliteQueueSql, poolQueueSql, type QueueSql } from '../modules/queue/queue-sql.ts';
import { migrateQueue } from '../modules/queue/queue.definitions.ts';
import { syncSkillDictionary } from '../modules/users/skill-dictionary.sync.ts';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** A transaction has the same query surface as the database for everything repositories do. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The same connection for pg-boss (the background queue, docs/decisions/018). */
  queueSql: QueueSql;
  /** The app's tables, then pg-boss's schema and the app's queues, then the shipped skill dictionary. */
  migrate(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to start other databases from. */
  dump?(): Promise<Blob>;
  ping(): Promise<void>;
  /** node-postgres only: the pool's connections, for /api/metrics (PGlite has its one connection). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

const migrationsFolder = join(repoRoot, 'apps/api/drizzle');

export interface DatabaseOptions {
  /** postgres://... runs on PostgreSQL; otherwise PGlite. */
  url?: string;
  /** Folder of the PGlite data; omitted → an in-memory database (tests). */
  dataDir?: string;
  /** A PGlite data-directory dump to start from (tests start from one migrated template: no initdb). */
  loadDataDir?: Blob;
}

/** Picks node-postgres when a URL is given and the embedded PGlite otherwise (docs/decisions/001). */
export const openDatabase = async ({ url, dataDir, loadDataDir }: DatabaseOptions): Promise<Database> => {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle connection the server ends (a restart, a failover, a dropped database) is reported here; without a
    // listener node-postgres would throw it and take the process down. The pool replaces the connection.
    pool.on('error', (err) => process.emitWarning(`database connection lost: ${err.message}`, 'DatabaseWarning'));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const queueSql = poolQueueSql(pool);
    return {
      db,
      kind: 'postgres',
      queueSql,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrate: async () => {
        await migratePg(db as never, { migrationsFolder });
        await migrateQueue(queueSql);
        await syncSkillDictionary(db);
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: async () => {
        if (!pool.ended) await pool.end();
      },
    };
  }
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', { extensions: { pg_trgm }, loadDataDir });
  const db = drizzlePglite(client, { schema });
  const queueSql = pgliteQueueSql(client);
  return {
    db,
    kind: 'pglite',
    queueSql,
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await migrateQueue(queueSql);
      await syncSkillDictionary(db);
    },
    dump: () => client.dumpDataDir('gzip'),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // Idempotent: the app's onClose and a test's cleanup may both close it.
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
};
