import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleDrill, DrillWrite } from '@elevate/contracts/console/console-drill.schema';
import { apiRequest } from '@/lib/api-client';

/** Creates a hackathon as a draft (`POST console/drills`) or saves one (`PUT console/drills/{id}`). */
export const saveDrill = async ({
  drillId,
  partnerId,
  drill,
}: {
  drillId?: number;
  partnerId: number;
  drill: DrillWrite;
}) => {
  const env =
    drillId === undefined
      ? await apiRequest<ConsoleDrill>('POST', 'console/drills', { body: { ...drill, partnerId } })
      : await apiRequest<ConsoleDrill>('PUT', `console/drills/${drillId}`, { body: drill });
  return { drill: env.result, message: env.message };
};

export const useSaveDrill = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDrill,
    onSuccess: ({ drill }) => {
      if (drill) client.setQueryData(['console', 'drill', drill.drillId], drill);
      void client.invalidateQueries({ queryKey: ['console', 'drills'] });
      void client.invalidateQueries({ queryKey: ['console', 'drill-preview'] });
      void client.invalidateQueries({ queryKey: ['drills'] });
    },
  });
};
