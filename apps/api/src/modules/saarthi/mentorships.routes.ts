import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { idOf } from '@elevate/contracts/common/query-params';
import {
  FeedbackInputSchema,
  MentorshipEndInputSchema,
  MentorshipGoalInputSchema,
  MentorshipGoalUpdateSchema,
  MentorshipListQuerySchema,
  MentorshipListSchema,
  MentorshipRequestInputSchema,
  MentorshipRespondInputSchema,
  MentorshipSchema,
  MentorshipSessionSchema,
  SessionBookInputSchema,
  SessionUpdateInputSchema,
} from '@elevate/contracts/saarthi/saarthi.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { limit, MINUTE } from '../auth/auth.limits.ts';
import { callerOf } from '../console/console-caller.ts';
import type { NoticeDeps } from './mentorship-notices.ts';
import { bookSession, giveFeedback, updateMentorshipSession } from './mentorship-sessions.service.ts';
import { addGoal, changeGoal, removeGoal } from './mentorship-goals.service.ts';
import {
  endMentorship,
  myMentorships,
  readMentorship,
  requestMentorship,
  respondToMentorship,
} from './mentorships.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
};
const IdParams = z.object({ id: idOf('id') });
const GoalParams = z.object({ id: idOf('id'), goalId: idOf('goalId') });
const SessionParams = z.object({ id: idOf('id'), sessionId: idOf('sessionId') });
const tags = ['saarthi'];
const mentorship = { 200: envelopeOf(MentorshipSchema), ...errors };

/**
 * Writes that mail the other side, an hour per account: a request (asked, withdrawn, asked again would mail a
 * mentor each time) and a booking (booked and cancelled again mails both sides twice).
 */
export const REQUESTS_PER_HOUR = 10;
export const BOOKINGS_PER_HOUR = 20;

/**
 * Mentorships (spec §7.2 saarthi, issue 14): every route is signed in, and a mentorship is read and changed by
 * its pair only (admins may read); anyone else gets the 404 an unknown id gets.
 */
export const mentorshipsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const deps = (): NoticeDeps => ({ mailer: app.mailer, queue: app.queue, publicUrl: config.publicUrl });
  app.addHook('onRequest', app.requireAuth);
  const perAccount = (name: string, max: number) =>
    limit(app, {
      name,
      max,
      timeWindow: 60 * MINUTE,
      key: (req) => (req.user ? `${name}:${req.user.uid}` : null),
    });
  const requestsPerAccount = perAccount('saarthi-request-user', REQUESTS_PER_HOUR);
  const bookingsPerAccount = perAccount('saarthi-booking-user', BOOKINGS_PER_HOUR);

  app.post(
    '/mentorships',
    {
      schema: {
        tags,
        summary: 'Ask an approved mentor for mentorship, with goals',
        body: MentorshipRequestInputSchema,
        response: { 201: envelopeOf(MentorshipSchema), ...errors, 429: ErrorEnvelopeSchema },
      },
      preHandler: requestsPerAccount,
    },
    async (req, reply) => {
      const { result, message } = await requestMentorship(db(), deps(), callerOf(req), req.body, new Date());
      return reply.code(201).send(ok(result, message, 201));
    },
  );

  app.get(
    '/mentorships',
    {
      schema: {
        tags,
        summary: 'My mentorships, as mentee and as mentor',
        querystring: MentorshipListQuerySchema,
        response: { 200: envelopeOf(MentorshipListSchema), ...errors },
      },
    },
    async (req) => ok(await myMentorships(db(), callerOf(req).uid, req.query, new Date())),
  );

  app.get(
    '/mentorships/:id',
    { schema: { tags, summary: 'One mentorship (the pair, or an admin)', params: IdParams, response: mentorship } },
    async (req) => ok(await readMentorship(db(), callerOf(req), req.params.id)),
  );

  app.put(
    '/mentorships/:id/respond',
    {
      schema: {
        tags,
        summary: 'Accept or decline a request (the mentor); accepting respects capacity',
        params: IdParams,
        body: MentorshipRespondInputSchema,
        response: mentorship,
      },
    },
    async (req) => {
      const { result, message } = await respondToMentorship(
        db(),
        deps(),
        callerOf(req),
        req.params.id,
        req.body,
        new Date(),
      );
      return ok(result, message);
    },
  );

  app.put(
    '/mentorships/:id/end',
    {
      schema: {
        tags,
        summary: 'Withdraw a request (the mentee), or complete or cancel an active mentorship (either side)',
        params: IdParams,
        body: MentorshipEndInputSchema,
        response: mentorship,
      },
    },
    async (req) => {
      const { result, message } = await endMentorship(db(), deps(), callerOf(req), req.params.id, req.body, new Date());
      return ok(result, message);
    },
  );

  app.post(
    '/mentorships/:id/goals',
    {
      schema: {
        tags,
        summary: 'Add a goal',
        params: IdParams,
        body: MentorshipGoalInputSchema,
        response: { 201: envelopeOf(MentorshipSchema), ...errors },
      },
    },
    async (req, reply) => {
      const { result, message } = await addGoal(db(), callerOf(req), req.params.id, req.body.title);
      return reply.code(201).send(ok(result, message, 201));
    },
  );

  app.put(
    '/mentorships/:id/goals/:goalId',
    {
      schema: {
        tags,
        summary: 'Rename a goal or mark it done',
        params: GoalParams,
        body: MentorshipGoalUpdateSchema,
        response: mentorship,
      },
    },
    async (req) => {
      const { result, message } = await changeGoal(
        db(),
        callerOf(req),
        req.params.id,
        req.params.goalId,
        req.body,
        new Date(),
      );
      return ok(result, message);
    },
  );

  app.delete(
    '/mentorships/:id/goals/:goalId',
    { schema: { tags, summary: 'Remove a goal', params: GoalParams, response: mentorship } },
    async (req) => {
      const { result, message } = await removeGoal(db(), callerOf(req), req.params.id, req.params.goalId);
      return ok(result, message);
    },
  );

  app.post(
    '/mentorships/:id/sessions',
    {
      schema: {
        tags,
        summary: "Book one of the mentor's offered times (either side, active mentorships); both get a calendar invite",
        params: IdParams,
        body: SessionBookInputSchema,
        response: { 201: envelopeOf(MentorshipSessionSchema), ...errors, 429: ErrorEnvelopeSchema },
      },
      preHandler: bookingsPerAccount,
    },
    async (req, reply) => {
      const { result, message } = await bookSession(db(), deps(), callerOf(req), req.params.id, req.body, new Date());
      return reply.code(201).send(ok(result, message, 201));
    },
  );

  app.put(
    '/mentorships/:id/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'Write notes, mark a session completed, or cancel it before it starts (cancel invite to both)',
        params: SessionParams,
        body: SessionUpdateInputSchema,
        response: { 200: envelopeOf(MentorshipSessionSchema), ...errors },
      },
    },
    async (req) => {
      const { result, message } = await updateMentorshipSession(
        db(),
        deps(),
        callerOf(req),
        req.params.id,
        req.params.sessionId,
        req.body,
        new Date(),
      );
      return ok(result, message);
    },
  );

  app.post(
    '/mentorships/:id/feedback',
    {
      schema: {
        tags,
        summary: 'Rate the mentorship once it has ended (once per side)',
        params: IdParams,
        body: FeedbackInputSchema,
        response: { 201: envelopeOf(MentorshipSchema), ...errors },
      },
    },
    async (req, reply) => {
      const { result, message } = await giveFeedback(db(), callerOf(req), req.params.id, req.body, new Date());
      return reply.code(201).send(ok(result, message, 201));
    },
  );
};
