import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ConflictOwnerList } from '@elevate/contracts/judging/judging.schema';
import { apiGet } from '@/lib/api-client';
import { judgingKeys } from './judging-keys';

/** Teams and solo participants a host may declare a conflict with: `GET console/drills/{id}/conflict-owners?q`. */
export const searchConflictOwners = (drillId: number, q: string, signal?: AbortSignal) =>
  apiGet<ConflictOwnerList>(`console/drills/${drillId}/conflict-owners`, { q, limit: 20 }, signal);

export const conflictOwnersQuery = (drillId: number, q: string) =>
  queryOptions({
    queryKey: judgingKeys.conflictOwners(drillId, q),
    queryFn: ({ signal }) => searchConflictOwners(drillId, q, signal),
  });

export const useConflictOwners = (drillId: number, q: string, enabled: boolean) =>
  useQuery({ ...conflictOwnersQuery(drillId, q), enabled, placeholderData: keepPreviousData });
