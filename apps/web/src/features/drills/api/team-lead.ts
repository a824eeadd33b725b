import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TeamChange } from '@elevate/contracts/drills/team.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { refreshTeams } from './team-cache';

/** POST drillteams/{tid}/lead: the lead hands the lead to another member. */
export const handOverLead = async (teamId: number, newLeadParticipantId: number) => {
  const env = await apiRequest<TeamChange>('POST', `drillteams/${teamId}/lead`, { body: { newLeadParticipantId } });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { change: env.result, message: env.message };
};

export const useHandOverLead = (drillId: number, teamId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (newLeadParticipantId: number) => handOverLead(teamId, newLeadParticipantId),
    onSuccess: () => refreshTeams(queryClient, drillId),
  });
};
