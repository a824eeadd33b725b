import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ErrorEnvelopeSchema, listOf } from '@elevate/contracts/common/envelope';
import { DrillCardSchema } from '@elevate/contracts/drills/drill-card.schema';
import { JobCardSchema } from '@elevate/contracts/jobs/job-card.schema';
import {
  PartnerDrillsQuerySchema,
  PartnerIdParamsSchema,
  PartnerJobsQuerySchema,
  PartnersQuerySchema,
} from '@elevate/contracts/partners/partner-queries.schema';
import { PartnerCardSchema, PartnerPageSchema } from '@elevate/contracts/partners/partner.schema';
import { ok } from '../../lib/envelope.ts';
import { findPartners, partnerDrills, partnerJobs } from './partners.service.ts';

/** Public company pages (spec §2.7, §7.2, §7.4, §7.6); anyone may read an active company. */
export const partnersRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/partners',
    {
      schema: {
        tags: ['partners'],
        summary: 'A company page record by customUrl (with its tab counts), or the active companies as cards',
        querystring: PartnersQuerySchema,
        response: {
          // The page record first: a card would also match it, dropping the page fields.
          200: envelopeOf(z.union([listOf(PartnerPageSchema), listOf(PartnerCardSchema)])),
          400: ErrorEnvelopeSchema,
        },
      },
    },
    async (req) => ok(await findPartners(db(), req.query, new Date())),
  );

  app.get(
    '/partners/:partnerId/jobs',
    {
      schema: {
        tags: ['partners'],
        summary: "A company's active jobs, newest first (the company page job query of spec §7.4)",
        params: PartnerIdParamsSchema,
        querystring: PartnerJobsQuerySchema,
        response: { 200: envelopeOf(listOf(JobCardSchema)), 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (req) => ok(await partnerJobs(db(), req.params.partnerId, req.query)),
  );

  app.get(
    '/partners/:partnerId/drills',
    {
      schema: {
        tags: ['partners'],
        summary: "A company's hackathons, running ones first (the company page hackathon query of spec §7.6)",
        params: PartnerIdParamsSchema,
        querystring: PartnerDrillsQuerySchema,
        response: { 200: envelopeOf(listOf(DrillCardSchema)), 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (req) => ok(await partnerDrills(db(), req.params.partnerId, req.query, new Date())),
  );
};
