import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { NotificationMessages } from '@elevate/contracts/notifications/notification.messages';
import {
  NotificationCreateSchema,
  NotificationListQuerySchema,
  NotificationListResultSchema,
  NotificationSchema,
  NotificationUpdateResultSchema,
  NotificationUpdateSchema,
  UnreadCountQuerySchema,
  UnreadCountSchema,
} from '@elevate/contracts/notifications/notification.schema';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { createNotification, myNotifications, unreadCountOf, updateNotifications } from './notifications.service.ts';

/** The signed-in caller's id (the route's auth hook has run; without a user it is a session error). */
export const callerUid = (req: FastifyRequest): number => {
  if (!req.user) throw new AppError(ErrorCode.SESSION_INVALID, AuthMessages.sessionInvalid);
  return req.user.uid;
};

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * Notifications (spec §3, §4, §7.2). Every route is signed in and works on the caller's own notifications
 * only; creating one by hand is for admins. Events (a status change, a shared job) create theirs through
 * insertNotification inside their own transaction.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const tags = ['notifications'];

  app.get(
    '/notification',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first, with paging, an unread-only filter and my unread count',
        querystring: NotificationListQuerySchema,
        response: { 200: envelopeOf(NotificationListResultSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await myNotifications(db(), callerUid(req), req.query)),
  );

  app.get(
    '/notification/count',
    {
      schema: {
        tags,
        summary: 'My unread count (the unread count is read by uid; only my own uid is accepted)',
        querystring: UnreadCountQuerySchema,
        response: { 200: envelopeOf(UnreadCountSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok({ count: await unreadCountOf(db(), callerUid(req), req.query.uid) }),
  );

  app.put(
    '/notification',
    {
      schema: {
        tags,
        summary: 'Mark one of my notifications read or unread, or all of them read (READALL with my receiverUid)',
        body: NotificationUpdateSchema,
        response: { 200: envelopeOf(NotificationUpdateResultSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => {
      const { result, message } = await updateNotifications(db(), callerUid(req), req.body);
      return ok(result, message);
    },
  );

  app.post(
    '/notification',
    {
      schema: {
        tags,
        summary: 'Send a notification to a user (admins only)',
        body: NotificationCreateSchema,
        response: { 201: envelopeOf(NotificationSchema), ...errors },
      },
      onRequest: app.requireRole('admin'),
    },
    async (req, reply) => {
      const created = await createNotification(db(), callerUid(req), req.body);
      return reply.code(201).send(ok(created, NotificationMessages.created, 201));
    },
  );
};
