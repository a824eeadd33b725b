import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryStatus, QueryThreadList } from '@elevate/contracts/drills/query.schema';
import { apiGet } from '@/lib/api-client';

export interface HostQueriesParams {
  status?: QueryStatus | undefined;
  limit: number;
  offset: number;
}

export const hostQueriesKey = (drillId: number) => ['console', 'drill', drillId, 'queries'];

/** Every participant's question to the hosts, latest first: `GET drills/{id}/queries` (hosts see all). */
export const getHostQueries = (drillId: number, params: HostQueriesParams, signal?: AbortSignal) =>
  apiGet<QueryThreadList>(`drills/${drillId}/queries`, { ...params }, signal);

export const hostQueriesQuery = (drillId: number, params: HostQueriesParams) =>
  queryOptions({
    queryKey: [...hostQueriesKey(drillId), params],
    queryFn: ({ signal }) => getHostQueries(drillId, params, signal),
  });

export const useHostQueries = (drillId: number, params: HostQueriesParams) =>
  useQuery({ ...hostQueriesQuery(drillId, params), placeholderData: keepPreviousData });
