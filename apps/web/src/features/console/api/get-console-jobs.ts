import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { ConsoleJob, ConsoleJobStatus } from '@elevate/contracts/console/console-job.schema';
import { apiGet } from '@/lib/api-client';

export interface ConsoleJobsParams {
  status: ConsoleJobStatus;
  limit: number;
  offset: number;
}

/** A company's jobs, open and closed, with applicant counts: `GET console/partners/{id}/jobs`. */
export const getConsoleJobs = (partnerId: number, params: ConsoleJobsParams, signal?: AbortSignal) =>
  apiGet<ListResult<ConsoleJob>>(`console/partners/${partnerId}/jobs`, { ...params }, signal);

export const consoleJobsQuery = (partnerId: number, params: ConsoleJobsParams) =>
  queryOptions({
    queryKey: ['console', 'jobs', partnerId, params],
    queryFn: ({ signal }) => getConsoleJobs(partnerId, params, signal),
  });

export const useConsoleJobs = (partnerId: number | null, params: ConsoleJobsParams) =>
  useQuery({
    ...consoleJobsQuery(partnerId ?? 0, params),
    enabled: partnerId !== null,
    placeholderData: keepPreviousData,
  });
