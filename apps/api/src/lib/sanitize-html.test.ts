import { describe, expect, it } from 'vitest';
import { WORDS_PER_MINUTE } from '@elevate/contracts/blogs/blogs.constants';
import { readingMinutesOf, sanitizeArticleHtml, sanitizeRichHtml } from './sanitize-html.ts';

describe('rich text sanitiser', () => {
  it('drops scripts, styles and frames with their content', () => {
    expect(sanitizeRichHtml('<p>Hi<script>alert(1)</script></p><style>p{}</style><iframe src="x">z</iframe>')).toBe(
      '<p>Hi</p>',
    );
  });

  it('drops event handlers and inline styles, and images altogether', () => {
    const out = sanitizeRichHtml('<p onclick="x()" style="color:red">Join <img src=x onerror="alert(1)"> us</p>');
    expect(out).toBe('<p>Join  us</p>');
    expect(out).not.toMatch(/onerror|onclick|style|<img/);
  });

  it('keeps http, https and mailto links with rel="noopener noreferrer nofollow"', () => {
    expect(sanitizeRichHtml('<a href="https://example.in/jobs" target="_blank" rel="opener">Apply</a>')).toBe(
      '<a href="https://example.in/jobs" rel="noopener noreferrer nofollow">Apply</a>',
    );
    expect(sanitizeRichHtml('<a href="mailto:hr@example.in">Mail</a>')).toBe(
      '<a href="mailto:hr@example.in" rel="noopener noreferrer nofollow">Mail</a>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'jav&#x61;script:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/relative/path',
  ])('turns a link to %s into plain words', (href) => {
    const out = sanitizeRichHtml(`<a href="${href}">click</a>`);
    expect(out).toBe('<a>click</a>');
  });

  it('keeps the allowed structure and maps b and i to strong and em', () => {
    const html =
      '<h3>Role</h3><h4>Team</h4><p>We <strong>build</strong> and <em>ship</em>.<br></p><ul><li>One</li></ul><ol><li>Two</li></ol>';
    expect(sanitizeRichHtml(html)).toBe(html.replace('<br>', '<br />'));
    expect(sanitizeRichHtml('<b>bold</b> <i>it</i>')).toBe('<strong>bold</strong> <em>it</em>');
  });

  it('keeps the words of tags outside the list', () => {
    expect(sanitizeRichHtml('<h1>Title</h1><div><span>Body</span></div><table><tr><td>x</td></tr></table>')).toBe(
      'TitleBodyx',
    );
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeRichHtml(null)).toBe('');
    expect(sanitizeRichHtml(undefined)).toBe('');
  });
});

describe('article sanitiser', () => {
  it('keeps the article structure: headings, quotes, code, pictures with captions', () => {
    const html =
      '<h2>Why</h2><p><u>a</u> <s>b</s></p><blockquote>q</blockquote><pre><code>x = 1</code></pre>' +
      '<figure><img src="/uploads/p/blog-image/a1.png" alt="Team"><figcaption>Our team</figcaption></figure>';
    expect(sanitizeArticleHtml(html)).toBe(html.replace('alt="Team">', 'alt="Team" />'));
  });

  it('never lets scripts, event handlers, styles, classes or frames through', () => {
    const out = sanitizeArticleHtml(
      '<p class="x" style="color:red" onclick="x()">Hi<script>alert(1)</script></p>' +
        '<img src="https://cdn.example.in/a.png" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
        '<svg onload="alert(1)"></svg>',
    );
    expect(out).toBe('<p>Hi</p><img src="https://cdn.example.in/a.png" alt="" />');
    expect(out).not.toMatch(/script|onclick|onerror|onload|style|class|iframe/);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'http://plain.example/a.png',
    '//evil.example/a.png',
    '/uploads/../api/users',
    '/api/users',
  ])('drops a picture whose src is %s', (src) => {
    expect(sanitizeArticleHtml(`<p>a<img src="${src}" alt="x">b</p>`)).toBe('<p>ab</p>');
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', '/relative'])(
    'turns a link to %s into plain words',
    (href) => {
      expect(sanitizeArticleHtml(`<a href="${href}">click</a>`)).toBe('<a>click</a>');
    },
  );

  it('counts reading minutes from the words only, at least one', () => {
    expect(readingMinutesOf('<p>one two</p>')).toBe(1);
    expect(readingMinutesOf(`<p>${'word '.repeat(WORDS_PER_MINUTE * 2 + 1)}</p>`)).toBe(3);
    expect(readingMinutesOf('')).toBe(1);
  });
});
