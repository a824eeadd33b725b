import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TeamNameCheck } from '@elevate/contracts/drills/team.schema';
import { apiGet } from '@/lib/api-client';
import { teamKeys } from './participation-keys';

/** GET drills/{id}/teams/name?teamName: whether the name is free in the hackathon, in words to show as they are. */
export const checkTeamName = (drillId: number, teamName: string, signal?: AbortSignal) =>
  apiGet<TeamNameCheck>(`drills/${drillId}/teams/name`, { teamName }, signal);

/** Asked only for a name worth checking (the caller debounces what is typed). */
export const useTeamNameCheck = (drillId: number, teamName: string) =>
  useQuery({
    queryKey: teamKeys.nameCheck(drillId, teamName),
    queryFn: ({ signal }) => checkTeamName(drillId, teamName, signal),
    enabled: teamName.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
