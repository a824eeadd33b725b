import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { CaseStudyCard } from '@elevate/contracts/content/case-studies.schema';
import type { CaseStudySubType, CaseStudyType } from '@elevate/contracts/content/content.constants';
import { apiGet } from '@/lib/api-client';

export interface CaseStudyFilters {
  type?: CaseStudyType;
  subType?: CaseStudySubType;
  isFeatured?: boolean;
  limit?: number;
}

/** GET casestudy?type&subType&isFeatured&limit: published stories, newest first (public). */
export const getCaseStudies = (f: CaseStudyFilters, signal?: AbortSignal) =>
  apiGet<ListResult<CaseStudyCard>>(
    'casestudy',
    { type: f.type, subType: f.subType, isFeatured: f.isFeatured, limit: f.limit },
    signal,
  );

export const caseStudiesQuery = (f: CaseStudyFilters) =>
  queryOptions({
    queryKey: ['casestudy', 'list', f.type ?? null, f.subType ?? null, f.isFeatured ?? null, f.limit ?? null],
    queryFn: ({ signal }) => getCaseStudies(f, signal),
    placeholderData: keepPreviousData,
  });

export const useCaseStudies = (f: CaseStudyFilters, enabled = true) => useQuery({ ...caseStudiesQuery(f), enabled });
