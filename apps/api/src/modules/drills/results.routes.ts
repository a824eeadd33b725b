import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import {
  AnnouncementListSchema,
  CertificateListSchema,
  CertificatesQuerySchema,
  LeaderboardParamsSchema,
  LeaderboardSchema,
} from '@elevate/contracts/drills/results.schema';
import { DrillIdParamsSchema } from '@elevate/contracts/drills/submission.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { announcementsOf, certificatesOf, leaderboardOf } from './results.service.ts';
import { drillCaller } from './submissions.routes.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * What the hosts publish (spec §7.6): leaderboards once a phase's results are published, certificates, and
 * announcements. Leaderboards are public (a session, when sent, must be valid and only marks the caller's own
 * row); announcements: the hackathon's registered participants and hosts; certificates: the caller's own
 * registration.
 */
export const resultsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const tags = ['drills'];
  const onRequest = app.requireAuth;

  app.get(
    '/drills/:id/phases/:phaseId/leaderboards',
    {
      schema: {
        tags,
        summary:
          "A phase's leaderboard in rank order once published, else an empty list with published:false (public; a signed-in participant's own row is marked)",
        params: LeaderboardParamsSchema,
        response: { 200: envelopeOf(LeaderboardSchema), ...errors },
      },
      onRequest: app.optionalAuth,
    },
    async (req) => ok(await leaderboardOf(db(), req.user, req.params.id, req.params.phaseId)),
  );

  app.get(
    '/certificates/participants',
    {
      schema: {
        tags,
        summary: 'The certificates issued to a registration, with short-lived download links (the caller’s own only)',
        querystring: CertificatesQuerySchema,
        response: { 200: envelopeOf(CertificateListSchema), ...errors },
      },
      onRequest,
    },
    async (req) =>
      ok(
        await certificatesOf(
          db(),
          app.storage,
          drillCaller(req),
          req.query.participantId,
          `${config.publicUrl.replace(/\/+$/, '')}/api`,
        ),
      ),
  );

  app.get(
    '/drills/:id/announcements',
    {
      schema: {
        tags,
        summary:
          "The hosts' announcements, newest first: to everyone and to the caller's phases (participants); all of them (hosts)",
        params: DrillIdParamsSchema,
        response: { 200: envelopeOf(AnnouncementListSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await announcementsOf(db(), drillCaller(req), req.params.id)),
  );
};
