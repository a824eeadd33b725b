import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { FEEDS_HOME_LIMIT } from '@elevate/contracts/content/content.constants';
import type { Feed } from '@elevate/contracts/content/site-content.schema';
import { apiGet } from '@/lib/api-client';

/** GET feeds?limit: the newest published news, announcements and results (public). */
export const getFeeds = (limit: number, signal?: AbortSignal) => apiGet<ListResult<Feed>>('feeds', { limit }, signal);

export const feedsQuery = (limit = FEEDS_HOME_LIMIT) =>
  queryOptions({ queryKey: ['feeds', limit], queryFn: ({ signal }) => getFeeds(limit, signal) });

export const useFeeds = (limit = FEEDS_HOME_LIMIT) => useQuery(feedsQuery(limit));
