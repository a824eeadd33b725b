import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { College } from '@elevate/contracts/college/college.schema';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { apiGet } from '@/lib/api-client';
import { lookupKeys } from './query-keys';

/** GET college?search=: institutions whose name contains the text, those starting with it first. */
export const searchColleges = async (search: string, signal?: AbortSignal) =>
  (await apiGet<ListResult<College>>('college', { search }, signal)).data;

export const collegesQuery = (search: string) =>
  queryOptions({
    queryKey: lookupKeys.colleges(search),
    queryFn: ({ signal }) => searchColleges(search, signal),
    staleTime: 5 * 60_000,
  });

/** Institutions matching what was typed (two letters or more). */
export const useCollegeSearch = (search: string) => {
  const text = search.trim();
  return useQuery({ ...collegesQuery(text), enabled: text.length >= 2, placeholderData: keepPreviousData });
};
