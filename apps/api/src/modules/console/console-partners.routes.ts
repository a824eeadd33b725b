import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ErrorEnvelopeSchema, listOf } from '@elevate/contracts/common/envelope';
import { CompanyPageEditSchema } from '@elevate/contracts/console/company-page-edit.schema';
import { ConsoleMessages } from '@elevate/contracts/console/console.messages';
import {
  ConsolePartnerIdParamsSchema,
  ConsolePartnerSchema,
  ConsolePartnersQuerySchema,
  ConsolePartnerSummarySchema,
} from '@elevate/contracts/console/console-partner.schema';
import { ok } from '../../lib/envelope.ts';
import { callerOf } from './console-caller.ts';
import { consolePartner, listMyPartners, saveCompanyPage } from './console-partners.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/** The company page in the employer console: employers of that company, or admins (partner-access.ts). */
export const consolePartnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const tags = ['console'];
  const employerOrAdmin = app.requireRole('employer', 'admin');

  app.get(
    '/console/partners',
    {
      schema: {
        tags,
        summary: "The caller's companies with job counts and employers (an admin: every company, searchable by q)",
        querystring: ConsolePartnersQuerySchema,
        response: { 200: envelopeOf(listOf(ConsolePartnerSummarySchema)), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req) => ok(await listMyPartners(db(), callerOf(req), req.query)),
  );

  app.get(
    '/partners/:partnerId',
    {
      schema: {
        tags,
        summary: 'A company record for its editor (employer of that company or admin)',
        params: ConsolePartnerIdParamsSchema,
        response: { 200: envelopeOf(ConsolePartnerSchema), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req) => ok(await consolePartner(db(), callerOf(req), req.params.partnerId)),
  );

  app.put(
    '/partners/:partnerId',
    {
      schema: {
        tags,
        summary: 'Save the company page: every field of spec §3 Company (employer of that company or admin)',
        params: ConsolePartnerIdParamsSchema,
        body: CompanyPageEditSchema,
        response: { 200: envelopeOf(ConsolePartnerSchema), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req) =>
      ok(await saveCompanyPage(db(), callerOf(req), req.params.partnerId, req.body), ConsoleMessages.saved),
  );
};
