import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import {
  RecommendationMessages,
  RecommendationReasons,
  type RecommendationSignal,
  type RecommendedJob,
  type RecommendedJobsResult,
} from '@elevate/contracts/jobs/recommendations.schema';
import { canonicalSkillName, spellingsOf } from '@elevate/contracts/matching/skills/skill-dictionary';
import type { DbOrTx } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import { candidateSignalsOfProfile, jobSignalsOf, scoreMatch, type CandidateSignals } from '../matching/scoring.ts';
import { cityTagsOf, REMOTE_TAGS } from './job-location.ts';
import { jobCardsByIds } from './job-search.repository.ts';
import {
  findRecommendationProfile,
  recommendationCandidateIds,
  type RecommendationProfile,
} from './job-recommendations.repository.ts';

/** Best skill and city matches scored per request: enough for any limit, bounded whatever the catalogue. */
const MATCH_CANDIDATES = 60;
/**
 * Skill and city matches ranked per request: the newest this many. Recommendations favour what is still
 * hiring; ranking every match of a common skill would cost a scan of half the catalogue per request.
 */
export const RECENT_MATCHES_RANKED = 2000;

/** What a profile gives to match on: its skills (as both resume and profile skills), experience and city. */
export const signalsOf = (profile: RecommendationProfile): CandidateSignals =>
  candidateSignalsOfProfile({
    skills: profile.skills.map((name) => name.trim()).filter((name) => name !== ''),
    experienceYears: profile.experienceYears,
    currentCity: profile.currentCity?.trim() || null,
  });

export const missingSignalsOf = (s: CandidateSignals): RecommendationSignal[] => [
  ...(s.resumeSkills.length === 0 ? (['skills'] as const) : []),
  ...(s.city === null ? (['city'] as const) : []),
  ...(s.experienceMonths === null ? (['experience'] as const) : []),
];

/**
 * A job's score (scoreMatch: the same score out of 100 as resume matching, docs/decisions/034) and its reasons,
 * read from the explanation: the skills that matched, the city or a remote job, an experience range that holds
 * the profile's. A job none of these fit is "New on Elevate".
 */
export const scoreJob = (job: JobCard, s: CandidateSignals): RecommendedJob => {
  const { score, explanation } = scoreMatch(s, jobSignalsOf(job));
  const reasons: string[] = [];
  if (explanation.skills.matched.length > 0) reasons.push(RecommendationReasons.skills(explanation.skills.matched));
  if (s.city !== null && explanation.location.fit === 'same-city') reasons.push(RecommendationReasons.city(s.city));
  if (s.city !== null && explanation.location.fit === 'remote') reasons.push(RecommendationReasons.remote(s.city));
  if (explanation.experience.fit === 'within' && s.experienceMonths !== null) {
    // Months back to the years the profile holds ("2.5 years"), as written there.
    const years = Math.round((s.experienceMonths / 12) * 10) / 10;
    reasons.push(years === 0 ? RecommendationReasons.freshers : RecommendationReasons.experience(years));
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
  const profile = await findRecommendationProfile(db, q.uId);
  const signals = signalsOf(profile);
  const ids = await recommendationCandidateIds(db, {
    userId: q.uId,
    skills: spellingsOf(signals.resumeSkills.map(canonicalSkillName)),
    cityTags: signals.city === null ? [] : cityTagsOf(signals.city),
    remoteTags: [...REMOTE_TAGS],
    experienceYears: profile.experienceYears,
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
