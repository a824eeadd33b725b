import type { ApplicationStatus } from '@elevate/contracts/applications/application-status';
import { statusDescription } from '@elevate/contracts/applications/application.messages';
import {
  ApplicantsMessages,
  statusChangeMailSubject,
  statusChangeOneLiner,
} from '@elevate/contracts/applications/applicants.messages';
import {
  APPLICANTS_CSV_MAX_ROWS,
  type ApplicantDetail,
  type ApplicantsFilter,
  type ApplicantsJob,
  type ApplicantsResult,
} from '@elevate/contracts/applications/applicants.schema';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { Db, DbOrTx } from '../../db/client.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { NonEssentialMailer } from '../account/non-essential-mail.ts';
import { insertNotification } from '../notifications/notifications.repository.ts';
import { assertCanManagePartner } from '../partners/partner-access.ts';
import { applicantsCsv, applicantsCsvFileName } from './applicants-csv.ts';
import {
  appendStatus,
  countApplicantsByStatus,
  findApplicant,
  findApplicantsJob,
  findCandidate,
  listApplicants,
  lockApplicationForMove,
  statusHistoryOf,
} from './applicants.repository.ts';

/** Where the candidate follows their applications (the notification's link and the mail's button). */
export const MY_JOBS_PATH = '/my-jobs';

/** The job, if the caller may manage its company's applicants: 404 when there is no job, 403 when not theirs. */
const manageableJob = async (db: DbOrTx, user: AuthUser, jobId: number): Promise<ApplicantsJob> => {
  const job = await findApplicantsJob(db, jobId);
  if (!job) throw notFound(ApplicantsMessages.jobNotFound);
  await assertCanManagePartner(db, user, job.partnerId);
  return job;
};

/** console/jobs/{jobId}/applicants: the page of applicants, the job's header and the filter chip counts. */
export const jobApplicants = async (
  db: DbOrTx,
  user: AuthUser,
  q: ApplicantsFilter & { jobId: number; limit: number; offset: number },
): Promise<ApplicantsResult> => {
  const job = await manageableJob(db, user, q.jobId);
  const [page, countsByStatus] = await Promise.all([listApplicants(db, q), countApplicantsByStatus(db, q.jobId, q.q)]);
  return { data: page.data, totalRecordCount: page.total, totalRecords: page.total, job, countsByStatus };
};

/** The applicants CSV under the same filters, with the file name the download is saved as. */
export const jobApplicantsCsv = async (
  db: DbOrTx,
  user: AuthUser,
  q: ApplicantsFilter & { jobId: number },
): Promise<{ fileName: string; body: string }> => {
  const job = await manageableJob(db, user, q.jobId);
  const { data } = await listApplicants(db, { ...q, limit: APPLICANTS_CSV_MAX_ROWS, offset: 0 });
  return { fileName: applicantsCsvFileName(job.custUrl, q.status), body: applicantsCsv(data) };
};

/** console/applications/{applicationId}: one applicant with their profile, job and whole history. */
export const applicantDetail = async (db: DbOrTx, user: AuthUser, applicationId: number): Promise<ApplicantDetail> => {
  const applicant = await findApplicant(db, applicationId);
  if (!applicant) throw notFound(ApplicantsMessages.applicationNotFound);
  const job = await manageableJob(db, user, applicant.jobId);
  const { jobId: _jobId, ...rest } = applicant;
  return { ...rest, job, status: await statusHistoryOf(db, applicationId) };
};

export interface MoveContext {
  db: Db;
  /** The candidate's mail is an application update: sent only while they keep that kind on (docs/decisions/027). */
  mail: NonEssentialMailer;
  publicUrl: string;
  now: Date;
}

const candidateMail = (
  c: { email: string; fullName: string },
  m: { company: string; jobTitle: string; status: ApplicationStatus; feedback: string | null; link: string },
) => {
  const paragraphs = [
    greeting(c.fullName),
    `${statusChangeOneLiner(m.company, m.jobTitle, m.status)}. ${statusDescription(m.status, m.company)}`,
    ...(m.feedback ? [`Their note to you: ${m.feedback}`] : []),
    'You can follow every step of your applications on My Jobs.',
    'Team Elevate',
  ];
  return composeMail(c.email, statusChangeMailSubject(m.jobTitle, m.company), paragraphs, {
    href: m.link,
    label: 'See my applications',
  });
};

/**
 * Moves an applicant to a new status. One transaction: the history gains a row (it is never rewritten), the
 * application's current status follows, the candidate gets an in-app notification and, unless they turned
 * application updates off, a mail. Moving to the status it is already in is a 409 that changes nothing.
 */
export const moveApplicant = async (
  ctx: MoveContext,
  user: AuthUser,
  applicationId: number,
  body: { statusValue: ApplicationStatus; feedback?: string | undefined },
): Promise<ApplicantDetail> => {
  const feedback = body.feedback ?? null;
  await ctx.db.transaction(async (tx) => {
    const application = await lockApplicationForMove(tx, applicationId);
    if (!application) throw notFound(ApplicantsMessages.applicationNotFound);
    const job = await manageableJob(tx, user, application.jobId);
    if (application.currentStatus === body.statusValue) {
      throw new AppError(ErrorCode.CONFLICT, ApplicantsMessages.sameStatus(body.statusValue));
    }
    const candidate = await findCandidate(tx, application.userId);
    if (!candidate) throw notFound(ApplicantsMessages.applicationNotFound);

    await appendStatus(tx, {
      applicationId,
      statusValue: body.statusValue,
      feedback,
      updatedByUid: user.uid,
      updatedByName: `${user.fullName} ${user.lastName}`.trim(),
      at: ctx.now,
    });
    await insertNotification(tx, {
      receiverUid: candidate.uid,
      senderUid: user.uid,
      purpose: 'RECRUIT',
      oneLiner: statusChangeOneLiner(job.partnerName, job.jobTitle, body.statusValue),
      message: feedback ?? statusDescription(body.statusValue, job.partnerName),
      link: MY_JOBS_PATH,
    });
    await ctx.mail.send(
      tx,
      { uid: candidate.uid, kind: 'application-updates' },
      candidateMail(candidate, {
        company: job.partnerName,
        jobTitle: job.jobTitle,
        status: body.statusValue,
        feedback,
        link: `${ctx.publicUrl.replace(/\/+$/, '')}${MY_JOBS_PATH}`,
      }),
    );
  });
  return applicantDetail(ctx.db, user, applicationId);
};
