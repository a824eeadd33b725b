import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { JudgingMessages as M } from '@elevate/contracts/judging/judging.messages';
import { PhaseJudgingParamsSchema, RubricSchema, RubricWriteSchema } from '@elevate/contracts/judging/judging.schema';
import { ok } from '../../lib/envelope.ts';
import { callerOf } from '../console/console-caller.ts';
import { judgingErrors as errors, tags } from './judging-routes-shared.ts';
import { getRubric, saveRubric } from './rubric.service.ts';

/** Hosts: a phase's rubric and judging settings. */
export const rubricRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const onRequest = app.requireAuth;

  app.get(
    '/console/drills/:drillId/phases/:phaseId/rubric',
    {
      schema: {
        tags,
        summary: "A phase's rubric and judging settings, and what still stops judging from opening",
        params: PhaseJudgingParamsSchema,
        response: { 200: envelopeOf(RubricSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await getRubric(db(), callerOf(req), req.params.drillId, req.params.phaseId)),
  );

  app.put(
    '/console/drills/:drillId/phases/:phaseId/rubric',
    {
      schema: {
        tags,
        summary:
          'Saves the rubric and settings; once judging is open a change needs confirmLockedChange and is audited',
        params: PhaseJudgingParamsSchema,
        body: RubricWriteSchema,
        response: { 200: envelopeOf(RubricSchema), ...errors },
      },
      onRequest,
    },
    async (req) =>
      ok(await saveRubric(db(), callerOf(req), req.params.drillId, req.params.phaseId, req.body), M.rubricSaved),
  );
};
