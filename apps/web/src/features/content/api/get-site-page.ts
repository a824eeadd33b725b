import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SitePageKey } from '@elevate/contracts/content/content.constants';
import type { SitePage } from '@elevate/contracts/content/site-content.schema';
import { apiGet } from '@/lib/api-client';
import { defaultSitePage } from './site-page-defaults';

/** GET common?pageKey: a marketing page's words as admins left them (their defaults until edited). */
export const getSitePage = (key: SitePageKey, signal?: AbortSignal) =>
  apiGet<SitePage>('common', { pageKey: key }, signal);

export const sitePageQuery = (key: SitePageKey) =>
  queryOptions({ queryKey: ['common', 'page', key], queryFn: ({ signal }) => getSitePage(key, signal) });

/**
 * The page's words: the API's answer, else (loading, or the API could not answer) the defaults the API itself
 * would give, so a marketing page always reads as a whole page.
 */
export const useSitePage = (key: SitePageKey): SitePage => {
  const { data } = useQuery(sitePageQuery(key));
  return data ?? defaultSitePage(key);
};
