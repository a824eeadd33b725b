import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentView } from '@elevate/contracts/payments/payments.schema';
import { ApiError } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';
import { paymentsCall } from './payments-request';

/**
 * GET wuepayments/entities/{eid}/payments/latest: the caller's latest payment for a hackathon, or null when there
 * is none (the API answers 404 then).
 */
export const getLatestPayment = async (drillId: number, signal?: AbortSignal): Promise<PaymentView | null> => {
  try {
    return await paymentsCall<PaymentView | null>('GET', `entities/${drillId}/payments/latest`, {
      query: { entityType: 'drill' },
      signal,
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
};

export const latestPaymentQuery = (drillId: number) =>
  queryOptions({
    queryKey: paymentKeys.latest(drillId),
    queryFn: ({ signal }) => getLatestPayment(drillId, signal),
  });

export const useLatestPayment = (drillId: number, enabled = true) =>
  useQuery({ ...latestPaymentQuery(drillId), enabled });
