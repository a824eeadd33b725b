import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { AppError } from '../../lib/errors.ts';
import { healthBody, type HealthCheck } from './health.service.ts';

const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
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
};
