import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AssignmentDetail } from '@elevate/contracts/judging/judging.schema';
import { apiGet } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** One assigned submission with the rubric and my review: `GET judging/assignments/{assignmentId}`. */
export const getAssignment = (assignmentId: number, signal?: AbortSignal) =>
  apiGet<AssignmentDetail>(`judging/assignments/${assignmentId}`, undefined, signal);

export const assignmentQuery = (assignmentId: number) =>
  queryOptions({
    queryKey: judgingKeys.assignment(assignmentId),
    queryFn: ({ signal }) => getAssignment(assignmentId, signal),
  });

export const useAssignment = (assignmentId: number | null) =>
  useQuery({ ...assignmentQuery(assignmentId ?? 0), enabled: assignmentId !== null });
