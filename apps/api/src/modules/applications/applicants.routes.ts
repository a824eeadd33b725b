import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicantDetailSchema,
  ApplicantsFilterSchema,
  ApplicantsQuerySchema,
  ApplicantsResultSchema,
  ApplicationIdParamsSchema,
  JobApplicantsParamsSchema,
  MoveApplicantBodySchema,
} from '@elevate/contracts/applications/applicants.schema';
import { ApplicantsMessages } from '@elevate/contracts/applications/applicants.messages';
import { envelopeOf, ErrorEnvelopeSchema } from '@elevate/contracts/common/envelope';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { createNonEssentialMailer } from '../account/non-essential-mail.ts';
import { applicantDetail, jobApplicants, jobApplicantsCsv, moveApplicant } from './applicants.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * The employer console's applicants (issue "Employer console" → "Applicants of a job"): employers of the job's
 * company and admins only; another company's applicants are a 403 (modules/partners/partner-access.ts).
 */
export const applicantsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const tags = ['console'];
  const onRequest = app.requireRole('employer', 'admin');
  const nonEssentialMail = createNonEssentialMailer(app.mailer, config);
  const caller = (req: FastifyRequest): AuthUser => {
    if (!req.user) throw new Error('requireRole did not set the user');
    return req.user;
  };

  app.get(
    '/console/jobs/:jobId/applicants',
    {
      schema: {
        tags,
        summary: "A job's applicants (filter by status, search by name or email), with counts per status",
        params: JobApplicantsParamsSchema,
        querystring: ApplicantsQuerySchema,
        response: { 200: envelopeOf(ApplicantsResultSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await jobApplicants(db(), caller(req), { ...req.query, jobId: req.params.jobId })),
  );

  app.get(
    '/console/jobs/:jobId/applicants.csv',
    {
      schema: {
        tags,
        summary: "The job's applicants under the same filters as a CSV file (text/csv attachment)",
        params: JobApplicantsParamsSchema,
        querystring: ApplicantsFilterSchema,
        // No response schema: the body is the file itself; errors still come as the JSON envelope.
      },
      onRequest,
    },
    async (req, reply) => {
      const { fileName, body } = await jobApplicantsCsv(db(), caller(req), { ...req.query, jobId: req.params.jobId });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );

  app.get(
    '/console/applications/:applicationId',
    {
      schema: {
        tags,
        summary: "One applicant: profile, resume availability and the application's whole status history",
        params: ApplicationIdParamsSchema,
        response: { 200: envelopeOf(ApplicantDetailSchema), ...errors },
      },
      onRequest,
    },
    async (req) => ok(await applicantDetail(db(), caller(req), req.params.applicationId)),
  );

  app.post(
    '/console/applications/:applicationId/status',
    {
      schema: {
        tags,
        summary: 'Move an applicant to another status with optional feedback; notifies and mails the candidate',
        params: ApplicationIdParamsSchema,
        body: MoveApplicantBodySchema,
        response: { 200: envelopeOf(ApplicantDetailSchema), ...errors, 409: ErrorEnvelopeSchema },
      },
      onRequest,
    },
    async (req) => {
      const user = caller(req);
      const detail = await moveApplicant(
        { db: db(), mail: nonEssentialMail, publicUrl: config.publicUrl, now: new Date() },
        user,
        req.params.applicationId,
        req.body,
      );
      return ok(
        detail,
        ApplicantsMessages.moved(`${detail.user.fullName} ${detail.user.lastName}`.trim(), detail.currentStatus),
      );
    },
  );
};
