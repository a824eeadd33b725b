import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { Config } from '../config.ts';
import { AppError, notFound } from '../lib/errors.ts';

/**
 * The process's own figures (CPU, memory, event loop lag, GC): one set per process, however many apps a
 * test file builds, so they are collected once, into a registry of their own.
 */
let processRegistry: Registry | undefined;
const processMetrics = (): Registry => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};

/** Seconds: the API's answers are mostly a few milliseconds; a search or a CSV export can take seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The web app's files are served one route per file (@fastify/static without a wildcard), so each hashed
 * asset would be its own series and every deploy would add more: they share one label.
 */
const routeLabel = (url: string | undefined): string => {
  if (url === undefined) return 'unmatched';
  return url.startsWith('/assets/') ? '/assets/*' : url;
};

/**
 * `GET /api/metrics` in the Prometheus text format (docs/decisions/022): requests and their latency by route
 * pattern and status, background jobs by queue and state, the database's connections, and the process.
 * With METRICS_TOKEN set, a scrape must send it as a bearer token; without it the endpoint is open outside
 * production and absent (404) in production. `/api/health` is answered before the framework
 * (docs/decisions/016) and stays out of these counts: it must cost nothing extra.
 */

export const metricsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const registry = new Registry();
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({
      name: 'elevate_http_requests_total',
      help: 'HTTP requests answered by the API, by method, route pattern and status',
      labelNames,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'elevate_http_request_duration_seconds',
      help: 'Time from the request arriving to its answer being sent, by method, route pattern and status',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    new Gauge({
      name: 'elevate_queue_jobs',
      help: 'Background jobs by queue and state (created, retry, active, completed, cancelled, failed)',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        this.reset();
        const stats = await app.queue?.stats().catch(() => undefined);
        for (const [queue, states] of Object.entries(stats ?? {})) {
          for (const [state, count] of Object.entries(states)) this.set({ queue, state }, count);
        }
      },
    });
    new Gauge({
      name: 'elevate_queue_failed_jobs',
      help: 'Background jobs that used up their retries and wait in the failed state (retry or discard them)',
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        this.reset();
        const stats = await app.queue?.stats().catch(() => undefined);
        for (const [queue, states] of Object.entries(stats ?? {})) {
          this.set({ queue }, (states as Record<string, number>).failed ?? 0);
        }
      },
    });
    new Gauge({
      name: 'elevate_db_connections',
      help: "Database connections: the node-postgres pool (total, idle, waiting clients), or PGlite's one",
      labelNames: ['database', 'state'],
      registers: [registry],
      collect() {
        const { kind } = app.database;
        const pool = app.database.poolStats?.() ?? { total: 1, idle: 0, waiting: 0 };
        this.set({ database: kind, state: 'total' }, pool.total);
        this.set({ database: kind, state: 'idle' }, pool.idle);
        this.set({ database: kind, state: 'waiting' }, pool.waiting);
      },
    });

    // A callback hook: it runs on every routed request. The route pattern, never the raw address, keeps the
    // number of series bounded; requests that matched no route share one label.
    app.addHook('onResponse', (req, reply, done) => {
      const labels = { method: req.method, route: routeLabel(req.routeOptions.url), status: reply.statusCode };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
      done();
    });

    const token = config.METRICS_TOKEN;
    app.get('/api/metrics', { schema: { hide: true }, logLevel: 'warn', helmet: false }, async (req, reply) => {
      if (!token && config.isProduction) throw notFound();
      if (token) {
        const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
        if (!sameSecret(given, token)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw new AppError(ErrorCode.UNAUTHENTICATED);
        }
      }
      const text = (await processMetrics().metrics()) + (await registry.metrics());
      return reply.type(registry.contentType).header('cache-control', 'no-store').send(text);
    });
  },
  { name: 'metrics' },
);
