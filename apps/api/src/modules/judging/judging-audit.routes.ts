import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import {
  DrillJudgingParamsSchema,
  JudgingAuditListSchema,
  JudgingAuditQuerySchema,
} from '@elevate/contracts/judging/judging.schema';
import { list, ok } from '../../lib/envelope.ts';
import { callerOf } from '../console/console-caller.ts';
import { requireHostedDrill } from '../drills/drill-access.ts';
import { listAudit } from './judging-audit.repository.ts';
import { judgingErrors as errors, tags } from './judging-routes-shared.ts';

/** Hosts: the judging audit log of a hackathon, newest first, optionally one phase's. */
export const judgingAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/console/drills/:drillId/judging/audit',
    {
      schema: {
        tags,
        summary: 'The judging audit log: rubric changes, score changes with before and after, open/close, judges',
        params: DrillJudgingParamsSchema,
        querystring: JudgingAuditQuerySchema,
        response: { 200: envelopeOf(JudgingAuditListSchema), ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (req) => {
      await requireHostedDrill(db(), callerOf(req), req.params.drillId);
      const { rows, total } = await listAudit(
        db(),
        req.params.drillId,
        req.query.phaseId,
        req.query.limit,
        req.query.offset,
      );
      return ok(list(rows, total));
    },
  );
};
