import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PhaseList } from '@elevate/contracts/drills/submission.schema';
import { apiGet } from '@/lib/api-client';
import { dashboardKeys } from './submission-keys';

/** GET drills/phases?drillId: the hackathon's phases in order, each with its status by the server's clock. */
export const getPhases = (drillId: number, signal?: AbortSignal) =>
  apiGet<PhaseList>('drills/phases', { drillId }, signal);

export const phasesQuery = (drillId: number) =>
  queryOptions({ queryKey: dashboardKeys.phases(drillId), queryFn: ({ signal }) => getPhases(drillId, signal) });

export const usePhases = (drillId: number) => useQuery(phasesQuery(drillId));
