import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { QueueJobParamsSchema, QueueOverviewSchema } from '@elevate/contracts/queue/queue.schema';
import { QueueMessages } from '@elevate/contracts/queue/queue.messages';
import { ok } from '../../lib/envelope.ts';
import { discardFailedJob, queueOverview, retryFailedJob } from './queue-admin.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};
const Done = envelopeOf(z.object({ id: z.string() }));

/** Admin only, under /api/console/admin/queue: background jobs (docs/decisions/018). */
export const queueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.database.db, queue: app.queue });
  const tags = ['console'];
  const adminOnly = app.requireRole('admin');

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Background jobs (admin): counts per queue and the newest queued, running and failed jobs',
        response: { 200: envelopeOf(QueueOverviewSchema), ...errors },
      },
      onRequest: adminOnly,
    },
    async () => ok(await queueOverview(deps())),
  );

  app.post(
    '/:queue/:id/retry',
    {
      schema: {
        tags,
        summary: 'Give a failed background job one more try (admin)',
        params: QueueJobParamsSchema,
        response: { 200: Done, ...errors },
      },
      onRequest: adminOnly,
    },
    async (req) => {
      await retryFailedJob(deps(), req.params.queue, req.params.id);
      return ok({ id: req.params.id }, QueueMessages.retried);
    },
  );

  app.delete(
    '/:queue/:id',
    {
      schema: {
        tags,
        summary: 'Discard a failed background job (admin)',
        params: QueueJobParamsSchema,
        response: { 200: Done, ...errors },
      },
      onRequest: adminOnly,
    },
    async (req) => {
      await discardFailedJob(deps(), req.params.queue, req.params.id);
      return ok({ id: req.params.id }, QueueMessages.discarded);
    },
  );
};
