import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { ConsoleDrillSummary } from '@elevate/contracts/console/console-drill.schema';
import { apiGet } from '@/lib/api-client';

export interface ConsoleDrillsParams {
  limit: number;
  offset: number;
}

/** A company's hackathons, drafts and published: `GET console/partners/{id}/drills`. */
export const getConsoleDrills = (partnerId: number, params: ConsoleDrillsParams, signal?: AbortSignal) =>
  apiGet<ListResult<ConsoleDrillSummary>>(`console/partners/${partnerId}/drills`, { ...params }, signal);

export const consoleDrillsQuery = (partnerId: number, params: ConsoleDrillsParams) =>
  queryOptions({
    queryKey: ['console', 'drills', partnerId, params],
    queryFn: ({ signal }) => getConsoleDrills(partnerId, params, signal),
  });

export const useConsoleDrills = (partnerId: number | null, params: ConsoleDrillsParams) =>
  useQuery({
    ...consoleDrillsQuery(partnerId ?? 0, params),
    enabled: partnerId !== null,
    placeholderData: keepPreviousData,
  });
