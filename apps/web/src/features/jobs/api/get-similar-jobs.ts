import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import { apiGet } from '@/lib/api-client';

/** Up to 4 active jobs like this one: jobs/{id}/similar. */
export const getSimilarJobs = (jobId: number, signal?: AbortSignal) =>
  apiGet<ListResult<JobCard>>(`jobs/${jobId}/similar`, undefined, signal);

export const similarJobsQuery = (jobId: number) =>
  queryOptions({ queryKey: ['jobs', 'similar', jobId], queryFn: ({ signal }) => getSimilarJobs(jobId, signal) });

export const useSimilarJobs = (jobId: number | undefined) =>
  useQuery({ ...similarJobsQuery(jobId ?? 0), enabled: jobId !== undefined });
