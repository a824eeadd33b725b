import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationAccepted } from '@elevate/contracts/judging/judging.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** Accepts a judging invitation as the signed-in user: `POST judging/invitations/{token}/accept`. */
export const acceptInvitation = async (token: string) => {
  const env = await apiRequest<InvitationAccepted>('POST', `judging/invitations/${encodeURIComponent(token)}/accept`);
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { ...env.result, message: env.message };
};

export const useAcceptInvitation = (token: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: judgingKeys.mine() });
      void client.invalidateQueries({ queryKey: judgingKeys.invitation(token) });
    },
  });
};
