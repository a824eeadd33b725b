import { z } from 'zod';
import { JOB_TYPES } from '../common/constants.ts';

/** The job card of spec §3. */
export const JobCardSchema = z.object({
  jobId: z.number().int(),
  jobTitle: z.string(),
  custUrl: z.string(),
  jobImageLink: z.string().nullable(),
  partnerId: z.number().int(),
  partnerName: z.string(),
  partnerDisplayName: z.string(),
  jobLocation: z.string(),
  jobSkills: z.string(),
  jobCtcCurrency: z.string(),
  jobMinCtcRange: z.number(),
  jobMaxCtcRange: z.number(),
  jobCtcCategory: z.string(),
  isSalaryHidden: z.boolean(),
  jobType: z.enum(JOB_TYPES),
  duration: z.string().nullable(),
  jobMinYoe: z.number(),
  jobMaxYoe: z.number(),
  jobYoeTextForZero: z.string().nullable(),
  jobApplicantCount: z.number().int(),
  jobNumberOfVacancies: z.number().int(),
  createdTs: z.string(),
});
export type JobCard = z.infer<typeof JobCardSchema>;
