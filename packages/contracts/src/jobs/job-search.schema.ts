import { z } from 'zod';
import { blankIsUnset, idOf, offsetParam, toHundredths } from '../common/query-params.ts';
import { JOB_TYPES } from '../common/constants.ts';
import { listOf } from '../common/envelope.ts';
import { JobCardSchema } from './job-card.schema.ts';
import {
  JOB_SEARCH_DEFAULT_LIMIT,
  JOB_SEARCH_MAX_LIMIT,
  JOB_SEARCH_MAX_OFFSET,
  JOB_SEARCH_QUERY_MAX_LENGTH,
  JOB_SEARCH_MAX_LIST_ITEMS,
  JOB_EXPERIENCE_MAX,
  JOB_SALARY_MAX,
  JOB_SORTS,
  splitQueryList,
} from './job-search.constants.ts';

const listParam = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .union([z.string().max(2000), z.array(z.string().max(2000)).max(JOB_SEARCH_MAX_LIST_ITEMS)])
    .transform(splitQueryList)
    .pipe(z.array(item).max(JOB_SEARCH_MAX_LIST_ITEMS, `At most ${JOB_SEARCH_MAX_LIST_ITEMS} values`));

const listText = listParam(z.string().max(100));

const nonNegative = (max: number, label: string) =>
  blankIsUnset(
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(0, `${label} cannot be negative`)
      .max(max, `${label} must be at most ${max}`)
      .transform(toHundredths)
      .optional(),
  );

/**
 * The query of `jobs/search` (spec §7.4). Lists are comma-separated (or repeated); ranges overlap the job's
 * own range. Bad input is a 400 with per-field messages, never a 500.
 */
export const JobSearchQuerySchema = z
  .object({
    q: z.string().trim().max(JOB_SEARCH_QUERY_MAX_LENGTH).optional(),
    location: listText.optional(),
    jobType: listParam(z.enum(JOB_TYPES, { error: `Job type must be one of: ${JOB_TYPES.join(', ')}` })).optional(),
    minExp: nonNegative(JOB_EXPERIENCE_MAX, 'Experience'),
    maxExp: nonNegative(JOB_EXPERIENCE_MAX, 'Experience'),
    minSalary: nonNegative(JOB_SALARY_MAX, 'Salary'),
    maxSalary: nonNegative(JOB_SALARY_MAX, 'Salary'),
    skills: listText.optional(),
    partnerId: blankIsUnset(idOf('partnerId').optional()),
    company: listText.optional(),
    /** Jobs linked to a hackathon (spec §7.4 jobs/search?drillId). */
    drillId: blankIsUnset(idOf('drillId').optional()),
    sort: blankIsUnset(z.enum(JOB_SORTS).default('relevance')),
    limit: blankIsUnset(
      z.coerce
        .number({ error: 'limit must be a number' })
        .int('limit must be a whole number')
        .min(0, 'limit cannot be negative')
        .default(JOB_SEARCH_DEFAULT_LIMIT)
        .transform((n) => Math.min(n, JOB_SEARCH_MAX_LIMIT)),
    ),
    offset: offsetParam(JOB_SEARCH_MAX_OFFSET),
  })
  .superRefine((v, ctx) => {
    if (v.minExp !== undefined && v.maxExp !== undefined && v.minExp > v.maxExp) {
      ctx.addIssue({ code: 'custom', path: ['maxExp'], message: 'Maximum experience must be at least the minimum' });
    }
    if (v.minSalary !== undefined && v.maxSalary !== undefined && v.minSalary > v.maxSalary) {
      ctx.addIssue({ code: 'custom', path: ['maxSalary'], message: 'Maximum salary must be at least the minimum' });
    }
  })
  // Salaries are whole rupees: a decimal bound (minSalary=1.5) is a fair search and filters exactly as the
  // whole rupees it admits (at least 2, at most 1), which the database's integer columns compare.
  .transform((v) => ({
    ...v,
    minSalary: v.minSalary === undefined ? undefined : Math.ceil(v.minSalary),
    maxSalary: v.maxSalary === undefined ? undefined : Math.floor(v.maxSalary),
  }));
export type JobSearchQuery = z.infer<typeof JobSearchQuerySchema>;

export const FacetBucketSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetBucket = z.infer<typeof FacetBucketSchema>;

export const CompanyFacetBucketSchema = FacetBucketSchema.extend({ partnerId: z.number().int() });

/**
 * Counts beside each filter option. Each facet counts the jobs that match the keyword and every other
 * filter, but not its own (so ticking 'Pune' still shows how many jobs 'Mumbai' would add).
 */
export const JobSearchFacetsSchema = z.object({
  jobType: z.array(FacetBucketSchema),
  location: z.array(FacetBucketSchema),
  experience: z.array(FacetBucketSchema),
  salary: z.array(FacetBucketSchema),
  skills: z.array(FacetBucketSchema),
  company: z.array(CompanyFacetBucketSchema),
});
export type JobSearchFacets = z.infer<typeof JobSearchFacetsSchema>;

export const JobSearchResultSchema = listOf(JobCardSchema).extend({
  facets: JobSearchFacetsSchema,
  /**
   * True when nothing matched the keyword as typed and the results are the closest spellings instead
   * (a looser trigram match), so the page can say so.
   */
  fuzzy: z.boolean(),
});
export type JobSearchResult = z.infer<typeof JobSearchResultSchema>;
