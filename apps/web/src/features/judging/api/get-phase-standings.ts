import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Standings } from '@elevate/contracts/judging/standings.schema';
import { apiGet } from '@/lib/api-client';

/** A phase's standings for its hosts: `GET console/drills/{drillId}/phases/{phaseId}/standings`. */
export const getPhaseStandings = (drillId: number, phaseId: number, signal?: AbortSignal) =>
  apiGet<Standings>(`console/drills/${drillId}/phases/${phaseId}/standings`, undefined, signal);

export const phaseStandingsKey = (drillId: number, phaseId: number) =>
  ['console', 'drill', drillId, 'standings', phaseId] as const;

export const phaseStandingsQuery = (drillId: number, phaseId: number) =>
  queryOptions({
    queryKey: phaseStandingsKey(drillId, phaseId),
    queryFn: ({ signal }) => getPhaseStandings(drillId, phaseId, signal),
  });

export const usePhaseStandings = (drillId: number, phaseId: number | null) =>
  useQuery({ ...phaseStandingsQuery(drillId, phaseId ?? 0), enabled: phaseId !== null });
