import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { JudgingMessages as M } from '@elevate/contracts/judging/judging.messages';
import {
  CoverageSchema,
  JudgingOpenSchema,
  JudgingReopenSchema,
  JudgingRunSchema,
  JudgingStateSchema,
  PhaseJudgingParamsSchema,
} from '@elevate/contracts/judging/judging.schema';
import { ok } from '../../lib/envelope.ts';
import { callerOf } from '../console/console-caller.ts';
import { closeJudging, coverageOf, openJudging, rebalanceJudging, reopenJudging } from './assignments.service.ts';
import { judgingErrors as errors, tags } from './judging-routes-shared.ts';

/** Hosts: opening, rebalancing, closing and reopening a phase's judging, and its coverage. */
export const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const onRequest = app.requireAuth;
  const base = '/console/drills/:drillId/phases/:phaseId';

  app.post(
    `${base}/judging/open`,
    {
      schema: {
        tags,
        summary: 'Opens judging: locks the rubric and assigns the submitted submissions to the judges',
        params: PhaseJudgingParamsSchema,
        body: JudgingOpenSchema.optional(),
        response: { 200: envelopeOf(JudgingRunSchema), ...errors },
      },
      onRequest,
    },
    async (req) => {
      const run = await openJudging(db(), callerOf(req), req.params.drillId, req.params.phaseId, req.body?.seed);
      return ok(run, M.opened(run.assignmentsCreated));
    },
  );

  app.post(
    `${base}/judging/rebalance`,
    {
      schema: {
        tags,
        summary: 'Assigns late submissions and newly accepted judges; scored assignments stay',
        params: PhaseJudgingParamsSchema,
        body: JudgingOpenSchema.optional(),
        response: { 200: envelopeOf(JudgingRunSchema), ...errors },
      },
      onRequest,
    },
    async (req) => {
      const run = await rebalanceJudging(db(), callerOf(req), req.params.drillId, req.params.phaseId, req.body?.seed);
      return ok(run, M.rebalanced(run.assignmentsCreated));
    },
  );

  app.post(
    `${base}/judging/close`,
    {
      schema: {
        tags,
        summary: 'Closes judging: scores lock',
        params: PhaseJudgingParamsSchema,
        response: { 200: envelopeOf(JudgingStateSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await closeJudging(db(), callerOf(req), req.params.drillId, req.params.phaseId), M.closed),
  );

  app.post(
    `${base}/judging/reopen`,
    {
      schema: {
        tags,
        summary: 'Reopens closed judging (audited with the reason)',
        params: PhaseJudgingParamsSchema,
        body: JudgingReopenSchema.optional(),
        response: { 200: envelopeOf(JudgingStateSchema), ...errors },
      },
      onRequest,
    },
    async (req) =>
      ok(
        await reopenJudging(db(), callerOf(req), req.params.drillId, req.params.phaseId, req.body?.reason ?? ''),
        M.reopened,
      ),
  );

  app.get(
    `${base}/coverage`,
    {
      schema: {
        tags,
        summary: 'Every submission with its judges and reviews (short of K first) and each judge’s progress',
        params: PhaseJudgingParamsSchema,
        response: { 200: envelopeOf(CoverageSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await coverageOf(db(), callerOf(req), req.params.drillId, req.params.phaseId)),
  );
};
