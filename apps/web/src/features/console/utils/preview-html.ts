/**
 * The allow-list the API stores rich text with (apps/api/src/lib/sanitize-html.ts): p, br, strong, em, ul, ol,
 * li, h3, h4 and a[href] (http, https, mailto). The editor's preview shows what will be kept, before saving;
 * the server's copy is the one the public pages render. Parsing with DOMParser makes an inert document:
 * nothing in it runs or loads.
 */
const KEEP = new Set(['P', 'BR', 'STRONG', 'EM', 'UL', 'OL', 'LI', 'H3', 'H4', 'A']);
const RENAME: Record<string, string> = { B: 'STRONG', I: 'EM' };
/** Dropped with everything inside them, as the server does. */
const DROP = new Set(['SCRIPT', 'STYLE', 'TEXTAREA', 'OPTION', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE']);
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

const clean = (source: Node, target: Node, doc: Document) => {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (!(child instanceof Element)) continue;
    const tag = RENAME[child.tagName] ?? child.tagName;
    if (DROP.has(tag)) continue;
    if (!KEEP.has(tag)) {
      clean(child, target, doc);
      continue;
    }
    const el = doc.createElement(tag.toLowerCase());
    if (tag === 'A') {
      const href = (child.getAttribute('href') ?? '').trim();
      if (SAFE_HREF.test(href)) {
        el.setAttribute('href', href);
        el.setAttribute('rel', 'noopener noreferrer nofollow');
        el.setAttribute('target', '_blank');
      }
    }
    clean(child, el, doc);
    target.appendChild(el);
  }
};

export const previewHtml = (html: string): string => {
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const root = out.createElement('div');
  clean(parsed.body, root, out);
  return root.innerHTML.trim();
};
