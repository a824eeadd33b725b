import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BlogIdParamsSchema,
  ModerationActionSchema,
  ModerationCaseListSchema,
  ModerationCaseSchema,
  ModerationQuerySchema,
  ReportAbuseInputSchema,
  ReportAbuseResultSchema,
} from '@elevate/contracts/blogs/blogs.schema';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { ok } from '../../lib/envelope.ts';
import { limit, MINUTE } from '../auth/auth.limits.ts';
import { callerUid } from '../notifications/notifications.routes.ts';
import { actOnCase, moderationCases, reportAbuse } from './moderation.service.ts';
import { clearPublicPagesAfterWrite } from '../../plugins/pages.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/** Reports an hour per account: a reader flags what they meet, never floods the admins' queue. */
export const REPORTS_PER_HOUR = 10;

/** Reports by readers and the admins' moderation queue (spec §7.5). */
export const moderationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onResponse', clearPublicPagesAfterWrite);
  const db = () => app.database.db;
  const tags = ['blogs'];
  const reportsPerAccount = limit(app, {
    name: 'blog-report-user',
    max: REPORTS_PER_HOUR,
    timeWindow: 60 * MINUTE,
    key: (req) => (req.user ? `blog-report:${req.user.uid}` : null),
  });

  app.post(
    '/reportabuse',
    {
      schema: {
        tags,
        summary: 'Report a post or a comment (once per account and item, never my own)',
        body: ReportAbuseInputSchema,
        response: { 200: envelopeOf(ReportAbuseResultSchema), ...errors, 429: ErrorEnvelopeSchema },
      },
      onRequest: app.requireAuth,
      preHandler: reportsPerAccount,
    },
    async (req) => {
      const { result, message } = await reportAbuse(db(), callerUid(req), req.body, new Date());
      return ok(result, message);
    },
  );

  app.get(
    '/moderation/cases',
    {
      schema: {
        tags,
        summary: 'Reported posts and comments by state, latest report first (admins)',
        querystring: ModerationQuerySchema,
        response: { 200: envelopeOf(ModerationCaseListSchema), ...errors },
      },
      onRequest: app.requireRole('admin'),
    },
    async (req) => ok(await moderationCases(db(), req.query)),
  );

  app.put(
    '/moderation/cases/:id',
    {
      schema: {
        tags,
        summary: 'Hide the reported item, show it again, or dismiss the reports (admins)',
        params: BlogIdParamsSchema,
        body: ModerationActionSchema,
        response: { 200: envelopeOf(ModerationCaseSchema), ...errors, 409: ErrorEnvelopeSchema },
      },
      onRequest: app.requireRole('admin'),
    },
    async (req) => {
      const { result, message } = await actOnCase(db(), callerUid(req), req.params.id, req.body, new Date());
      return ok(result, message);
    },
  );
};
