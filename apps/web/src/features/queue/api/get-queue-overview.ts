import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueueOverview } from '@elevate/contracts/queue/queue.schema';
import { apiGet } from '@/lib/api-client';

/** Admin: counts per queue and the newest queued, running and failed background jobs (`GET console/admin/queue`). */
export const getQueueOverview = (signal?: AbortSignal) =>
  apiGet<QueueOverview>('console/admin/queue', undefined, signal);

export const queueOverviewQuery = () =>
  queryOptions({
    queryKey: ['queue', 'overview'],
    queryFn: ({ signal }) => getQueueOverview(signal),
    // Jobs move on their own; a glance every ten seconds keeps the page honest without a refresh button.
    refetchInterval: 10_000,
  });

export const useQueueOverview = () => useQuery(queueOverviewQuery());
