/**
 * What a page puts in the document head (docs/decisions/023): the server writes it into the first HTML
 * answer, the browser keeps document.title in step on client-side navigation. Paths are site-relative;
 * the server makes them absolute with PUBLIC_URL.
 */
export interface PageHead {
  /** The page's own title, without the site name ("Frontend Developer at Acme"). */
  title: string;
  /** One or two sentences, plain text; trimmed to DESCRIPTION_MAX characters when written. */
  description: string;
  /** The canonical path with its query when the query is part of the page's identity ("/jobs?q=react"). */
  canonicalPath?: string;
  /** An image for link previews: an absolute URL or a site path; the default image when absent. */
  image?: string;
  /**
   * A square logo makes a poor wide card: 'logo' asks for Twitter's small 'summary' card, anything else (and
   * the default image) for 'summary_large_image'.
   */
  imageKind?: 'logo' | 'banner';
  /** og:image:alt; the page title when absent (the default image has its own). */
  imageAlt?: string;
  /** Open Graph type. */
  type?: 'website' | 'article';
  /** robots meta: private pages and searches nobody should land on are 'noindex'. */
  robots?: 'index,follow' | 'noindex,follow' | 'noindex,nofollow';
  /** Structured data (schema.org objects), each written as its own application/ld+json script. */
  jsonLd?: Record<string, unknown>[];
}

export const SITE_NAME = 'Elevate';
export const DESCRIPTION_MAX = 200;
/** The preview image used when a page has none of its own (1200×630, in apps/web/public). */
export const DEFAULT_SHARE_IMAGE = '/share-default.png';
/** What the default image shows, for og:image:alt. */
export const DEFAULT_SHARE_IMAGE_ALT = `${SITE_NAME}: jobs, internships and hackathons for India's talent`;

/** "Frontend Developer at Acme · Elevate"; the home page's title stands alone. */
export const documentTitle = (title: string) => (title.includes(SITE_NAME) ? title : `${title} · ${SITE_NAME}`);
