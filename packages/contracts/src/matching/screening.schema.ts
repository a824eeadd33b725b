import { z } from 'zod';
import { MatchExplanationSchema } from './matching.schema.ts';

/** PUT resume-screening: rank one job's applicants by the same explained score. It ranks; it never rejects. */
export const ScreeningBodySchema = z.object({ jobId: z.number().int().positive() });

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

export const ScreeningResultSchema = z.object({
  jobId: z.number().int(),
  scoringVersion: z.string(),
  screenedAt: z.string(),
  applicants: z.array(ScreenedApplicantSchema),
});
export type ScreeningResult = z.infer<typeof ScreeningResultSchema>;
