import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteCode } from '@elevate/contracts/drills/team.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { teamKeys } from './participation-keys';

/**
 * POST drillteams/participants/{pid}/invitecode (lead): a new invite code; every code and link shared before
 * stops working, which is how a lead revokes a link.
 */
export const rotateInviteCode = async (participantId: number) => {
  const env = await apiRequest<InviteCode>('POST', `drillteams/participants/${participantId}/invitecode`);
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { code: env.result, message: env.message };
};

export const useRotateInviteCode = (drillId: number, participantId: number, teamId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rotateInviteCode(participantId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.team(drillId, teamId) }),
  });
};
