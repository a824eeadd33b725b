import { z } from 'zod';
import { DB_INT_MAX, idOf } from '../common/query-params.ts';
import { MatchExplanationSchema } from './matching.schema.ts';

const jobIdOf = z
  .number({ error: 'jobId must be a number' })
  .int('jobId must be a whole number')
  .positive('jobId must be a positive number')
  .max(DB_INT_MAX, 'jobId is not valid');

/** PUT resume-screening: rank one job's applicants by the same explained score. It ranks; it never rejects. */
export const ScreeningBodySchema = z.object({ jobId: jobIdOf });

/** GET resume-screening?jobId: the stored ranking of the job's last screening. */
export const ScreeningQuerySchema = z.object({ jobId: idOf('jobId') });

export const ScreenedApplicantSchema = z.object({
  applicationId: z.number().int(),
  /** Shown to the employer beside the score; never an input to it. */
  name: z.string(),
  status: z.string(),
  score: z.number().min(0).max(100),
  /** Where the skills came from: the application's resume, the profile, or both. */
  basis: z.enum(['resume', 'profile', 'resume-and-profile']),
  explanation: MatchExplanationSchema,
});
export type ScreenedApplicant = z.infer<typeof ScreenedApplicantSchema>;
export type ScreeningBasis = ScreenedApplicant['basis'];

export const ScreeningResultSchema = z.object({
  jobId: z.number().int(),
  scoringVersion: z.string(),
  /** When the job was last screened; null (with no applicants) when it never was. */
  screenedAt: z.string().nullable(),
  applicants: z.array(ScreenedApplicantSchema),
  /** Applicants who applied after the last screening (or all of them, never screened): a rescreen ranks them. */
  notScreened: z.number().int(),
});
export type ScreeningResult = z.infer<typeof ScreeningResultSchema>;
