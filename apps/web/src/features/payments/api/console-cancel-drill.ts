import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Cancels a hackathon and refunds its paid registrations: `POST console/drills/{id}/cancel`. */
export const cancelConsoleDrill = async ({ drillId, reason }: { drillId: number; reason: string }) => {
  const env = await apiRequest<{ refunds: number }>('POST', `console/drills/${drillId}/cancel`, { body: { reason } });
  return { refunds: env.result?.refunds ?? 0, message: env.message };
};

export const useCancelConsoleDrill = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelConsoleDrill,
    onSuccess: (_r, { drillId }) => {
      void client.invalidateQueries({ queryKey: ['console', 'drill', drillId] });
      void client.invalidateQueries({ queryKey: ['console', 'drill-preview', drillId] });
      void client.invalidateQueries({ queryKey: ['payments', 'console'] });
      void client.invalidateQueries({ queryKey: ['drills'] });
    },
  });
};
