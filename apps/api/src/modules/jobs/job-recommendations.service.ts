import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import {
  RecommendationMessages,
  RecommendationReasons,
  type RecommendationSignal,
  type RecommendedJob,
  type RecommendedJobsResult,
} from '@elevate/contracts/jobs/recommendations.schema';
import type { DbOrTx } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { cityTagsOf, locationTagsOf, REMOTE_TAGS, skillsOf } from './job-location.ts';
import { jobCardsByIds } from './job-search.repository.ts';
import {
  findRecommendationProfile,
  INTERNSHIP_TYPES,
  recommendationCandidateIds,
  type RecommendationProfile,
} from './job-recommendations.repository.ts';

/**
 * Points per signal (docs/decisions/028). One shared skill outweighs the city and experience together, so
 * the order is: more shared skills, then the city (a remote job a little below it), then experience.
 */
export const RECOMMENDATION_POINTS = { skill: 10, city: 4, remote: 3, experience: 3 } as const;

/** Best skill and city matches scored per request: enough for any limit, bounded whatever the catalogue. */
const MATCH_CANDIDATES = 60;
/**
 * Skill and city matches ranked per request: the newest this many. Recommendations favour what is still
 * hiring; ranking every match of a common skill would cost a scan of half the catalogue per request.
 */
export const RECENT_MATCHES_RANKED = 2000;

/** What a profile gives to match on, normalised once per request. */
export interface Signals {
  /** The profile's skills, lower case. */
  skills: Set<string>;
  city: { name: string; tags: string[] } | null;
  experienceYears: number | null;
}

export const signalsOf = (profile: RecommendationProfile): Signals => {
  const skills = new Set(profile.skills.map((name) => name.trim().toLowerCase()).filter((name) => name !== ''));
  const city = profile.currentCity?.trim() ?? '';
  return {
    skills,
    city: city === '' ? null : { name: city, tags: cityTagsOf(city) },
    experienceYears: profile.experienceYears,
  };
};

export const missingSignalsOf = (s: Signals): RecommendationSignal[] => [
  ...(s.skills.size === 0 ? (['skills'] as const) : []),
  ...(s.city === null ? (['city'] as const) : []),
  ...(s.experienceYears === null ? (['experience'] as const) : []),
];

const fitsExperience = (job: JobCard, years: number): boolean =>
  years === 0
    ? job.jobMinYoe === 0 || (INTERNSHIP_TYPES as readonly string[]).includes(job.jobType)
    : job.jobMinYoe <= years && Math.max(job.jobMaxYoe, job.jobMinYoe) >= years;

/** A job's score and reasons for one profile; a job matching nothing is "New on Elevate" with score 0. */
export const scoreJob = (job: JobCard, s: Signals): RecommendedJob => {
  const reasons: string[] = [];
  let score = 0;

  // Named as the job spells them (the card beside the reason shows the same words); each skill once.
  const seen = new Set<string>();
  const shared = skillsOf(job.jobSkills).filter((skill) => {
    const tag = skill.toLowerCase();
    if (!s.skills.has(tag) || seen.has(tag)) return false;
    seen.add(tag);
    return true;
  });
  if (shared.length > 0) {
    score += shared.length * RECOMMENDATION_POINTS.skill;
    reasons.push(RecommendationReasons.skills(shared));
  }

  if (s.city) {
    const places = locationTagsOf(job.jobLocation);
    if (s.city.tags.some((t) => places.includes(t))) {
      score += RECOMMENDATION_POINTS.city;
      reasons.push(RecommendationReasons.city(s.city.name));
    } else if (REMOTE_TAGS.some((t) => places.includes(t))) {
      score += RECOMMENDATION_POINTS.remote;
      reasons.push(RecommendationReasons.remote(s.city.name));
    }
  }

  if (s.experienceYears !== null && fitsExperience(job, s.experienceYears)) {
    score += RECOMMENDATION_POINTS.experience;
    reasons.push(
      s.experienceYears === 0 ? RecommendationReasons.freshers : RecommendationReasons.experience(s.experienceYears),
    );
  }

  return { ...job, reasons: reasons.length > 0 ? reasons : [RecommendationReasons.newOnElevate], score };
};

const byFit = (a: RecommendedJob, b: RecommendedJob) =>
  b.score - a.score || b.createdTs.localeCompare(a.createdTs) || b.jobId - a.jobId;

/**
 * GET jobs/recommended: the caller's own recommendations only (another uId, an admin's too, is refused).
 * Candidates come from SQL (job-recommendations.repository.ts); they are scored here, deterministically: the
 * same profile and jobs always give the same list, in the same order, with the same reasons.
 */
export const recommendedJobs = async (
  db: DbOrTx,
  callerUid: number,
  q: { uId: number; limit: number },
): Promise<RecommendedJobsResult> => {
  if (q.uId !== callerUid) throw new AppError(ErrorCode.FORBIDDEN, RecommendationMessages.othersRecommendations);
  const signals = signalsOf(await findRecommendationProfile(db, q.uId));
  const ids = await recommendationCandidateIds(db, {
    userId: q.uId,
    skills: [...signals.skills],
    cityTags: signals.city?.tags ?? [],
    remoteTags: [...REMOTE_TAGS],
    experienceYears: signals.experienceYears,
    recentMatchLimit: RECENT_MATCHES_RANKED,
    matchLimit: Math.max(MATCH_CANDIDATES, q.limit),
    newestLimit: q.limit,
  });
  const scored = (await jobCardsByIds(db, ids)).map((job) => scoreJob(job, signals)).sort(byFit);
  const missingSignals = missingSignalsOf(signals);
  return {
    ...list(scored.slice(0, q.limit)),
    profileIsEmpty: missingSignals.length === 3,
    missingSignals,
  };
};
