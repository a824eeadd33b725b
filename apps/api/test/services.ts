import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * Servers some tests need beyond the embedded defaults: they run where these answer (CI, and machines with
 * Redis and PostgreSQL on their usual ports) and are skipped elsewhere, so `npm test` needs no server.
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const redisAnswers = async (url = TEST_REDIS_URL): Promise<boolean> => {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0 });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
};

export const postgresAnswers = async (url = TEST_POSTGRES_URL): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
};

/** A key prefix no other test run uses, so runs can share one Redis; `dropRedisKeys` removes its keys after. */
export const uniqueKeyPrefix = (): string => `elevate-test:${randomBytes(6).toString('hex')}:`;

export const dropRedisKeys = async (prefix: string, url = TEST_REDIS_URL): Promise<void> => {
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  client.on('error', () => {});
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
};

/** A TCP port on 127.0.0.1 that nothing listens on just now, for a server a test starts itself. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * A new, empty database on the PostgreSQL server at `serverUrl`: its address, and `drop` to remove it again
 * (connections still open to it included).
 */
export const scratchPostgresDatabase = async (
  serverUrl = TEST_POSTGRES_URL,
  namePrefix = 'elevate_test',
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `${namePrefix}_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
};
