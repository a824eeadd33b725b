import { useMutation } from '@tanstack/react-query';
import { PAYMENTS_API_BASE } from '@/lib/api-client';
import { apiDownload } from '@/lib/api-download';
import type { ConsolePaymentsQuery } from './console-get-payments';

/** `wuepayments/payments.csv` under the list's filters (no paging), saved as the file the server names. */
export const downloadConsolePaymentsCsv = (query: ConsolePaymentsQuery) => {
  const { limit: _limit, offset: _offset, ...filters } = query;
  const name = filters.drillId ? `hackathon-${filters.drillId}-payments.csv` : 'payments.csv';
  return apiDownload('payments.csv', { ...filters }, name, PAYMENTS_API_BASE);
};

export const useDownloadConsolePaymentsCsv = () => useMutation({ mutationFn: downloadConsolePaymentsCsv });
