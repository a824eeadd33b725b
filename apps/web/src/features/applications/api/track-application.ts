import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Application } from '@elevate/contracts/applications/application.schema';
import { apiGet } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** jobs/application/track: one application with its whole history. */
export const trackApplication = (applicationId: number, signal?: AbortSignal) =>
  apiGet<Application>('jobs/application/track', { applicationId }, signal);

export const trackApplicationQuery = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.track(applicationId),
    queryFn: ({ signal }) => trackApplication(applicationId, signal),
  });

export const useTrackedApplication = (applicationId: number | null) =>
  useQuery({ ...trackApplicationQuery(applicationId ?? 0), enabled: applicationId !== null });
