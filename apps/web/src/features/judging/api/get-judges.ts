import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JudgeList } from '@elevate/contracts/judging/judging.schema';
import { apiGet } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** A hackathon's judges, invited, active and removed: `GET console/drills/{id}/judges`. */
export const getJudges = (drillId: number, signal?: AbortSignal) =>
  apiGet<JudgeList>(`console/drills/${drillId}/judges`, undefined, signal);

export const judgesQuery = (drillId: number) =>
  queryOptions({ queryKey: judgingKeys.judges(drillId), queryFn: ({ signal }) => getJudges(drillId, signal) });

export const useJudges = (drillId: number) => useQuery(judgesQuery(drillId));
