import { randomBytes } from 'node:crypto';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { Messages } from '@elevate/contracts/common/messages';
import type { ConsoleJob, ConsoleJobDetail, ConsoleJobsQuery } from '@elevate/contracts/console/console-job.schema';
import { slugify } from '@elevate/contracts/console/console-partner.schema';
import { htmlHasText, type JobWrite } from '@elevate/contracts/console/job-write.schema';
import { canonicalSkillNames } from '@elevate/contracts/matching/skills/skill-dictionary';
import type { Db, DbOrTx } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { sanitizeRichHtml } from '../../lib/sanitize-html.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { managedJobPartnerId, managedPartner } from './console-access.ts';
import { assertStoredImages } from './console-images.ts';
import {
  findConsoleJob,
  insertJob,
  listConsoleJobs,
  setJobActive,
  updateJob,
  type JobValues,
} from './console-jobs.repository.ts';
import { ConsoleMessages } from '@elevate/contracts/console/console.messages';

/** Job links stay short enough to share: the title's first words. */
const JOB_SLUG_MAX = 60;
/** Tries before giving up on a unique link; with 36^5 suffixes a second collision is already unlikely. */
const CUST_URL_ATTEMPTS = 6;

/**
 * A job's custUrl from its title: 'Data Analyst (Fresher)' → 'data-analyst-fresher'. A title with no Latin
 * letters or digits gives 'job'; an all-digit slug gets 'job-' in front, because `jobs/{id}` reads a number
 * as a job id first and the job would be unreachable by its link.
 */
export const jobSlugOf = (title: string): string => {
  const slug = slugify(title, JOB_SLUG_MAX) || 'job';
  return /^\d+$/.test(slug) ? `job-${slug}` : slug;
};

const shortSuffix = () => Array.from(randomBytes(5), (b) => '0123456789abcdefghijklmnopqrstuvwxyz'[b % 36]).join('');

/** Stored values from the validated form: the description sanitised, and refused if nothing is left of it. */
const jobValuesOf = (body: JobWrite): JobValues => {
  const description = sanitizeRichHtml(body.description);
  if (!htmlHasText(description)) {
    throw new AppError(ErrorCode.VALIDATION, Messages.blankDescription, { description: Messages.blankDescription });
  }
  return {
    title: body.jobTitle,
    imageLink: body.jobImageLink,
    location: body.jobLocation,
    // One skill, one name: a known spelling is stored under the dictionary's name ("ReactJS" → "React").
    skills: canonicalSkillNames(body.jobSkills.split(',')).join(','),
    ctcCurrency: body.jobCtcCurrency,
    minCtc: body.jobMinCtcRange,
    maxCtc: body.jobMaxCtcRange,
    ctcCategory: body.jobCtcCategory,
    isSalaryHidden: body.isSalaryHidden,
    jobType: body.jobType,
    duration: body.duration,
    minYoe: body.jobMinYoe,
    maxYoe: body.jobMaxYoe,
    yoeTextForZero: body.jobYoeTextForZero,
    vacancies: body.jobNumberOfVacancies,
    description,
  };
};

const imageFields = (body: JobWrite) => (body.jobImageLink ? [{ field: 'jobImageLink', path: body.jobImageLink }] : []);

const reload = async (db: DbOrTx, jobId: number): Promise<ConsoleJobDetail> => {
  const job = await findConsoleJob(db, jobId);
  if (!job) throw notFound(ConsoleMessages.jobNotFound);
  return job;
};

/** A company's jobs for its console: open and closed, newest first, with applicant counts. */
export const listPartnerJobs = async (
  db: DbOrTx,
  user: AuthUser,
  partnerId: number,
  q: ConsoleJobsQuery,
): Promise<ListResult<ConsoleJob>> => {
  await managedPartner(db, user, partnerId);
  const { data, total } = await listConsoleJobs(db, { partnerId, ...q });
  return list(data, total);
};

export const getJobForEditing = async (db: DbOrTx, user: AuthUser, jobId: number): Promise<ConsoleJobDetail> => {
  await managedJobPartnerId(db, user, jobId);
  return reload(db, jobId);
};

/**
 * Posts a job for a company the caller manages. The link is the title's slug, or the slug and a short random
 * suffix when another job has it; the insert skips a taken link (on conflict do nothing) and tries the next,
 * so two posts racing for one title both succeed with different links.
 */
export const createJob = async (
  db: Db,
  user: AuthUser,
  body: JobWrite & { partnerId: number },
): Promise<ConsoleJobDetail> =>
  db.transaction(async (tx) => {
    await managedPartner(tx, user, body.partnerId);
    await assertStoredImages(tx, imageFields(body), new Set());
    const values = { ...jobValuesOf(body), partnerId: body.partnerId };
    const base = jobSlugOf(body.jobTitle);
    for (let attempt = 0; attempt < CUST_URL_ATTEMPTS; attempt++) {
      const custUrl = attempt === 0 ? base : `${base}-${shortSuffix()}`;
      const inserted = await insertJob(tx, { ...values, custUrl });
      if (inserted) return reload(tx, inserted.id);
    }
    throw new AppError(ErrorCode.CONFLICT, 'We could not make a unique link for this job. Please try again.');
  });

/** Edits a job. Its link stays as it was even when the title changes: links already shared keep working. */
export const editJob = async (db: Db, user: AuthUser, jobId: number, body: JobWrite): Promise<ConsoleJobDetail> =>
  db.transaction(async (tx) => {
    await managedJobPartnerId(tx, user, jobId);
    const current = await reload(tx, jobId);
    await assertStoredImages(tx, imageFields(body), new Set(current.jobImageLink ? [current.jobImageLink] : []));
    await updateJob(tx, jobId, jobValuesOf(body));
    return reload(tx, jobId);
  });

/** Closes (no more applications, out of search) or reopens a job. */
export const changeJobStatus = async (
  db: Db,
  user: AuthUser,
  jobId: number,
  isActive: boolean,
): Promise<ConsoleJobDetail> =>
  db.transaction(async (tx) => {
    await managedJobPartnerId(tx, user, jobId);
    await setJobActive(tx, jobId, isActive);
    return reload(tx, jobId);
  });
