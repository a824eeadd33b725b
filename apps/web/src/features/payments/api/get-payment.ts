import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentView } from '@elevate/contracts/payments/payments.schema';
import { paymentKeys } from './payment-keys';
import { paymentsCall } from './payments-request';

/** How often a pending page asks whether the provider has confirmed. */
export const PENDING_POLL_MS = 4000;

/** GET wuepayments/payments/{id}: one of the caller's payments as they see it. */
export const getPayment = (paymentId: string, signal?: AbortSignal) =>
  paymentsCall<PaymentView>('GET', `payments/${encodeURIComponent(paymentId)}`, { signal });

export const paymentQuery = (paymentId: string) =>
  queryOptions({
    queryKey: paymentKeys.payment(paymentId),
    queryFn: ({ signal }) => getPayment(paymentId, signal),
    staleTime: 0,
  });

/** With `poll`, asks again every 4 s while the payment is still open (created or attempted). */
export const usePayment = (paymentId: string | null, { poll = false }: { poll?: boolean } = {}) =>
  useQuery({
    ...paymentQuery(paymentId ?? ''),
    enabled: paymentId !== null,
    refetchInterval: (q) =>
      poll && (!q.state.data || q.state.data.status === 'created' || q.state.data.status === 'attempted')
        ? PENDING_POLL_MS
        : false,
  });
