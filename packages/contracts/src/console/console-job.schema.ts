import { z } from 'zod';
import { limitParam, offsetParam } from '../common/query-params.ts';
import { JobCardSchema } from '../jobs/job-card.schema.ts';

export const CONSOLE_JOB_STATUSES = ['all', 'open', 'closed'] as const;
export type ConsoleJobStatus = (typeof CONSOLE_JOB_STATUSES)[number];
export const CONSOLE_JOBS_DEFAULT_LIMIT = 50;
export const CONSOLE_JOBS_MAX_LIMIT = 100;

/** A job as its company sees it: the card, open or closed, with its applicants counted by status. */
export const ConsoleJobSchema = JobCardSchema.extend({
  isActive: z.boolean(),
  updatedTs: z.string(),
  /** Applications received, counted live from the applications. */
  applicantCount: z.number().int(),
  /** Applications by their current status, e.g. { Applied: 4, Shortlisted: 1 }; statuses with none are left out. */
  statusCounts: z.record(z.string(), z.number().int()),
});
export type ConsoleJob = z.infer<typeof ConsoleJobSchema>;

/** `GET /api/console/partners/{id}/jobs?status=open|closed|all`, newest first. */
export const ConsoleJobsQuerySchema = z.object({
  status: z.enum(CONSOLE_JOB_STATUSES, { error: "status must be 'all', 'open' or 'closed'" }).default('all'),
  limit: limitParam(CONSOLE_JOBS_MAX_LIMIT, CONSOLE_JOBS_DEFAULT_LIMIT),
  offset: offsetParam(100_000),
});
export type ConsoleJobsQuery = z.infer<typeof ConsoleJobsQuerySchema>;

/**
 * One job's stored fields for its edit form (`GET /api/console/jobs/{id}`): the raw values, not the card's
 * display fallbacks (a job without its own image is not given the company logo here).
 */
export const ConsoleJobDetailSchema = z.object({
  jobId: z.number().int(),
  partnerId: z.number().int(),
  partnerDisplayName: z.string(),
  custUrl: z.string(),
  isActive: z.boolean(),
  jobTitle: z.string(),
  jobImageLink: z.string().nullable(),
  jobLocation: z.string(),
  jobSkills: z.string(),
  jobCtcCurrency: z.string(),
  jobMinCtcRange: z.number(),
  jobMaxCtcRange: z.number(),
  jobCtcCategory: z.string(),
  isSalaryHidden: z.boolean(),
  jobType: JobCardSchema.shape.jobType,
  duration: z.string().nullable(),
  jobMinYoe: z.number(),
  jobMaxYoe: z.number(),
  jobYoeTextForZero: z.string().nullable(),
  jobNumberOfVacancies: z.number().int(),
  description: z.string(),
  createdTs: z.string(),
  updatedTs: z.string(),
});
export type ConsoleJobDetail = z.infer<typeof ConsoleJobDetailSchema>;
