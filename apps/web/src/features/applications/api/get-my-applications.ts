import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationStage, MyApplicationsResult } from '@elevate/contracts/applications/application.schema';
import { apiGet } from '@/lib/api-client';
import { applicationKeys } from './query-keys';

/** jobs/application: my applications in one tab, newest first, with the counts of every tab. */
export const getMyApplications = (
  q: { uid: number; stage: ApplicationStage; offset: number; limit: number },
  signal?: AbortSignal,
) =>
  apiGet<MyApplicationsResult>(
    'jobs/application',
    { uId: q.uid, stage: q.stage, offset: q.offset, limit: q.limit },
    signal,
  );

export const myApplicationsQuery = (q: { uid: number; stage: ApplicationStage; offset: number; limit: number }) =>
  queryOptions({
    queryKey: applicationKeys.mine(q.uid, q.stage, q.offset, q.limit),
    queryFn: ({ signal }) => getMyApplications(q, signal),
  });

/** The previous page stays on screen while the next one loads, so paging does not flash a skeleton. */
export const useMyApplications = (q: { uid: number; stage: ApplicationStage; offset: number; limit: number }) =>
  useQuery({ ...myApplicationsQuery(q), placeholderData: keepPreviousData });
