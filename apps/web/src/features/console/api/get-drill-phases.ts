import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsolePhases } from '@elevate/contracts/console/console-drill-forms.schema';
import { apiGet } from '@/lib/api-client';

/** The hackathon's phases in order, with their submission forms: `GET console/drills/{id}/phases`. */
export const getDrillPhases = (drillId: number, signal?: AbortSignal) =>
  apiGet<ConsolePhases>(`console/drills/${drillId}/phases`, undefined, signal);

export const drillPhasesKey = (drillId: number) => ['console', 'drill', drillId, 'phases'];

export const drillPhasesQuery = (drillId: number) =>
  queryOptions({
    queryKey: drillPhasesKey(drillId),
    queryFn: ({ signal }) => getDrillPhases(drillId, signal),
    // A refetch on focus would throw away a submission form being edited.
    refetchOnWindowFocus: false,
  });

export const useDrillPhases = (drillId: number) => useQuery(drillPhasesQuery(drillId));
