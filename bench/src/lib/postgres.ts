// A scratch PostgreSQL database for a benchmark: created empty on the server, migrated and seeded by the API
// server itself on its first start, dropped afterwards. The server is BENCH_POSTGRES_URL, else the server of
// DATABASE_URL, else the usual local one (the API tests use the same default, apps/api/test/services.ts).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type PgModule from 'pg';
import { repoRoot } from './proc.ts';

const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

// The API's own `pg` (it is the API's dependency, not the benchmarks'): resolved as apps/api resolves it.
const pg = createRequire(join(repoRoot, 'apps/api/package.json'))('pg') as typeof PgModule;

/** The PostgreSQL server to create scratch databases on (any database path in it is replaced). */
export const postgresServerUrl = (): string =>
  process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;

/** The address without its password, for reports. */
export const redactedUrl = (url: string): string => {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
};

const onServer = async (serverUrl: string, statement: string): Promise<void> => {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end().catch(() => {});
  }
};

/** Why PostgreSQL at `serverUrl` cannot be used, or null when it answers. */
export const postgresUnavailable = async (serverUrl: string): Promise<string | null> => {
  try {
    await onServer(serverUrl, 'select 1');
    return null;
  } catch (err) {
    return `PostgreSQL at ${redactedUrl(serverUrl)} does not answer (${err instanceof Error ? err.message : String(err)})`;
  }
};

export interface ScratchDatabase {
  name: string;
  url: string;
  drop: () => Promise<void>;
}

/** A new, empty database `<prefix>_<random>` on the server; `drop` removes it (open connections included). */
export const scratchDatabase = async (serverUrl: string, prefix: string): Promise<ScratchDatabase> => {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
};
