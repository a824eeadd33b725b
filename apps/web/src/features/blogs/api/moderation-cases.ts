import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationState } from '@elevate/contracts/blogs/blogs.constants';
import { apiGet } from '@/lib/api-client';
import { blogKeys } from './keys';
import type { ModerationCaseList } from './types';

export const CASES_PAGE_SIZE = 20;

/** GET moderation/cases?state (admins): reported posts and comments in one state, newest report first. */
export const getModerationCases = (state: ModerationState, page: number, signal?: AbortSignal) =>
  apiGet<ModerationCaseList>(
    'moderation/cases',
    { state, limit: CASES_PAGE_SIZE, offset: (page - 1) * CASES_PAGE_SIZE },
    signal,
  );

export const moderationCasesQuery = (state: ModerationState, page: number) =>
  queryOptions({
    queryKey: blogKeys.cases(state, page),
    queryFn: ({ signal }) => getModerationCases(state, page, signal),
    placeholderData: keepPreviousData,
  });

export const useModerationCases = (state: ModerationState, page: number) => useQuery(moderationCasesQuery(state, page));
