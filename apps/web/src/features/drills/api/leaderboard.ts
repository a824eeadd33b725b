import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Leaderboard } from '@elevate/contracts/drills/results.schema';
import { apiGet } from '@/lib/api-client';
import { dashboardKeys } from './submission-keys';

/** GET drills/{id}/phases/{phaseId}/leaderboards: the phase's ranks once the hosts publish them. */
export const getLeaderboard = (drillId: number, phaseId: number, signal?: AbortSignal) =>
  apiGet<Leaderboard>(`drills/${drillId}/phases/${phaseId}/leaderboards`, undefined, signal);

export const leaderboardQuery = (drillId: number, phaseId: number) =>
  queryOptions({
    queryKey: dashboardKeys.leaderboard(drillId, phaseId),
    queryFn: ({ signal }) => getLeaderboard(drillId, phaseId, signal),
  });

export const useLeaderboard = (drillId: number, phaseId: number) => useQuery(leaderboardQuery(drillId, phaseId));
