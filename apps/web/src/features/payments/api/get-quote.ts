import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote } from '@elevate/contracts/payments/payments.schema';
import { paymentKeys } from './payment-keys';
import { paymentsCall } from './payments-request';

/** GET wuepayments/entities/{eid}/quote: the server's price of one registration, with a promo code or a team's invite. */
export const getQuote = (drillId: number, promoCode: string | null, inviteCode: string | null, signal?: AbortSignal) =>
  paymentsCall<Quote>('GET', `entities/${drillId}/quote`, {
    query: { entityType: 'drill', promoCode, inviteCode },
    signal,
  });

export const quoteQuery = (drillId: number, promoCode: string | null, inviteCode: string | null) =>
  queryOptions({
    queryKey: paymentKeys.quote(drillId, promoCode, inviteCode),
    queryFn: ({ signal }) => getQuote(drillId, promoCode, inviteCode, signal),
    // A price is the server's at this moment: never shown from an old answer.
    staleTime: 0,
  });

export const useQuote = (drillId: number, promoCode: string | null, inviteCode: string | null) =>
  useQuery(quoteQuery(drillId, promoCode, inviteCode));
