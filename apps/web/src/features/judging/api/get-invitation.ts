import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@elevate/contracts/judging/judging.schema';
import { apiGet } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** What a judging invitation is (no sign-in needed): `GET judging/invitations/{token}`. */
export const getInvitation = (token: string, signal?: AbortSignal) =>
  apiGet<InvitationPreview>(`judging/invitations/${encodeURIComponent(token)}`, undefined, signal);

export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: judgingKeys.invitation(token),
    queryFn: ({ signal }) => getInvitation(token, signal),
    retry: false,
  });

export const useInvitation = (token: string) => useQuery(invitationQuery(token));
