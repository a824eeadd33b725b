import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrillStats } from '@elevate/contracts/console/console-drill-stats.schema';
import { apiGet } from '@/lib/api-client';

/** Registrations per day, totals, submissions per phase and the funnel: `GET console/drills/{id}/stats`. */
export const getDrillStats = (drillId: number, signal?: AbortSignal) =>
  apiGet<DrillStats>(`console/drills/${drillId}/stats`, undefined, signal);

export const drillStatsQuery = (drillId: number) =>
  queryOptions({
    queryKey: ['console', 'drill', drillId, 'stats'],
    queryFn: ({ signal }) => getDrillStats(drillId, signal),
  });

export const useDrillStats = (drillId: number) => useQuery(drillStatsQuery(drillId));
