import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import { apiGet } from '@/lib/api-client';

/** One published hackathon by its custom URL (or numeric id): drills?drillId (spec §7.6). */
export const getDrill = (idOrCustUrl: string, signal?: AbortSignal) =>
  apiGet<DrillDetail>('drills', { drillId: idOrCustUrl }, signal);

export const drillQuery = (idOrCustUrl: string) =>
  queryOptions({
    queryKey: ['drills', 'detail', idOrCustUrl],
    queryFn: ({ signal }) => getDrill(idOrCustUrl, signal),
  });

export const useDrill = (idOrCustUrl: string, enabled = true) => useQuery({ ...drillQuery(idOrCustUrl), enabled });
