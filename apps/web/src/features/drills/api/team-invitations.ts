import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyInvitations } from '@elevate/contracts/drills/team.schema';
import { apiGet } from '@/lib/api-client';
import { teamKeys } from './participation-keys';

/** GET drills/{id}/participate/{pid}/invites: the caller's pending invitations from teams and requests to teams. */
export const getMyInvitations = (drillId: number, participantId: number, signal?: AbortSignal) =>
  apiGet<MyInvitations>(`drills/${drillId}/participate/${participantId}/invites`, undefined, signal);

export const myInvitationsQuery = (drillId: number, participantId: number) =>
  queryOptions({
    queryKey: teamKeys.invitations(drillId, participantId),
    queryFn: ({ signal }) => getMyInvitations(drillId, participantId, signal),
  });

export const useMyInvitations = (drillId: number, participantId: number, enabled = true) =>
  useQuery({ ...myInvitationsQuery(drillId, participantId), enabled });
