import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { SHARE_JOB_PER_HOUR } from '@elevate/contracts/notifications/notification.constants';
import { NotificationMessages } from '@elevate/contracts/notifications/notification.messages';
import { ShareJobResultSchema, ShareJobSchema } from '@elevate/contracts/notifications/notification.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { limit, MINUTE } from '../auth/auth.limits.ts';
import { shareJob } from './job-share.service.ts';

/**
 * POST jobs/feeds/sendinvitemail (spec §7.4): a signed-in user mails a job to up to 5 addresses. Limited per
 * user (SHARE_JOB_PER_HOUR shares an hour), counted after validation so a typo in an address costs nothing.
 */
export const jobShareRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const perUser = limit(app, {
    name: 'share-job-user',
    max: SHARE_JOB_PER_HOUR,
    timeWindow: 60 * MINUTE,
    key: (req) => (req.user ? `share-job:${req.user.uid}` : null),
  });

  app.post(
    '/jobs/feeds/sendinvitemail',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Share an open job by mail with up to 5 addresses (signed in; 10 shares an hour)',
        body: ShareJobSchema,
        response: {
          200: envelopeOf(ShareJobResultSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
      onRequest: app.requireAuth,
      preHandler: perUser,
    },
    async (req) => {
      if (!req.user) throw new AppError(ErrorCode.SESSION_INVALID, AuthMessages.sessionInvalid);
      const result = await shareJob(
        { db: app.database.db, mailer: app.mailer, publicUrl: config.publicUrl },
        req.user,
        req.body,
      );
      return ok(result, NotificationMessages.shared(result.sent));
    },
  );
};
