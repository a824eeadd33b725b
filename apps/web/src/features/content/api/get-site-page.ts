import { useQuery } from '@tanstack/react-query';
import type { SitePageKey } from '@elevate/contracts/content/content.constants';
import type { SitePage } from '@elevate/contracts/content/site-content.schema';
import { sitePageQuery } from '@/lib/site-page-query';
import { defaultSitePage } from './site-page-defaults';

export { getSitePage, sitePageQuery } from '@/lib/site-page-query';

/**
 * The page's words: the API's answer, else (loading, or the API could not answer) the defaults the API itself
 * would give, so a marketing page always reads as a whole page.
 */
export const useSitePage = (key: SitePageKey): SitePage => {
  const { data } = useQuery(sitePageQuery(key));
  return data ?? defaultSitePage(key);
};
