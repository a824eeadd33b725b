import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Rubric, RubricWrite } from '@elevate/contracts/judging/judging.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/**
 * Saves a phase's whole rubric and its settings: `PUT console/drills/{id}/phases/{phaseId}/rubric`. Once judging is
 * open the API answers 409 unless confirmLockedChange is set (the change is then audited).
 */
export const saveRubric = async (drillId: number, phaseId: number, body: RubricWrite) => {
  const env = await apiRequest<Rubric>('PUT', `console/drills/${drillId}/phases/${phaseId}/rubric`, { body });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { rubric: env.result, message: env.message };
};

export const useSaveRubric = (drillId: number, phaseId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RubricWrite) => saveRubric(drillId, phaseId, body),
    onSuccess: ({ rubric }) => {
      client.setQueryData(judgingKeys.rubric(drillId, phaseId), rubric);
      void client.invalidateQueries({ queryKey: judgingKeys.coverage(drillId, phaseId) });
      void client.invalidateQueries({ queryKey: judgingKeys.audit(drillId) });
    },
  });
};
