import { and, desc, eq, gte, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { JobType } from '@elevate/contracts/common/constants';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import type { CustomUrl, JobDetail, JobsHeading } from '@elevate/contracts/jobs/job-detail.schema';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';
import { jobCardColumns, toJobCard } from './jobs.repository.ts';

const INTERNSHIP_TYPES: JobType[] = ['Internship', 'Paid Internship', 'Unpaid Internship'];
const listed = and(eq(jobs.isActive, true), eq(partners.isActive, true));

export type JobKey = { id: number } | { custUrl: string };
const whereKey = (key: JobKey): SQL => ('id' in key ? eq(jobs.id, key.id) : eq(jobs.custUrl, key.custUrl));

/** One job with its description and company, open or closed; null when there is no such job. */
export const findJobDetail = async (db: DbOrTx, key: JobKey): Promise<JobDetail | null> => {
  const [row] = await db
    .select({
      ...jobCardColumns,
      partnerCustomUrl: partners.customUrl,
      partnerIndustry: partners.industry,
      partnerHeadquarter: partners.headquarter,
      partnerIsActive: partners.isActive,
    })
    .from(jobs)
    .innerJoin(partners, eq(partners.id, jobs.partnerId))
    .where(whereKey(key))
    .limit(1);
  if (!row) return null;
  return {
    ...toJobCard(row),
    description: row.job.description,
    isActive: row.job.isActive && row.partnerIsActive,
    partner: {
      partnerId: row.job.partnerId,
      displayName: row.partnerDisplayName,
      logo: row.partnerLogo,
      customUrl: row.partnerCustomUrl,
      industry: row.partnerIndustry,
      headquarter: row.partnerHeadquarter,
    },
  };
};

/** A job's id and short URL, looked up by either (customurls?entityId&shortUrl); both must agree when both given. */
export const findJobCustomUrl = async (
  db: DbOrTx,
  q: { entityId?: number; shortUrl?: string },
): Promise<CustomUrl | null> => {
  const conditions: SQL[] = [];
  if (q.entityId !== undefined) conditions.push(eq(jobs.id, q.entityId));
  if (q.shortUrl !== undefined) conditions.push(eq(jobs.custUrl, q.shortUrl));
  if (conditions.length === 0) return null;
  const [row] = await db
    .select({ entityId: jobs.id, shortUrl: jobs.custUrl })
    .from(jobs)
    .where(and(...conditions))
    .limit(1);
  return row ? { ...row, entityType: 'job' } : null;
};

/** The header counts of /jobs over listed jobs: all, companies with one or more, internships, posted in 7 days. */
export const jobsHeading = async (db: DbOrTx, now: Date): Promise<JobsHeading> => {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const [row] = await db
    .select({
      activeJobs: sql<number>`count(*)::int`,
      companiesHiring: sql<number>`count(DISTINCT ${jobs.partnerId})::int`,
      internships: sql<number>`(count(*) FILTER (WHERE ${inArray(jobs.jobType, INTERNSHIP_TYPES)}))::int`,
      newThisWeek: sql<number>`(count(*) FILTER (WHERE ${gte(jobs.createdAt, weekAgo)}))::int`,
    })
    .from(jobs)
    .innerJoin(partners, eq(partners.id, jobs.partnerId))
    .where(listed);
  return row ?? { activeJobs: 0, companiesHiring: 0, internships: 0, newThisWeek: 0 };
};

/**
 * Up to `limit` listed jobs like this one: the same job type or a shared skill, most shared skills first,
 * then the same type, then the newest. Never the job itself.
 */
export const findSimilarJobs = async (
  db: DbOrTx,
  job: { jobId: number; jobType: string; skills: string[] },
  limit: number,
): Promise<JobCard[]> => {
  const skills = job.skills.map((s) => s.toLowerCase());
  const skillArray = sql`ARRAY[${sql.join(
    skills.map((s) => sql`${s}`),
    sql`, `,
  )}]::text[]`;
  const shared =
    skills.length > 0
      ? sql`cardinality(ARRAY(SELECT unnest(${jobs.skillTags}) INTERSECT SELECT unnest(${skillArray})))`
      : sql`0`;
  const rows = await db
    .select(jobCardColumns)
    .from(jobs)
    .innerJoin(partners, eq(partners.id, jobs.partnerId))
    .where(
      and(
        listed,
        ne(jobs.id, job.jobId),
        skills.length > 0
          ? or(eq(jobs.jobType, job.jobType), sql`${jobs.skillTags} && ${skillArray}`)
          : eq(jobs.jobType, job.jobType),
      ),
    )
    .orderBy(desc(shared), desc(sql`${jobs.jobType} = ${job.jobType}`), desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  return rows.map(toJobCard);
};
