import { queryOptions } from '@tanstack/react-query';
import type { SitePageKey } from '@elevate/contracts/content/content.constants';
import type { SitePage } from '@elevate/contracts/content/site-content.schema';
import { apiGet } from './api-client';

/** GET common?pageKey: a marketing page's words as admins left them (one query for every feature that shows one). */
export const getSitePage = (key: SitePageKey, signal?: AbortSignal) =>
  apiGet<SitePage>('common', { pageKey: key }, signal);

export const sitePageQuery = (key: SitePageKey) =>
  queryOptions({ queryKey: ['common', 'page', key], queryFn: ({ signal }) => getSitePage(key, signal) });
