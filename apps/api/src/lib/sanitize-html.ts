import sanitize from 'sanitize-html';
import { WORDS_PER_MINUTE } from '@elevate/contracts/blogs/blogs.constants';

const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

const safeLink = (tagName: string, attribs: sanitize.Attributes): sanitize.Tag => {
  const href = (attribs.href ?? '').trim();
  // Relative, javascript:, data: and protocol-relative links: keep the words, drop the link. (Renaming
  // the tag instead would make sanitize-html close it with the wrong name.)
  if (!SAFE_HREF.test(href)) return { tagName, attribs: {} };
  // Links lead to pages nobody here vouches for: no opener, no referrer, no ranking credit.
  return { tagName, attribs: { href, rel: 'noopener noreferrer nofollow' } };
};

/**
 * The allow-list for every rich text the app stores: job descriptions and company highlights by employers,
 * hackathon descriptions, rounds and announcements by hosts, and participants' long answers. HTML is
 * sanitised on write and the web renders only the stored, sanitised copy (DESIGN.md, "Rules of the house"),
 * so the browser never sees a script, an event handler, an inline style or a javascript: link.
 */
const RICH_HTML_OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
  // rel is set by the transform below (any rel the author wrote is replaced), so it is allowed through.
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Other tags are dropped but their text is kept; these go with everything inside them.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // What most editors emit for bold and italic, kept with its meaning.
    b: 'strong',
    i: 'em',
    a: safeLink,
  },
};

/** Rich text reduced to the allow-list: p, br, strong, em, ul, ol, li, h3, h4, a[href]. */
export const sanitizeRichHtml = (html: string | null | undefined): string =>
  sanitize(html ?? '', RICH_HTML_OPTIONS).trim();

/**
 * Pictures in posts and stories come from our own uploads or an https address: no data:, no http (mixed
 * content), no protocol-relative or `..` tricks. Anything else loses its src and is dropped below.
 */
const SAFE_IMG_SRC = /^(?:\/uploads\/(?!.*\.\.)[A-Za-z0-9._~/-]+|https:\/\/[^\s"'<>\\]+)$/;

/**
 * The allow-list of long articles (blog posts, success stories, case studies): the rich-text tags plus
 * sub-headings, underline and strike, quotes, code, and pictures with captions. Still no style, class,
 * event handler or frame of any kind.
 */
const ARTICLE_HTML_OPTIONS: sanitize.IOptions = {
  ...RICH_HTML_OPTIONS,
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'a',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    a: safeLink,
    img: (tagName, attribs): sanitize.Tag => {
      const src = (attribs.src ?? '').trim();
      if (!SAFE_IMG_SRC.test(src)) return { tagName, attribs: {} };
      return { tagName, attribs: { src, alt: (attribs.alt ?? '').trim() } };
    },
  },
  // A picture whose address was not safe is dropped whole rather than kept as an empty <img>.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Whether a picture address (a cover, an image in a post) is one of ours or https. */
export const isSafeImageSrc = (src: string): boolean => SAFE_IMG_SRC.test(src.trim());

/** A long article reduced to the article allow-list (see ARTICLE_HTML_OPTIONS). */
export const sanitizeArticleHtml = (html: string | null | undefined): string =>
  sanitize(html ?? '', ARTICLE_HTML_OPTIONS).trim();

/** Minutes to read an article's words at WORDS_PER_MINUTE, at least 1. */
export const readingMinutesOf = (html: string | null | undefined): number => {
  const words = sanitize(html ?? '', { allowedTags: [], allowedAttributes: {} })
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
};

/**
 * @deprecated The old name of sanitizeRichHtml, kept only until the seed (scripts/seed, being edited elsewhere
 * at the moment) imports the new one.
 */
export const sanitizeJobHtml = sanitizeRichHtml;
