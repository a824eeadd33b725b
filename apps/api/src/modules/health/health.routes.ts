import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { ErrorCode, ErrorMessage } from '@elevate/contracts/common/error-codes';
import { AppError } from '../../lib/errors.ts';
import { healthBody, type HealthCheck } from './health.service.ts';

const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

const ReadySchema = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  /** 'not configured' without REDIS_URL: the shared store then lives in this process. */
  redis: z.enum(['ok', 'not configured']),
});

/** A dependency that does not answer within this long counts as down: a probe must answer promptly. */
const READY_TIMEOUT_MS = 2000;

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** `check` is shared with the server's fast path for the same address (app.ts), so pings are coalesced once. */
export const healthRoutes: FastifyPluginAsyncZod<{ check: HealthCheck }> = async (app, { check: checkDatabase }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check (the database is pinged at most once a second)',
        response: { 200: envelopeOf(HealthSchema) },
      },
      logLevel: 'warn',
      // Machine-facing JSON: browser security headers add nothing here and cost throughput under polling.
      helmet: false,
    },
    async (_req, reply) => {
      try {
        await checkDatabase();
      } catch (err) {
        app.log.error({ err }, 'database ping failed');
        throw new AppError(ErrorCode.UNAVAILABLE);
      }
      // A pre-serialised body skips per-request schema serialisation; the schema above still documents it.
      return reply.type('application/json; charset=utf-8').send(healthBody(app.database.kind) as never);
    },
  );

  // Readiness, apart from liveness: a load balancer sends traffic only to an instance whose database (and
  // Redis, when configured) answer now. Each probe pings afresh; health's one-second reuse is for liveness.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database and, when configured, Redis answer (503 with the envelope otherwise)',
        response: { 200: envelopeOf(ReadySchema) },
      },
      logLevel: 'warn',
      helmet: false,
    },
    async () => {
      const redisConfigured = app.sharedStore.kind === 'redis';
      const [database, redis] = await Promise.all([
        within(app.database.ping(), READY_TIMEOUT_MS).then(
          () => true,
          (err: unknown) => {
            app.log.error({ err }, 'readiness: database ping failed');
            return false;
          },
        ),
        redisConfigured ? within(app.sharedStore.ping(), READY_TIMEOUT_MS).catch(() => false) : true,
      ]);
      if (!redis) app.log.error('readiness: Redis did not answer');
      if (!database || !redis) {
        const down = [database ? null : 'database', redis ? null : 'Redis'].filter(Boolean).join(' and ');
        throw new AppError(ErrorCode.UNAVAILABLE, `${ErrorMessage[ErrorCode.UNAVAILABLE]} (${down} not reachable)`);
      }
      return {
        httpStatus: 200,
        result: {
          status: 'ready' as const,
          database: 'ok' as const,
          redis: redisConfigured ? ('ok' as const) : ('not configured' as const),
        },
      };
    },
  );
};
