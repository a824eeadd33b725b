import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Conflict, ConflictWrite } from '@elevate/contracts/judging/judging.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** Declares a judge's conflict with a team or participant: `POST console/drills/{id}/judges/{judgeId}/conflicts`. */
export const addJudgeConflict = async (drillId: number, judgeId: number, body: ConflictWrite) => {
  const env = await apiRequest<Conflict>('POST', `console/drills/${drillId}/judges/${judgeId}/conflicts`, { body });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { conflict: env.result, message: env.message };
};

export const useAddJudgeConflict = (drillId: number, judgeId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConflictWrite) => addJudgeConflict(drillId, judgeId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: judgingKeys.host(drillId) }),
  });
};
