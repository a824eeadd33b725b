import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { JudgingMessages as M } from '@elevate/contracts/judging/judging.messages';
import {
  ConflictListSchema,
  ConflictOwnerListSchema,
  ConflictOwnersQuerySchema,
  ConflictParamsSchema,
  ConflictSchema,
  ConflictWriteSchema,
  DrillJudgingParamsSchema,
  InvitationAcceptedSchema,
  InvitationParamsSchema,
  InvitationPreviewSchema,
  JudgeInvitedSchema,
  JudgeInviteSchema,
  JudgeListSchema,
  JudgeParamsSchema,
  JudgeRemovedSchema,
  JudgeRemoveQuerySchema,
  JudgeSchema,
  JudgeUpdateSchema,
} from '@elevate/contracts/judging/judging.schema';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import { callerOf } from '../console/console-caller.ts';
import { addConflict, conflictOwners, listConflicts, removeConflict } from './conflicts.service.ts';
import {
  acceptInvitation,
  inviteJudge,
  listJudges,
  previewInvitation,
  removeJudge,
  resendInvitation,
  updateJudge,
} from './judges.service.ts';
import { judgingErrors as errors, tags } from './judging-routes-shared.ts';

const withLimits = { ...errors, 410: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema };

/** Hosts: judges of a hackathon and their conflicts. Judges: reading and accepting an invitation. */
export const judgesRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const onRequest = app.requireAuth;
  const inviteDeps = () => ({ db: db(), mailer: app.mailer, publicUrl: config.publicUrl });

  app.get(
    '/console/drills/:drillId/judges',
    {
      schema: {
        tags,
        summary: "The hackathon's judges with their progress (hosts)",
        params: DrillJudgingParamsSchema,
        response: { 200: envelopeOf(JudgeListSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await listJudges(db(), callerOf(req), req.params.drillId)),
  );

  app.post(
    '/console/drills/:drillId/judges',
    {
      schema: {
        tags,
        summary: 'Invites a judge by email (201), or re-sends the invitation to an address invited before (200)',
        params: DrillJudgingParamsSchema,
        body: JudgeInviteSchema,
        response: { 200: envelopeOf(JudgeInvitedSchema), 201: envelopeOf(JudgeInvitedSchema), ...withLimits },
      },
      onRequest,
    },
    async (req, reply) => {
      const result = await inviteJudge(inviteDeps(), callerOf(req), req.params.drillId, req.body);
      const status = result.resent ? 200 : 201;
      const message = result.resent ? M.resent(result.judge.email) : M.invited(result.judge.email);
      return reply.code(status).send(ok(result, message, status));
    },
  );

  app.patch(
    '/console/drills/:drillId/judges/:judgeId',
    {
      schema: {
        tags,
        summary: "Corrects a judge's name or organisation (hosts)",
        params: JudgeParamsSchema,
        body: JudgeUpdateSchema,
        response: { 200: envelopeOf(JudgeSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await updateJudge(db(), callerOf(req), req.params.drillId, req.params.judgeId, req.body)),
  );

  app.delete(
    '/console/drills/:drillId/judges/:judgeId',
    {
      schema: {
        tags,
        summary:
          'Removes a judge: access ends, unsubmitted assignments go; ?discardScores=true also discards submitted reviews',
        params: JudgeParamsSchema,
        querystring: JudgeRemoveQuerySchema,
        response: { 200: envelopeOf(JudgeRemovedSchema), ...errors },
      },
      onRequest,
    },
    async (req) => {
      const result = await removeJudge(
        db(),
        callerOf(req),
        req.params.drillId,
        req.params.judgeId,
        req.query.discardScores ?? false,
      );
      return ok(result, M.judgeRemoved(result.judge.name || result.judge.email));
    },
  );

  app.post(
    '/console/drills/:drillId/judges/:judgeId/resend',
    {
      schema: {
        tags,
        summary: 'Sends the invitation again with a new link (hosts)',
        params: JudgeParamsSchema,
        response: { 200: envelopeOf(JudgeInvitedSchema), ...withLimits },
      },
      onRequest,
    },
    async (req) => {
      const result = await resendInvitation(inviteDeps(), callerOf(req), req.params.drillId, req.params.judgeId);
      return ok(result, M.resent(result.judge.email));
    },
  );

  app.get(
    '/console/drills/:drillId/judges/:judgeId/conflicts',
    {
      schema: {
        tags,
        summary: "A judge's conflicts: declared, and organisation matches (stored or found now)",
        params: JudgeParamsSchema,
        response: { 200: envelopeOf(ConflictListSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await listConflicts(db(), callerOf(req), req.params.drillId, req.params.judgeId)),
  );

  app.post(
    '/console/drills/:drillId/judges/:judgeId/conflicts',
    {
      schema: {
        tags,
        summary: 'Declares a conflict of a judge with a team or participant; their assignment to it goes',
        params: JudgeParamsSchema,
        body: ConflictWriteSchema,
        response: { 201: envelopeOf(ConflictSchema), ...errors },
      },
      onRequest,
    },
    async (req, reply) => {
      const result = await addConflict(db(), callerOf(req), req.params.drillId, req.params.judgeId, req.body);
      return reply.code(201).send(ok(result, M.conflictAdded, 201));
    },
  );

  app.delete(
    '/console/drills/:drillId/judges/:judgeId/conflicts/:conflictId',
    {
      schema: {
        tags,
        summary: 'Removes a declared conflict (hosts)',
        params: ConflictParamsSchema,
        response: { 200: envelopeOf(z.object({ conflictId: z.number().int() })), ...errors },
      },
      onRequest,
    },
    async (req) =>
      ok(await removeConflict(db(), callerOf(req), req.params.drillId, req.params.judgeId, req.params.conflictId)),
  );

  app.get(
    '/console/drills/:drillId/conflict-owners',
    {
      schema: {
        tags,
        summary: 'Teams and participants without a team, by name, to declare a conflict with (hosts)',
        params: DrillJudgingParamsSchema,
        querystring: ConflictOwnersQuerySchema,
        response: { 200: envelopeOf(ConflictOwnerListSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await conflictOwners(db(), callerOf(req), req.params.drillId, req.query.q, req.query.limit)),
  );

  app.get(
    '/judging/invitations/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation is (no sign-in): the hackathon, its company, the masked address, its state',
        params: InvitationParamsSchema,
        response: { 200: envelopeOf(InvitationPreviewSchema), ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => ok(await previewInvitation(db(), req.params.token)),
  );

  app.post(
    '/judging/invitations/:token/accept',
    {
      schema: {
        tags,
        summary: "Accepts an invitation: the signed-in user's verified address must be the invited one",
        params: InvitationParamsSchema,
        response: { 200: envelopeOf(InvitationAcceptedSchema), ...withLimits },
      },
      onRequest,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req) => {
      const result = await acceptInvitation(db(), callerOf(req), req.params.token);
      return ok(result, M.accepted(result.drillName));
    },
  );
};
