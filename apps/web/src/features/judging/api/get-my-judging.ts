import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyJudging } from '@elevate/contracts/judging/judging.schema';
import { apiGet } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { judgingKeys } from './judging-keys';

/** The hackathons I judge, with their phases and my progress: `GET judging/mine`. */
export const getMyJudging = (signal?: AbortSignal) => apiGet<MyJudging>('judging/mine', undefined, signal);

/** Keyed by the account too: the answer is kept a while, and another account may sign in on this tab. */
export const myJudgingQuery = (uid: number) =>
  queryOptions({ queryKey: [...judgingKeys.mine(), 'list', uid], queryFn: ({ signal }) => getMyJudging(signal) });

/** `enabled: false` until needed (the user menu asks only when it opens). */
export const useMyJudging = ({ enabled = true }: { enabled?: boolean } = {}) => {
  const uid = useSession()?.session.uid ?? 0;
  return useQuery({ ...myJudgingQuery(uid), enabled: enabled && uid > 0, staleTime: 60_000 });
};
