import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JudgeRemoved } from '@elevate/contracts/judging/judging.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/**
 * Removes a judge: `DELETE console/drills/{id}/judges/{judgeId}`; with discardScores their submitted reviews go
 * too (otherwise they stay in the standings).
 */
export const removeJudge = async (drillId: number, judgeId: number, discardScores: boolean) => {
  const env = await apiRequest<JudgeRemoved>('DELETE', `console/drills/${drillId}/judges/${judgeId}`, {
    query: { discardScores },
  });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { ...env.result, message: env.message };
};

export const useRemoveJudge = (drillId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ judgeId, discardScores }: { judgeId: number; discardScores: boolean }) =>
      removeJudge(drillId, judgeId, discardScores),
    onSuccess: () => client.invalidateQueries({ queryKey: judgingKeys.host(drillId) }),
  });
};
