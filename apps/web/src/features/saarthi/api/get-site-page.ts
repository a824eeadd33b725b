import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SitePage } from '@elevate/contracts/content/site-content.schema';
import { apiGet } from '@/lib/api-client';
import { saarthiKeys } from './saarthi-keys';

/** GET common?pageKey=saarthi|becomeasaarthi: the page's editable headline, intro and sections. */
export const getSitePage = (pageKey: 'saarthi' | 'becomeasaarthi', signal?: AbortSignal) =>
  apiGet<SitePage>('common', { pageKey }, signal);

export const sitePageQuery = (pageKey: 'saarthi' | 'becomeasaarthi') =>
  queryOptions({
    queryKey: saarthiKeys.sitePage(pageKey),
    queryFn: ({ signal }) => getSitePage(pageKey, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSitePage = (pageKey: 'saarthi' | 'becomeasaarthi') => useQuery(sitePageQuery(pageKey));
