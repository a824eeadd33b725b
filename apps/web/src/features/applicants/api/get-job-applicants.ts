import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicantsResult } from '@elevate/contracts/applications/applicants.schema';
import type { ApplicationStatus } from '@elevate/contracts/applications/application-status';
import { apiGet } from '@/lib/api-client';

export interface JobApplicantsParams {
  status?: ApplicationStatus;
  q?: string;
  limit: number;
  offset: number;
}

/** console/jobs/{jobId}/applicants: one page of a job's applicants, the job header and the chip counts. */
export const getJobApplicants = (jobId: number, params: JobApplicantsParams, signal?: AbortSignal) =>
  apiGet<ApplicantsResult>(`console/jobs/${jobId}/applicants`, { ...params }, signal);

export const jobApplicantsKey = (jobId: number) => ['applicants', 'job', jobId] as const;

export const jobApplicantsQuery = (jobId: number, params: JobApplicantsParams) =>
  queryOptions({
    queryKey: [...jobApplicantsKey(jobId), params],
    queryFn: ({ signal }) => getJobApplicants(jobId, params, signal),
    // The last page of the same job stays on screen while the next filter loads, so the table does not jump.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === jobId ? previous : undefined),
    staleTime: 15_000,
  });

export const useJobApplicants = (jobId: number, params: JobApplicantsParams) =>
  useQuery(jobApplicantsQuery(jobId, params));
