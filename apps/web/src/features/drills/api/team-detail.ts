import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '@elevate/contracts/drills/team.schema';
import { apiGet } from '@/lib/api-client';
import { teamKeys } from './participation-keys';

/**
 * GET drills/{id}/teams/{teamId}: the team's card, and for its members the invite code, the invitations sent,
 * the requests received and why it is locked.
 */
export const getTeam = (drillId: number, teamId: number, signal?: AbortSignal) =>
  apiGet<Team>(`drills/${drillId}/teams/${teamId}`, undefined, signal);

export const teamQuery = (drillId: number, teamId: number) =>
  queryOptions({ queryKey: teamKeys.team(drillId, teamId), queryFn: ({ signal }) => getTeam(drillId, teamId, signal) });

export const useTeam = (drillId: number, teamId: number | null) =>
  useQuery({ ...teamQuery(drillId, teamId ?? 0), enabled: teamId !== null });
