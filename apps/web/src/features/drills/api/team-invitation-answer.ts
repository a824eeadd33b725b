import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationDecision, TeamChange, TeamInvitation } from '@elevate/contracts/drills/team.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { refreshTeams } from './team-cache';

/**
 * POST drills/{id}/participate/{pid}/invites (an invitation: the invitee accepts or declines, the lead
 * withdraws) or …/requests (a join request: the lead accepts or declines, the asker withdraws).
 */
export const answerInvitation = async (
  drillId: number,
  participantId: number,
  kind: TeamInvitation['kind'],
  body: InvitationDecision,
) => {
  const path = `drills/${drillId}/participate/${participantId}/${kind === 'invite' ? 'invites' : 'requests'}`;
  const env = await apiRequest<TeamChange>('POST', path, { body });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { change: env.result, message: env.message };
};

export const useAnswerInvitation = (drillId: number, participantId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: InvitationDecision & { kind: TeamInvitation['kind'] }) =>
      answerInvitation(drillId, participantId, kind, body),
    onSuccess: () => refreshTeams(queryClient, drillId),
  });
};
