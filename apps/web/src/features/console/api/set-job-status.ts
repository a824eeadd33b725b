import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleJobDetail } from '@elevate/contracts/console/console-job.schema';
import { apiRequest } from '@/lib/api-client';

/** Closes or reopens a job: `PUT jobs/{id}/status`. */
export const setJobStatus = async ({ jobId, isActive }: { jobId: number; isActive: boolean }) => {
  const env = await apiRequest<ConsoleJobDetail>('PUT', `jobs/${jobId}/status`, { body: { isActive } });
  return { job: env.result, message: env.message };
};

export const useSetJobStatus = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setJobStatus,
    onSuccess: ({ job }) => {
      if (job) client.setQueryData(['console', 'job', job.jobId], job);
      void client.invalidateQueries({ queryKey: ['console', 'jobs'] });
      void client.invalidateQueries({ queryKey: ['console', 'partners'] });
      void client.invalidateQueries({ queryKey: ['jobs'] });
    },
  });
};
