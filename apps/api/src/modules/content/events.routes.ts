import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listOf } from '@elevate/contracts/common/envelope';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { EventSchema, EventsQuerySchema } from '@elevate/contracts/content/content.schema';
import {
  ContentIdParamsSchema,
  EventInputSchema,
  EventManageListSchema,
  EventManageSchema,
  EventRegistrationSchema,
} from '@elevate/contracts/content/site-content.schema';
import type { Config } from '../../config.ts';
import { list, ok } from '../../lib/envelope.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import {
  type EventDeps,
  type EventReminderJob,
  myRegistration,
  processEventReminder,
  register,
  unregister,
} from './event-registrations.service.ts';
import { findEvents, listManageEvents } from './events.repository.ts';
import { changeEvent, createEvent, manageEvent, removeEvent } from './events.service.ts';
import { perAccount } from '../../lib/rate-limits.ts';
import { clearPublicPagesAfterWrite } from '../../plugins/pages.ts';

const REGISTRATIONS_PER_MINUTE = 20;
const perAccountRegistrations = perAccount(REGISTRATIONS_PER_MINUTE, '1 minute');

/** Events (spec §7.2 events): the public list, admins' console, registration with invites and reminders. */
export const eventsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.addHook('onResponse', clearPublicPagesAfterWrite);
  const deps = (): EventDeps => ({
    db: app.database.db,
    queue: app.queue,
    mailer: app.mailer,
    publicUrl: config.publicUrl,
  });
  const admin = app.requireRole('admin');
  const tags = ['content'];

  await app.queue.work<EventReminderJob>(QUEUE_NAMES.eventReminders, async (job) => {
    await processEventReminder(deps(), job.data);
  });

  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'Events: eventId=-1 for every upcoming shown event, or one shown event by id',
        querystring: EventsQuerySchema,
        response: { 200: envelopeOf(listOf(EventSchema)) },
      },
    },
    async (req) => ok(list(await findEvents(app.database.db, req.query.eventId, new Date()))),
  );

  app.get(
    '/events/manage',
    {
      schema: {
        tags,
        summary: 'Every event, hidden and past ones too (admins)',
        response: { 200: envelopeOf(EventManageListSchema) },
      },
      onRequest: admin,
    },
    async () => ok(list(await listManageEvents(app.database.db))),
  );

  app.get(
    '/events/manage/:id',
    {
      schema: {
        tags,
        summary: 'One event with its meeting link (admins)',
        params: ContentIdParamsSchema,
        response: { 200: envelopeOf(EventManageSchema) },
      },
      onRequest: admin,
    },
    async (req) => ok(await manageEvent(deps(), req.params.id)),
  );

  app.post(
    '/events',
    {
      schema: {
        tags,
        summary: 'Create an event (admins)',
        body: EventInputSchema,
        response: { 201: envelopeOf(EventManageSchema) },
      },
      onRequest: admin,
    },
    async (req, reply) => reply.code(201).send(ok(await createEvent(deps(), req.body), ContentMessages.saved, 201)),
  );

  app.put(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Change an event (admins); registrants get an updated invite when its time moves',
        params: ContentIdParamsSchema,
        body: EventInputSchema,
        response: { 200: envelopeOf(EventManageSchema) },
      },
      onRequest: admin,
    },
    async (req) => ok(await changeEvent(deps(), req.params.id, req.body, new Date()), ContentMessages.saved),
  );

  app.delete(
    '/events/:id',
    {
      schema: {
        tags,
        summary: 'Remove (cancel) an event (admins); registrants of a coming event get a cancelling invite',
        params: ContentIdParamsSchema,
        response: { 200: envelopeOf(z.null()) },
      },
      onRequest: admin,
    },
    async (req) => {
      await removeEvent(deps(), req.params.id, new Date());
      return ok(null, ContentMessages.deleted);
    },
  );

  app.get(
    '/events/:id/registration',
    {
      schema: {
        tags,
        summary: "The caller's place at an event (the meeting link only for registrants)",
        params: ContentIdParamsSchema,
        response: { 200: envelopeOf(EventRegistrationSchema) },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await myRegistration(app.database.db, req.params.id, req.user!.uid)),
  );

  app.post(
    '/events/:id/registrations',
    {
      schema: {
        tags,
        summary: 'Register for an event: a confirmation with a calendar invite, and a reminder before it',
        params: ContentIdParamsSchema,
        response: { 200: envelopeOf(EventRegistrationSchema) },
      },
      config: { rateLimit: perAccountRegistrations },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await register(deps(), req.params.id, req.user!.uid, new Date()), ContentMessages.registered),
  );

  app.delete(
    '/events/:id/registrations',
    {
      schema: {
        tags,
        summary: 'Cancel my registration (a cancelling invite is mailed)',
        params: ContentIdParamsSchema,
        response: { 200: envelopeOf(EventRegistrationSchema) },
      },
      config: { rateLimit: perAccountRegistrations },
      onRequest: app.requireAuth,
    },
    async (req) =>
      ok(await unregister(deps(), req.params.id, req.user!.uid, new Date()), ContentMessages.registrationCancelled),
  );
};
