import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsolePartner } from '@elevate/contracts/console/console-partner.schema';
import { apiGet } from '@/lib/api-client';

/** A company's whole record for its editor: `GET partners/{id}`. */
export const getConsolePartner = (partnerId: number, signal?: AbortSignal) =>
  apiGet<ConsolePartner>(`partners/${partnerId}`, undefined, signal);

export const consolePartnerQuery = (partnerId: number) =>
  queryOptions({
    queryKey: ['console', 'partner', partnerId],
    queryFn: ({ signal }) => getConsolePartner(partnerId, signal),
  });

export const useConsolePartner = (partnerId: number | null) =>
  useQuery({ ...consolePartnerQuery(partnerId ?? 0), enabled: partnerId !== null });
