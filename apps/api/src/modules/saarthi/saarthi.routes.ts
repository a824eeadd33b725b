import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { idOf } from '@elevate/contracts/common/query-params';
import {
  AvailabilityInputSchema,
  SaarthiApplicationInputSchema,
  SaarthiApplicationListSchema,
  SaarthiApplicationRowSchema,
  SaarthiApplicationsQuerySchema,
  SaarthiDirectoryQuerySchema,
  SaarthiDirectorySchema,
  SaarthiMineSchema,
  SaarthiProfileSchema,
  SaarthiReviewInputSchema,
  SaarthiUpdateInputSchema,
  SlotListSchema,
  SlotsQuerySchema,
} from '@elevate/contracts/saarthi/saarthi.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { callerOf } from '../console/console-caller.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { mentorshipsRoutes } from './mentorships.routes.ts';
import { processReminder, type NoticeDeps, type ReminderJob } from './mentorship-notices.ts';
import {
  applyAsSaarthi,
  mySaarthi,
  removeSaarthi,
  reviewSaarthi,
  saarthiApplications,
  updateSaarthiProfile,
} from './saarthi-applications.service.ts';
import { saarthiDirectory, saarthiProfile, saarthiSlots, setAvailability } from './saarthi-directory.service.ts';
import { clearPublicPagesAfterWrite } from '../../plugins/pages.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};
const withConflict = { ...errors, 409: ErrorEnvelopeSchema };
const IdParams = z.object({ id: idOf('id') });
const tags = ['saarthi'];

/** Saarthi mentoring (spec §7.2 saarthi): applications, review, directory, mentorships, sessions, feedback. */
export const saarthiRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // A mentor's profile, its approval and its hours show on the public /saarthi pages: those writes clear the
  // rendered pages (mentorships, below, are the crowd's and do not).
  const db = () => app.database.db;
  const deps = (): NoticeDeps => ({ mailer: app.mailer, queue: app.queue, publicUrl: config.publicUrl });

  await app.queue.work<ReminderJob>(QUEUE_NAMES.saarthiReminders, async (job) => {
    await processReminder(db(), deps(), job.data);
  });

  app.post(
    '/saarthi',
    {
      schema: {
        tags,
        summary: 'Apply to be a Saarthi mentor, or send a rejected application again (signed in)',
        body: SaarthiApplicationInputSchema,
        response: { 201: envelopeOf(SaarthiMineSchema), ...withConflict },
      },
      onRequest: app.requireAuth,
      onResponse: clearPublicPagesAfterWrite,
    },
    async (req, reply) => {
      const { result, message } = await applyAsSaarthi(db(), deps(), callerOf(req).uid, req.body, new Date());
      return reply.code(201).send(ok(result, message, 201));
    },
  );

  app.get(
    '/saarthi/me',
    {
      schema: {
        tags,
        summary: 'My Saarthi application or mentor profile (null when I never applied)',
        response: { 200: envelopeOf(SaarthiMineSchema.nullable()), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await mySaarthi(db(), callerOf(req).uid, new Date())),
  );

  app.get(
    '/saarthi/applications',
    {
      schema: {
        tags,
        summary: 'Saarthi applications to review (admins)',
        querystring: SaarthiApplicationsQuerySchema,
        response: { 200: envelopeOf(SaarthiApplicationListSchema), ...errors },
      },
      onRequest: app.requireRole('admin'),
    },
    async (req) => ok(await saarthiApplications(db(), req.query)),
  );

  app.get(
    '/saarthi',
    {
      schema: {
        tags,
        summary: 'The mentor directory: approved Saarthis, those with room first (public)',
        querystring: SaarthiDirectoryQuerySchema,
        response: { 200: envelopeOf(SaarthiDirectorySchema), 400: ErrorEnvelopeSchema },
      },
    },
    async (req) => ok(await saarthiDirectory(db(), req.query, new Date())),
  );

  app.get(
    '/saarthi/:id',
    {
      schema: {
        tags,
        summary: "A mentor's public profile (approved; the owner and admins also see their non-approved one)",
        params: IdParams,
        response: { 200: envelopeOf(SaarthiProfileSchema), ...errors },
      },
      onRequest: app.optionalAuth,
    },
    async (req) => ok(await saarthiProfile(db(), req.user, req.params.id, new Date())),
  );

  app.put(
    '/saarthi/:id',
    {
      schema: {
        tags,
        summary: 'Edit a Saarthi profile or application (the owner or an admin)',
        params: IdParams,
        body: SaarthiUpdateInputSchema,
        response: { 200: envelopeOf(SaarthiMineSchema), ...errors },
      },
      onRequest: app.requireAuth,
      onResponse: clearPublicPagesAfterWrite,
    },
    async (req) => {
      const { result, message } = await updateSaarthiProfile(db(), callerOf(req), req.params.id, req.body, new Date());
      return ok(result, message);
    },
  );

  app.delete(
    '/saarthi/:id',
    {
      schema: {
        tags,
        summary:
          'Withdraw (the owner) or remove (an admin) a mentor: open requests declined, mentorships and sessions cancelled',
        params: IdParams,
        response: { 200: envelopeOf(z.null()), ...errors },
      },
      onRequest: app.requireAuth,
      onResponse: clearPublicPagesAfterWrite,
    },
    async (req) => {
      const { message } = await removeSaarthi(db(), deps(), callerOf(req), req.params.id, new Date());
      return ok(null, message);
    },
  );

  app.put(
    '/saarthi/:id/review',
    {
      schema: {
        tags,
        summary: 'Approve or reject a pending application (admins); the applicant is told by mail and in the app',
        params: IdParams,
        body: SaarthiReviewInputSchema,
        response: { 200: envelopeOf(SaarthiApplicationRowSchema), ...withConflict },
      },
      onRequest: app.requireRole('admin'),
      onResponse: clearPublicPagesAfterWrite,
    },
    async (req) => {
      const { result, message } = await reviewSaarthi(db(), deps(), callerOf(req), req.params.id, req.body, new Date());
      return ok(result, message);
    },
  );

  app.put(
    '/saarthi/:id/availability',
    {
      schema: {
        tags,
        summary: 'Set my weekly availability, time zone and session length (the owner)',
        params: IdParams,
        body: AvailabilityInputSchema,
        response: { 200: envelopeOf(SaarthiMineSchema), ...errors },
      },
      onRequest: app.requireAuth,
      onResponse: clearPublicPagesAfterWrite,
    },
    async (req) => {
      const { result, message } = await setAvailability(db(), callerOf(req), req.params.id, req.body, new Date());
      return ok(result, message);
    },
  );

  app.get(
    '/saarthi/:id/slots',
    {
      schema: {
        tags,
        summary: "A mentor's free session times (UTC), at least 12 hours ahead and within 4 weeks (public)",
        params: IdParams,
        querystring: SlotsQuerySchema,
        response: { 200: envelopeOf(SlotListSchema), ...errors },
      },
    },
    async (req) => ok(await saarthiSlots(db(), req.params.id, req.query, new Date())),
  );

  await app.register(mentorshipsRoutes, { config });
};
