import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ErrorEnvelopeSchema, listOf } from '@elevate/contracts/common/envelope';
import { limitParam, offsetParam } from '@elevate/contracts/common/query-params';
import { ConsoleDrillMessages } from '@elevate/contracts/console/console-drill.messages';
import {
  CONSOLE_DRILLS_DEFAULT_LIMIT,
  CONSOLE_DRILLS_MAX_LIMIT,
  ConsoleDrillSchema,
  ConsoleDrillSummarySchema,
  CreateDrillSchema,
  DrillCustUrlCheckQuerySchema,
  DrillCustUrlCheckSchema,
  DrillIdParamsSchema,
  DrillWriteSchema,
} from '@elevate/contracts/console/console-drill.schema';
import { ConsolePartnerIdParamsSchema } from '@elevate/contracts/console/console-partner.schema';
import { DrillDetailSchema } from '@elevate/contracts/drills/drill-content.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { callerOf } from './console-caller.ts';
import {
  checkCustUrl,
  createDrill,
  editDrill,
  getHostedDrill,
  listDrillsOfPartner,
  previewDrill,
  publishDrill,
  unpublishDrill,
} from './console-drills.service.ts';
import { clearPublicPagesAfterWrite } from '../../plugins/pages.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

const ListQuerySchema = z.object({
  limit: limitParam(CONSOLE_DRILLS_MAX_LIMIT, CONSOLE_DRILLS_DEFAULT_LIMIT),
  offset: offsetParam(100_000),
});

/**
 * Host console: create, edit, publish and preview hackathons and open-innovation challenges (issue 12). An
 * employer works on their own company's hackathons, an admin on every one; anybody else gets 403.
 */
export const consoleDrillsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app) => {
  app.addHook('onResponse', clearPublicPagesAfterWrite);
  const db = () => app.database.db;
  const tags = ['console'];
  const employerOrAdmin = app.requireRole('employer', 'admin');

  app.get(
    '/console/partners/:partnerId/drills',
    {
      schema: {
        tags,
        summary: "A company's hackathons, drafts and published, the latest changed first, with registrations",
        params: ConsolePartnerIdParamsSchema,
        querystring: ListQuerySchema,
        response: { 200: envelopeOf(listOf(ConsoleDrillSummarySchema)), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req) => ok(await listDrillsOfPartner(db(), callerOf(req), req.params.partnerId, req.query)),
  );

  app.post(
    '/console/drills',
    {
      schema: {
        tags,
        summary: 'Create a hackathon for a company the caller manages, as an unpublished draft',
        body: CreateDrillSchema,
        response: { 201: envelopeOf(ConsoleDrillSchema), ...errors, 409: ErrorEnvelopeSchema },
      },
      onRequest: employerOrAdmin,
    },
    async (req, reply) => {
      const drill = await createDrill(db(), callerOf(req), req.body);
      return reply.code(201).send(ok(drill, ConsoleDrillMessages.created, 201));
    },
  );

  // Registered before /console/drills/:drillId so the literal path wins.
  app.get(
    '/console/drills/custurl',
    {
      schema: {
        tags,
        summary: 'Is this custom URL free? Suggests a free one made from the name',
        querystring: DrillCustUrlCheckQuerySchema,
        response: { 200: envelopeOf(DrillCustUrlCheckSchema), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req) => {
      const check = await checkCustUrl(db(), callerOf(req), req.query);
      return ok(check, check.available ? ConsoleDrillMessages.custUrlFree : undefined);
    },
  );

  app.get(
    '/console/drills/:drillId',
    {
      schema: {
        tags,
        summary: "A hackathon's stored fields, state and checklist for its host",
        params: DrillIdParamsSchema,
        response: { 200: envelopeOf(ConsoleDrillSchema), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req) => ok(await getHostedDrill(db(), callerOf(req), req.params.drillId)),
  );

  app.put(
    '/console/drills/:drillId',
    {
      schema: {
        tags,
        summary: 'Save every field of a hackathon (rich text sanitised); the checklist is stored with it',
        params: DrillIdParamsSchema,
        body: DrillWriteSchema,
        response: { 200: envelopeOf(ConsoleDrillSchema), ...errors, 409: ErrorEnvelopeSchema },
      },
      onRequest: employerOrAdmin,
    },
    async (req) => ok(await editDrill(db(), callerOf(req), req.params.drillId, req.body), ConsoleDrillMessages.saved),
  );

  app.post(
    '/console/drills/:drillId/publish',
    {
      schema: {
        tags,
        summary: 'Publish a hackathon whose checklist is complete (400 lists what is missing)',
        params: DrillIdParamsSchema,
        response: { 200: envelopeOf(ConsoleDrillSchema), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req) => ok(await publishDrill(db(), callerOf(req), req.params.drillId), ConsoleDrillMessages.published),
  );

  app.post(
    '/console/drills/:drillId/unpublish',
    {
      schema: {
        tags,
        summary: 'Hide a hackathon from participants again',
        params: DrillIdParamsSchema,
        response: { 200: envelopeOf(ConsoleDrillSchema), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req) => ok(await unpublishDrill(db(), callerOf(req), req.params.drillId), ConsoleDrillMessages.unpublished),
  );

  app.get(
    '/console/drills/:drillId/preview',
    {
      schema: {
        tags,
        summary: 'The hackathon exactly as participants will see it on /drills/{id}, published or not',
        params: DrillIdParamsSchema,
        response: { 200: envelopeOf(DrillDetailSchema), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req) => ok(await previewDrill(db(), callerOf(req), req.params.drillId, new Date())),
  );
};
