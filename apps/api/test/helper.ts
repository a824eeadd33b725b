import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { dropRedisKeys, scratchPostgresDatabase, uniqueKeyPrefix } from './services.ts';
import { queueSchemaKey } from '../src/modules/queue/queue.definitions.ts';

const migrationsDir = join(import.meta.dirname, '../drizzle');

/**
 * PGlite's initdb costs seconds of CPU per database. Every test file starts from one migrated data
 * directory instead, cached in the temp folder under a hash of the migrations and of pg-boss's version and
 * the app's queues (migrate() installs those too; so a new migration or queue makes a new template).
 * Written to a temporary name and renamed, so parallel workers never read half a file.
 */
const pgliteTemplate = async (): Promise<Blob> => {
  const hash = createHash('sha256').update(queueSchemaKey);
  for (const f of readdirSync(migrationsDir)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(f).update(readFileSync(join(migrationsDir, f)));
  }
  const file = join(tmpdir(), `elevate-pglite-template-${hash.digest('hex').slice(0, 16)}.tar.gz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const database = await openDatabase({});
  await database.migrate();
  const blob = await database.dump!();
  await database.close();
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
  renameSync(partial, file);
  return blob;
};

/**
 * A fresh database for one test file: in-memory PGlite, or, when TEST_DATABASE_URL is set, a new scratch
 * database on that PostgreSQL server, dropped afterwards.
 */
export const freshDatabase = async (): Promise<{ database: Database; dispose: () => Promise<void> }> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ loadDataDir: await pgliteTemplate() });
    return { database, dispose: () => database.close() };
  }
  const scratch = await scratchPostgresDatabase(serverUrl);
  const database = await openDatabase({ url: scratch.url });
  await database.migrate();
  return {
    database,
    dispose: async () => {
      await database.close();
      await scratch.drop();
    },
  };
};

/**
 * With TEST_REDIS_URL set, every app a test builds keeps its limits and search caches in that Redis, under a
 * key prefix of its own inside one of this test file's (CI runs the suites so, docs/decisions/019); the file's
 * keys are removed after it. Otherwise in process.
 */
const testRedisUrl = process.env.TEST_REDIS_URL;
const fileKeyPrefix = uniqueKeyPrefix();
let appsBuilt = 0;
if (testRedisUrl) afterAll(() => dropRedisKeys(fileKeyPrefix, testRedisUrl));
const sharedStoreEnv = (): Record<string, string> =>
  testRedisUrl ? { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: `${fileKeyPrefix}${++appsBuilt}:` } : {};

export const testConfig = (env: Record<string, string> = {}): Config => {
  const dataDir = mkdtempSync(join(tmpdir(), 'elevate-test-'));
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    ...sharedStoreEnv(),
    ...env,
  });
};

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  config: Config;
  inject: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
}

export interface BuildOptions {
  /** The app's own logger writes every log line (at env's LOG_LEVEL) into this array; otherwise it logs nothing. */
  logLines?: string[];
}

/** build(): the whole app on a fresh database for this file; closed after the file's tests. */
export const build = (env: Record<string, string> = {}, options: BuildOptions = {}): TestContext => {
  const ctx = {} as TestContext;
  let dispose: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const fresh = await freshDatabase();
    dispose = fresh.dispose;
    ctx.config = testConfig(env);
    ctx.database = fresh.database;
    // The database outlives app.close() here so a test can read it after; dispose closes it.
    const { logLines } = options;
    ctx.app = await buildApp(ctx.config, {
      database: { ...fresh.database, close: async () => {} },
      ...(logLines ? { logStream: { write: (line: string) => void logLines.push(line) } } : { logger: false }),
    });
    await ctx.app.ready();
    ctx.inject = (opts) => ctx.app.inject(opts);
  }, 60_000);
  afterAll(async () => {
    await ctx.app?.close();
    await dispose();
    if (ctx.config) rmSync(ctx.config.DATA_DIR, { recursive: true, force: true });
  });
  return ctx;
};
