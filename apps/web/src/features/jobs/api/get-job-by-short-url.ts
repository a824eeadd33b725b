import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@elevate/contracts/jobs/job-detail.schema';
import { apiGet } from '@/lib/api-client';

/** One job by its short link: jobs/customurl/{short}. */
export const getJobByShortUrl = (short: string, signal?: AbortSignal) =>
  apiGet<JobDetail>(`jobs/customurl/${encodeURIComponent(short)}`, undefined, signal);

export const jobByShortUrlQuery = (short: string) =>
  queryOptions({
    queryKey: ['jobs', 'customurl', short],
    queryFn: ({ signal }) => getJobByShortUrl(short, signal),
  });

export const useJobByShortUrl = (short: string, enabled = true) => useQuery({ ...jobByShortUrlQuery(short), enabled });
