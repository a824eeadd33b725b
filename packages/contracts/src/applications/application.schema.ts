import { z } from 'zod';
import { blankIsUnset, idOf, limitParam, offsetParam } from '../common/query-params.ts';
import { JOB_TYPES } from '../common/constants.ts';
import { listOf } from '../common/envelope.ts';
import { APPLICATION_STATUSES } from './application-status.ts';
import { JobCardSchema } from '../jobs/job-card.schema.ts';

/** One step of an application's history (spec §3 Application.status). */
export const ApplicationStatusEntrySchema = z.object({
  statusValue: z.enum(APPLICATION_STATUSES),
  /** Who moved it: the candidate for Applied, otherwise the person at the company. */
  updatedBy: z.string(),
  /** The company's note to the candidate, when it left one. */
  feedback: z.string().nullable(),
  /** When the status took effect. */
  updatedStatusOnTs: z.iso.datetime({ offset: true }),
  /** When it was recorded. */
  updatedRecordOnTs: z.iso.datetime({ offset: true }),
});
export type ApplicationStatusEntry = z.infer<typeof ApplicationStatusEntrySchema>;

/**
 * An application as its candidate sees it: the fields of spec §3, plus what the pages need to link to the
 * job and the company. `status` is the whole history, oldest first.
 */
export const ApplicationSchema = z.object({
  applicationId: z.number().int(),
  userId: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  jobCustUrl: z.string(),
  jobLocation: z.string(),
  jobType: z.enum(JOB_TYPES),
  companyName: z.string(),
  companyId: z.number().int(),
  companyCustomUrl: z.string(),
  companyLogo: z.string().nullable(),
  appliedDateTime: z.iso.datetime({ offset: true }),
  currentStatus: z.enum(APPLICATION_STATUSES),
  /** What the current status means for the candidate (application.messages statusDescription). */
  statusDescription: z.string(),
  /** False once the job is closed or its company unlisted; the company may still move the application. */
  isJobActive: z.boolean(),
  /** The resume the application was sent with, by file name (the file itself stays private). */
  resumeFileName: z.string().nullable(),
  status: z.array(ApplicationStatusEntrySchema),
});
export type Application = z.infer<typeof ApplicationSchema>;

/** POST jobs/application. */
export const ApplyBodySchema = z.object({ jobId: idOf('jobId') });
export type ApplyBody = z.input<typeof ApplyBodySchema>;

export const ApplyResultSchema = z.object({
  application: ApplicationSchema,
  /** True when this call found an earlier application and sent nothing new. */
  alreadyApplied: z.boolean(),
});
export type ApplyResult = z.infer<typeof ApplyResultSchema>;

/**
 * The tabs of /my-jobs: every application, those still moving (not Hired or Rejected), and those closed
 * (Hired or Rejected).
 */
export const APPLICATION_STAGES = ['all', 'active', 'closed'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const MY_APPLICATIONS_DEFAULT_LIMIT = 10;
export const MY_APPLICATIONS_MAX_LIMIT = 50;
export const MY_APPLICATIONS_MAX_OFFSET = 10_000;

/** Optional `uId` of spec §7.4 ("stats with uId"): when given it must be the caller's own id. */
const OptionalUidSchema = blankIsUnset(idOf('uId').optional());

/** GET jobs/application: the caller's applications, newest first. */
export const MyApplicationsQuerySchema = z.object({
  uId: OptionalUidSchema,
  stage: blankIsUnset(
    z.enum(APPLICATION_STAGES, { error: `stage must be one of: ${APPLICATION_STAGES.join(', ')}` }).default('all'),
  ),
  limit: limitParam(MY_APPLICATIONS_MAX_LIMIT, MY_APPLICATIONS_DEFAULT_LIMIT),
  offset: offsetParam(MY_APPLICATIONS_MAX_OFFSET),
});
export type MyApplicationsQuery = z.input<typeof MyApplicationsQuerySchema>;

/** How many of the caller's applications fall in each tab of /my-jobs. */
export const ApplicationStatsSchema = z.object({
  all: z.number().int(),
  active: z.number().int(),
  closed: z.number().int(),
  /** Count per current status, every status present (0 when none). */
  byStatus: z.record(z.enum(APPLICATION_STATUSES), z.number().int()),
});
export type ApplicationStats = z.infer<typeof ApplicationStatsSchema>;

export const MyApplicationsResultSchema = listOf(ApplicationSchema).extend({ stats: ApplicationStatsSchema });
export type MyApplicationsResult = z.infer<typeof MyApplicationsResultSchema>;

/** GET jobs/application/stats?uId. */
export const ApplicationStatsQuerySchema = z.object({ uId: OptionalUidSchema });

/** GET jobs/application/track?applicationId: one application with its history. */
export const TrackApplicationQuerySchema = z.object({ applicationId: idOf('applicationId') });

/** GET jobs/{jobId}/applications?uId: the caller's application to one job, if any. */
export const JobApplicationParamsSchema = z.object({ jobId: idOf('jobId') });
export const JobApplicationQuerySchema = z.object({ uId: OptionalUidSchema });
/** `application` is null when the caller has not applied to this job. */
export const JobApplicationResultSchema = z.object({ application: ApplicationSchema.nullable() });
export type JobApplicationResult = z.infer<typeof JobApplicationResultSchema>;

/** GET jobs/completeapplication?uId: every application with its complete history, newest first, unpaged. */
export const COMPLETE_APPLICATIONS_MAX = 500;
export const CompleteApplicationsQuerySchema = z.object({ uId: OptionalUidSchema });
export const CompleteApplicationsResultSchema = listOf(ApplicationSchema);
export type CompleteApplicationsResult = z.infer<typeof CompleteApplicationsResultSchema>;

/** GET jobs?uId: the job cards of the jobs a user applied to, newest application first, with where each stands. */
export const AppliedJobsQuerySchema = z.object({
  uId: idOf('uId'),
  limit: MyApplicationsQuerySchema.shape.limit,
  offset: MyApplicationsQuerySchema.shape.offset,
});
export const AppliedJobCardSchema = JobCardSchema.extend({
  applicationId: z.number().int(),
  currentStatus: z.enum(APPLICATION_STATUSES),
  appliedDateTime: z.iso.datetime({ offset: true }),
  /** False once the job is closed: the card stays, the job takes no more applications. */
  isJobActive: z.boolean(),
});
export type AppliedJobCard = z.infer<typeof AppliedJobCardSchema>;
export const AppliedJobsResultSchema = listOf(AppliedJobCardSchema);
export type AppliedJobsResult = z.infer<typeof AppliedJobsResultSchema>;
