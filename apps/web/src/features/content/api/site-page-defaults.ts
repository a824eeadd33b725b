import type { SitePageKey } from '@elevate/contracts/content/content.constants';
import { SITE_PAGE_DEFAULTS } from '@elevate/contracts/content/site-page-defaults';
import type { SitePage } from '@elevate/contracts/content/site-content.schema';

/** A page's words as the API answers them before admins edit it (contracts' SITE_PAGE_DEFAULTS). */
export const defaultSitePage = (key: SitePageKey): SitePage => ({ key, ...SITE_PAGE_DEFAULTS[key], updatedAt: null });
