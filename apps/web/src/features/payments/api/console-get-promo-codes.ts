import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { PromoCode } from '@elevate/contracts/payments/payments.schema';
import { apiGet } from '@/lib/api-client';

export interface ConsolePromoCodesParams {
  partnerId: number;
  drillId?: number;
  limit: number;
  offset: number;
}

/** A host's promo codes (of one hackathon, and those for all its hackathons): `GET promocodes` (spec §7.2). */
export const getConsolePromoCodes = (params: ConsolePromoCodesParams, signal?: AbortSignal) =>
  apiGet<ListResult<PromoCode>>('promocodes', { ...params }, signal);

export const consolePromoCodesQuery = (params: ConsolePromoCodesParams) =>
  queryOptions({
    queryKey: ['payments', 'console', 'promocodes', params],
    queryFn: ({ signal }) => getConsolePromoCodes(params, signal),
  });

export const useConsolePromoCodes = (params: ConsolePromoCodesParams | null) =>
  useQuery({
    ...consolePromoCodesQuery(params ?? { partnerId: 0, limit: 1, offset: 0 }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
