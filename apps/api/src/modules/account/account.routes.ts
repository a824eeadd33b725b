import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AccountMessages } from '@elevate/contracts/account/account.messages';
import {
  AccountParamsSchema,
  AccountSummarySchema,
  DeleteAccountSchema,
} from '@elevate/contracts/account/account.schema';
import {
  MailPreferencesSchema,
  MailSubscriptionSchema,
  UnsubscribeQuerySchema,
} from '@elevate/contracts/account/mail-preferences.schema';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { MINUTE, limit } from '../auth/auth.limits.ts';
import { createPasswordHasher } from '../auth/password-hash.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { accountSummary, deleteAccount, type AccountFilesJob } from './account-deletion.service.ts';
import { buildDataExport, dataExportFileName } from './data-export.service.ts';
import {
  getMailPreferences,
  previewSubscription,
  resubscribe,
  saveMailPreferences,
  unsubscribe,
} from './mail-preferences.service.ts';

const signedIn = [{ bearer: [] }];
const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};
const linkErrors = { 400: ErrorEnvelopeSchema, 410: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema };
const MessageOnlySchema = envelopeOf(z.never());

/** Exports a person may ask for in an hour: each reads every table about them. */
const DATA_EXPORTS_PER_HOUR = 5;
/**
 * Unsubscribe calls per address and minute. Generous: mail providers send one-click requests for many
 * people from a few addresses of theirs, and a refused one-click leaves someone getting mail they stopped.
 */
const UNSUBSCRIBES_PER_MINUTE = 600;

/** A link's answers are about one person: never kept by a browser or a shared cache, never indexed. */
const privateAnswer = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');

/**
 * Settings of one's own account (issue 10, docs/decisions/027): mail preferences, the data export and
 * deletion under users/{id}/…, owner only (another account, admins included, gets 403); and the signed
 * unsubscribe links under account/…, which need no sign-in.
 */
export const accountSettingsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const tags = ['account'];
  const owner = app.requireSelf('id', { adminMay: false });
  const hasher = createPasswordHasher(config.PASSWORD_HASH_COST_LOG2);
  const perAccount = (name: string, max: number, timeWindow: number) =>
    limit(app, { name, max, timeWindow, key: (req: FastifyRequest) => (req.user ? `uid:${req.user.uid}` : null) });
  const exportLimit = perAccount('data-export-account', DATA_EXPORTS_PER_HOUR, 60 * MINUTE);
  // Deleting asks for the password: guesses count like those of a password change.
  const deletionLimit = perAccount('account-deletion-account', config.LOGIN_RATE_LIMIT_ACCOUNT, 60 * MINUTE);
  const unsubscribeLimit = limit(app, { name: 'unsubscribe-ip', max: UNSUBSCRIBES_PER_MINUTE, timeWindow: MINUTE });

  // The files of deleted accounts, removed once the deletion has committed (retried until the store answers).
  await app.queue.work<AccountFilesJob>(QUEUE_NAMES.accountFiles, async (job) => {
    for (const file of job.data.files) await app.storage.remove(file);
  });

  app.get(
    '/users/:id/account',
    {
      schema: {
        tags,
        summary: 'The account as settings shows it, and how deleting it is confirmed (owner only)',
        security: signedIn,
        params: AccountParamsSchema,
        response: { 200: envelopeOf(AccountSummarySchema), ...errors },
      },
      preHandler: owner,
    },
    async (req) => ok(await accountSummary(db(), req.params.id)),
  );

  app.delete(
    '/users/:id/account',
    {
      schema: {
        tags,
        summary:
          'Delete my account, confirmed with the password (or the email when there is none): personal data wiped, every session ended',
        security: signedIn,
        params: AccountParamsSchema,
        body: DeleteAccountSchema,
        response: { 200: MessageOnlySchema, ...errors },
      },
      preHandler: [owner, deletionLimit],
    },
    async (req) => {
      await deleteAccount(
        { db: db(), mailer: app.mailer, queue: app.queue, hasher, supportMailbox: config.SUPPORT_MAILBOX },
        req.params.id,
        req.body,
      );
      return { httpStatus: 200, message: AccountMessages.accountDeleted };
    },
  );

  app.get(
    '/users/:id/mail-preferences',
    {
      schema: {
        tags,
        summary: 'Which kinds of mail I get, and the job feed and mentoring choices (owner only)',
        security: signedIn,
        params: AccountParamsSchema,
        response: { 200: envelopeOf(MailPreferencesSchema), ...errors },
      },
      preHandler: owner,
    },
    async (req) => ok(await getMailPreferences(db(), req.params.id)),
  );

  app.put(
    '/users/:id/mail-preferences',
    {
      schema: {
        tags,
        summary: 'Replace every mail switch and the job feed and mentoring choices (owner only)',
        security: signedIn,
        params: AccountParamsSchema,
        body: MailPreferencesSchema,
        response: { 200: envelopeOf(MailPreferencesSchema), ...errors },
      },
      preHandler: owner,
    },
    async (req) => ok(await saveMailPreferences(db(), req.params.id, req.body), AccountMessages.preferencesSaved),
  );

  app.get(
    '/users/:id/data-export',
    {
      schema: {
        tags,
        summary: 'Everything stored about me as a JSON file (application/json attachment; owner only)',
        security: signedIn,
        params: AccountParamsSchema,
        // No response schema: the body is the file (contracts account/data-export.schema.ts describes it);
        // errors still come as the JSON envelope.
      },
      preHandler: [owner, exportLimit],
    },
    async (req, reply) => {
      const now = new Date();
      const data = await buildDataExport(db(), req.params.id, now);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${dataExportFileName(now)}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.get(
    '/account/unsubscribe',
    {
      schema: {
        tags,
        summary: 'What a signed unsubscribe link is about (kind, masked address, still sent?); changes nothing',
        querystring: UnsubscribeQuerySchema,
        response: { 200: envelopeOf(MailSubscriptionSchema), ...linkErrors },
      },
      onRequest: unsubscribeLimit,
    },
    async (req, reply) => {
      privateAnswer(reply);
      return ok(await previewSubscription(db(), config.jwtSecret, req.query.token));
    },
  );

  // The one-click address of List-Unsubscribe: mail programs POST `List-Unsubscribe=One-Click` as a form
  // (RFC 8058), so this scope reads form bodies too; what they say does not matter, the token decides.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, _body, done) => done(null, undefined),
    );

    oneClick.post(
      '/account/unsubscribe',
      {
        schema: {
          tags,
          summary: 'Turn off the kind of mail a signed link names (RFC 8058 one-click, and the /unsubscribe page)',
          querystring: UnsubscribeQuerySchema,
          response: { 200: envelopeOf(MailSubscriptionSchema), ...linkErrors },
        },
        onRequest: unsubscribeLimit,
      },
      async (req, reply) => {
        privateAnswer(reply);
        const { message, result } = await unsubscribe(db(), config.jwtSecret, req.query.token);
        return ok(result, message);
      },
    );

    oneClick.post(
      '/account/resubscribe',
      {
        schema: {
          tags,
          summary: 'Turn the kind of mail a signed unsubscribe link names back on',
          querystring: UnsubscribeQuerySchema,
          response: { 200: envelopeOf(MailSubscriptionSchema), ...linkErrors },
        },
        onRequest: unsubscribeLimit,
      },
      async (req, reply) => {
        privateAnswer(reply);
        const { message, result } = await resubscribe(db(), config.jwtSecret, req.query.token);
        return ok(result, message);
      },
    );
  });
};
