import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueueJobParams } from '@elevate/contracts/queue/queue.schema';
import { apiRequest } from '@/lib/api-client';

const jobPath = ({ queue, id }: QueueJobParams) => `console/admin/queue/${encodeURIComponent(queue)}/${id}`;

/** Admin: one more try for a failed job (`POST console/admin/queue/{queue}/{id}/retry`). */
export const retryQueueJob = async (job: QueueJobParams) =>
  (await apiRequest<{ id: string }>('POST', `${jobPath(job)}/retry`)).message;

/** Admin: drop a failed job (`DELETE console/admin/queue/{queue}/{id}`). */
export const discardQueueJob = async (job: QueueJobParams) =>
  (await apiRequest<{ id: string }>('DELETE', jobPath(job))).message;

const useRefreshingMutation = (fn: (job: QueueJobParams) => Promise<string | undefined>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: ['queue'] }),
  });
};

export const useRetryQueueJob = () => useRefreshingMutation(retryQueueJob);
export const useDiscardQueueJob = () => useRefreshingMutation(discardQueueJob);
