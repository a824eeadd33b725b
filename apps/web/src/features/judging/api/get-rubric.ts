import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Rubric } from '@elevate/contracts/judging/judging.schema';
import { apiGet } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** A phase's rubric, judging settings and state: `GET console/drills/{id}/phases/{phaseId}/rubric`. */
export const getRubric = (drillId: number, phaseId: number, signal?: AbortSignal) =>
  apiGet<Rubric>(`console/drills/${drillId}/phases/${phaseId}/rubric`, undefined, signal);

export const rubricQuery = (drillId: number, phaseId: number) =>
  queryOptions({
    queryKey: judgingKeys.rubric(drillId, phaseId),
    queryFn: ({ signal }) => getRubric(drillId, phaseId, signal),
  });

export const useRubric = (drillId: number, phaseId: number | null) =>
  useQuery({ ...rubricQuery(drillId, phaseId ?? 0), enabled: phaseId !== null });
