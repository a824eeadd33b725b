import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSearchResult } from '@elevate/contracts/jobs/job-search.schema';
import { apiGet } from '@/lib/api-client';

/** The hackathon page shows this many of the jobs its hosts linked to it. */
export const DRILL_JOBS_LIMIT = 6;

/** jobs/search?drillId: the jobs the hosts linked to their hackathon (spec §7.4, §7.6), newest first. */
export const listDrillJobs = (drillId: number, signal?: AbortSignal) =>
  apiGet<JobSearchResult>('jobs/search', { drillId, sort: 'newest', limit: DRILL_JOBS_LIMIT }, signal);

export const drillJobsQuery = (drillId: number) =>
  queryOptions({
    queryKey: ['drills', drillId, 'jobs'],
    queryFn: ({ signal }) => listDrillJobs(drillId, signal),
    staleTime: 5 * 60_000,
  });

export const useDrillJobs = (drillId: number) => useQuery(drillJobsQuery(drillId));
