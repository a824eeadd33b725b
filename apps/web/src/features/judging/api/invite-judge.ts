import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JudgeInvite, JudgeInvited } from '@elevate/contracts/judging/judging.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** Invites a judge by email (or sends the invitation again to the same address): `POST console/drills/{id}/judges`. */
export const inviteJudge = async (drillId: number, body: JudgeInvite) => {
  const env = await apiRequest<JudgeInvited>('POST', `console/drills/${drillId}/judges`, { body });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { ...env.result, message: env.message };
};

export const useInviteJudge = (drillId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: JudgeInvite) => inviteJudge(drillId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: judgingKeys.host(drillId) }),
  });
};
