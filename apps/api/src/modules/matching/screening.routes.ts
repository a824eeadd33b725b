import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import {
  ScreeningBodySchema,
  ScreeningQuerySchema,
  ScreeningResultSchema,
} from '@elevate/contracts/matching/screening.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { screenApplicants, storedJobScreening } from './screening.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * resume-screening (spec §7.2, issue 15): a job's applicants ranked by the explained score. Employers of the job's
 * company and admins only; another company's job is a 403 (modules/partners/partner-access.ts).
 */
export const screeningRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  const tags = ['console'];
  const onRequest = app.requireRole('employer', 'admin');
  const caller = (req: FastifyRequest): AuthUser => {
    if (!req.user) throw new Error('requireRole did not set the user');
    return req.user;
  };

  app.put(
    '/resume-screening',
    {
      schema: {
        tags,
        summary: "Screen a job's applicants: rank every one by the explained score and store it (never a status)",
        body: ScreeningBodySchema,
        response: { 200: envelopeOf(ScreeningResultSchema), ...errors },
      },
      onRequest,
    },
    async (req) =>
      ok(
        await screenApplicants(
          { db: app.database.db, storage: app.storage, now: new Date() },
          caller(req),
          req.body.jobId,
        ),
      ),
  );

  app.get(
    '/resume-screening',
    {
      schema: {
        tags,
        summary: "The job's last screening, best match first (no applicants and screenedAt null if never screened)",
        querystring: ScreeningQuerySchema,
        response: { 200: envelopeOf(ScreeningResultSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await storedJobScreening(app.database.db, caller(req), req.query.jobId)),
  );
};
