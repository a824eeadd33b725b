import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleDrill } from '@elevate/contracts/console/console-drill.schema';
import { apiRequest } from '@/lib/api-client';

/** Publishes (`POST console/drills/{id}/publish`) or hides (`…/unpublish`) a hackathon. */
export const setDrillPublished = async ({ drillId, publish }: { drillId: number; publish: boolean }) => {
  const env = await apiRequest<ConsoleDrill>('POST', `console/drills/${drillId}/${publish ? 'publish' : 'unpublish'}`);
  return { drill: env.result, message: env.message };
};

export const useSetDrillPublished = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDrillPublished,
    onSuccess: ({ drill }) => {
      if (drill) client.setQueryData(['console', 'drill', drill.drillId], drill);
      void client.invalidateQueries({ queryKey: ['console', 'drills'] });
      void client.invalidateQueries({ queryKey: ['drills'] });
    },
  });
};
