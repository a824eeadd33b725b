import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { MyHackathonsQuerySchema, MyHackathonsResultSchema } from '@elevate/contracts/drills/my-hackathons.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { callerUid } from '../notifications/notifications.routes.ts';
import { myHackathons, ownUid } from './my-hackathons.service.ts';

/**
 * My Activities (/my-hackathons) and the dashboard's hackathons card: the caller's own registrations with
 * their state and next deadline by the server's clock. Signed in; another user's uId is 403.
 */
export const myHackathonsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  app.get(
    '/drills/participants/mine',
    {
      schema: {
        tags: ['drills'],
        summary:
          'Every hackathon I registered for: its state for me (upcoming, live, submitted, results, ended), my team, ' +
          'the next deadline and my participant dashboard, most urgent first',
        querystring: MyHackathonsQuerySchema,
        response: {
          200: envelopeOf(MyHackathonsResultSchema),
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
        },
      },
      onRequest: app.requireAuth,
    },
    async (req) => {
      const uid = ownUid(callerUid(req), req.query.uId);
      return ok(await myHackathons(app.database.db, uid, req.query.state, new Date()));
    },
  );
};
