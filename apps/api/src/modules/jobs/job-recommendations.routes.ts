import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import {
  RecommendedJobsQuerySchema,
  RecommendedJobsResultSchema,
} from '@elevate/contracts/jobs/recommendations.schema';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { recommendedJobs } from './job-recommendations.service.ts';

/** Jobs picked for the signed-in user from their profile, each with why (docs/decisions/028). */
export const jobRecommendationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/jobs/recommended',
    {
      schema: {
        tags: ['jobs'],
        summary:
          "Open jobs matching the caller's skills, city and experience, best first, each with its reasons (owner only)",
        querystring: RecommendedJobsQuerySchema,
        response: {
          200: envelopeOf(RecommendedJobsResultSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
        },
      },
      onRequest: app.requireAuth,
    },
    async (req) => {
      if (!req.user) throw new AppError(ErrorCode.SESSION_INVALID, AuthMessages.sessionInvalid);
      return ok(await recommendedJobs(db(), req.user.uid, req.query));
    },
  );
};
