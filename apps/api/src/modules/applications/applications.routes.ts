import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApplicationMessages } from '@elevate/contracts/applications/application.messages';
import {
  AppliedJobsQuerySchema,
  AppliedJobsResultSchema,
  ApplicationSchema,
  CompleteApplicationsQuerySchema,
  CompleteApplicationsResultSchema,
  ApplicationStatsQuerySchema,
  ApplicationStatsSchema,
  ApplyBodySchema,
  ApplyResultSchema,
  JobApplicationParamsSchema,
  JobApplicationQuerySchema,
  JobApplicationResultSchema,
  MyApplicationsQuerySchema,
  MyApplicationsResultSchema,
  TrackApplicationQuerySchema,
} from '@elevate/contracts/applications/application.schema';
import { envelopeOf } from '@elevate/contracts/common/envelope';
import type { Config } from '../../config.ts';
import { ok } from '../../lib/envelope.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  applicationToJob,
  appliedJobs,
  apply,
  completeApplications,
  listMyApplications,
  myApplicationStats,
  subjectOf,
  trackApplication,
} from './applications.service.ts';
import { limit, MINUTE } from '../auth/auth.limits.ts';

/** The candidate's side of applications (spec §7.4): apply, list, track, and "have I applied here?". */
export const applicationsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const tags = ['applications'];
  // requireAuth runs on every route here: a handler never sees a missing user.
  const signedIn = (user: AuthUser | null): AuthUser => {
    if (!user) throw new Error('requireAuth did not set the user');
    return user;
  };
  // Per account, not per address: candidates behind one campus network each get their own allowance. The
  // account is the verified one (a preHandler after requireAuth), never the raw AUTH_UID header: counting
  // the header let anyone spend any user's allowance, and a padded header dodge it (docs/decisions/021).
  const applyLimiter = limit(app, {
    name: 'apply-user',
    max: config.APPLY_RATE_LIMIT,
    timeWindow: MINUTE,
    key: (req) => (req.user ? `apply:${req.user.uid}` : null),
  });

  app.post(
    '/jobs/application',
    {
      schema: {
        tags,
        summary: 'Apply to a job with the resume on the profile (candidates only); applying again changes nothing',
        body: ApplyBodySchema,
        response: { 200: envelopeOf(ApplyResultSchema), 201: envelopeOf(ApplyResultSchema) },
      },
      onRequest: app.requireAuth,
      preHandler: applyLimiter,
    },
    async (req, reply) => {
      const result = await apply(
        { db: db(), mailer: app.mailer, publicUrl: config.publicUrl },
        signedIn(req.user),
        req.body.jobId,
        new Date(),
      );
      if (result.alreadyApplied) return ok(result, ApplicationMessages.alreadyApplied);
      reply.code(201);
      return ok(result, ApplicationMessages.applied, 201);
    },
  );

  app.get(
    '/jobs/application',
    {
      schema: {
        tags,
        summary: "The caller's applications, newest first, by tab (all, active, closed), with counts per tab",
        querystring: MyApplicationsQuerySchema,
        response: { 200: envelopeOf(MyApplicationsResultSchema) },
      },
      onRequest: app.requireAuth,
    },
    async (req) => {
      const { uId, ...page } = req.query;
      return ok(await listMyApplications(db(), subjectOf(signedIn(req.user), uId), page));
    },
  );

  app.get(
    '/jobs/application/stats',
    {
      schema: {
        tags,
        summary: "How many of the caller's applications are in each status and tab",
        querystring: ApplicationStatsQuerySchema,
        response: { 200: envelopeOf(ApplicationStatsSchema) },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await myApplicationStats(db(), subjectOf(signedIn(req.user), req.query.uId))),
  );

  app.get(
    '/jobs/application/track',
    {
      schema: {
        tags,
        summary: 'One application with its whole status history (its candidate, the company, admins)',
        querystring: TrackApplicationQuerySchema,
        response: { 200: envelopeOf(ApplicationSchema) },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await trackApplication(db(), signedIn(req.user), req.query.applicationId)),
  );

  app.get(
    '/jobs/:jobId/applications',
    {
      schema: {
        tags,
        summary: "The caller's application to this job, or null when they have not applied",
        params: JobApplicationParamsSchema,
        querystring: JobApplicationQuerySchema,
        response: { 200: envelopeOf(JobApplicationResultSchema) },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await applicationToJob(db(), subjectOf(signedIn(req.user), req.query.uId), req.params.jobId)),
  );

  app.get(
    '/jobs/completeapplication',
    {
      schema: {
        tags,
        summary:
          'Every application of the caller with its complete status history, newest first (unpaged, at most 500)',
        querystring: CompleteApplicationsQuerySchema,
        response: { 200: envelopeOf(CompleteApplicationsResultSchema) },
      },
      onRequest: app.requireAuth,
    },
    async (req) => ok(await completeApplications(db(), subjectOf(signedIn(req.user), req.query.uId))),
  );

  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary: 'jobs?uId: the cards of the jobs this user applied to, with where each application stands',
        querystring: AppliedJobsQuerySchema,
        response: { 200: envelopeOf(AppliedJobsResultSchema) },
      },
      onRequest: app.requireAuth,
    },
    async (req) => {
      const { uId, ...page } = req.query;
      return ok(await appliedJobs(db(), subjectOf(signedIn(req.user), uId), page));
    },
  );
};
