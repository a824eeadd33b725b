import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SlotListSchema } from '@elevate/contracts/saarthi/saarthi.schema';
import { apiGet } from '@/lib/api-client';
import { saarthiKeys } from './saarthi-keys';

export type SlotList = z.infer<typeof SlotListSchema>;

/** GET saarthi/{id}/slots?days: the mentor's open session times (UTC), from today. Read in the browser only. */
export const getMentorSlots = (saarthiId: number, days: number, signal?: AbortSignal) =>
  apiGet<SlotList>(`saarthi/${saarthiId}/slots`, { days }, signal);

export const mentorSlotsQuery = (saarthiId: number, days = 14) =>
  queryOptions({
    queryKey: [...saarthiKeys.slots(saarthiId), days],
    queryFn: ({ signal }) => getMentorSlots(saarthiId, days, signal),
    staleTime: 30_000,
  });

export const useMentorSlots = (saarthiId: number, days = 14, enabled = true) =>
  useQuery({ ...mentorSlotsQuery(saarthiId, days), enabled });
