import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobsHeading } from '@elevate/contracts/jobs/job-detail.schema';
import { apiGet } from '@/lib/api-client';

export const getJobsHeading = (signal?: AbortSignal) => apiGet<JobsHeading>('jobs/heading', undefined, signal);

export const jobsHeadingQuery = () =>
  queryOptions({ queryKey: ['jobs', 'heading'], queryFn: ({ signal }) => getJobsHeading(signal) });

export const useJobsHeading = () => useQuery(jobsHeadingQuery());
