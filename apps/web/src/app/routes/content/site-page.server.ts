import type { SitePageKey } from '@elevate/contracts/content/content.constants';
import type { SitePage } from '@elevate/contracts/content/site-content.schema';
import { sitePageQuery } from '@/features/content/api/get-site-page';
import { DEFAULT_SHARE_IMAGE } from '@elevate/contracts/seo/page-head';
import { queryOutcome, type PageServer } from '../../page-head';

/**
 * A marketing page whose words admins edit (common?pageKey): they are in the first HTML, and the head's title
 * is the page's own when admins changed it. `extra` prefetches the page's other public data.
 */
export const sitePageServer = (
  key: SitePageKey,
  title: string,
  description: string,
  extra?: PageServer['prefetch'],
): PageServer => ({
  prefetch: (ctx) =>
    Promise.all([ctx.queryClient.prefetchQuery(sitePageQuery(key)), extra ? extra(ctx) : Promise.resolve()]),
  head: ({ pathname, queryClient }) => {
    const { data } = queryOutcome<SitePage>(queryClient, sitePageQuery(key).queryKey);
    return {
      head: {
        title: data?.updatedAt ? data.title : title,
        description,
        canonicalPath: pathname,
        image: DEFAULT_SHARE_IMAGE,
      },
    };
  },
});
