import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleDrill } from '@elevate/contracts/console/console-drill.schema';
import { apiGet } from '@/lib/api-client';

/** A hackathon's stored fields, state and checklist for its host: `GET console/drills/{id}`. */
export const getConsoleDrill = (drillId: number, signal?: AbortSignal) =>
  apiGet<ConsoleDrill>(`console/drills/${drillId}`, undefined, signal);

export const consoleDrillQuery = (drillId: number) =>
  queryOptions({ queryKey: ['console', 'drill', drillId], queryFn: ({ signal }) => getConsoleDrill(drillId, signal) });

export const useConsoleDrill = (drillId: number | null) =>
  useQuery({ ...consoleDrillQuery(drillId ?? 0), enabled: drillId !== null });
