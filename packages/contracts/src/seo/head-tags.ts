import { absoluteUrl } from './absolute-url.ts';
import {
  DEFAULT_SHARE_IMAGE,
  DEFAULT_SHARE_IMAGE_ALT,
  DESCRIPTION_MAX,
  SITE_NAME,
  documentTitle,
  type PageHead,
} from './page-head.ts';

/** Marks every tag headTagsHtml writes, so the client can find and replace them on navigation. */
export const HEAD_TAG_ATTRIBUTE = 'data-head';
export const OG_LOCALE = 'en_IN';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for an HTML attribute value or element: nothing in it can end the attribute or open a tag. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  rupee: '₹',
};
const decodeEntity = (entity: string, body: string): string => {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
};

/** Tags that end a line of text: replaced by a space so '<p>a</p><p>b</p>' reads 'a b', not 'ab'. */
const BLOCK_TAG = /<\/?(p|br|li|ul|ol|div|h[1-6]|tr|td|th|table|blockquote|section|article|hr)\b[^>]*>/gi;

/**
 * The text of an HTML fragment (a job description, a company overview) for a meta description or plain-text
 * structured data: script and style bodies dropped, tags removed, the common entities decoded, whitespace
 * collapsed. Not a sanitiser: its output is text, to be escaped wherever it is written.
 */
export const plainText = (html: string): string =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A description cut to `max` characters at a word boundary, with '…' (counted in the limit). Search engines
 * cut longer ones wherever they like, often mid-word.
 */
export const trimDescription = (text: string, max: number = DESCRIPTION_MAX): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  // When the next character is a space, the room ends on a whole word.
  const space = clean[max - 1] === ' ' ? room.length : room.lastIndexOf(' ');
  // A single word longer than half the limit is cut where it must be.
  const cut = space > max / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}…`;
};

/**
 * JSON for inside a <script> element: '<', '>' and '&' as \u escapes so no value can write '</script>' or
 * '<!--', and U+2028/U+2029 too, which older JavaScript parsers read as line ends. Still valid JSON.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${HEAD_TAG_ATTRIBUTE} ${key}="${name}" content="${escapeHtml(content)}">`;

/**
 * The document-head tags of one page as HTML, for the server's first answer: title, description, canonical
 * link, Open Graph and Twitter card tags, robots, and each structured-data object as its own script. Paths
 * become absolute against `publicUrl`; a page without a canonical path is taken to be the home page.
 */
export const headTagsHtml = (head: PageHead, publicUrl: string): string => {
  const canonical = absoluteUrl(head.canonicalPath ?? '/', publicUrl);
  const description = trimDescription(plainText(head.description));
  // WhatsApp, LinkedIn and X show no preview for an SVG picture: the default image stands in for one.
  const own = head.image && !/\.svg(?:[?#]|$)/i.test(head.image) ? head.image : undefined;
  const image = absoluteUrl(own ?? DEFAULT_SHARE_IMAGE, publicUrl);
  const imageAlt = own ? (head.imageAlt ?? head.title) : DEFAULT_SHARE_IMAGE_ALT;
  const tags = [
    `<title ${HEAD_TAG_ATTRIBUTE}>${escapeHtml(documentTitle(head.title))}</title>`,
    meta('name', 'description', description),
    `<link ${HEAD_TAG_ATTRIBUTE} rel="canonical" href="${escapeHtml(canonical)}">`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:image:alt', imageAlt),
    meta('property', 'og:locale', OG_LOCALE),
    // A logo is square and small: the large card would crop it into a strip.
    meta('name', 'twitter:card', own && head.imageKind === 'logo' ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', imageAlt),
  ];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script ${HEAD_TAG_ATTRIBUTE} type="application/ld+json">${scriptSafeJson(data)}</script>`);
  }
  return tags.join('\n');
};
