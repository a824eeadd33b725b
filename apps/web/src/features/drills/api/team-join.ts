import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinTeam, TeamChange, TeamInvitation } from '@elevate/contracts/drills/team.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { refreshTeams } from './team-cache';

/**
 * POST drills/{id}/participate/{pid}/teams/{tid}: with the invite code, joins at once (answers the team);
 * without, asks the lead to be let in (a join request, optionally for a role, with a note).
 */
export const joinTeam = async (drillId: number, participantId: number, teamId: number, body: JoinTeam) => {
  const env = await apiRequest<TeamChange | TeamInvitation>(
    'POST',
    `drills/${drillId}/participate/${participantId}/teams/${teamId}`,
    { body },
  );
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { result: env.result, message: env.message };
};

export const useJoinTeam = (drillId: number, participantId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, ...body }: JoinTeam & { teamId: number }) => joinTeam(drillId, participantId, teamId, body),
    onSuccess: () => refreshTeams(queryClient, drillId),
  });
};
