import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import {
  ParticipantQueriesParamsSchema,
  QueryCreateSchema,
  QueryListQuerySchema,
  QueryParamsSchema,
  QueryReplySchema,
  QueryThreadDetailSchema,
  QueryThreadListSchema,
} from '@elevate/contracts/drills/query.schema';
import { QueryMessages } from '@elevate/contracts/drills/submission.messages';
import {
  DrillIdParamsSchema,
  SignedFileLinkSchema,
  SubmissionFileQuerySchema,
} from '@elevate/contracts/drills/submission.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { createNonEssentialMailer } from '../account/non-essential-mail.ts';
import {
  askQuery,
  closeQuery,
  hostQueries,
  myQueries,
  queryFileLink,
  queryThread,
  replyToQuery,
} from './queries.service.ts';
import { drillCaller } from './submissions.routes.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * Help (/help): questions to the hosts, a thread each, with files (purpose 'query-file', the caller's own
 * uploads). A participant reads and writes their own threads; the hackathon's hosts read and answer all of
 * them; anyone else is refused. Every route is signed in.
 */
export const queriesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const tags = ['drills'];
  const onRequest = app.requireAuth;
  const mail = createNonEssentialMailer(app.mailer, config);

  app.get(
    '/drills/:id/participants/:pid/queries',
    {
      schema: {
        tags,
        summary:
          'My questions to the hosts of this hackathon, latest activity first (the participant must be the caller)',
        params: ParticipantQueriesParamsSchema,
        querystring: QueryListQuerySchema,
        response: { 200: envelopeOf(QueryThreadListSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await myQueries(db(), drillCaller(req), req.params.id, req.params.pid, req.query)),
  );

  app.post(
    '/drills/:id/participants/:pid/queries',
    {
      schema: {
        tags,
        summary: 'Ask the hosts a question, with files (the participant must be the caller)',
        params: ParticipantQueriesParamsSchema,
        body: QueryCreateSchema,
        response: { 201: envelopeOf(QueryThreadDetailSchema), ...errors },
      },
      onRequest,
    },
    async (req, reply) => {
      const thread = await askQuery(db(), drillCaller(req), req.params.id, req.params.pid, req.body, new Date());
      return reply.code(201).send(ok(thread, QueryMessages.asked, 201));
    },
  );

  app.get(
    '/drills/:id/queries',
    {
      schema: {
        tags,
        summary: "Every question of the hackathon, latest activity first (the hackathon's hosts only)",
        params: DrillIdParamsSchema,
        querystring: QueryListQuerySchema,
        response: { 200: envelopeOf(QueryThreadListSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await hostQueries(db(), drillCaller(req), req.params.id, req.query)),
  );

  app.get(
    '/drills/:id/queries/:queryId',
    {
      schema: {
        tags,
        summary: 'One question with its messages (the participant who asked and the hosts)',
        params: QueryParamsSchema,
        response: { 200: envelopeOf(QueryThreadDetailSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await queryThread(db(), drillCaller(req), req.params.id, req.params.queryId)),
  );

  app.post(
    '/drills/:id/queries/:queryId/messages',
    {
      schema: {
        tags,
        summary:
          "Reply in a question's thread (the participant who asked, or a host: a host's reply marks it answered and tells the participant)",
        params: QueryParamsSchema,
        body: QueryReplySchema,
        response: { 201: envelopeOf(QueryThreadDetailSchema), ...errors, 409: ErrorEnvelopeSchema },
      },
      onRequest,
    },
    async (req, reply) => {
      const thread = await replyToQuery(
        { db: db(), mail, config },
        drillCaller(req),
        req.params.id,
        req.params.queryId,
        req.body,
        new Date(),
      );
      return reply.code(201).send(ok(thread, QueryMessages.replied, 201));
    },
  );

  app.post(
    '/drills/:id/queries/:queryId/close',
    {
      schema: {
        tags,
        summary: 'Close a question (the participant who asked and the hosts)',
        params: QueryParamsSchema,
        response: { 200: envelopeOf(QueryThreadDetailSchema), ...errors },
      },
      onRequest,
    },
    async (req) =>
      ok(
        await closeQuery(db(), drillCaller(req), req.params.id, req.params.queryId, new Date()),
        QueryMessages.closedNow,
      ),
  );

  app.get(
    '/drills/:id/queries/:queryId/files',
    {
      schema: {
        tags,
        summary: "A short-lived link to read one file of a question's thread (the participant who asked and the hosts)",
        params: QueryParamsSchema,
        querystring: SubmissionFileQuerySchema,
        response: { 200: envelopeOf(SignedFileLinkSchema), ...errors },
      },
      onRequest,
    },
    async (req) =>
      ok(await queryFileLink(db(), app.storage, drillCaller(req), req.params.id, req.params.queryId, req.query.key)),
  );
};
