import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** Withdraws a declared conflict: `DELETE console/drills/{id}/judges/{judgeId}/conflicts/{conflictId}`. */
export const removeJudgeConflict = async (drillId: number, judgeId: number, conflictId: number) => {
  const env = await apiRequest<{ conflictId: number }>(
    'DELETE',
    `console/drills/${drillId}/judges/${judgeId}/conflicts/${conflictId}`,
  );
  return { message: env.message };
};

export const useRemoveJudgeConflict = (drillId: number, judgeId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (conflictId: number) => removeJudgeConflict(drillId, judgeId, conflictId),
    onSuccess: () => client.invalidateQueries({ queryKey: judgingKeys.host(drillId) }),
  });
};
