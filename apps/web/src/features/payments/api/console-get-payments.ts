import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PaymentListQuery, PaymentListSchema } from '@elevate/contracts/payments/payments.schema';
import { ApiError, apiRequest, PAYMENTS_API_BASE } from '@/lib/api-client';

export type ConsolePaymentList = z.infer<typeof PaymentListSchema>;
/** The list's filters and page, as the query string carries them. */
export type ConsolePaymentsQuery = Partial<PaymentListQuery>;

/** Payments of one hackathon (hosts) or of every hackathon (admins), with totals: `GET wuepayments/payments`. */
export const getConsolePayments = async (query: ConsolePaymentsQuery, signal?: AbortSignal) => {
  const env = await apiRequest<ConsolePaymentList>('GET', 'payments', { query, signal, base: PAYMENTS_API_BASE });
  if (env.result === undefined) throw new ApiError(env.httpStatus, 'No result', env);
  return env.result;
};

export const consolePaymentsQuery = (query: ConsolePaymentsQuery) =>
  queryOptions({
    queryKey: ['payments', 'console', 'list', query],
    queryFn: ({ signal }) => getConsolePayments(query, signal),
  });

export const useConsolePayments = (query: ConsolePaymentsQuery, enabled = true) =>
  useQuery({ ...consolePaymentsQuery(query), enabled, placeholderData: keepPreviousData });
