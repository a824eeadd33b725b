import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { freshDatabase, testConfig } from '../../test/helper.ts';
import { freePort } from '../../test/services.ts';
import { createMemoryStore } from '../lib/shared-store/memory-store.ts';
import type { SharedStore } from '../lib/shared-store/shared-store.ts';

/** A store whose every call fails, as Redis does while it is down. */
const failingStore = (): SharedStore => {
  const down = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
  return {
    ...createMemoryStore(),
    kind: 'redis',
    hit: down,
    peekCount: down,
    get: down,
    getMany: down,
    set: down,
    delete: down,
    ping: async () => false,
  };
};

interface Running {
  app: FastifyInstance;
  config: Config;
  logs: string[];
  dispose: () => Promise<void>;
}

const start = async (env: Record<string, string>, sharedStore?: SharedStore): Promise<Running> => {
  const fresh = await freshDatabase();
  const config = testConfig({ LOG_LEVEL: 'warn', ...env });
  const logs: string[] = [];
  const app = await buildApp(config, {
    database: fresh.database,
    logStream: { write: (line) => void logs.push(line) },
    ...(sharedStore ? { sharedStore } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    logs,
    dispose: async () => {
      await app.close();
      await fresh.dispose();
      rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
};

const wrongLogin = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/api/wueusers/login',
    payload: { username: 'nobody@example.com', password: 'Wrong@12345' },
  });

let running: Running | undefined;
afterEach(async () => {
  await running?.dispose();
  running = undefined;
});

describe('when the shared store does not answer', () => {
  it('lets limited requests through and still answers searches', async () => {
    running = await start({ LOGIN_RATE_LIMIT_IP: '2', CONTACT_RATE_LIMIT_MAX: '1' }, failingStore());
    const { app } = running;

    const logins = await Promise.all([1, 2, 3, 4].map(() => wrongLogin(app)));
    expect(logins.map((r) => r.statusCode).filter((s) => s === 429 || s >= 500)).toEqual([]);
    // A plugin limit (contact: one per 15 minutes) lets the second through to validation too.
    for (let i = 0; i < 2; i++) {
      const contact = await app.inject({ method: 'POST', url: '/api/contact-us', payload: {} });
      expect(contact.statusCode).toBe(400);
    }
    const search = await app.inject({ method: 'GET', url: '/api/jobs/search?q=developer' });
    expect(search.statusCode).toBe(200);
  });
});

describe('an app on the in-process store', () => {
  it('counts every limit apart, though several are keyed by the same address', async () => {
    const store = createMemoryStore();
    running = await start({ LOGIN_RATE_LIMIT_IP: '2', CONTACT_RATE_LIMIT_MAX: '2' }, store);
    const { app } = running;
    expect((await wrongLogin(app)).statusCode).not.toBe(429);
    expect((await wrongLogin(app)).statusCode).not.toBe(429);
    const refused = await wrongLogin(app);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe(ErrorCode.RATE_LIMITED);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Contact counts on its own: its first message from the same address is not refused.
    expect((await app.inject({ method: 'POST', url: '/api/contact-us', payload: {} })).statusCode).toBe(400);
  });
});

/** A Redis server of this test's own, so it can be stopped and started again (where redis-server is installed). */
const REDIS_SERVER = '/usr/bin/redis-server';
const hasRedisServer = existsSync(REDIS_SERVER);

const accepts = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const startRedis = async (port: number): Promise<ChildProcess> => {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn(REDIS_SERVER, args, { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (Date.now() > deadline) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return child;
};

const stopRedis = async (child: ChildProcess | undefined): Promise<void> => {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
};

const waitForStore = async (app: FastifyInstance): Promise<void> => {
  const deadline = Date.now() + 10_000;
  while (!(await app.sharedStore.ping())) {
    if (Date.now() > deadline) throw new Error('the store did not reconnect');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe.runIf(hasRedisServer)('an app whose Redis goes away and comes back', () => {
  let redis: ChildProcess | undefined;
  afterAll(async () => {
    await stopRedis(redis);
  });

  it('counts in Redis, lets requests through at once while it is down, and counts again once it is back', async () => {
    const port = await freePort();
    redis = await startRedis(port);
    running = await start({ REDIS_URL: `redis://127.0.0.1:${port}`, LOGIN_RATE_LIMIT_IP: '2' });
    const { app, logs } = running;
    expect(app.sharedStore.kind).toBe('redis');
    expect(await app.sharedStore.ping()).toBe(true);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await wrongLogin(app)).statusCode);
    expect(statuses[2]).toBe(429);

    await stopRedis(redis);
    expect(await app.sharedStore.ping()).toBe(false);
    const startedAt = Date.now();
    const meanwhile = await wrongLogin(app);
    expect(meanwhile.statusCode).not.toBe(429);
    expect(meanwhile.statusCode).toBeLessThan(500);
    expect((await app.inject({ method: 'GET', url: '/api/jobs/search?q=developer' })).statusCode).toBe(200);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    // One warning for the outage, not one per request.
    const warnings = logs.filter((line) => line.includes('shared store failed'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0]!).level).toBe(40);

    // Back (empty, as a restarted Redis without persistence is): ioredis reconnects and counting resumes.
    redis = await startRedis(port);
    await waitForStore(app);
    expect((await wrongLogin(app)).statusCode).not.toBe(429);

    // Hung rather than gone: the first command waits out its timeout, the next ones fail at once for a moment.
    redis.kill('SIGSTOP');
    const hungAt = Date.now();
    expect((await wrongLogin(app)).statusCode).not.toBe(429);
    expect((await app.inject({ method: 'GET', url: '/api/jobs/search?q=developer' })).statusCode).toBe(200);
    expect(Date.now() - hungAt).toBeLessThan(3_000);
    redis.kill('SIGCONT');
    await waitForStore(app);
    await new Promise((r) => setTimeout(r, 1_100)); // past the store's back-off after the hang
    const again = [];
    for (let i = 0; i < 3; i++) again.push((await wrongLogin(app)).statusCode);
    expect(again[2]).toBe(429);
  });
});
