import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { ConsolePartnerSummary } from '@elevate/contracts/console/console-partner.schema';
import { apiGet } from '@/lib/api-client';

export interface ConsolePartnersParams {
  q?: string;
  limit?: number;
  offset?: number;
}

/** The caller's companies (an admin's: every company, searchable): `GET console/partners`. */
export const getConsolePartners = (params: ConsolePartnersParams, signal?: AbortSignal) =>
  apiGet<ListResult<ConsolePartnerSummary>>('console/partners', { ...params }, signal);

export const consolePartnersQuery = (params: ConsolePartnersParams = {}) =>
  queryOptions({
    queryKey: ['console', 'partners', params],
    queryFn: ({ signal }) => getConsolePartners(params, signal),
  });

export const useConsolePartners = (params: ConsolePartnersParams = {}, enabled = true) =>
  useQuery({ ...consolePartnersQuery(params), enabled, placeholderData: keepPreviousData });
