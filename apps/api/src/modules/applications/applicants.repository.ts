import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@elevate/contracts/applications/application-status';
import type { ApplicationStatusEntry } from '@elevate/contracts/applications/application.schema';
import type {
  Applicant,
  ApplicantCounts,
  ApplicantsFilter,
  ApplicantsJob,
} from '@elevate/contracts/applications/applicants.schema';
import { EDUCATION_LEVELS } from '@elevate/contracts/common/constants';
import type { DbOrTx } from '../../db/client.ts';
import { applications, applicationStatusHistory } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { userProfiles, users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { asStatus, historiesOf } from './applications.repository.ts';

type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** A qualification typed before the list existed reads as not given rather than breaking the page. */
const asQualification = (value: string | null): EducationLevel | null =>
  value !== null && (EDUCATION_LEVELS as readonly string[]).includes(value) ? (value as EducationLevel) : null;

/** The job whose applicants are asked for, with what its header shows; null when there is no such job. */
export const findApplicantsJob = async (db: DbOrTx, jobId: number): Promise<ApplicantsJob | null> => {
  const [row] = await db
    .select({
      jobId: jobs.id,
      jobTitle: jobs.title,
      custUrl: jobs.custUrl,
      jobLocation: jobs.location,
      isActive: sql<boolean>`(${jobs.isActive} AND ${partners.isActive})`,
      partnerId: jobs.partnerId,
      partnerName: partners.name,
      applicantCount: sql<number>`(select count(*)::int from ${applications} where ${applications.jobId} = ${jobs.id})`,
    })
    .from(jobs)
    .innerJoin(partners, eq(partners.id, jobs.partnerId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row ?? null;
};

const searchCondition = (q: string | undefined): SQL | undefined => {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(sql`(${users.fullName} || ' ' || ${users.lastName})`, pattern), ilike(users.email, pattern));
};

/** The newest history row of the application: its feedback is the one shown beside the current status. */
const lastFeedback = sql<string | null>`(
  select ${applicationStatusHistory.feedback} from ${applicationStatusHistory}
  where ${applicationStatusHistory.applicationId} = ${applications.id}
  order by ${applicationStatusHistory.id} desc limit 1
)`;

const applicantColumns = {
  applicationId: applications.id,
  currentStatus: applications.currentStatus,
  appliedAt: applications.createdAt,
  statusUpdatedAt: applications.updatedAt,
  resumeKey: applications.resumeKey,
  resumeFileName: uploads.fileName,
  lastFeedback,
  uid: users.id,
  fullName: users.fullName,
  lastName: users.lastName,
  email: users.email,
  contact: users.contact,
  utype: users.utype,
  deletedAt: users.deletedAt,
  currentCity: userProfiles.currentCity,
  highestQualification: userProfiles.highestQualification,
};

const selectApplicants = (db: DbOrTx) =>
  db
    .select(applicantColumns)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, applications.userId))
    .leftJoin(uploads, eq(uploads.key, applications.resumeKey));

type ApplicantRow = Awaited<ReturnType<typeof selectApplicants>>[number];

const toApplicant = (r: ApplicantRow): Applicant => ({
  applicationId: r.applicationId,
  user: {
    uid: r.uid,
    fullName: r.fullName,
    lastName: r.lastName,
    // A deleted account keeps only its placeholder address, which is nobody's: shown as none (docs/decisions/027).
    email: r.deletedAt ? '' : r.email,
    contact: r.contact,
    utype: r.utype,
    currentCity: r.currentCity,
    highestQualification: asQualification(r.highestQualification),
  },
  appliedDateTime: r.appliedAt.toISOString(),
  currentStatus: asStatus(r.currentStatus),
  statusUpdatedOn: r.statusUpdatedAt.toISOString(),
  lastFeedback: r.lastFeedback,
  resumeAvailable: r.resumeKey !== null,
  resumeKey: r.resumeKey,
  resumeFileName: r.resumeFileName,
});

const filterCondition = (jobId: number, f: ApplicantsFilter) =>
  and(
    eq(applications.jobId, jobId),
    f.status ? eq(applications.currentStatus, f.status) : undefined,
    searchCondition(f.q),
  );

/** A job's applicants under the filters, newest application first, with the filtered total for paging. */
export const listApplicants = async (
  db: DbOrTx,
  q: ApplicantsFilter & { jobId: number; limit: number; offset: number },
): Promise<{ data: Applicant[]; total: number }> => {
  const where = filterCondition(q.jobId, q);
  const [rows, [total]] = await Promise.all([
    selectApplicants(db)
      .where(where)
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(applications).innerJoin(users, eq(users.id, applications.userId)).where(where),
  ]);
  return { data: rows.map(toApplicant), total: total?.n ?? 0 };
};

/** How many of the job's applicants (matching the search, any status) are in each status: the filter chips. */
export const countApplicantsByStatus = async (
  db: DbOrTx,
  jobId: number,
  q: string | undefined,
): Promise<ApplicantCounts> => {
  const rows = await db
    .select({ status: applications.currentStatus, n: count() })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(filterCondition(jobId, { q }))
    .groupBy(applications.currentStatus);
  const counts = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as ApplicantCounts;
  for (const r of rows) counts[asStatus(r.status)] += r.n;
  return counts;
};

/** One applicant by application id with the job it belongs to; null when there is none. */
export const findApplicant = async (
  db: DbOrTx,
  applicationId: number,
): Promise<(Applicant & { jobId: number }) | null> => {
  const [row] = await db
    .select({ ...applicantColumns, jobId: applications.jobId })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, applications.userId))
    .leftJoin(uploads, eq(uploads.key, applications.resumeKey))
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row ? { ...toApplicant(row), jobId: row.jobId } : null;
};

/** Every status the application has been in, oldest first (spec §3 Application.status). */
export const statusHistoryOf = async (db: DbOrTx, applicationId: number): Promise<ApplicationStatusEntry[]> =>
  (await historiesOf(db, [applicationId])).get(applicationId) ?? [];

/**
 * The application a move is about, locked until the transaction ends: two people moving the same applicant
 * at once are taken one after the other, so the second sees the first's status (and gets its 409 if equal).
 */
export const lockApplicationForMove = async (tx: DbOrTx, applicationId: number) => {
  const [row] = await tx
    .select({
      applicationId: applications.id,
      currentStatus: applications.currentStatus,
      jobId: applications.jobId,
      userId: applications.userId,
    })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update')
    .limit(1);
  return row ? { ...row, currentStatus: asStatus(row.currentStatus) } : null;
};

/** Appends one step to the history (never an update: a trigger refuses those) and mirrors it on the application. */
export const appendStatus = async (
  tx: DbOrTx,
  s: {
    applicationId: number;
    statusValue: ApplicationStatus;
    feedback: string | null;
    updatedByUid: number;
    updatedByName: string;
    at: Date;
  },
) => {
  await tx.insert(applicationStatusHistory).values({
    applicationId: s.applicationId,
    statusValue: s.statusValue,
    feedback: s.feedback,
    updatedByUid: s.updatedByUid,
    updatedByName: s.updatedByName,
    statusAt: s.at,
  });
  await tx
    .update(applications)
    .set({ currentStatus: s.statusValue, updatedAt: s.at })
    .where(eq(applications.id, s.applicationId));
};

/** Who the candidate is, for the notification and the mail. */
export const findCandidate = async (db: DbOrTx, uid: number) => {
  const [row] = await db
    .select({ uid: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, uid))
    .limit(1);
  return row ?? null;
};
