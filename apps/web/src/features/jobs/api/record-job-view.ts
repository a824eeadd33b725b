import type { JobViewResult } from '@elevate/contracts/jobs/job-detail.schema';
import { apiRequest } from '@/lib/api-client';

/** POST jobs/views/: the server counts one view per viewer per day, however often this is called. */
export const recordJobView = async (jobId: number) => {
  const env = await apiRequest<JobViewResult>('POST', 'jobs/views/', { body: { jobId } });
  return env.result;
};
