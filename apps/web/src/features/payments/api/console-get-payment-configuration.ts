import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentConfiguration } from '@elevate/contracts/payments/payments.schema';
import { apiGet } from '@/lib/api-client';

/** A hackathon's registration fee as its host edits it: `GET drill/{id}/paymentconfigurations` (spec §7.6). */
export const getConsolePaymentConfiguration = (drillId: number, signal?: AbortSignal) =>
  apiGet<PaymentConfiguration>(`drill/${drillId}/paymentconfigurations`, undefined, signal);

export const consolePaymentConfigurationQuery = (drillId: number) =>
  queryOptions({
    queryKey: ['payments', 'console', 'configuration', drillId],
    queryFn: ({ signal }) => getConsolePaymentConfiguration(drillId, signal),
  });

export const useConsolePaymentConfiguration = (drillId: number) => useQuery(consolePaymentConfigurationQuery(drillId));
