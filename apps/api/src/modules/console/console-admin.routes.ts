import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { ConsoleMessages } from '@elevate/contracts/console/console.messages';
import {
  AttachEmployerSchema,
  ConsolePartnerIdParamsSchema,
  ConsolePartnerSchema,
  CreatePartnerSchema,
  PartnerEmployerParamsSchema,
} from '@elevate/contracts/console/console-partner.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { signedInWriteErrors as errors } from '../../lib/error-responses.ts';
import { callerOf } from './console-caller.ts';
import { attachEmployer, createPartner, removeEmployer } from './console-admin.service.ts';

/** Admin only: companies and who runs them. */
export const consoleAdminRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const tags = ['console'];
  const adminOnly = app.requireRole('admin');

  app.post(
    '/partners',
    {
      schema: {
        tags,
        summary: 'Create a company (admin); 409 when the custom URL is taken',
        body: CreatePartnerSchema,
        response: { 201: envelopeOf(ConsolePartnerSchema), ...errors },
      },
      onRequest: adminOnly,
    },
    async (req, reply) => {
      const partner = await createPartner(db(), callerOf(req), req.body);
      return reply.code(201).send(ok(partner, ConsoleMessages.partnerCreated, 201));
    },
  );

  app.post(
    '/partners/:partnerId/employers',
    {
      schema: {
        tags,
        summary: 'Make an existing account an employer of the company (admin); a plain user becomes an employer',
        params: ConsolePartnerIdParamsSchema,
        body: AttachEmployerSchema,
        response: { 200: envelopeOf(ConsolePartnerSchema), ...errors },
      },
      onRequest: adminOnly,
    },
    async (req) =>
      ok(
        await attachEmployer(db(), app.mailer, callerOf(req), req.params.partnerId, req.body.email, config.publicUrl),
        ConsoleMessages.employerAttached,
      ),
  );

  app.delete(
    '/partners/:partnerId/employers/:uid',
    {
      schema: {
        tags,
        summary: 'Remove an employer from the company (admin)',
        params: PartnerEmployerParamsSchema,
        response: { 200: envelopeOf(ConsolePartnerSchema), ...errors },
      },
      onRequest: adminOnly,
    },
    async (req) =>
      ok(
        await removeEmployer(db(), callerOf(req), req.params.partnerId, req.params.uid),
        ConsoleMessages.employerRemoved,
      ),
  );
};
