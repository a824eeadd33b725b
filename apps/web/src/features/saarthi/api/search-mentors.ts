import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import type { SaarthiProfile } from '@elevate/contracts/saarthi/saarthi.schema';
import { apiGet } from '@/lib/api-client';
import type { DirectoryQuery } from '../components/directory-params';
import { saarthiKeys } from './saarthi-keys';

/** GET saarthi?q&domain&company&minYears&language&available&limit&offset: approved mentors (public). */
export const searchMentors = (params: DirectoryQuery, signal?: AbortSignal) =>
  apiGet<ListResult<SaarthiProfile>>('saarthi', { ...params }, signal);

export const mentorDirectoryQuery = (params: DirectoryQuery) =>
  queryOptions({
    queryKey: saarthiKeys.directory(params),
    queryFn: ({ signal }) => searchMentors(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useMentorDirectory = (params: DirectoryQuery) => useQuery(mentorDirectoryQuery(params));
