import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLeaderboard } from './leaderboard';

/**
 * The same GET drills/{id}/phases/{phaseId}/leaderboards for the public hackathon page, which the server renders
 * for visitors: its own key, so a visitor's answer (no row marked as the caller's) never stands in for the
 * participant dashboard's.
 */
export const publicLeaderboardQuery = (drillId: number, phaseId: number) =>
  queryOptions({
    queryKey: ['drills', drillId, 'public-leaderboards', phaseId] as const,
    queryFn: ({ signal }) => getLeaderboard(drillId, phaseId, signal),
    staleTime: 60_000,
  });

export const usePublicLeaderboard = (drillId: number, phaseId: number) =>
  useQuery(publicLeaderboardQuery(drillId, phaseId));
