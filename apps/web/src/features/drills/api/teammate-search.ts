import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FinderResult, FinderSearch } from '@elevate/contracts/drills/team.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { teamKeys } from './participation-keys';

/**
 * POST drills/{id}/participate/{pid}/searched (the teammate finder): participants looking for a team who list
 * a skill, or teams taking members that need a role; without either, everyone of that kind.
 */
export const searchTeammates = async (
  drillId: number,
  participantId: number,
  search: FinderSearch,
  signal?: AbortSignal,
) => {
  const env = await apiRequest<FinderResult>('POST', `drills/${drillId}/participate/${participantId}/searched`, {
    body: search,
    signal,
  });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return env.result;
};

export const useTeammateSearch = (drillId: number, participantId: number, search: FinderSearch) =>
  useQuery({
    queryKey: teamKeys.finder(drillId, participantId, search),
    queryFn: ({ signal }) => searchTeammates(drillId, participantId, search, signal),
    placeholderData: keepPreviousData,
  });
