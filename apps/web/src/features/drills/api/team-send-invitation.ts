import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendInvitation, TeamInvitation } from '@elevate/contracts/drills/team.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { refreshTeams } from './team-cache';

/**
 * POST drills/{id}/participate/{pid}/teams/{tid}/send-invitation?invitedParticipantId (lead): invites a
 * participant without a team, optionally for a role, with a note shown in the app.
 */
export const sendInvitation = async (
  drillId: number,
  participantId: number,
  teamId: number,
  invitedParticipantId: number,
  body: SendInvitation,
) => {
  const env = await apiRequest<TeamInvitation>(
    'POST',
    `drills/${drillId}/participate/${participantId}/teams/${teamId}/send-invitation`,
    { query: { invitedParticipantId }, body },
  );
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { invitation: env.result, message: env.message };
};

export const useSendInvitation = (drillId: number, participantId: number, teamId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitedParticipantId, ...body }: SendInvitation & { invitedParticipantId: number }) =>
      sendInvitation(drillId, participantId, teamId, invitedParticipantId, body),
    onSuccess: () => refreshTeams(queryClient, drillId),
  });
};
