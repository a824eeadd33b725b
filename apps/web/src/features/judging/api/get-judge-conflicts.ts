import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConflictList } from '@elevate/contracts/judging/judging.schema';
import { apiGet } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** A judge's conflicts, found from their organisation and declared: `GET console/drills/{id}/judges/{judgeId}/conflicts`. */
export const getJudgeConflicts = (drillId: number, judgeId: number, signal?: AbortSignal) =>
  apiGet<ConflictList>(`console/drills/${drillId}/judges/${judgeId}/conflicts`, undefined, signal);

export const judgeConflictsQuery = (drillId: number, judgeId: number) =>
  queryOptions({
    queryKey: judgingKeys.conflicts(drillId, judgeId),
    queryFn: ({ signal }) => getJudgeConflicts(drillId, judgeId, signal),
  });

export const useJudgeConflicts = (drillId: number, judgeId: number) => useQuery(judgeConflictsQuery(drillId, judgeId));
