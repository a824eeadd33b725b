import { INITIAL_APPLICATION_STATUS } from '@elevate/contracts/applications/application-status';
import {
  ApplicationMessages,
  appliedMailSubject,
  statusDescription,
} from '@elevate/contracts/applications/application.messages';
import type {
  Application,
  ApplicationStage,
  ApplicationStats,
  AppliedJobsResult,
  ApplyResult,
  CompleteApplicationsResult,
  MyApplicationsResult,
} from '@elevate/contracts/applications/application.schema';
import { COMPLETE_APPLICATIONS_MAX } from '@elevate/contracts/applications/application.schema';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { missingFieldsMessage } from '@elevate/contracts/users/mandatory-fields.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { MailMessage, Mailer } from '../../plugins/mailer.ts';
import { insertNotification } from '../notifications/notifications.repository.ts';
import { canManagePartner } from '../partners/partner-access.ts';
import { missingFieldMessages, toMandatoryFields } from '../users/mandatory-fields.service.ts';
import { readMandatoryFields } from '../users/mandatory-fields.repository.ts';
import {
  applicationStatsOf,
  countApplicant,
  findApplication,
  findJobToApply,
  insertApplication,
  insertStatusEntry,
  listAllApplicationsOf,
  listApplicationsOf,
  listAppliedJobs,
} from './applications.repository.ts';

/** Where a candidate follows their applications. */
export const MY_JOBS_PATH = '/my-jobs';

/**
 * `uId` of spec §7.4 names whose applications to read. A candidate reads only their own; an admin may read
 * anyone's. Left out, it is the caller.
 */
export const subjectOf = (user: AuthUser, uId: number | undefined): number => {
  if (uId === undefined || uId === user.uid) return user.uid;
  if (user.role === 'admin') return uId;
  throw forbidden();
};

export const appliedMail = (
  to: string,
  name: string,
  a: { jobTitle: string; companyName: string },
  publicUrl: string,
): MailMessage =>
  composeMail(
    to,
    appliedMailSubject(a.jobTitle, a.companyName),
    [
      greeting(name),
      `Your application for ${a.jobTitle} at ${a.companyName} has been sent, with the resume on your Elevate profile.`,
      statusDescription(INITIAL_APPLICATION_STATUS, a.companyName),
      'Every change in your application appears in My Jobs, and we will write to you when it moves.',
      'Team Elevate',
    ],
    { href: `${publicUrl}${MY_JOBS_PATH}`, label: 'Track my application' },
  );

/**
 * POST jobs/application. A candidate applies once per job: the first call writes the application, its
 * Applied status, the job's applicant count, an in-app notification and the confirmation mail in one
 * transaction; any later (or simultaneous) call answers the existing application and changes nothing.
 * Refused: a job that does not exist (404) or is closed (409), an employer or admin account (403), and a
 * profile missing a mandatory field (400, one message per missing field).
 */
export const apply = async (
  deps: { db: Db; mailer: Mailer; publicUrl: string },
  user: AuthUser,
  jobId: number,
  now: Date,
): Promise<ApplyResult> => {
  if (user.role !== 'user') throw forbidden(ApplicationMessages.candidatesOnly);
  const job = await findJobToApply(deps.db, jobId);
  if (!job) throw notFound(ApplicationMessages.jobNotFound);

  // An earlier application is answered as it is, even once the job has closed or the profile changed.
  const earlier = await findApplication(deps.db, { userId: user.uid, jobId });
  if (earlier) return { application: earlier, alreadyApplied: true };
  if (!job.isOpen) throw new AppError(ErrorCode.CONFLICT, ApplicationMessages.jobClosed);

  const stored = await readMandatoryFields(deps.db, user.uid);
  if (!stored) throw notFound('We could not find this account.');
  const profile = toMandatoryFields(stored);
  if (!profile.complete) {
    throw new AppError(
      ErrorCode.VALIDATION,
      missingFieldsMessage(profile.missing),
      missingFieldMessages(profile.missing),
    );
  }

  const created = await deps.db.transaction(async (tx) => {
    const row = await insertApplication(tx, { userId: user.uid, jobId, resumeKey: stored.resumeKey, now });
    if (!row) return false;
    await insertStatusEntry(tx, {
      applicationId: row.id,
      statusValue: INITIAL_APPLICATION_STATUS,
      updatedByUid: user.uid,
      updatedByName: `${user.fullName} ${user.lastName}`.trim(),
      at: now,
    });
    await countApplicant(tx, jobId);
    await insertNotification(tx, {
      receiverUid: user.uid,
      senderUid: null,
      purpose: 'RECRUIT',
      oneLiner: `Application sent: ${job.title} at ${job.companyName}`,
      message: statusDescription(INITIAL_APPLICATION_STATUS, job.companyName),
      link: MY_JOBS_PATH,
    });
    await deps.mailer.send(
      appliedMail(user.email, user.fullName, { jobTitle: job.title, companyName: job.companyName }, deps.publicUrl),
      tx,
    );
    return true;
  });

  const application = await findApplication(deps.db, { userId: user.uid, jobId });
  if (!application) throw new Error('the application just written was not found');
  return { application, alreadyApplied: !created };
};

export const listMyApplications = async (
  db: DbOrTx,
  userId: number,
  q: { stage: ApplicationStage; limit: number; offset: number },
): Promise<MyApplicationsResult> => {
  const [page, stats] = await Promise.all([listApplicationsOf(db, { userId, ...q }), applicationStatsOf(db, userId)]);
  return { data: page.data, totalRecordCount: page.total, totalRecords: page.total, stats };
};

export const myApplicationStats = (db: DbOrTx, userId: number): Promise<ApplicationStats> =>
  applicationStatsOf(db, userId);

/**
 * jobs/application/track: one application and its history, for its candidate, for the employers of the
 * job's company and for admins. Anyone else gets the same 404 as for an application that does not exist.
 */
export const trackApplication = async (db: DbOrTx, user: AuthUser, applicationId: number): Promise<Application> => {
  const application = await findApplication(db, { applicationId });
  const mayRead =
    application !== null &&
    (application.userId === user.uid || (await canManagePartner(db, user, application.companyId)));
  if (!application || !mayRead) throw notFound(ApplicationMessages.applicationNotFound);
  return application;
};

/** jobs/{jobId}/applications?uId: the user's application to one job, or null when they have not applied. */
export const applicationToJob = async (
  db: DbOrTx,
  userId: number,
  jobId: number,
): Promise<{ application: Application | null }> => ({
  application: await findApplication(db, { userId, jobId }),
});

/** jobs/completeapplication?uId: every application with its complete status history (spec §7.4). */
export const completeApplications = async (db: DbOrTx, userId: number): Promise<CompleteApplicationsResult> => {
  const { data, total } = await listAllApplicationsOf(db, userId, COMPLETE_APPLICATIONS_MAX);
  return { data, totalRecordCount: total, totalRecords: total };
};

/** jobs?uId: the cards of the jobs a user applied to, with where each application stands. */
export const appliedJobs = async (
  db: DbOrTx,
  userId: number,
  page: { limit: number; offset: number },
): Promise<AppliedJobsResult> => {
  const { data, total } = await listAppliedJobs(db, { userId, ...page });
  return { data, totalRecordCount: total, totalRecords: total };
};
