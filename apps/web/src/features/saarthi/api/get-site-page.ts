import { queryOptions, useQuery } from '@tanstack/react-query';
import { sitePageQuery as commonSitePageQuery } from '@/lib/site-page-query';

export { getSitePage } from '@/lib/site-page-query';

/** GET common?pageKey=saarthi|becomeasaarthi: the page's editable headline, intro and sections (the site-wide query). */
export const sitePageQuery = (pageKey: 'saarthi' | 'becomeasaarthi') =>
  queryOptions({ ...commonSitePageQuery(pageKey), staleTime: 5 * 60_000, retry: false });

export const useSitePage = (pageKey: 'saarthi' | 'becomeasaarthi') => useQuery(sitePageQuery(pageKey));
