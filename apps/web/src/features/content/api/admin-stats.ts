import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Stats } from '@elevate/contracts/content/content.schema';
import type { StatsInputSchema } from '@elevate/contracts/content/site-content.schema';
import { apiGet, apiRequest } from '@/lib/api-client';
import { adminContentKey } from './admin-crud';

export type AdminStatsInput = z.input<typeof StatsInputSchema>;
/** The newest record; the two home-page counts the input added may come with it. */
export type AdminStats = Stats & { numberOfOpenInnovation?: number; numberOfEyeballs?: number };

/** The newest stats record (`GET stats`), null before the first one. */
export const adminStatsQuery = () =>
  queryOptions({
    queryKey: adminContentKey('stats'),
    queryFn: ({ signal }) => apiGet<AdminStats | null>('stats', undefined, signal),
  });

export const useAdminStats = () => useQuery(adminStatsQuery());

/** Writes a new stats record (`POST stats`); the newest is the one shown. */
export const saveAdminStats = async (input: AdminStatsInput) => {
  const env = await apiRequest<AdminStats>('POST', 'stats', { body: input });
  return { stats: env.result, message: env.message };
};

export const useSaveAdminStats = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAdminStats,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminContentKey('stats') });
      void client.invalidateQueries({ queryKey: ['stats'] });
    },
  });
};
