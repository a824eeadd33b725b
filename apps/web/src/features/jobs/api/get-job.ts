import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@elevate/contracts/jobs/job-detail.schema';
import { apiGet } from '@/lib/api-client';

/** One job by its custUrl (or numeric id): jobs/{id}. */
export const getJob = (idOrUrl: string, signal?: AbortSignal) =>
  apiGet<JobDetail>(`jobs/${encodeURIComponent(idOrUrl)}`, undefined, signal);

export const jobQuery = (idOrUrl: string) =>
  queryOptions({ queryKey: ['jobs', 'detail', idOrUrl], queryFn: ({ signal }) => getJob(idOrUrl, signal) });

export const useJob = (idOrUrl: string, enabled = true) => useQuery({ ...jobQuery(idOrUrl), enabled });
