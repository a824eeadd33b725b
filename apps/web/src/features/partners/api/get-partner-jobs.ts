import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import {
  COMPANY_JOBS_LIMIT,
  COMPANY_JOBS_MAX_CTC,
  COMPANY_JOBS_MAX_EXP,
  COMPANY_JOBS_MIN_CTC,
  COMPANY_JOBS_MIN_EXP,
  COMPANY_JOBS_ORDER,
} from '@elevate/contracts/partners/company-page.constants';
import { apiGet } from '@/lib/api-client';

/** One page of the company page job query (spec §7.4): limit 10, newest first, CTC 0–20000000, experience 0–40. */
export const getPartnerJobs = (partnerId: number, offset: number, signal?: AbortSignal) =>
  apiGet<ListResult<JobCard>>(
    `partners/${partnerId}/jobs`,
    {
      limit: COMPANY_JOBS_LIMIT,
      offset,
      order: COMPANY_JOBS_ORDER,
      minCtc: COMPANY_JOBS_MIN_CTC,
      maxCtc: COMPANY_JOBS_MAX_CTC,
      minExp: COMPANY_JOBS_MIN_EXP,
      maxExp: COMPANY_JOBS_MAX_EXP,
    },
    signal,
  );

export const partnerJobsQuery = (partnerId: number) =>
  infiniteQueryOptions({
    queryKey: ['partners', partnerId, 'jobs'],
    queryFn: ({ pageParam, signal }) => getPartnerJobs(partnerId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.data.length, 0);
      return last.data.length > 0 && loaded < last.totalRecordCount ? loaded : undefined;
    },
  });

export const usePartnerJobs = (partnerId: number, enabled: boolean) =>
  useInfiniteQuery({ ...partnerJobsQuery(partnerId), enabled });
