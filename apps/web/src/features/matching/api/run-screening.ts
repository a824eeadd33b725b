import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScreeningResult } from '@elevate/contracts/matching/screening.schema';
import { apiRequest } from '@/lib/api-client';
import { screeningKey } from './get-screening';

/** PUT resume-screening: ranks every applicant of the job again and answers the new ranking. */
export const runScreening = async (jobId: number) => {
  const env = await apiRequest<ScreeningResult>('PUT', 'resume-screening', { body: { jobId } });
  if (!env.result) throw new Error('The screening answered without a ranking');
  return env.result;
};

/** The answer is the stored ranking itself, so it replaces the cached one without another request. */
export const useRunScreening = (jobId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => runScreening(jobId),
    onSuccess: (result) => client.setQueryData(screeningKey(jobId), result),
  });
};
