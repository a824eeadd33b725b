import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_PAGE_SIZE, type QueryThreadList } from '@elevate/contracts/drills/query.schema';
import { apiGet } from '@/lib/api-client';
import { dashboardKeys } from './submission-keys';

/** GET drills/{id}/participants/{pid}/queries: the participant's own questions to the hosts, latest first. */
export const getQueries = (drillId: number, participantId: number, signal?: AbortSignal) =>
  apiGet<QueryThreadList>(
    `drills/${drillId}/participants/${participantId}/queries`,
    { limit: QUERY_PAGE_SIZE, offset: 0 },
    signal,
  );

export const queriesQuery = (drillId: number, participantId: number) =>
  queryOptions({
    queryKey: dashboardKeys.queries(drillId, participantId),
    queryFn: ({ signal }) => getQueries(drillId, participantId, signal),
  });

export const useQueries = (drillId: number, participantId: number) => useQuery(queriesQuery(drillId, participantId));
