import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ErrorEnvelopeSchema, listOf } from '@elevate/contracts/common/envelope';
import { ConsoleMessages } from '@elevate/contracts/console/console.messages';
import {
  ConsoleJobDetailSchema,
  ConsoleJobSchema,
  ConsoleJobsQuerySchema,
} from '@elevate/contracts/console/console-job.schema';
import { ConsolePartnerIdParamsSchema } from '@elevate/contracts/console/console-partner.schema';
import {
  CreateJobSchema,
  JobIdNumberParamsSchema,
  JobStatusBodySchema,
  JobWriteSchema,
} from '@elevate/contracts/console/job-write.schema';
import { ok } from '../../lib/envelope.ts';
import { callerOf } from './console-caller.ts';
import { changeJobStatus, createJob, editJob, getJobForEditing, listPartnerJobs } from './console-jobs.service.ts';

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/** Posting, editing, closing and reopening a company's jobs (employer of that company or admin). */
export const consoleJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const tags = ['console'];
  const employerOrAdmin = app.requireRole('employer', 'admin');

  app.get(
    '/console/partners/:partnerId/jobs',
    {
      schema: {
        tags,
        summary: "A company's jobs, open and closed, newest first, with applicants counted by status",
        params: ConsolePartnerIdParamsSchema,
        querystring: ConsoleJobsQuerySchema,
        response: { 200: envelopeOf(listOf(ConsoleJobSchema)), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req) => ok(await listPartnerJobs(db(), callerOf(req), req.params.partnerId, req.query)),
  );

  app.get(
    '/console/jobs/:id',
    {
      schema: {
        tags,
        summary: "A job's stored fields for its edit form",
        params: JobIdNumberParamsSchema,
        response: { 200: envelopeOf(ConsoleJobDetailSchema), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req) => ok(await getJobForEditing(db(), callerOf(req), req.params.id)),
  );

  app.post(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'Post a job for a company the caller manages; its custUrl is made from the title and kept unique',
        body: CreateJobSchema,
        response: { 201: envelopeOf(ConsoleJobDetailSchema), ...errors, 409: ErrorEnvelopeSchema },
      },
      onRequest: employerOrAdmin,
    },
    async (req, reply) => {
      const job = await createJob(db(), callerOf(req), req.body);
      return reply.code(201).send(ok(job, ConsoleMessages.jobPosted, 201));
    },
  );

  app.put(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: 'Edit a job (its custUrl stays as it was)',
        params: JobIdNumberParamsSchema,
        body: JobWriteSchema,
        response: { 200: envelopeOf(ConsoleJobDetailSchema), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req) => ok(await editJob(db(), callerOf(req), req.params.id, req.body), ConsoleMessages.jobSaved),
  );

  app.put(
    '/jobs/:id/status',
    {
      schema: {
        tags,
        summary: 'Close a job (no more applications, out of search) or reopen it',
        params: JobIdNumberParamsSchema,
        body: JobStatusBodySchema,
        response: { 200: envelopeOf(ConsoleJobDetailSchema), ...errors },
      },
      onRequest: employerOrAdmin,
    },
    async (req) => {
      const job = await changeJobStatus(db(), callerOf(req), req.params.id, req.body.isActive);
      return ok(job, job.isActive ? ConsoleMessages.jobReopened : ConsoleMessages.jobClosed);
    },
  );
};
