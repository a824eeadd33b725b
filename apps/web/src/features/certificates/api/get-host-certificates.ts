import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HostCertificates, HostCertificatesQuery } from '@elevate/contracts/certificates/certificates.schema';
import { apiGet } from '@/lib/api-client';

export type HostCertificatesParams = Partial<Pick<HostCertificatesQuery, 'q' | 'kind' | 'status'>> &
  Pick<HostCertificatesQuery, 'limit' | 'offset'>;

/** A hackathon's certificates and per-kind progress: `GET console/drills/{drillId}/certificates`. */
export const getHostCertificates = (drillId: number, params: HostCertificatesParams, signal?: AbortSignal) =>
  apiGet<HostCertificates>(`console/drills/${drillId}/certificates`, { ...params }, signal);

export const hostCertificatesQuery = (drillId: number, params: HostCertificatesParams) =>
  queryOptions({
    queryKey: ['console', 'drill', drillId, 'certificates', params],
    queryFn: ({ signal }) => getHostCertificates(drillId, params, signal),
  });

/** While any certificate is still being made, asks again every few seconds (the progress view). */
export const useHostCertificates = (drillId: number, params: HostCertificatesParams) =>
  useQuery({
    ...hostCertificatesQuery(drillId, params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.summary.some((s) => s.pending > 0) ? 3000 : false),
  });
