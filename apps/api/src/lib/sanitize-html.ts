import sanitize from 'sanitize-html';

const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

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
    a: (tagName, attribs): sanitize.Tag => {
      const href = (attribs.href ?? '').trim();
      // Relative, javascript:, data: and protocol-relative links: keep the words, drop the link. (Renaming
      // the tag instead would make sanitize-html close it with the wrong name.)
      if (!SAFE_HREF.test(href)) return { tagName, attribs: {} };
      // Links lead to pages nobody here vouches for: no opener, no referrer, no ranking credit.
      return { tagName, attribs: { href, rel: 'noopener noreferrer nofollow' } };
    },
  },
};

/** Rich text reduced to the allow-list: p, br, strong, em, ul, ol, li, h3, h4, a[href]. */
export const sanitizeRichHtml = (html: string | null | undefined): string =>
  sanitize(html ?? '', RICH_HTML_OPTIONS).trim();

/**
 * @deprecated The old name of sanitizeRichHtml, kept only until the seed (scripts/seed, being edited elsewhere
 * at the moment) imports the new one.
 */
export const sanitizeJobHtml = sanitizeRichHtml;
