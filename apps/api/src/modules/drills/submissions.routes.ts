import type { FastifyReply } from 'fastify';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import {
  DrillIdParamsSchema,
  PhaseListQuerySchema,
  PhaseListSchema,
  ProblemStatementListSchema,
  ProblemStatementsQuerySchema,
  SignedFileLinkSchema,
  SubmissionDetailSchema,
  SubmissionFieldsQuerySchema,
  SubmissionFieldsSchema,
  SubmissionFileQuerySchema,
  SubmissionListQuerySchema,
  SubmissionListSchema,
  SubmissionParamsSchema,
  SubmissionReceiptSchema,
  SubmissionSavedSchema,
  SubmissionWriteSchema,
} from '@elevate/contracts/drills/submission.schema';
import type { Config } from '../../config.ts';
import { list, ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  phasesOf,
  problemStatementsOf,
  saveSubmission,
  submissionDetail,
  submissionFieldsOf,
  submissionFileLink,
  submissionReceipt,
  submissionsVisibleTo,
} from './submissions.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/** The signed-in caller (the route's onRequest hook made sure there is one). */
export const drillCaller = (req: FastifyRequest): AuthUser => {
  if (!req.user) throw new AppError(ErrorCode.SESSION_INVALID, AuthMessages.sessionInvalid);
  return req.user;
};

/**
 * The participant dashboard's phases, forms and submissions (spec §7.6). Phases are public; forms and the
 * submission list are for the hackathon's registered participants and hosts; problem statements and saving
 * are for the participant's own registration; one submission, its receipt and its files for its team (or its
 * participant) and the hosts. `{id}` is the hackathon's id or custom URL.
 */
/**
 * When the request reached the server: a deadline is judged by it, not by when the handler got its turn, so a
 * submission sent in time is never refused for having queued behind the deadline rush (docs/performance.md).
 */
const arrivedAt = (reply: FastifyReply) => new Date(Date.now() - reply.elapsedTime);

export const submissionsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const tags = ['drills'];
  const onRequest = app.requireAuth;
  const deps = () => ({ db: db(), mailer: app.mailer, config });

  app.get(
    '/drills/phases',
    {
      schema: {
        tags,
        summary: "A hackathon's phases in order with their status by the server's clock (public)",
        querystring: PhaseListQuerySchema,
        response: { 200: envelopeOf(PhaseListSchema), ...errors },
      },
    },
    async (req) => ok(await phasesOf(db(), req.query, new Date())),
  );

  app.get(
    '/drills/:id/submissionFields',
    {
      schema: {
        tags,
        summary: "A phase and its submission form (the hackathon's registered participants and hosts)",
        params: DrillIdParamsSchema,
        querystring: SubmissionFieldsQuerySchema,
        response: { 200: envelopeOf(SubmissionFieldsSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await submissionFieldsOf(db(), drillCaller(req), req.params.id, req.query.phaseId, new Date())),
  );

  app.get(
    '/drills/:id/PROBLEMSTATEMENT',
    {
      schema: {
        tags,
        summary: 'The problem statements to choose from (the participant named must be the caller)',
        params: DrillIdParamsSchema,
        querystring: ProblemStatementsQuerySchema,
        response: { 200: envelopeOf(ProblemStatementListSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(list(await problemStatementsOf(db(), drillCaller(req), req.params.id, req.query))),
  );

  const saveSchema = (summary: string) => ({
    tags,
    summary,
    params: DrillIdParamsSchema,
    body: SubmissionWriteSchema,
    response: { 200: envelopeOf(SubmissionSavedSchema), ...errors, 409: ErrorEnvelopeSchema },
  });

  app.post(
    '/drills/:id/submissions/idea',
    {
      schema: saveSchema(
        "Save a draft of or submit an idea phase for the caller's team (the participant must be the caller; while the phase is live)",
      ),
      onRequest,
    },
    async (req, reply) => {
      const { result, message } = await saveSubmission(
        deps(),
        drillCaller(req),
        req.params.id,
        'idea',
        req.body,
        arrivedAt(reply),
      );
      return ok(result, message);
    },
  );

  app.post(
    '/drills/:id/submissions',
    {
      schema: saveSchema(
        "Save a draft of or submit a solution (or other non-idea) phase for the caller's team (the participant must be the caller; while the phase is live)",
      ),
      onRequest,
    },
    async (req, reply) => {
      const { result, message } = await saveSubmission(
        deps(),
        drillCaller(req),
        req.params.id,
        'other',
        req.body,
        arrivedAt(reply),
      );
      return ok(result, message);
    },
  );

  app.get(
    '/drills/:id/submissions',
    {
      schema: {
        tags,
        summary:
          "The submissions the caller may read, newest update first (hosts: all of the hackathon; a participant: their team's and their own)",
        params: DrillIdParamsSchema,
        querystring: SubmissionListQuerySchema,
        response: { 200: envelopeOf(SubmissionListSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await submissionsVisibleTo(db(), drillCaller(req), req.params.id, req.query)),
  );

  app.get(
    '/drills/:id/submissions/:submissionId',
    {
      schema: {
        tags,
        summary: 'One submission with every kept version and who changed what (its team and the hosts)',
        params: SubmissionParamsSchema,
        response: { 200: envelopeOf(SubmissionDetailSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await submissionDetail(db(), drillCaller(req), req.params.id, req.params.submissionId)),
  );

  app.get(
    '/drills/:id/submissions/:submissionId/receipt',
    {
      schema: {
        tags,
        summary: 'The receipt of what is submitted now: time in IST and UTC, version, SHA-256 (its team and the hosts)',
        params: SubmissionParamsSchema,
        response: { 200: envelopeOf(SubmissionReceiptSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await submissionReceipt(db(), drillCaller(req), req.params.id, req.params.submissionId)),
  );

  app.get(
    '/drills/:id/submissions/:submissionId/files',
    {
      schema: {
        tags,
        summary: 'A short-lived link to read one file answer of the submission (its team and the hosts)',
        params: SubmissionParamsSchema,
        querystring: SubmissionFileQuerySchema,
        response: { 200: envelopeOf(SignedFileLinkSchema), ...errors },
      },
      onRequest,
    },
    async (req) =>
      ok(
        await submissionFileLink(
          db(),
          app.storage,
          drillCaller(req),
          req.params.id,
          req.params.submissionId,
          req.query.key,
        ),
      ),
  );
};
