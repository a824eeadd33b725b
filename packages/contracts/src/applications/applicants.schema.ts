import { z } from 'zod';
import { blankIsUnset, idOf, limitParam, offsetParam } from '../common/query-params.ts';
import { EDUCATION_LEVELS } from '../common/constants.ts';
import { listOf } from '../common/envelope.ts';
import { APPLICATION_STATUSES } from './application-status.ts';
import { ApplicationStatusEntrySchema } from './application.schema.ts';
import { APPLICANT_FEEDBACK_MAX_LENGTH, ApplicantsMessages } from './applicants.messages.ts';

/**
 * The employer side of applications (the console's "Applicants of a job"): who applied to a job, where each
 * stands, and moving them along. docs/decisions/013-applicants-console.md explains the choices.
 */

export const APPLICANTS_DEFAULT_LIMIT = 20;
export const APPLICANTS_MAX_LIMIT = 100;
export const APPLICANTS_MAX_OFFSET = 100_000;
export const APPLICANTS_SEARCH_MAX_LENGTH = 100;
/** A CSV export holds at most this many rows; a job with more is filtered by status first. */
export const APPLICANTS_CSV_MAX_ROWS = 20_000;

export const StatusSchema = z.enum(APPLICATION_STATUSES, { error: ApplicantsMessages.statusInvalid });

export const JobApplicantsParamsSchema = z.object({ jobId: idOf('jobId') });
export const ApplicationIdParamsSchema = z.object({ applicationId: idOf('applicationId') });

/** The filters shared by the list and its CSV export. */
export const ApplicantsFilterSchema = z.object({
  status: blankIsUnset(StatusSchema.optional()),
  /** Part of the candidate's name or email. */
  q: blankIsUnset(
    z
      .string()
      .trim()
      .max(APPLICANTS_SEARCH_MAX_LENGTH, `Search must be at most ${APPLICANTS_SEARCH_MAX_LENGTH} characters`)
      .optional(),
  ),
});
export type ApplicantsFilter = z.infer<typeof ApplicantsFilterSchema>;

/** GET console/jobs/{jobId}/applicants?status&q&limit&offset. */
export const ApplicantsQuerySchema = ApplicantsFilterSchema.extend({
  limit: limitParam(APPLICANTS_MAX_LIMIT, APPLICANTS_DEFAULT_LIMIT),
  offset: offsetParam(APPLICANTS_MAX_OFFSET),
});
export type ApplicantsQuery = z.input<typeof ApplicantsQuerySchema>;

/** The candidate as the company sees them: what they gave when signing up and applying. */
export const ApplicantUserSchema = z.object({
  uid: z.number().int(),
  fullName: z.string(),
  lastName: z.string(),
  email: z.string(),
  contact: z.string().nullable(),
  utype: z.string(),
  currentCity: z.string().nullable(),
  highestQualification: z.enum(EDUCATION_LEVELS).nullable(),
});
export type ApplicantUser = z.infer<typeof ApplicantUserSchema>;

/** One row of a job's applicants. */
export const ApplicantSchema = z.object({
  applicationId: z.number().int(),
  user: ApplicantUserSchema,
  appliedDateTime: z.iso.datetime({ offset: true }),
  currentStatus: StatusSchema,
  /** When the current status was set. */
  statusUpdatedOn: z.iso.datetime({ offset: true }),
  /** The note sent with the newest status change (null when it carried none). */
  lastFeedback: z.string().nullable(),
  /** Whether the application was sent with a resume; open it through `GET s3/pre-signed?key=resumeKey`. */
  resumeAvailable: z.boolean(),
  resumeKey: z.string().nullable(),
  resumeFileName: z.string().nullable(),
});
export type Applicant = z.infer<typeof ApplicantSchema>;

/** The job the applicants applied to: the page's header. */
export const ApplicantsJobSchema = z.object({
  jobId: z.number().int(),
  jobTitle: z.string(),
  custUrl: z.string(),
  jobLocation: z.string(),
  /** False once the job is closed; its applicants can still be moved. */
  isActive: z.boolean(),
  partnerId: z.number().int(),
  partnerName: z.string(),
  /** Every application to the job, whatever the filters. */
  applicantCount: z.number().int(),
});
export type ApplicantsJob = z.infer<typeof ApplicantsJobSchema>;

/** How many applicants are in each status (every status present, 0 when none), under the search `q`. */
export const ApplicantCountsSchema = z.record(StatusSchema, z.number().int());
export type ApplicantCounts = z.infer<typeof ApplicantCountsSchema>;

export const ApplicantsResultSchema = listOf(ApplicantSchema).extend({
  job: ApplicantsJobSchema,
  countsByStatus: ApplicantCountsSchema,
});
export type ApplicantsResult = z.infer<typeof ApplicantsResultSchema>;

/** GET console/applications/{applicationId}: one applicant, their job and every status, oldest first. */
export const ApplicantDetailSchema = ApplicantSchema.extend({
  job: ApplicantsJobSchema,
  status: z.array(ApplicationStatusEntrySchema),
});
export type ApplicantDetail = z.infer<typeof ApplicantDetailSchema>;

/** POST console/applications/{applicationId}/status. */
export const MoveApplicantBodySchema = z.object({
  statusValue: StatusSchema,
  /** Sent to the candidate with the new status; optional for every status (docs/decisions/013). */
  feedback: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z
      .string({ error: ApplicantsMessages.feedbackInvalid })
      .trim()
      .max(APPLICANT_FEEDBACK_MAX_LENGTH, ApplicantsMessages.feedbackTooLong)
      .optional(),
  ),
});
export type MoveApplicantBody = z.input<typeof MoveApplicantBodySchema>;

/** The move form in the browser: the same rules, with the words the dialog shows. */
export const MoveApplicantFormSchema = z.object({
  statusValue: z.enum(APPLICATION_STATUSES, { error: ApplicantsMessages.chooseStatus }),
  feedback: z.string().trim().max(APPLICANT_FEEDBACK_MAX_LENGTH, ApplicantsMessages.feedbackTooLong),
});
export type MoveApplicantForm = z.input<typeof MoveApplicantFormSchema>;
