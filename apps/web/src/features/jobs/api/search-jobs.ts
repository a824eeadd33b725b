import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobSearchResult } from '@elevate/contracts/jobs/job-search.schema';
import { apiGet } from '@/lib/api-client';
import type { JobSearchParams } from '../search-params';

/** jobs/search with the keyword, filters, sort and page of the /jobs address (spec §7.4). */
export const searchJobs = (params: JobSearchParams, signal?: AbortSignal) =>
  apiGet<JobSearchResult>('jobs/search', params, signal);

export const searchJobsQuery = (params: JobSearchParams) =>
  queryOptions({
    queryKey: ['jobs', 'search', params],
    queryFn: ({ signal }) => searchJobs(params, signal),
    // The last results stay on screen (dimmed) while the next ones load, so the page does not jump.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useSearchJobs = (params: JobSearchParams) => useQuery(searchJobsQuery(params));
