import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyJudging } from '@elevate/contracts/judging/judging.schema';
import { apiGet } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** The hackathons I judge, with their phases and my progress: `GET judging/mine`. */
export const getMyJudging = (signal?: AbortSignal) => apiGet<MyJudging>('judging/mine', undefined, signal);

export const myJudgingQuery = () =>
  queryOptions({ queryKey: judgingKeys.mine(), queryFn: ({ signal }) => getMyJudging(signal) });

/** `enabled: false` until needed (the user menu asks only when it opens). */
export const useMyJudging = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...myJudgingQuery(), enabled, staleTime: 5 * 60_000 });
