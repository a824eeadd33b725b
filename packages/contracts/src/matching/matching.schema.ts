import { z } from 'zod';
import { JobCardSchema } from '../jobs/job-card.schema.ts';
import { MATCHES_DEFAULT_LIMIT, MATCHES_MAX_LIMIT } from './matching.constants.ts';
import { ParsedResumeSchema } from './parse.schema.ts';

/**
 * Why a score is what it is. `matched` and `missing` are exactly the job's skills that decided the skills part;
 * a missing skill is split into one the profile has but this resume does not say ("add it to your resume") and
 * a real gap.
 */
export const MatchExplanationSchema = z.object({
  skills: z.object({
    matched: z.array(z.string()),
    missingOnProfile: z.array(z.string()),
    missingGaps: z.array(z.string()),
    /** Points out of SCORE_WEIGHTS.skills. */
    points: z.number(),
  }),
  experience: z.object({
    /** The candidate's months of experience, when known. */
    candidateMonths: z.number().int().nullable(),
    /** The job's range in years. */
    jobMinYears: z.number().nullable(),
    jobMaxYears: z.number().nullable(),
    fit: z.enum(['within', 'below', 'above', 'unknown']),
    points: z.number(),
  }),
  location: z.object({
    candidateCity: z.string().nullable(),
    fit: z.enum(['same-city', 'remote', 'other-city', 'unknown']),
    points: z.number(),
  }),
  /** What would raise the score most, largest gain first. */
  improvements: z.array(z.object({ text: z.string(), gain: z.number() })),
});
export type MatchExplanation = z.infer<typeof MatchExplanationSchema>;

/** A job card (as jobs/search answers it) with its score out of 100 and why. */
export const JobMatchSchema = z.object({
  job: JobCardSchema,
  score: z.number().min(0).max(100),
  explanation: MatchExplanationSchema,
});
export type JobMatch = z.infer<typeof JobMatchSchema>;

/**
 * POST ai/resume/matching/request. A PDF in the body (`application/pdf`, signed in or out: held in memory for this
 * request only, never stored), or, signed in, JSON `{ source: 'profile' }` for the profile's resume.
 */
export const MatchRequestQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MATCHES_MAX_LIMIT).default(MATCHES_DEFAULT_LIMIT),
});
export const MatchFromProfileBodySchema = z.object({ source: z.literal('profile') });

export const MatchResultSchema = z.object({
  scoringVersion: z.string(),
  resume: ParsedResumeSchema,
  matches: z.array(JobMatchSchema),
  /** How many open jobs were considered. */
  jobsConsidered: z.number().int(),
});
export type MatchResult = z.infer<typeof MatchResultSchema>;
