import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { DrillCard } from '@elevate/contracts/drills/drill-card.schema';
import { COMPANY_DRILLS_LIMIT } from '@elevate/contracts/partners/company-page.constants';
import { apiGet } from '@/lib/api-client';

/** The company page hackathon query (spec §7.6): limit 1000, so one call holds them all. */
export const getPartnerDrills = (partnerId: number, signal?: AbortSignal) =>
  apiGet<ListResult<DrillCard>>(`partners/${partnerId}/drills`, { limit: COMPANY_DRILLS_LIMIT }, signal);

export const partnerDrillsQuery = (partnerId: number) =>
  queryOptions({
    queryKey: ['partners', partnerId, 'drills'],
    queryFn: ({ signal }) => getPartnerDrills(partnerId, signal),
  });

export const usePartnerDrills = (partnerId: number, enabled: boolean) =>
  useQuery({ ...partnerDrillsQuery(partnerId), enabled });
