import { describe, expect, it } from 'vitest';
import { headTagsHtml, plainText, scriptSafeJson, trimDescription } from './head-tags.ts';
import { DEFAULT_SHARE_IMAGE, DESCRIPTION_MAX, type PageHead } from './page-head.ts';

const BASE = 'https://elevate.example.in';
const head = (over: Partial<PageHead> = {}): PageHead => ({
  title: 'Frontend Developer at Acme',
  description: 'Build the job search screens in React.',
  canonicalPath: '/jobs/frontend-developer-acme',
  ...over,
});

/** The content (or href) of the one tag matching `selector`-like text, as written. */
const attr = (html: string, tagStart: string, name: string) => {
  const line = html.split('\n').find((l) => l.startsWith(tagStart));
  return line?.match(new RegExp(`${name}="([^"]*)"`))?.[1];
};
const metaContent = (html: string, key: string) =>
  html
    .split('\n')
    .find((l) => l.includes(`="${key}" `))
    ?.match(/content="([^"]*)"/)?.[1];

describe('headTagsHtml', () => {
  it('writes the title, description, canonical, Open Graph and Twitter tags, each marked data-head', () => {
    const html = headTagsHtml(head(), BASE);
    const lines = html.split('\n');
    expect(lines[0]).toBe('<title data-head>Frontend Developer at Acme · Elevate</title>');
    expect(lines.every((l) => /^<(title|meta|link|script) data-head[ >]/.test(l))).toBe(true);
    expect(attr(html, '<link', 'href')).toBe(`${BASE}/jobs/frontend-developer-acme`);
    expect(metaContent(html, 'description')).toBe('Build the job search screens in React.');
    expect(metaContent(html, 'og:site_name')).toBe('Elevate');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:title')).toBe('Frontend Developer at Acme');
    expect(metaContent(html, 'og:url')).toBe(`${BASE}/jobs/frontend-developer-acme`);
    expect(metaContent(html, 'og:locale')).toBe('en_IN');
    expect(metaContent(html, 'twitter:title')).toBe('Frontend Developer at Acme');
    expect(metaContent(html, 'twitter:description')).toBe('Build the job search screens in React.');
  });

  it('uses the default share image, absolute, with its own alt text and the large card', () => {
    const html = headTagsHtml(head(), BASE);
    expect(metaContent(html, 'og:image')).toBe(`${BASE}${DEFAULT_SHARE_IMAGE}`);
    expect(metaContent(html, 'twitter:image')).toBe(`${BASE}${DEFAULT_SHARE_IMAGE}`);
    expect(metaContent(html, 'og:image:alt')).toContain('Elevate');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  });

  it("makes a page's image path absolute, keeps an absolute one, and asks for the small card for a logo", () => {
    const logo = headTagsHtml(
      head({ image: 'uploads/acme.png', imageKind: 'logo', imageAlt: 'Acme logo' }),
      `${BASE}/`,
    );
    expect(metaContent(logo, 'og:image')).toBe(`${BASE}/uploads/acme.png`);
    expect(metaContent(logo, 'og:image:alt')).toBe('Acme logo');
    expect(metaContent(logo, 'twitter:card')).toBe('summary');
    const banner = headTagsHtml(head({ image: 'https://cdn.example.in/b.jpg', imageKind: 'banner' }), BASE);
    expect(metaContent(banner, 'og:image')).toBe('https://cdn.example.in/b.jpg');
    expect(metaContent(banner, 'og:image:alt')).toBe('Frontend Developer at Acme');
    expect(metaContent(banner, 'twitter:card')).toBe('summary_large_image');
  });

  it('puts the default share image in place of an SVG picture, which link previews do not show', () => {
    const html = headTagsHtml(head({ image: '/uploads/seed/cover.svg', imageKind: 'logo' }), BASE);
    expect(metaContent(html, 'og:image')).toBe(`${BASE}${DEFAULT_SHARE_IMAGE}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  });

  it('takes a page without a canonical path to be the home page, with one slash', () => {
    const { canonicalPath: _c, ...home } = head();
    expect(attr(headTagsHtml(home, `${BASE}/`), '<link', 'href')).toBe(`${BASE}/`);
  });

  it('keeps the query of a canonical path and escapes its ampersand', () => {
    const html = headTagsHtml(head({ canonicalPath: '/jobs?q=react&location=pune' }), BASE);
    expect(attr(html, '<link', 'href')).toBe(`${BASE}/jobs?q=react&amp;location=pune`);
  });

  it('escapes a title that tries to close the title element and open a script', () => {
    const html = headTagsHtml(head({ title: `</title><script>alert("x")</script> & 'more'` }), BASE);
    expect(html).not.toContain('<script>');
    expect(html.split('\n')[0]).toBe(
      '<title data-head>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39; · Elevate</title>',
    );
    expect(metaContent(html, 'og:title')).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;',
    );
    // Only the <title> element and no other opens or closes anything.
    expect(html.match(/<\/?title/g)).toEqual(['<title', '</title']);
  });

  it('escapes quotes in attribute values so a description cannot add an attribute', () => {
    const html = headTagsHtml(head({ description: 'Say "hi" onload=alert(1) it\'s fine' }), BASE);
    expect(metaContent(html, 'description')).toBe('Say &quot;hi&quot; onload=alert(1) it&#39;s fine');
  });

  it('writes the description as plain text, cut at a word boundary with an ellipsis', () => {
    const long = `<p>${'Build React screens for job seekers across India. '.repeat(8)}</p>`;
    const content = metaContent(headTagsHtml(head({ description: long }), BASE), 'description')!;
    expect(content.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(content.endsWith('…')).toBe(true);
    expect(content).not.toContain('<p>');
    // What is kept is the start of the text and ends where a word does.
    const text = plainText(long);
    const kept = content.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    expect(text[kept.length]).toMatch(/[\s.,]/);
  });

  it('writes robots only when the page sets it', () => {
    expect(headTagsHtml(head(), BASE)).not.toContain('name="robots"');
    expect(metaContent(headTagsHtml(head({ robots: 'noindex,follow' }), BASE), 'robots')).toBe('noindex,follow');
  });

  it('writes each structured-data object as its own script that no value can close', () => {
    const jsonLd = [
      { '@type': 'JobPosting', description: '<p>Hi</p></script><script>alert(1)</script>' },
      { '@type': 'BreadcrumbList', name: 'A & B \u2028 <!-- x -->' },
    ];
    const html = headTagsHtml(head({ jsonLd }), BASE);
    const scripts = [...html.matchAll(/<script data-head type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(scripts.map((m) => JSON.parse(m[1]!))).toEqual(jsonLd);
    expect(scripts[1]![1]).not.toMatch(/[<>&\u2028]/);
  });
});

describe('scriptSafeJson', () => {
  it('writes <, >, &, U+2028 and U+2029 as \\u escapes and stays valid JSON', () => {
    const value = { s: '</script>&\u2028\u2029' };
    const json = scriptSafeJson(value);
    expect(json).toBe('{"s":"\\u003c/script\\u003e\\u0026\\u2028\\u2029"}');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('plainText', () => {
  it('strips tags, drops scripts, decodes entities and collapses whitespace', () => {
    expect(
      plainText('<p>Salary &amp; perks:</p>\n<ul><li>&#8377;6&nbsp;LPA</li><li>Laptop</li></ul><script>x()</script>'),
    ).toBe('Salary & perks: ₹6 LPA Laptop');
  });

  it('keeps text that only looks like markup, and inline tags do not split words', () => {
    expect(plainText('Pay < 5 LPA for <strong>Java</strong>Script')).toBe('Pay < 5 LPA for JavaScript');
  });
});

describe('trimDescription', () => {
  it('leaves a description within the limit as it is', () => {
    expect(trimDescription('Short and sweet.', 20)).toBe('Short and sweet.');
  });

  it('cuts at the last word that fits and drops trailing punctuation before the ellipsis', () => {
    expect(trimDescription('Jobs, internships and hackathons for India', 22)).toBe('Jobs, internships and…');
    expect(trimDescription('Jobs, internships, hackathons', 20)).toBe('Jobs, internships…');
  });

  it('cuts a single long word where it must', () => {
    expect(trimDescription('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
