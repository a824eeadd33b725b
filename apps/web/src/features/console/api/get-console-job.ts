import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleJobDetail } from '@elevate/contracts/console/console-job.schema';
import { apiGet } from '@/lib/api-client';

/** A job's stored fields for its edit form: `GET console/jobs/{id}`. */
export const getConsoleJob = (jobId: number, signal?: AbortSignal) =>
  apiGet<ConsoleJobDetail>(`console/jobs/${jobId}`, undefined, signal);

export const consoleJobQuery = (jobId: number) =>
  queryOptions({ queryKey: ['console', 'job', jobId], queryFn: ({ signal }) => getConsoleJob(jobId, signal) });

export const useConsoleJob = (jobId: number | null) =>
  useQuery({ ...consoleJobQuery(jobId ?? 0), enabled: jobId !== null });
