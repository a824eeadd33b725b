import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamList } from '@elevate/contracts/drills/team.schema';
import { apiGet } from '@/lib/api-client';
import { teamKeys } from './participation-keys';

/** GET drills/{id}/teams?initialLetters: teams looking for members whose name starts with the letters. */
export const searchTeams = (drillId: number, initialLetters: string, signal?: AbortSignal) =>
  apiGet<TeamList>(`drills/${drillId}/teams`, { initialLetters }, signal);

export const teamSearchQuery = (drillId: number, initialLetters: string) =>
  queryOptions({
    queryKey: teamKeys.search(drillId, initialLetters),
    queryFn: ({ signal }) => searchTeams(drillId, initialLetters, signal),
    placeholderData: keepPreviousData,
  });

export const useTeamSearch = (drillId: number, initialLetters: string, enabled = true) =>
  useQuery({ ...teamSearchQuery(drillId, initialLetters), enabled });

/**
 * GET drills/{id}/teams?inviteCode: the one team an unexpired invite code lets in (none when the code is
 * wrong, expired or revoked), so a typed code or an invite link shows the team before joining it.
 */
export const teamOfInviteCode = async (drillId: number, inviteCode: string, signal?: AbortSignal) => {
  const list = await apiGet<TeamList>(`drills/${drillId}/teams`, { inviteCode }, signal);
  return list.data[0] ?? null;
};

export const useTeamOfInviteCode = (drillId: number, inviteCode: string | null) =>
  useQuery({
    queryKey: teamKeys.byCode(drillId, inviteCode ?? ''),
    queryFn: ({ signal }) => teamOfInviteCode(drillId, inviteCode ?? '', signal),
    enabled: Boolean(inviteCode),
  });
