import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScreeningResult } from '@elevate/contracts/matching/screening.schema';
import { apiGet } from '@/lib/api-client';

/** GET resume-screening?jobId: the job's last screening (no applicants and screenedAt null if never screened). */
export const getScreening = (jobId: number, signal?: AbortSignal) =>
  apiGet<ScreeningResult>('resume-screening', { jobId }, signal);

export const screeningKey = (jobId: number) => ['matching', 'screening', jobId] as const;

export const screeningQuery = (jobId: number) =>
  queryOptions({
    queryKey: screeningKey(jobId),
    queryFn: ({ signal }) => getScreening(jobId, signal),
    staleTime: 30_000,
  });

export const useScreening = (jobId: number) => useQuery(screeningQuery(jobId));
