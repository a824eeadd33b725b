import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { idOf, limitParam } from '../common/query-params.ts';
import { JobCardSchema } from './job-card.schema.ts';

/** The dashboard shows six; a caller may ask for up to twenty. */
export const RECOMMENDED_JOBS_DEFAULT_LIMIT = 6;
export const RECOMMENDED_JOBS_MAX_LIMIT = 20;

/** How many skills a "Matches your skills" reason names before it says "and N more". */
export const RECOMMENDATION_SKILLS_NAMED = 3;

/** GET jobs/recommended?uId=&limit=: the owner's own recommendations only. */
export const RecommendedJobsQuerySchema = z.object({
  uId: idOf('uId'),
  limit: limitParam(RECOMMENDED_JOBS_MAX_LIMIT, RECOMMENDED_JOBS_DEFAULT_LIMIT),
});
export type RecommendedJobsQuery = z.input<typeof RecommendedJobsQuerySchema>;

/** The parts of a profile recommendations are drawn from. */
export const RECOMMENDATION_SIGNALS = ['skills', 'city', 'experience'] as const;
export type RecommendationSignal = (typeof RECOMMENDATION_SIGNALS)[number];

/** A job card (the one jobs/search answers) with why it was picked, in plain words, and its score. */
export const RecommendedJobSchema = JobCardSchema.extend({
  reasons: z.array(z.string()).min(1),
  /** The match score out of 100, the same as resume matching gives (matching/scoring.ts, docs/decisions/034). */
  score: z.number().min(0).max(100),
});
export type RecommendedJob = z.infer<typeof RecommendedJobSchema>;

export const RecommendedJobsResultSchema = listOf(RecommendedJobSchema).extend({
  /** Nothing to match on (no skills, city or experience): the list is the newest jobs. */
  profileIsEmpty: z.boolean(),
  /** Which parts of the profile are missing, so the page can ask for them (skills first: they count most). */
  missingSignals: z.array(z.enum(RECOMMENDATION_SIGNALS)),
});
export type RecommendedJobsResult = z.infer<typeof RecommendedJobsResultSchema>;

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

/** The reasons a recommendation gives, worded once for the API and its tests. */
export const RecommendationReasons = {
  /** "Matches your skills: React, TypeScript" (at most three named, then "and 2 more"). */
  skills: (names: readonly string[]): string => {
    const named = names.slice(0, RECOMMENDATION_SKILLS_NAMED).join(', ');
    const more = names.length - RECOMMENDATION_SKILLS_NAMED;
    return `Matches your skills: ${named}${more > 0 ? ` and ${more} more` : ''}`;
  },
  /** "In Pune, your city" */
  city: (city: string): string => `In ${city}, your city`,
  /** A remote job for someone whose city we know. */
  remote: (city: string): string => `Remote, so you can work from ${city}`,
  /** "Fits your 2 years of experience" */
  experience: (experienceYears: number): string => `Fits your ${years(experienceYears)} of experience`,
  freshers: 'Open to freshers',
  /** A job picked because it is among the newest, with nothing in the profile to match it on. */
  newOnElevate: 'New on Elevate',
} as const;

export const RecommendationMessages = {
  othersRecommendations: 'You can only see the jobs recommended for you.',
} as const;
