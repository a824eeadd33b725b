import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobApplicationResult } from '@elevate/contracts/applications/application.schema';
import { apiGet } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** jobs/{jobId}/applications?uId: my application to this job, or null when I have not applied. */
export const getJobApplication = (uid: number, jobId: number, signal?: AbortSignal) =>
  apiGet<JobApplicationResult>(`jobs/${jobId}/applications`, { uId: uid }, signal);

export const jobApplicationQuery = (uid: number, jobId: number) =>
  queryOptions({
    queryKey: applicationKeys.forJob(uid, jobId),
    queryFn: ({ signal }) => getJobApplication(uid, jobId, signal),
  });

export const useJobApplication = (uid: number | null, jobId: number) =>
  useQuery({ ...jobApplicationQuery(uid ?? 0, jobId), enabled: uid !== null });
