import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ConsoleJob, ConsoleJobDetail, ConsoleJobStatus } from '@elevate/contracts/console/console-job.schema';
import type { DbOrTx } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';
import { asJobType, jobCardColumns, toJobCard } from '../jobs/jobs.repository.ts';

/** The stored job values a write sets (everything but ids, counts and timestamps). */
export interface JobValues {
  title: string;
  imageLink: string | null;
  location: string;
  skills: string;
  ctcCurrency: string;
  minCtc: number;
  maxCtc: number;
  ctcCategory: string;
  isSalaryHidden: boolean;
  jobType: string;
  duration: string | null;
  minYoe: number;
  maxYoe: number;
  yoeTextForZero: string | null;
  vacancies: number;
  description: string;
}

/** Which company a job belongs to, or null when there is no such job. */
export const jobOwnerOf = async (db: DbOrTx, jobId: number): Promise<{ partnerId: number } | null> => {
  const [row] = await db.select({ partnerId: jobs.partnerId }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return row ?? null;
};

export const findConsoleJob = async (db: DbOrTx, jobId: number): Promise<ConsoleJobDetail | null> => {
  const [row] = await db
    .select({ job: jobCardColumns.job, partnerDisplayName: partners.displayName })
    .from(jobs)
    .innerJoin(partners, eq(partners.id, jobs.partnerId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!row) return null;
  const { job } = row;
  return {
    jobId: job.id,
    partnerId: job.partnerId,
    partnerDisplayName: row.partnerDisplayName,
    custUrl: job.custUrl,
    isActive: job.isActive,
    jobTitle: job.title,
    jobImageLink: job.imageLink,
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
    jobNumberOfVacancies: job.vacancies,
    description: job.description,
    createdTs: job.createdAt.toISOString(),
    updatedTs: job.updatedAt.toISOString(),
  };
};

/** Applications per job and current status, for a page of jobs (one grouped query on the (job, status) index). */
const statusCountsOf = async (db: DbOrTx, jobIds: number[]): Promise<Map<number, Record<string, number>>> => {
  const byJob = new Map<number, Record<string, number>>(jobIds.map((id) => [id, {}]));
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .select({ jobId: applications.jobId, status: applications.currentStatus, n: count() })
    .from(applications)
    .where(inArray(applications.jobId, jobIds))
    .groupBy(applications.jobId, applications.currentStatus);
  for (const { jobId, status, n } of rows) {
    const counts = byJob.get(jobId);
    if (counts) counts[status] = n;
  }
  return byJob;
};

/** One company's jobs, open and closed (or one of the two), newest first, with applicant counts. */
export const listConsoleJobs = async (
  db: DbOrTx,
  q: { partnerId: number; status: ConsoleJobStatus; limit: number; offset: number },
): Promise<{ data: ConsoleJob[]; total: number }> => {
  const conditions: SQL[] = [eq(jobs.partnerId, q.partnerId)];
  if (q.status === 'open') conditions.push(eq(jobs.isActive, true));
  if (q.status === 'closed') conditions.push(eq(jobs.isActive, false));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(jobCardColumns)
      .from(jobs)
      .innerJoin(partners, eq(partners.id, jobs.partnerId))
      .where(where)
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  const counts = await statusCountsOf(
    db,
    rows.map((r) => r.job.id),
  );
  return {
    data: rows.map((row) => {
      const statusCounts = counts.get(row.job.id) ?? {};
      return {
        ...toJobCard(row),
        isActive: row.job.isActive,
        updatedTs: row.job.updatedAt.toISOString(),
        applicantCount: Object.values(statusCounts).reduce((a, b) => a + b, 0),
        statusCounts,
      };
    }),
    total: total?.n ?? 0,
  };
};

/** Inserts a job unless its custUrl is taken (then null, and the transaction is still usable). */
export const insertJob = async (
  db: DbOrTx,
  values: JobValues & { partnerId: number; custUrl: string },
): Promise<{ id: number; custUrl: string } | null> => {
  const [row] = await db
    .insert(jobs)
    .values(values)
    .onConflictDoNothing({ target: jobs.custUrl })
    .returning({ id: jobs.id, custUrl: jobs.custUrl });
  return row ?? null;
};

export const updateJob = async (db: DbOrTx, jobId: number, values: JobValues): Promise<void> => {
  await db
    .update(jobs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(jobs.id, jobId));
};

export const setJobActive = async (db: DbOrTx, jobId: number, isActive: boolean): Promise<void> => {
  await db
    .update(jobs)
    .set({ isActive, updatedAt: sql`now()` })
    .where(eq(jobs.id, jobId));
};
