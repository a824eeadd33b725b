import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import { JudgingMessages as M } from '@elevate/contracts/judging/judging.messages';
import {
  AssignmentDetailSchema,
  AssignmentParamsSchema,
  ConflictDeclaredSchema,
  DeclareConflictSchema,
  JudgePhaseParamsSchema,
  MyAssignmentsSchema,
  MyJudgingSchema,
  ScoreSavedSchema,
  ScoreWriteSchema,
} from '@elevate/contracts/judging/judging.schema';
import { ok } from '../../lib/envelope.ts';
import { callerOf } from '../console/console-caller.ts';
import { judgingErrors as errors, tags } from './judging-routes-shared.ts';
import { assignmentDetail, declareConflict, myAssignments, myJudging, saveScore } from './scoring.service.ts';

/** Judges (signed in, active): what I judge, my assignments, one assignment, my review, a conflict. */
export const scoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const onRequest = app.requireAuth;

  app.get(
    '/judging/mine',
    {
      schema: {
        tags,
        summary: 'The hackathons and phases I judge, with my progress',
        response: { 200: envelopeOf(MyJudgingSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await myJudging(db(), callerOf(req))),
  );

  app.get(
    '/judging/phases/:phaseId/assignments',
    {
      schema: {
        tags,
        summary: 'My assignments in a phase: calibration first, then not started, drafts, submitted',
        params: JudgePhaseParamsSchema,
        response: { 200: envelopeOf(MyAssignmentsSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await myAssignments(db(), callerOf(req), req.params.phaseId)),
  );

  app.get(
    '/judging/assignments/:assignmentId',
    {
      schema: {
        tags,
        summary: 'One of my assignments: the submission, the rubric and my review',
        params: AssignmentParamsSchema,
        response: { 200: envelopeOf(AssignmentDetailSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await assignmentDetail(db(), app.storage, callerOf(req), req.params.assignmentId)),
  );

  app.put(
    '/judging/assignments/:assignmentId/score',
    {
      schema: {
        tags,
        summary: 'Saves a draft review or submits it (while judging is open; changes after submitting are audited)',
        params: AssignmentParamsSchema,
        body: ScoreWriteSchema,
        response: { 200: envelopeOf(ScoreSavedSchema), ...errors },
      },
      onRequest,
    },
    async (req) => {
      const { message, ...saved } = await saveScore(db(), callerOf(req), req.params.assignmentId, req.body);
      return ok(saved, message);
    },
  );

  app.post(
    '/judging/assignments/:assignmentId/conflict',
    {
      schema: {
        tags,
        summary: 'Declares a conflict of interest: the assignment goes and the hosts see why',
        params: AssignmentParamsSchema,
        body: DeclareConflictSchema,
        response: { 200: envelopeOf(ConflictDeclaredSchema), ...errors },
      },
      onRequest,
    },
    async (req) =>
      ok(await declareConflict(db(), callerOf(req), req.params.assignmentId, req.body.note), M.conflictDeclared),
  );
};
