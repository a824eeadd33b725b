import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import {
  AnnouncementCreateSchema,
  HostedAnnouncementListSchema,
  HostedAnnouncementSchema,
} from '@elevate/contracts/console/console-drill-announcements.schema';
import { DrillPeopleMessages } from '@elevate/contracts/console/console-drill-people.messages';
import {
  ConsoleDrillParamsSchema,
  HostedParticipantListSchema,
  HostedTeamListSchema,
  ParticipantsFilterSchema,
  ParticipantsQuerySchema,
  TeamsQuerySchema,
} from '@elevate/contracts/console/console-drill-people.schema';
import { DrillStatsSchema } from '@elevate/contracts/console/console-drill-stats.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { createNonEssentialMailer } from '../account/non-essential-mail.ts';
import { requireHostedDrill } from '../drills/drill-access.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { callerOf } from './console-caller.ts';
import {
  createAnnouncement,
  deliverAnnouncement,
  listHostedAnnouncements,
  type AnnouncementJob,
} from './console-drill-announcements.service.ts';
import { exportParticipantsCsv, listParticipants, listTeams } from './console-drill-people.service.ts';
import { drillStats } from './console-drill-stats.repository.ts';
import { clearPublicPagesAfterWrite } from '../../plugins/pages.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * Host console: a hackathon's participants and teams (with the CSV), announcements and stats (issue 12). Only
 * the hackathon's hosts (admins, and employers of its company) reach them; another company's employer gets 403.
 * The help inbox is the participants' own API (drills/{id}/queries, hosts see every thread).
 */
export const consoleDrillPeopleRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('onResponse', clearPublicPagesAfterWrite);
  const db = () => app.database.db;
  const tags = ['console'];
  const onRequest = app.requireAuth;
  const mail = createNonEssentialMailer(app.mailer, config);

  await app.queue.work<AnnouncementJob>(QUEUE_NAMES.drillAnnouncements, async (job) => {
    await deliverAnnouncement({ db: db(), mail, publicUrl: config.publicUrl }, job.data.announcementId);
  });

  app.get(
    '/console/drills/:drillId/participants',
    {
      schema: {
        tags,
        summary:
          "A hackathon's participants with their team, registration answers and each phase's submission state; search and filters",
        params: ConsoleDrillParamsSchema,
        querystring: ParticipantsQuerySchema,
        response: { 200: envelopeOf(HostedParticipantListSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await listParticipants(db(), callerOf(req), req.params.drillId, req.query)),
  );

  app.get(
    '/console/drills/:drillId/participants.csv',
    {
      schema: {
        tags,
        summary: "The hackathon's participants under the same filters as a CSV file (text/csv attachment)",
        params: ConsoleDrillParamsSchema,
        querystring: ParticipantsFilterSchema,
        // No response schema: the body is the file itself; errors still come as the JSON envelope.
      },
      onRequest,
    },
    async (req, reply) => {
      const { fileName, csv } = await exportParticipantsCsv(db(), callerOf(req), req.params.drillId, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/console/drills/:drillId/teams',
    {
      schema: {
        tags,
        summary: "A hackathon's teams with their members and the phases they submitted in",
        params: ConsoleDrillParamsSchema,
        querystring: TeamsQuerySchema,
        response: { 200: envelopeOf(HostedTeamListSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await listTeams(db(), callerOf(req), req.params.drillId, req.query)),
  );

  app.get(
    '/console/drills/:drillId/announcements',
    {
      schema: {
        tags,
        summary: "A hackathon's announcements, newest first, with their delivery state",
        params: ConsoleDrillParamsSchema,
        response: { 200: envelopeOf(HostedAnnouncementListSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await listHostedAnnouncements(db(), callerOf(req), req.params.drillId)),
  );

  app.post(
    '/console/drills/:drillId/announcements',
    {
      schema: {
        tags,
        summary:
          'Announce to everyone registered or to one phase: in the app, and by mail when asked (sent in the background; at most 5 an hour)',
        params: ConsoleDrillParamsSchema,
        body: AnnouncementCreateSchema,
        response: { 201: envelopeOf(HostedAnnouncementSchema), ...errors, 429: ErrorEnvelopeSchema },
      },
      onRequest,
    },
    async (req, reply) => {
      const created = await createAnnouncement(
        { db: db(), queue: app.queue },
        callerOf(req),
        req.params.drillId,
        req.body,
      );
      return reply.code(201).send(ok(created, DrillPeopleMessages.announcementQueued(created.byMail), 201));
    },
  );

  app.get(
    '/console/drills/:drillId/stats',
    {
      schema: {
        tags,
        summary:
          'Registrations per day (India time, zeros included), totals, submissions per phase and the funnel to the final submission',
        params: ConsoleDrillParamsSchema,
        response: { 200: envelopeOf(DrillStatsSchema), ...errors },
      },
      onRequest,
    },
    async (req) => {
      const drill = await requireHostedDrill(db(), callerOf(req), req.params.drillId);
      return ok(await drillStats(db(), drill));
    },
  );
};
