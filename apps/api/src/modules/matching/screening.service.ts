import { ApplicantsMessages } from '@elevate/contracts/applications/applicants.messages';
import { SCORING_VERSION } from '@elevate/contracts/matching/matching.constants';
import { MatchingMessages } from '@elevate/contracts/matching/matching.messages';
import type { ParsedResume } from '@elevate/contracts/matching/parse.schema';
import type { ScreeningBasis, ScreeningResult } from '@elevate/contracts/matching/screening.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { canManagePartner } from '../partners/partner-access.ts';
import { skillsOf } from '../jobs/job-location.ts';
import type { StorageDriver } from '../uploads/storage/storage-driver.ts';
import { parseStoredResume } from './resume-parse.service.ts';
import { scoreMatch, type CandidateSignals, type JobSignals } from './scoring.ts';
import {
  applicantSignalsOf,
  cachedParsesOf,
  countNotScreened,
  findScreeningJob,
  replaceScreenings,
  storedScreening,
  type ApplicantSignalsRow,
  type ScreeningJob,
  type ScreeningRow,
} from './screening.repository.ts';

export interface ScreeningContext {
  db: Db;
  storage: StorageDriver;
  now: Date;
}

/** The job, if the caller may screen its applicants: 404 when there is no job, 403 when it is another company's. */
const screenableJob = async (db: DbOrTx, user: AuthUser, jobId: number): Promise<ScreeningJob> => {
  const job = await findScreeningJob(db, jobId);
  if (!job) throw notFound(ApplicantsMessages.jobNotFound);
  if (!(await canManagePartner(db, user, job.partnerId))) throw forbidden(MatchingMessages.othersJob);
  return job;
};

/** The same signals a job card gives matching, so a screening and a match score a job alike. */
const jobSignalsOf = (job: ScreeningJob): JobSignals => ({
  skills: skillsOf(job.skills),
  minYears: job.minYoe,
  maxYears: job.maxYoe,
  location: job.location,
});

/**
 * An applicant's signals: the application's resume (skills, months of experience) joined with the profile's
 * skills, experience and city. Built only from ApplicantSignalsRow, which carries no name, gender, date of
 * birth, photo or marital status, so none of them can reach the score.
 */
export const candidateSignalsOf = (
  row: ApplicantSignalsRow,
  resume: ParsedResume | null,
): { signals: CandidateSignals; basis: ScreeningBasis } => {
  const fromResume = resume ? resume.skills.map((s) => s.name) : [];
  const profileMonths = row.experienceYears === null ? null : Math.round(row.experienceYears * 12);
  const basis: ScreeningBasis =
    fromResume.length === 0 ? 'profile' : row.profileSkills.length === 0 ? 'resume' : 'resume-and-profile';
  return {
    basis,
    signals: {
      // The employer weighs everything the applicant has told us: a skill on either counts as theirs.
      resumeSkills: [...new Set([...fromResume, ...row.profileSkills])],
      profileSkills: row.profileSkills,
      experienceMonths: resume?.experienceMonths ?? profileMonths,
      city: row.currentCity ?? resume?.city?.value ?? null,
    },
  };
};

/**
 * The application's resume parse: the cached one when there is one, otherwise read now (and cached by the parser).
 * A resume that cannot be read (scanned, broken, gone from storage) is no resume: the profile still scores.
 */
const resumeOf = async (
  ctx: ScreeningContext,
  key: string | null,
  cached: Map<string, ParsedResume>,
): Promise<ParsedResume | null> => {
  if (!key) return null;
  const hit = cached.get(key);
  const parsed = hit ?? (await parseStoredResume(ctx.db, ctx.storage, key).catch(() => null));
  return parsed && !parsed.layout.scanned ? parsed : null;
};

const answer = async (db: DbOrTx, jobId: number): Promise<ScreeningResult> => {
  const [stored, notScreened] = await Promise.all([storedScreening(db, jobId), countNotScreened(db, jobId)]);
  return {
    jobId,
    scoringVersion: stored.scoringVersion ?? SCORING_VERSION,
    screenedAt: stored.screenedAt?.toISOString() ?? null,
    applicants: stored.applicants,
    notScreened,
  };
};

/**
 * PUT resume-screening: scores every applicant of the job with the same explained score as matching and stores
 * the ranking (a new screening replaces the old one in one transaction). It ranks; it never changes a status.
 */
export const screenApplicants = async (
  ctx: ScreeningContext,
  user: AuthUser,
  jobId: number,
): Promise<ScreeningResult> => {
  const job = await screenableJob(ctx.db, user, jobId);
  const jobSignals = jobSignalsOf(job);
  const applicants = await applicantSignalsOf(ctx.db, jobId);
  const keys = [...new Set(applicants.flatMap((a) => (a.resumeKey ? [a.resumeKey] : [])))];
  const cached = await cachedParsesOf(ctx.db, keys);

  const rows: ScreeningRow[] = [];
  // One at a time: an unparsed resume costs a PDF read, and the machine serves other requests meanwhile.
  for (const applicant of applicants) {
    const { signals, basis } = candidateSignalsOf(applicant, await resumeOf(ctx, applicant.resumeKey, cached));
    const { score, explanation } = scoreMatch(signals, jobSignals);
    rows.push({ applicationId: applicant.applicationId, score, basis, explanation });
  }
  await ctx.db.transaction((tx) => replaceScreenings(tx, jobId, rows, SCORING_VERSION, ctx.now));
  return answer(ctx.db, jobId);
};

/** GET resume-screening?jobId: the stored ranking; no applicants and screenedAt null when never screened. */
export const storedJobScreening = async (db: DbOrTx, user: AuthUser, jobId: number): Promise<ScreeningResult> => {
  await screenableJob(db, user, jobId);
  return answer(db, jobId);
};
