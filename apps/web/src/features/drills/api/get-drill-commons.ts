import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrillProgramType } from '@elevate/contracts/drills/drill.constants';
import type { DrillCommons } from '@elevate/contracts/drills/drill-search.schema';
import { apiGet } from '@/lib/api-client';

/** drills/commons: the option lists of every filter with their counts, for one program type (spec §7.6). */
export const getDrillCommons = (programType: DrillProgramType, signal?: AbortSignal) =>
  apiGet<DrillCommons>('drills/commons', { programType }, signal);

export const drillCommonsQuery = (programType: DrillProgramType) =>
  queryOptions({
    queryKey: ['drills', 'commons', programType],
    queryFn: ({ signal }) => getDrillCommons(programType, signal),
    // The option lists change only when hackathons are published or dates pass.
    staleTime: 5 * 60_000,
  });

export const useDrillCommons = (programType: DrillProgramType) => useQuery(drillCommonsQuery(programType));
