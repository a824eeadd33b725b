import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@elevate/contracts/common/envelope';
import type { QueryReply, QueryThreadDetail } from '@elevate/contracts/drills/query.schema';
import type { SignedFileLink } from '@elevate/contracts/drills/submission.schema';
import { ApiError, apiGet, apiRequest } from '@/lib/api-client';
import { hostQueriesKey } from './get-host-queries';

/** One question with every message, oldest first: `GET drills/{id}/queries/{queryId}`. */
export const getHostQueryThread = (drillId: number, queryId: number, signal?: AbortSignal) =>
  apiGet<QueryThreadDetail>(`drills/${drillId}/queries/${queryId}`, undefined, signal);

const threadKey = (drillId: number, queryId: number) => [...hostQueriesKey(drillId), 'thread', queryId];

export const hostQueryThreadQuery = (drillId: number, queryId: number) =>
  queryOptions({
    queryKey: threadKey(drillId, queryId),
    queryFn: ({ signal }) => getHostQueryThread(drillId, queryId, signal),
  });

export const useHostQueryThread = (drillId: number, queryId: number) =>
  useQuery(hostQueryThreadQuery(drillId, queryId));

const threadOf = (env: Envelope<QueryThreadDetail>) => {
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env as Envelope<unknown>);
  return env.result;
};

/** Reply as the hosts (`POST …/messages`) or close the question (`POST …/close`); the inbox refreshes. */
export const useHostQueryWrite = (drillId: number, queryId: number) => {
  const client = useQueryClient();
  const onSuccess = async (thread: QueryThreadDetail) => {
    client.setQueryData(threadKey(drillId, queryId), thread);
    await client.invalidateQueries({ queryKey: hostQueriesKey(drillId) });
  };
  const reply = useMutation({
    mutationFn: async (body: QueryReply) =>
      threadOf(await apiRequest<QueryThreadDetail>('POST', `drills/${drillId}/queries/${queryId}/messages`, { body })),
    onSuccess,
  });
  const close = useMutation({
    mutationFn: async () =>
      threadOf(await apiRequest<QueryThreadDetail>('POST', `drills/${drillId}/queries/${queryId}/close`)),
    onSuccess,
  });
  return { reply, close };
};

/** A short-lived link to one file of the thread: `GET drills/{id}/queries/{queryId}/files?key`. */
export const getHostQueryFileLink = (drillId: number, queryId: number, key: string) =>
  apiGet<SignedFileLink>(`drills/${drillId}/queries/${queryId}/files`, { key });

/** Opens the file in a new tab: the tab opens in the click's own turn (pop-up blockers), then follows the link. */
export const openHostQueryFile = async (drillId: number, queryId: number, key: string): Promise<void> => {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { url } = await getHostQueryFileLink(drillId, queryId, key);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (err) {
    tab?.close();
    throw err;
  }
};
