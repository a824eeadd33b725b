import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaarthiProfile } from '@elevate/contracts/saarthi/saarthi.schema';
import { apiGet } from '@/lib/api-client';
import { saarthiKeys } from './saarthi-keys';

/** GET saarthi/{id}: an approved mentor's public profile. */
export const getMentor = (saarthiId: string, signal?: AbortSignal) =>
  apiGet<SaarthiProfile>(`saarthi/${encodeURIComponent(saarthiId)}`, undefined, signal);

export const mentorQuery = (saarthiId: string) =>
  queryOptions({ queryKey: saarthiKeys.mentor(saarthiId), queryFn: ({ signal }) => getMentor(saarthiId, signal) });

export const useMentor = (saarthiId: string) => useQuery(mentorQuery(saarthiId));
