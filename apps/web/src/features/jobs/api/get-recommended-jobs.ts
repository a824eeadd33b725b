import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecommendedJobsResult } from '@elevate/contracts/jobs/recommendations.schema';
import { apiGet } from '@/lib/api-client';

/** GET jobs/recommended: open jobs picked from my profile, best first, each with its reasons. */
export const getRecommendedJobs = (uid: number, limit: number, signal?: AbortSignal) =>
  apiGet<RecommendedJobsResult>('jobs/recommended', { uId: uid, limit }, signal);

export const recommendedJobsQuery = (uid: number, limit: number) =>
  queryOptions({
    queryKey: ['jobs', 'recommended', uid, limit],
    queryFn: ({ signal }) => getRecommendedJobs(uid, limit, signal),
    // Fetched again whenever the dashboard opens: a job applied to a moment ago must leave the list.
    staleTime: 0,
  });

/** My recommended jobs; idle without a signed-in user (uid 0). */
export const useRecommendedJobs = (uid: number, limit: number) =>
  useQuery({ ...recommendedJobsQuery(uid, limit), enabled: uid > 0 });
