import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coverage } from '@elevate/contracts/judging/judging.schema';
import { apiGet } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** Who reviews what in a phase, shortest first, and each judge's progress: `GET console/drills/{id}/phases/{phaseId}/coverage`. */
export const getCoverage = (drillId: number, phaseId: number, signal?: AbortSignal) =>
  apiGet<Coverage>(`console/drills/${drillId}/phases/${phaseId}/coverage`, undefined, signal);

export const coverageQuery = (drillId: number, phaseId: number) =>
  queryOptions({
    queryKey: judgingKeys.coverage(drillId, phaseId),
    queryFn: ({ signal }) => getCoverage(drillId, phaseId, signal),
  });

export const useCoverage = (drillId: number, phaseId: number | null) =>
  useQuery({ ...coverageQuery(drillId, phaseId ?? 0), enabled: phaseId !== null });
