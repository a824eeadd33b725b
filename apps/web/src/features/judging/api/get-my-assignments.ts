import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAssignments } from '@elevate/contracts/judging/judging.schema';
import { apiGet } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** My assigned submissions of a phase, calibration first, with my progress: `GET judging/phases/{phaseId}/assignments`. */
export const getMyAssignments = (phaseId: number, signal?: AbortSignal) =>
  apiGet<MyAssignments>(`judging/phases/${phaseId}/assignments`, undefined, signal);

export const myAssignmentsQuery = (phaseId: number) =>
  queryOptions({
    queryKey: judgingKeys.myAssignments(phaseId),
    queryFn: ({ signal }) => getMyAssignments(phaseId, signal),
  });

export const useMyAssignments = (phaseId: number | null) =>
  useQuery({ ...myAssignmentsQuery(phaseId ?? 0), enabled: phaseId !== null });
