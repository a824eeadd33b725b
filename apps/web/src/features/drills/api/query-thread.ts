import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@elevate/contracts/common/envelope';
import type { QueryThreadDetail } from '@elevate/contracts/drills/query.schema';
import { ApiError, apiGet } from '@/lib/api-client';
import { dashboardKeys } from './submission-keys';

/** GET drills/{id}/queries/{queryId}: one question with every message, oldest first. */
export const getQueryThread = (drillId: number, queryId: number, signal?: AbortSignal) =>
  apiGet<QueryThreadDetail>(`drills/${drillId}/queries/${queryId}`, undefined, signal);

export const queryThreadQuery = (drillId: number, participantId: number, queryId: number) =>
  queryOptions({
    queryKey: dashboardKeys.query(drillId, participantId, queryId),
    queryFn: ({ signal }) => getQueryThread(drillId, queryId, signal),
  });

export const useQueryThread = (drillId: number, participantId: number, queryId: number) =>
  useQuery(queryThreadQuery(drillId, participantId, queryId));

/** After a write to a thread: keep the thread the API answered and refresh the list of questions. */
export const useThreadWrite = <V>(
  drillId: number,
  participantId: number,
  write: (v: V) => Promise<QueryThreadDetail>,
) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (thread) => {
      client.setQueryData(dashboardKeys.query(drillId, participantId, thread.queryId), thread);
      await client.invalidateQueries({ queryKey: dashboardKeys.queries(drillId, participantId), exact: true });
    },
  });
};

/** The thread a write answered; a missing result is a broken contract, not an empty thread. */
export const threadOf = (env: Envelope<QueryThreadDetail>) => {
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env as Envelope<unknown>);
  return env.result;
};
