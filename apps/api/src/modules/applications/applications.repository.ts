import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_STATUSES,
  FINAL_APPLICATION_STATUSES,
  type ApplicationStatus,
} from '@elevate/contracts/applications/application-status';
import { statusDescription } from '@elevate/contracts/applications/application.messages';
import type {
  Application,
  ApplicationStage,
  ApplicationStats,
  ApplicationStatusEntry,
  AppliedJobCard,
} from '@elevate/contracts/applications/application.schema';
import type { DbOrTx } from '../../db/client.ts';
import { applications, applicationStatusHistory } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { asJobType, jobCardColumns, toJobCard } from '../jobs/jobs.repository.ts';

/**
 * A status stored by any module must be one of the contract's: an unknown value is a bug in the writer,
 * said loudly here rather than shown to a candidate as something it is not.
 */
export const asStatus = (value: string): ApplicationStatus => {
  if ((APPLICATION_STATUSES as readonly string[]).includes(value)) return value as ApplicationStatus;
  throw new Error(`Unknown application status in the database: ${value}`);
};

/** What applying needs to know about a job: is it there, is it open, whose is it. */
export const findJobToApply = async (db: DbOrTx, jobId: number) => {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      isOpen: sql<boolean>`(${jobs.isActive} AND ${partners.isActive})`,
      partnerId: jobs.partnerId,
      companyName: partners.displayName,
    })
    .from(jobs)
    .innerJoin(partners, eq(partners.id, jobs.partnerId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row ?? null;
};

/**
 * One row per user and job: a second (or simultaneous) apply inserts nothing and answers null, so only the
 * call that created the application writes its history, counts it and sends the mail.
 */
export const insertApplication = async (
  tx: DbOrTx,
  a: { userId: number; jobId: number; resumeKey: string | null; now: Date },
): Promise<{ id: number } | null> => {
  const [row] = await tx
    .insert(applications)
    .values({
      userId: a.userId,
      jobId: a.jobId,
      resumeKey: a.resumeKey,
      currentStatus: APPLICATION_STATUSES[0],
      createdAt: a.now,
      updatedAt: a.now,
    })
    .onConflictDoNothing({ target: [applications.userId, applications.jobId] })
    .returning({ id: applications.id });
  return row ?? null;
};

export const insertStatusEntry = async (
  tx: DbOrTx,
  e: { applicationId: number; statusValue: ApplicationStatus; updatedByUid: number; updatedByName: string; at: Date },
) => {
  await tx.insert(applicationStatusHistory).values({
    applicationId: e.applicationId,
    statusValue: e.statusValue,
    updatedByUid: e.updatedByUid,
    updatedByName: e.updatedByName,
    statusAt: e.at,
  });
};

/** The job card's applicant count follows real applications (seeded jobs start from a made-up number). */
export const countApplicant = async (tx: DbOrTx, jobId: number) => {
  await tx
    .update(jobs)
    .set({ applicantCount: sql`${jobs.applicantCount} + 1` })
    .where(eq(jobs.id, jobId));
};

const applicationColumns = {
  applicationId: applications.id,
  userId: applications.userId,
  jobId: applications.jobId,
  currentStatus: applications.currentStatus,
  appliedAt: applications.createdAt,
  jobTitle: jobs.title,
  jobCustUrl: jobs.custUrl,
  jobLocation: jobs.location,
  jobType: jobs.jobType,
  jobIsActive: jobs.isActive,
  companyId: partners.id,
  companyName: partners.displayName,
  companyCustomUrl: partners.customUrl,
  companyLogo: partners.logoPath,
  companyIsActive: partners.isActive,
  resumeFileName: uploads.fileName,
};

const selectApplications = (db: DbOrTx) =>
  db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(partners, eq(partners.id, jobs.partnerId))
    .leftJoin(uploads, eq(uploads.key, applications.resumeKey));

type ApplicationRow = Awaited<ReturnType<typeof selectApplications>>[number];

/** Every status of these applications, oldest first, grouped by application. */
export const historiesOf = async (db: DbOrTx, ids: number[]): Promise<Map<number, ApplicationStatusEntry[]>> => {
  const byApplication = new Map<number, ApplicationStatusEntry[]>();
  if (ids.length === 0) return byApplication;
  const rows = await db
    .select({
      applicationId: applicationStatusHistory.applicationId,
      statusValue: applicationStatusHistory.statusValue,
      updatedBy: applicationStatusHistory.updatedByName,
      feedback: applicationStatusHistory.feedback,
      statusAt: applicationStatusHistory.statusAt,
      recordedAt: applicationStatusHistory.recordedAt,
    })
    .from(applicationStatusHistory)
    .where(inArray(applicationStatusHistory.applicationId, ids))
    .orderBy(asc(applicationStatusHistory.applicationId), asc(applicationStatusHistory.id));
  for (const r of rows) {
    const list = byApplication.get(r.applicationId) ?? [];
    list.push({
      statusValue: asStatus(r.statusValue),
      updatedBy: r.updatedBy,
      feedback: r.feedback,
      updatedStatusOnTs: r.statusAt.toISOString(),
      updatedRecordOnTs: r.recordedAt.toISOString(),
    });
    byApplication.set(r.applicationId, list);
  }
  return byApplication;
};

const toApplication = (r: ApplicationRow, history: ApplicationStatusEntry[]): Application => {
  const currentStatus = asStatus(r.currentStatus);
  return {
    applicationId: r.applicationId,
    userId: r.userId,
    jobId: r.jobId,
    jobTitle: r.jobTitle,
    jobCustUrl: r.jobCustUrl,
    jobLocation: r.jobLocation,
    jobType: asJobType(r.jobType),
    companyName: r.companyName,
    companyId: r.companyId,
    companyCustomUrl: r.companyCustomUrl,
    companyLogo: r.companyLogo,
    appliedDateTime: r.appliedAt.toISOString(),
    currentStatus,
    statusDescription: statusDescription(currentStatus, r.companyName),
    isJobActive: r.jobIsActive && r.companyIsActive,
    resumeFileName: r.resumeFileName,
    status: history,
  };
};

const withHistories = async (db: DbOrTx, rows: ApplicationRow[]): Promise<Application[]> => {
  const histories = await historiesOf(
    db,
    rows.map((r) => r.applicationId),
  );
  return rows.map((r) => toApplication(r, histories.get(r.applicationId) ?? []));
};

/** One application with its history, by id or by user and job; null when there is none. */
export const findApplication = async (
  db: DbOrTx,
  key: { applicationId: number } | { userId: number; jobId: number },
): Promise<Application | null> => {
  const where =
    'applicationId' in key
      ? eq(applications.id, key.applicationId)
      : and(eq(applications.userId, key.userId), eq(applications.jobId, key.jobId));
  const rows = await selectApplications(db).where(where).limit(1);
  const [application] = await withHistories(db, rows);
  return application ?? null;
};

const finalStatuses = FINAL_APPLICATION_STATUSES as ApplicationStatus[];

const stageCondition = (stage: ApplicationStage): SQL | undefined =>
  stage === 'active'
    ? notInArray(applications.currentStatus, finalStatuses)
    : stage === 'closed'
      ? inArray(applications.currentStatus, finalStatuses)
      : undefined;

/** A user's applications in one tab of /my-jobs, newest first, with the tab's total for paging. */
export const listApplicationsOf = async (
  db: DbOrTx,
  q: { userId: number; stage: ApplicationStage; limit: number; offset: number },
): Promise<{ data: Application[]; total: number }> => {
  const where = and(eq(applications.userId, q.userId), stageCondition(q.stage));
  const [rows, [total]] = await Promise.all([
    selectApplications(db)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return { data: await withHistories(db, rows), total: total?.n ?? 0 };
};

/** How many of a user's applications are in each status, and so in each tab. */
export const applicationStatsOf = async (db: DbOrTx, userId: number): Promise<ApplicationStats> => {
  const rows = await db
    .select({ status: applications.currentStatus, n: count() })
    .from(applications)
    .where(eq(applications.userId, userId))
    .groupBy(applications.currentStatus);
  const byStatus = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as Record<ApplicationStatus, number>;
  for (const r of rows) byStatus[asStatus(r.status)] += r.n;
  const all = rows.reduce((sum, r) => sum + r.n, 0);
  const closed = finalStatuses.reduce((sum, s) => sum + byStatus[s], 0);
  return { all, active: all - closed, closed, byStatus };
};

/** Every application of a user with its whole history, newest first (at most `max`, when given). */
export const applicationsWithHistoryOf = async (db: DbOrTx, userId: number, max?: number): Promise<Application[]> => {
  const query = selectApplications(db)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .$dynamic();
  return withHistories(db, await (max === undefined ? query : query.limit(max)));
};

/** Every application of a user with its whole history, newest first (at most `max`), and how many there are. */
export const listAllApplicationsOf = async (db: DbOrTx, userId: number, max: number) => {
  const [data, [total]] = await Promise.all([
    applicationsWithHistoryOf(db, userId, max),
    db.select({ n: count() }).from(applications).where(eq(applications.userId, userId)),
  ]);
  return { data, total: total?.n ?? 0 };
};

/** The cards of the jobs a user applied to, newest application first, with each application's standing. */
export const listAppliedJobs = async (
  db: DbOrTx,
  q: { userId: number; limit: number; offset: number },
): Promise<{ data: AppliedJobCard[]; total: number }> => {
  const where = eq(applications.userId, q.userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...jobCardColumns,
        applicationId: applications.id,
        currentStatus: applications.currentStatus,
        appliedAt: applications.createdAt,
        partnerIsActive: partners.isActive,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(partners, eq(partners.id, jobs.partnerId))
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return {
    data: rows.map((r) => ({
      ...toJobCard(r),
      applicationId: r.applicationId,
      currentStatus: asStatus(r.currentStatus),
      appliedDateTime: r.appliedAt.toISOString(),
      isJobActive: r.job.isActive && r.partnerIsActive,
    })),
    total: total?.n ?? 0,
  };
};
