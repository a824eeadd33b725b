import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DrillSearchParams } from '@elevate/contracts/drills/drill-search-params';
import type { DrillSearchResult } from '@elevate/contracts/drills/drill-search.schema';
import { apiGet } from '@/lib/api-client';

/** drills/search with the keyword, filters, sort and page of the /drills or /open-innovation address (spec §7.6). */
export const searchDrills = (params: DrillSearchParams, signal?: AbortSignal) =>
  apiGet<DrillSearchResult>('drills/search', params, signal);

export const searchDrillsQuery = (params: DrillSearchParams) =>
  queryOptions({
    queryKey: ['drills', 'search', params],
    queryFn: ({ signal }) => searchDrills(params, signal),
    // The last results stay on screen while the next ones load, so the page does not jump.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useSearchDrills = (params: DrillSearchParams) => useQuery(searchDrillsQuery(params));
