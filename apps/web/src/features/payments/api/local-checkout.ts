import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LocalCheckout } from '@elevate/contracts/payments/payments.schema';
import { paymentKeys } from './payment-keys';
import { paymentsCall } from './payments-request';

/** GET wuepayments/local/checkout/{id}: what the local provider's checkout page shows. */
export const getLocalCheckout = (paymentId: string, signal?: AbortSignal) =>
  paymentsCall<LocalCheckout>('GET', `local/checkout/${encodeURIComponent(paymentId)}`, { signal });

export const localCheckoutQuery = (paymentId: string) =>
  queryOptions({
    queryKey: paymentKeys.localCheckout(paymentId),
    queryFn: ({ signal }) => getLocalCheckout(paymentId, signal),
    staleTime: 0,
  });

export const useLocalCheckout = (paymentId: string) => useQuery(localCheckoutQuery(paymentId));
