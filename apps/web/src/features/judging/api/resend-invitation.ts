import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JudgeInvited } from '@elevate/contracts/judging/judging.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** Sends a judge's invitation again with a fresh link: `POST console/drills/{id}/judges/{judgeId}/resend`. */
export const resendInvitation = async (drillId: number, judgeId: number) => {
  const env = await apiRequest<JudgeInvited>('POST', `console/drills/${drillId}/judges/${judgeId}/resend`);
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { ...env.result, message: env.message };
};

export const useResendInvitation = (drillId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (judgeId: number) => resendInvitation(drillId, judgeId),
    onSuccess: () => client.invalidateQueries({ queryKey: judgingKeys.judges(drillId) }),
  });
};
