import { z } from 'zod';
import { blankIsUnset, idOf } from '../common/query-params.ts';
import { JobCardSchema } from './job-card.schema.ts';

/** The company block of a job's page; it links to /company-page/{customUrl}. */
export const JobPartnerSchema = z.object({
  partnerId: z.number().int(),
  displayName: z.string(),
  logo: z.string().nullable(),
  customUrl: z.string(),
  industry: z.string().nullable(),
  headquarter: z.string().nullable(),
});
export type JobPartner = z.infer<typeof JobPartnerSchema>;

/** Everything about one job: the card, the description and the company. */
export const JobDetailSchema = JobCardSchema.extend({
  /** HTML sanitised when it was written (p, br, strong, em, ul, ol, li, h3, h4, a[href]); safe to render. */
  description: z.string(),
  partner: JobPartnerSchema,
  /** False once the job is closed (or its company is no longer listed): it takes no more applications. */
  isActive: z.boolean(),
});
export type JobDetail = z.infer<typeof JobDetailSchema>;

const CUST_URL_MAX = 200;

/** `jobs/{id}`: a numeric job id or the job's custUrl. */
export const JobIdParamsSchema = z.object({ id: z.string().trim().min(1).max(CUST_URL_MAX) });
export const JobShortUrlParamsSchema = z.object({ short: z.string().trim().min(1).max(CUST_URL_MAX) });

/** `customurls?entityId&shortUrl`: one of the two, answered with both. */
export const CustomUrlQuerySchema = z
  .object({
    entityId: blankIsUnset(idOf('entityId').optional()),
    shortUrl: z.string().trim().min(1).max(CUST_URL_MAX).optional(),
  })
  .refine((v) => v.entityId !== undefined || v.shortUrl !== undefined, {
    message: 'entityId or shortUrl is required',
    path: ['shortUrl'],
  });
export const CustomUrlSchema = z.object({
  entityId: z.number().int(),
  shortUrl: z.string(),
  entityType: z.literal('job'),
});
export type CustomUrl = z.infer<typeof CustomUrlSchema>;

/** The counts in the header of /jobs. */
export const JobsHeadingSchema = z.object({
  activeJobs: z.number().int(),
  companiesHiring: z.number().int(),
  internships: z.number().int(),
  newThisWeek: z.number().int(),
});
export type JobsHeading = z.infer<typeof JobsHeadingSchema>;

export const JobViewBodySchema = z.object({
  jobId: idOf('jobId'),
});
export const JobViewResultSchema = z.object({
  jobId: z.number().int(),
  viewCount: z.number().int(),
  /** Whether this call counted: false when the same viewer already viewed the job today. */
  counted: z.boolean(),
});
export type JobViewResult = z.infer<typeof JobViewResultSchema>;

/** How many similar jobs a job's page shows. */
export const SIMILAR_JOBS_LIMIT = 4;
