import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { PartnerPage } from '@elevate/contracts/partners/partner.schema';
import { apiGet } from '@/lib/api-client';

/** The company page record by custom URL (spec §7.2); null when no active company has it. */
export const getPartner = async (customUrl: string, signal?: AbortSignal): Promise<PartnerPage | null> => {
  const list = await apiGet<ListResult<PartnerPage>>('partners', { active: true, mode: 'basic', customUrl }, signal);
  return list.data[0] ?? null;
};

export const partnerQuery = (customUrl: string) =>
  queryOptions({
    queryKey: ['partners', 'page', customUrl],
    queryFn: ({ signal }) => getPartner(customUrl, signal),
  });

export const usePartner = (customUrl: string) => useQuery(partnerQuery(customUrl));
