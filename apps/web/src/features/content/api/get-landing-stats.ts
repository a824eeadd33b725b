import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingStats } from '@elevate/contracts/content/content.schema';
import { apiGet } from '@/lib/api-client';

export const getLandingStats = (signal?: AbortSignal) => apiGet<LandingStats>('stats/landingpage', undefined, signal);

export const landingStatsQuery = () =>
  queryOptions({ queryKey: ['stats', 'landingpage'], queryFn: ({ signal }) => getLandingStats(signal) });

export const useLandingStats = () => useQuery(landingStatsQuery());
