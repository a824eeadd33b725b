import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createMemoryStore } from '../src/lib/shared-store/memory-store.ts';
import { freshDatabase, testConfig } from './helper.ts';

/** One app per case, on its own fresh database, closed after. */
const withApp = async (
  env: Record<string, string>,
  run: (
    app: Awaited<ReturnType<typeof buildApp>>,
    database: Awaited<ReturnType<typeof freshDatabase>>['database'],
  ) => Promise<void>,
  options: BuildOptions = {},
) => {
  const { database, dispose } = await freshDatabase();
  const config =
    env.NODE_ENV === 'production'
      ? loadConfig({
          DATA_DIR: mkdtempSync(join(tmpdir(), 'elevate-prod-')),
          JWT_SECRET: 'x'.repeat(48),
          CERTIFICATE_SIGNING_KEY: randomBytes(32).toString('base64url'),
          LOG_LEVEL: 'silent',
          WEB_DIST_DIR: join(tmpdir(), 'elevate-no-web'),
          ...env,
        })
      : testConfig(env);
  const app = await buildApp(config, { database: { ...database, close: async () => {} }, logger: false, ...options });
  try {
    await app.ready();
    await run(app, database);
  } finally {
    await app.close();
    await dispose();
    rmSync(config.DATA_DIR, { recursive: true, force: true });
  }
};

const TOKEN = 'scrape-secret-0123456789abcdef';

describe('/api/metrics', () => {
  it('counts requests by route pattern and status, with latency, queue, database and process figures', async () => {
    await withApp({}, async (app) => {
      await app.inject({ method: 'GET', url: '/api/jobs/424242' });
      await app.inject({ method: 'GET', url: '/api/jobs/515151' });
      await app.inject({ method: 'GET', url: '/api/no-such-thing' });
      const res = await app.inject({ method: 'GET', url: '/api/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = res.body;
      // The pattern, not the address: two jobs are one series.
      expect(text).toContain('elevate_http_requests_total{method="GET",route="/api/jobs/:id",status="404"} 2');
      expect(text).toContain('elevate_http_requests_total{method="GET",route="unmatched",status="404"} 1');
      expect(text).not.toContain('424242');
      expect(text).toMatch(
        /elevate_http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/jobs\/:id",status="404"\} 2/,
      );
      expect(text).toMatch(/elevate_db_connections\{database="(pglite|postgres)",state="total"\} \d+/);
      expect(text).toContain('# TYPE elevate_queue_jobs gauge');
      expect(text).toContain('# TYPE elevate_queue_failed_jobs gauge');
      expect(text).toContain('process_cpu_user_seconds_total');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
    });
  });

  it('asks for the bearer token when METRICS_TOKEN is set', async () => {
    await withApp({ METRICS_TOKEN: TOKEN }, async (app) => {
      const none = await app.inject({ method: 'GET', url: '/api/metrics' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toMatchObject({ httpStatus: 401, error: { code: 'WUE-4010' } });
      expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      const wrong = await app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}x` },
      });
      expect(wrong.statusCode).toBe(401);
      const right = await app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('elevate_http_requests_total');
    });
  });

  it('is absent in production without a token, and served to the token in production with one', async () => {
    await withApp({ NODE_ENV: 'production' }, async (app) => {
      const res = await app.inject({ method: 'GET', url: '/api/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('elevate_');
    });
    await withApp({ NODE_ENV: 'production', METRICS_TOKEN: TOKEN }, async (app) => {
      expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
      const res = await app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it('leaves the health fast path uncounted: health is answered before the framework', async () => {
    await withApp({}, async (app) => {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      for (let i = 0; i < 5; i++) expect((await fetch(`${base}/api/health`)).status).toBe(200);
      const text = await (await fetch(`${base}/api/metrics`)).text();
      expect(text).not.toMatch(/route="\/api\/health",status="200"\} 5/);
    });
  });
});

describe('/api/ready', () => {
  it('is ready when the database answers, and says Redis is not configured without REDIS_URL', async () => {
    // Empty, not absent: the suites may run with TEST_REDIS_URL, which otherwise gives every app a Redis.
    await withApp({ REDIS_URL: '' }, async (app) => {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        httpStatus: 200,
        result: { status: 'ready', database: 'ok', redis: 'not configured' },
      });
    });
  });

  it('answers 503 with the envelope when the database is gone, while health stays a liveness check', async () => {
    await withApp({}, async (app, database) => {
      await database.close();
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ httpStatus: 503, error: { code: 'WUE-5030' } });
      expect(res.body).toContain('database not reachable');
    });
  });

  it('answers 503 when a configured Redis does not answer, and 200 when it does', async () => {
    const down = { ...createMemoryStore(), kind: 'redis' as const, ping: async () => false };
    await withApp(
      {},
      async (app) => {
        const res = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(res.statusCode).toBe(503);
        expect(res.json().error.message).toContain('Redis not reachable');
      },
      { sharedStore: down },
    );
    const up = { ...createMemoryStore(), kind: 'redis' as const };
    await withApp(
      {},
      async (app) => {
        const res = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(res.json().result).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
      },
      { sharedStore: up },
    );
  });
});
