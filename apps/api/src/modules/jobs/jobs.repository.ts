import { and, count, desc, eq, getTableColumns, gte, lte } from 'drizzle-orm';
import { JOB_TYPES, type JobType } from '@elevate/contracts/common/constants';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';

// Every job column but the ones only the database reads: the search document (a few KB a row) and tags.
const {
  searchVector: _searchVector,
  locationTags: _locationTags,
  skillTags: _skillTags,
  ...jobColumns
} = getTableColumns(jobs);

export const jobCardColumns = {
  job: jobColumns,
  partnerName: partners.name,
  partnerDisplayName: partners.displayName,
  partnerLogo: partners.logoPath,
};

export type JobCardRow = {
  job: Omit<typeof jobs.$inferSelect, 'searchVector' | 'locationTags' | 'skillTags'>;
  partnerName: string;
  partnerDisplayName: string;
  partnerLogo: string | null;
};

/** A stored job type as the contract's union (an unknown legacy value reads as Full-Time). */
export const asJobType = (value: string): JobType =>
  (JOB_TYPES as readonly string[]).includes(value) ? (value as JobType) : 'Full-Time';

export const toJobCard = ({ job, partnerName, partnerDisplayName, partnerLogo }: JobCardRow): JobCard => ({
  jobId: job.id,
  jobTitle: job.title,
  custUrl: job.custUrl,
  jobImageLink: job.imageLink ?? partnerLogo,
  partnerId: job.partnerId,
  partnerName,
  partnerDisplayName,
  jobLocation: job.location,
  jobSkills: job.skills,
  jobCtcCurrency: job.ctcCurrency,
  jobMinCtcRange: job.minCtc,
  jobMaxCtcRange: job.maxCtc,
  jobCtcCategory: job.ctcCategory,
  isSalaryHidden: job.isSalaryHidden,
  jobType: asJobType(job.jobType),
  duration: job.duration,
  jobMinYoe: job.minYoe,
  jobMaxYoe: job.maxYoe,
  jobYoeTextForZero: job.yoeTextForZero,
  jobApplicantCount: job.applicantCount,
  jobNumberOfVacancies: job.vacancies,
  createdTs: job.createdAt.toISOString(),
});

export const listFeaturedJobs = async (db: DbOrTx, limit: number): Promise<JobCard[]> => {
  const rows = await db
    .select(jobCardColumns)
    .from(jobs)
    .innerJoin(partners, eq(partners.id, jobs.partnerId))
    .where(and(eq(jobs.isFeatured, true), eq(jobs.isActive, true)))
    .orderBy(desc(jobs.createdAt))
    .limit(limit);
  return rows.map(toJobCard);
};

/** Every active job's custUrl and last change, for /sitemap.xml. */
/** The sitemap's jobs: open ones of listed companies, the only ones whose page answers 200. */
export const listJobUrls = async (db: DbOrTx) =>
  db
    .select({ custUrl: jobs.custUrl, updatedAt: jobs.updatedAt })
    .from(jobs)
    .innerJoin(partners, eq(partners.id, jobs.partnerId))
    .where(and(eq(jobs.isActive, true), eq(partners.isActive, true)));

/**
 * One company's active jobs for its company page (spec §7.4), newest first, with the total for paging. A job
 * matches the CTC and experience ranges when its own range meets them. `limit: 0` answers the count alone.
 */
export const listJobsByPartner = async (
  db: DbOrTx,
  q: {
    partnerId: number;
    limit: number;
    offset: number;
    minCtc: number;
    maxCtc: number;
    minYoe: number;
    maxYoe: number;
  },
): Promise<{ data: JobCard[]; totalRecordCount: number }> => {
  const where = and(
    eq(jobs.partnerId, q.partnerId),
    eq(jobs.isActive, true),
    lte(jobs.minCtc, q.maxCtc),
    gte(jobs.maxCtc, q.minCtc),
    lte(jobs.minYoe, q.maxYoe),
    gte(jobs.maxYoe, q.minYoe),
  );
  const [rows, [total]] = await Promise.all([
    q.limit > 0
      ? db
          .select(jobCardColumns)
          .from(jobs)
          .innerJoin(partners, eq(partners.id, jobs.partnerId))
          .where(where)
          .orderBy(desc(jobs.createdAt), desc(jobs.id))
          .limit(q.limit)
          .offset(q.offset)
      : Promise.resolve([]),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { data: rows.map(toJobCard), totalRecordCount: total?.n ?? 0 };
};
