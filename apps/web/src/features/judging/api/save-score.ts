import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignmentDetail, ScoreSaved, ScoreWrite } from '@elevate/contracts/judging/judging.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** Saves my review as a draft or submits it: `PUT judging/assignments/{assignmentId}/score`. */
export const saveScore = async (assignmentId: number, body: ScoreWrite) => {
  const env = await apiRequest<ScoreSaved>('PUT', `judging/assignments/${assignmentId}/score`, { body });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { ...env.result, message: env.message };
};

export const useSaveScore = (assignmentId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScoreWrite) => saveScore(assignmentId, body),
    onSuccess: ({ review }) => {
      client.setQueryData<AssignmentDetail>(judgingKeys.assignment(assignmentId), (old) =>
        old ? { ...old, review } : old,
      );
      void client.invalidateQueries({ queryKey: judgingKeys.mine(), refetchType: 'inactive' });
    },
  });
};
