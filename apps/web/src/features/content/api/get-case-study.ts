import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseStudy } from '@elevate/contracts/content/case-studies.schema';
import { apiGet } from '@/lib/api-client';

/** GET casestudy?custUrl: one published success story or case study (404 when missing or not public yet). */
export const getCaseStudy = (custUrl: string, signal?: AbortSignal) =>
  apiGet<CaseStudy>('casestudy', { custUrl }, signal);

export const caseStudyQuery = (custUrl: string) =>
  queryOptions({
    queryKey: ['casestudy', 'one', custUrl],
    queryFn: ({ signal }) => getCaseStudy(custUrl, signal),
  });

export const useCaseStudy = (custUrl: string) => useQuery({ ...caseStudyQuery(custUrl), enabled: custUrl !== '' });
