import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team, UpdateTeam } from '@elevate/contracts/drills/team.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { teamKeys } from './participation-keys';
import { refreshTeams } from './team-cache';

/** POST drillteams/participants/{pid}/teams: the lead updates the team card (roles needed, taking members). */
export const updateTeam = async (participantId: number, body: UpdateTeam) => {
  const env = await apiRequest<Team>('POST', `drillteams/participants/${participantId}/teams`, { body });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { team: env.result, message: env.message };
};

export const useUpdateTeam = (drillId: number, participantId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTeam) => updateTeam(participantId, body),
    onSuccess: ({ team }) => {
      queryClient.setQueryData(teamKeys.team(drillId, team.teamId), team);
      return refreshTeams(queryClient, drillId);
    },
  });
};
