import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HostedTeamList } from '@elevate/contracts/console/console-drill-people.schema';
import { apiGet } from '@/lib/api-client';

export interface TeamsParams {
  search?: string | undefined;
  limit: number;
  offset: number;
}

/** A hackathon's teams with members and submitted phases: `GET console/drills/{id}/teams`. */
export const getDrillTeams = (drillId: number, params: TeamsParams, signal?: AbortSignal) =>
  apiGet<HostedTeamList>(`console/drills/${drillId}/teams`, { ...params }, signal);

export const drillTeamsQuery = (drillId: number, params: TeamsParams) =>
  queryOptions({
    queryKey: ['console', 'drill', drillId, 'teams', params],
    queryFn: ({ signal }) => getDrillTeams(drillId, params, signal),
  });

export const useDrillTeams = (drillId: number, params: TeamsParams) =>
  useQuery({ ...drillTeamsQuery(drillId, params), placeholderData: keepPreviousData });
