import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import {
  AccountMessages,
  AccountSummarySchema,
  AccountUpdateBodySchema,
} from '@elevate/contracts/users/profile.schema';
import { ok } from '../../lib/envelope.ts';
import { accountSummary, createProfile, updateAccount } from './profile.account.service.ts';
import { viewerOf } from './profile.routes.ts';

const errors = { 400: ErrorEnvelopeSchema, 401: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/**
 * users/profile GET, POST and PUT (spec §7.3): always the caller's own account, so there is no id to forge.
 * An invalid session is WUE-9001 (the auth hook), which logs the client out (spec §8).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const tags = ['users'];

  app.get(
    '/users/profile',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'My account: names, email, contact, user type, referral code, picture and profile strength',
        response: { 200: envelopeOf(AccountSummarySchema), ...errors },
      },
    },
    async (req) => ok(await accountSummary(db(), viewerOf(req).uid)),
  );

  app.post(
    '/users/profile',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Create my (empty) profile if it is not there yet; answers my account either way',
        response: { 200: envelopeOf(AccountSummarySchema), ...errors },
      },
    },
    async (req) => ok(await createProfile(db(), viewerOf(req).uid)),
  );

  app.put(
    '/users/profile',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Change my first and last name, contact number (10 digits) and user type',
        body: AccountUpdateBodySchema,
        response: { 200: envelopeOf(AccountSummarySchema), ...errors },
      },
    },
    async (req) => ok(await updateAccount(db(), viewerOf(req).uid, req.body), AccountMessages.saved),
  );
};
