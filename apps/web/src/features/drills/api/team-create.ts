import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeam, Team } from '@elevate/contracts/drills/team.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { refreshTeams } from './team-cache';

/** POST drills/{id}/participate/{pid}/teams: creates a team the caller leads; answers the team. */
export const createTeam = async (drillId: number, participantId: number, body: CreateTeam) => {
  const env = await apiRequest<Team>('POST', `drills/${drillId}/participate/${participantId}/teams`, { body });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { team: env.result, message: env.message };
};

export const useCreateTeam = (drillId: number, participantId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTeam) => createTeam(drillId, participantId, body),
    onSuccess: () => refreshTeams(queryClient, drillId),
  });
};
