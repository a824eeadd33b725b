import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyResult } from '@elevate/contracts/applications/application.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** POST jobs/application: sends my application with the resume on my profile. */
export const applyToJob = async (jobId: number): Promise<ApplyResult> => {
  const env = await apiRequest<ApplyResult>('POST', 'jobs/application', { body: { jobId } });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return env.result;
};

export const useApplyToJob = (uid: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSuccess: (result) => {
      queryClient.setQueryData(applicationKeys.forJob(uid, result.application.jobId), {
        application: result.application,
      });
      void queryClient.invalidateQueries({ queryKey: [...applicationKeys.all, 'mine'] });
    },
  });
};
