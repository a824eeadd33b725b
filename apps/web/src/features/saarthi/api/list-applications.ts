import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { SaarthiStatus } from '@elevate/contracts/saarthi/saarthi.constants';
import type { SaarthiApplicationRow } from '@elevate/contracts/saarthi/saarthi.schema';
import { apiGet } from '@/lib/api-client';
import { saarthiKeys } from './saarthi-keys';

export interface ApplicationsQuery {
  status: SaarthiStatus;
  q?: string;
  limit: number;
  offset: number;
}

/** GET saarthi/applications?status&q&limit&offset (admins): the review queue. */
export const listApplications = (params: ApplicationsQuery, signal?: AbortSignal) =>
  apiGet<ListResult<SaarthiApplicationRow>>('saarthi/applications', { ...params }, signal);

export const applicationsQuery = (params: ApplicationsQuery) =>
  queryOptions({
    queryKey: saarthiKeys.applications(params),
    queryFn: ({ signal }) => listApplications(params, signal),
    placeholderData: keepPreviousData,
  });

export const useApplications = (params: ApplicationsQuery) => useQuery(applicationsQuery(params));
