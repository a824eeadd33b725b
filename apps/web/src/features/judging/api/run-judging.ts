import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JudgingRun, JudgingState } from '@elevate/contracts/judging/judging.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

export type JudgingAction = 'open' | 'rebalance' | 'close' | 'reopen';

/**
 * Moves a phase's judging on: `POST console/drills/{id}/phases/{phaseId}/judging/{open|rebalance|close|reopen}`.
 * Open and rebalance make assignments (JudgingRun); close and reopen answer the new state. One file for the four
 * because they are the same call on the same resource.
 */
export const runJudging = async (drillId: number, phaseId: number, action: JudgingAction, reason?: string) => {
  const body = action === 'reopen' ? { reason: reason ?? '' } : action === 'close' ? undefined : {};
  const env = await apiRequest<JudgingRun | JudgingState>(
    'POST',
    `console/drills/${drillId}/phases/${phaseId}/judging/${action}`,
    { body },
  );
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { state: env.result, message: env.message };
};

export const useRunJudging = (drillId: number, phaseId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: JudgingAction; reason?: string }) =>
      runJudging(drillId, phaseId, action, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: judgingKeys.host(drillId) }),
  });
};
