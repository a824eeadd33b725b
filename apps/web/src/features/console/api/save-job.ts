import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleJobDetail } from '@elevate/contracts/console/console-job.schema';
import type { JobWrite } from '@elevate/contracts/console/job-write.schema';
import { apiRequest } from '@/lib/api-client';

/** Posts a job (`POST jobs`) or saves an existing one (`PUT jobs/{id}`). */
export const saveJob = async ({ jobId, partnerId, job }: { jobId?: number; partnerId: number; job: JobWrite }) => {
  const env =
    jobId === undefined
      ? await apiRequest<ConsoleJobDetail>('POST', 'jobs', { body: { ...job, partnerId } })
      : await apiRequest<ConsoleJobDetail>('PUT', `jobs/${jobId}`, { body: job });
  return { job: env.result, message: env.message };
};

export const useSaveJob = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSuccess: ({ job }) => {
      if (job) client.setQueryData(['console', 'job', job.jobId], job);
      void client.invalidateQueries({ queryKey: ['console', 'jobs'] });
      void client.invalidateQueries({ queryKey: ['console', 'partners'] });
      void client.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
};
