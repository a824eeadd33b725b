import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, listOf } from '@elevate/contracts/common/envelope';
import { JobCardSchema } from '@elevate/contracts/jobs/job-card.schema';
import {
  CustomUrlQuerySchema,
  CustomUrlSchema,
  JobDetailSchema,
  JobIdParamsSchema,
  JobShortUrlParamsSchema,
  JobsHeadingSchema,
  JobViewBodySchema,
  JobViewResultSchema,
} from '@elevate/contracts/jobs/job-detail.schema';
import { JobSearchQuerySchema, JobSearchResultSchema } from '@elevate/contracts/jobs/job-search.schema';
import type { Config } from '../../config.ts';
import { list, ok } from '../../lib/envelope.ts';
import { jobsHeading } from './job-detail.repository.ts';
import {
  getJobByShortUrl,
  getJobDetail,
  getSimilarJobs,
  recordView,
  resolveCustomUrl,
  searchJobs,
} from './jobs.service.ts';

/** Views per IP per minute: enough for anyone reading jobs, not for a script inflating counts. */
const VIEWS_PER_MINUTE = 60;

/** Public job routes of spec §7.4 (finding jobs). Applications come with the applications module. */
export const jobsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const db = () => app.database.db;
  const tags = ['jobs'];

  app.get(
    '/jobs/search',
    {
      schema: {
        tags,
        summary: 'Search active jobs: keyword (full text and typos), filters, facets, sort and paging',
        querystring: JobSearchQuerySchema,
        response: { 200: envelopeOf(JobSearchResultSchema) },
      },
    },
    async (req) =>
      ok(
        await searchJobs(db(), req.query, {
          resultCacheMs: config.JOB_SEARCH_CACHE_SECONDS * 1000,
          shared: app.sharedStore,
        }),
      ),
  );

  app.get(
    '/jobs/heading',
    {
      schema: {
        tags,
        summary: 'Counts for the header of the jobs page',
        response: { 200: envelopeOf(JobsHeadingSchema) },
      },
    },
    async () => ok(await jobsHeading(db(), new Date())),
  );

  app.get(
    '/jobs/customurl/:short',
    {
      schema: {
        tags,
        summary: "A job by its short link (the job's custUrl)",
        params: JobShortUrlParamsSchema,
        response: { 200: envelopeOf(JobDetailSchema) },
      },
    },
    async (req) => ok(await getJobByShortUrl(db(), req.params.short)),
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: 'A job with its description and company, by numeric id or custUrl',
        params: JobIdParamsSchema,
        response: { 200: envelopeOf(JobDetailSchema) },
      },
    },
    async (req) => ok(await getJobDetail(db(), req.params.id)),
  );

  app.get(
    '/jobs/:id/similar',
    {
      schema: {
        tags,
        summary: 'Up to 4 active jobs of the same type or with shared skills',
        params: JobIdParamsSchema,
        response: { 200: envelopeOf(listOf(JobCardSchema)) },
      },
    },
    async (req) => ok(list(await getSimilarJobs(db(), req.params.id))),
  );

  app.get(
    '/customurls',
    {
      schema: {
        tags,
        summary: 'Resolve a job link: entityId → shortUrl or shortUrl → entityId',
        querystring: CustomUrlQuerySchema,
        response: { 200: envelopeOf(CustomUrlSchema) },
      },
    },
    async (req) => ok(await resolveCustomUrl(db(), req.query)),
  );

  const viewsLimiter = app.rateLimit({ max: VIEWS_PER_MINUTE, timeWindow: '1 minute' });
  // The spec writes the path with a trailing slash (POST jobs/views/); both spellings are accepted.
  for (const url of ['/jobs/views/', '/jobs/views']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: 'Count a view of a job, once per viewer per day',
          body: JobViewBodySchema,
          response: { 200: envelopeOf(JobViewResultSchema) },
        },
        onRequest: viewsLimiter,
      },
      async (req) =>
        ok(
          await recordView(db(), {
            jobId: req.body.jobId,
            ip: req.ip,
            secret: config.jwtSecret,
            now: new Date(),
          }),
        ),
    );
  }
};
