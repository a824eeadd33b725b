import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamChange } from '@elevate/contracts/drills/team.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { refreshTeams } from './team-cache';

/**
 * POST drillteams/{tid}/participants/{pid}/status?isActive=false: the caller leaves (their own pid) or the lead
 * removes a member. Answers the caller's team now (null after leaving).
 */
export const setMemberInactive = async (teamId: number, participantId: number) => {
  const env = await apiRequest<TeamChange>('POST', `drillteams/${teamId}/participants/${participantId}/status`, {
    query: { isActive: false },
  });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { change: env.result, message: env.message };
};

export const useSetMemberInactive = (drillId: number, teamId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (participantId: number) => setMemberInactive(teamId, participantId),
    onSuccess: () => refreshTeams(queryClient, drillId),
  });
};
