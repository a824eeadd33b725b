import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import {
  FeedbackParamsSchema,
  FeedbackQuerySchema,
  PhaseFeedbackSchema,
  PublishResultsBodySchema,
  PublishResultsResultSchema,
  ShortlistBodySchema,
  ShortlistResultSchema,
  StandingsParamsSchema,
  StandingsSchema,
} from '@elevate/contracts/judging/standings.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { signedInWriteErrors as errors } from '../../lib/error-responses.ts';
import { createNonEssentialMailer } from '../account/non-essential-mail.ts';
import { callerOf } from '../console/console-caller.ts';
import { drillCaller } from '../drills/submissions.routes.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { feedbackOf } from './feedback.service.ts';
import { deliverOutcomeNotice, type OutcomeNoticeJob } from './outcome-notices.ts';
import { shortlist } from './shortlist.service.ts';
import { publishResults, standingsOf, unpublishResults } from './standings.service.ts';
import { clearPublicPagesAfterWrite } from '../../plugins/pages.ts';

/**
 * Normalised standings, shortlisting, published results and participants' feedback (issue 12). Console paths:
 * the hackathon's hosts (requireHostedDrill: 404 unknown, 403 not a host). The feedback path: the caller's own
 * registration only (anyone else's id answers 404).
 */
export const standingsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('onResponse', clearPublicPagesAfterWrite);
  const db = () => app.database.db;
  const tags = ['judging'];
  const onRequest = app.requireAuth;
  const mail = createNonEssentialMailer(app.mailer, config);

  await app.queue.work<OutcomeNoticeJob>(QUEUE_NAMES.judgingOutcomeNotices, async (job) => {
    await deliverOutcomeNotice({ db: db(), mail, publicUrl: config.publicUrl }, job.data);
  });

  app.get(
    '/console/drills/:drillId/phases/:phaseId/standings',
    {
      schema: {
        tags,
        summary:
          "A phase's standings for its hosts: raw and normalised totals, reviews per judge, rank under the tie-break chain, outcomes and the judges' agreement",
        params: StandingsParamsSchema,
        response: { 200: envelopeOf(StandingsSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await standingsOf(db(), callerOf(req), req.params.drillId, req.params.phaseId, new Date())),
  );

  app.post(
    '/console/drills/:drillId/phases/:phaseId/shortlist',
    {
      schema: {
        tags,
        summary:
          'Decide who goes on (top N or a lowest normalised score) after judging closed; every owner is told; deciding again before results are published tells only those whose outcome changed',
        params: StandingsParamsSchema,
        body: ShortlistBodySchema,
        response: { 200: envelopeOf(ShortlistResultSchema), ...errors },
      },
      onRequest,
    },
    async (req) => {
      const result = await shortlist(
        { db: db(), queue: app.queue },
        callerOf(req),
        req.params.drillId,
        req.params.phaseId,
        req.body,
        new Date(),
      );
      return ok(result, `${result.advanced} go on; ${result.notAdvanced} do not. Everyone is being told.`);
    },
  );

  app.post(
    '/console/drills/:drillId/phases/:phaseId/results/publish',
    {
      schema: {
        tags,
        summary:
          "Publish a phase's leaderboard (rank, normalised total, awards) after judging closed; provisional during the appeal window, final after",
        params: StandingsParamsSchema,
        body: PublishResultsBodySchema,
        response: { 200: envelopeOf(PublishResultsResultSchema), ...errors },
      },
      onRequest,
    },
    async (req) =>
      ok(
        await publishResults(
          db(),
          callerOf(req),
          req.params.drillId,
          req.params.phaseId,
          { appealWindowHours: req.body.appealWindowHours, awards: req.body.awards ?? [] },
          new Date(),
        ),
        'Results published.',
      ),
  );

  app.post(
    '/console/drills/:drillId/phases/:phaseId/results/unpublish',
    {
      schema: {
        tags,
        summary: "Withdraw a phase's published results, only during the appeal window (audited)",
        params: StandingsParamsSchema,
        response: { 200: envelopeOf(z.object({ unpublished: z.literal(true) })), ...errors },
      },
      onRequest,
    },
    async (req) => {
      await unpublishResults(db(), callerOf(req), req.params.drillId, req.params.phaseId, new Date());
      return ok({ unpublished: true as const }, 'Results withdrawn.');
    },
  );

  app.get(
    '/drills/:id/participants/:participantId/feedback',
    {
      schema: {
        tags,
        summary:
          "The caller's own outcome, rank and anonymised feedback in a phase, once it is shortlisted or its results published",
        params: FeedbackParamsSchema,
        querystring: FeedbackQuerySchema,
        response: { 200: envelopeOf(PhaseFeedbackSchema), ...errors },
      },
      onRequest,
    },
    async (req) =>
      ok(
        await feedbackOf(
          db(),
          drillCaller(req),
          req.params.id,
          req.params.participantId,
          req.query.phaseId,
          new Date(),
        ),
      ),
  );
};
