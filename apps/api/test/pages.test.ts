import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { authHeaders, createUser, signIn } from '../src/modules/auth/auth.testing.ts';
import { build } from './helper.ts';

/**
 * The page renderer's side in the API server (plugins/pages.ts), with a stand-in for the web app's server
 * bundle: the real one is proved by the browser tests (e2e/seo). The stand-in renders what the API answers it,
 * so a test sees which credentials the renderer's calls carry.
 */
const web = mkdtempSync(join(tmpdir(), 'elevate-pages-'));
const dist = join(web, 'dist');
const ssr = join(web, 'dist-server');
mkdirSync(dist);
mkdirSync(ssr);
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><!--app-head--><title>Default</title><!--/app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
);
const HEAD_SCRIPT = 'document.documentElement.setAttribute("data-theme","light")';
writeFileSync(
  join(ssr, 'entry-server.js'),
  `let send;
let renders = 0;
let inFlight = 0;
let mostInFlight = 0;
export const HEAD_SCRIPT = ${JSON.stringify(HEAD_SCRIPT)};
export const configureApiFetch = (f) => { send = f; };
export const render = async (url, { publicUrl }) => {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/private') return null;
  if (path === '/broken') throw new Error('render failed');
  if (path.startsWith('/slow/')) {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise((done) => setTimeout(done, 20));
    inFlight -= 1;
    return { status: 200, head: { title: 't', description: 'd' }, html: '<main>most at once ' + mostInFlight + '</main>', styles: '', state: '{}', timings: { data: 0, render: 0, passes: 1 } };
  }
  if (path.startsWith('/big/')) {
    renders += 1;
    const html = '<main><h1>₹ ' + path + ' render ' + renders + '</h1>' + 'x'.repeat(300000) + '</main>';
    return { status: 200, head: { title: 't', description: 'd' }, html, styles: '', state: '{}', timings: { data: 0, render: 0, passes: 1 } };
  }
  if (path === '/signed-in-call') {
    const res = await send('/api/notification', { headers: { authorization: 'Bearer forged', AUTH_UID: '1' } });
    return { status: 200, head: { title: 't', description: 'd' }, html: 'status ' + res.status, styles: '', state: '{}', timings: { data: 0, render: 0, passes: 1 } };
  }
  const res = await send('/api/jobs/search?limit=1', { headers: { authorization: 'x' } });
  const body = await res.json();
  renders += 1;
  return {
    status: path === '/missing' ? 404 : 200,
    head: { title: 'Jobs <b>now</b>', description: 'Every job', canonicalPath: path },
    html: '<main><h1>Jobs</h1><p>render ' + renders + ' total ' + body.result.totalRecordCount + '</p></main>',
    styles: '<style data-emotion="css x">.x{}</style>',
    state: JSON.stringify({ queries: [] }),
    timings: { data: 1, render: 2, passes: 1 },
  };
};`,
);

/** Whether the page came from the page cache. */
const hit = (res: { headers: Record<string, unknown> }) => res.headers['server-timing'] === 'cache;desc="hit"';

describe('server-rendered pages', () => {
  const t = build({ WEB_DIST_DIR: dist, WEB_SSR_DIR: ssr, PAGE_CACHE_SECONDS: '60' });

  it('answers a public page with its head, markup, styles and the data to hydrate with, cacheable and timed', async () => {
    const res = await t.inject({ method: 'GET', url: '/jobs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title data-head>Jobs &lt;b&gt;now&lt;/b&gt; · Elevate</title>');
    expect(res.body).not.toContain('<title>Default</title>');
    expect(res.body).toContain('<div id="root"><main><h1>Jobs</h1>');
    expect(res.body).toContain('<style data-emotion="css x">');
    expect(res.body).toContain('<script id="elevate-state" type="application/json">{"queries":[]}</script>');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(res.headers['server-timing']).toMatch(/render;dur=2\.0;desc="1 pass", total;dur=/);
  });

  it('allows exactly its inline head script in the content security policy', async () => {
    const res = await t.inject({ method: 'GET', url: '/jobs' });
    const hash = createHash('sha256').update(HEAD_SCRIPT).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(res.body).toContain(`<script>${HEAD_SCRIPT}</script>`);
  });

  it('answers a route the browser draws with the shell, marked noindex and never cached by others', async () => {
    const res = await t.inject({ method: 'GET', url: '/private' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Default</title><meta name="robots" content="noindex" />');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('elevate-state');
  });

  it("asks the API as a stranger: the renderer's calls carry no credentials, whatever it passes", async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/signed-in-call',
      headers: { authorization: 'Bearer from-the-visitor', auth_uid: '1' },
    });
    expect(res.body).toContain('<div id="root">status 401</div>');
  });

  it('answers with the shell, not an error, when the server render fails', async () => {
    const res = await t.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });

  it("carries the page's own status, and a 404 page is not cached by others", async () => {
    const res = await t.inject({ method: 'GET', url: '/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  const pinNothing = (headers: Record<string, string>) =>
    t.inject({ method: 'PUT', url: '/api/common/featuredelements', headers, payload: { pins: [] } });

  it("reuses a rendered page until a publisher's write changes what public pages show, then renders it again", async () => {
    const first = await t.inject({ method: 'GET', url: '/jobs?q=cache' });
    const again = await t.inject({ method: 'GET', url: '/jobs?q=cache' });
    expect(again.body).toBe(first.body);
    expect(hit(again)).toBe(true);

    // An admin pins the home page's featured items: a publisher's write.
    const admin = await createUser(t, { role: 'admin' });
    const write = await pinNothing(authHeaders(await signIn(t, admin)));
    expect(write.statusCode).toBe(200);
    const after = await t.inject({ method: 'GET', url: '/jobs?q=cache' });
    expect(hit(after)).toBe(false);
    expect(after.body).not.toBe(first.body);
  });

  it("keeps the rendered pages through the crowd's writes and through a publisher's write that is refused", async () => {
    const first = await t.inject({ method: 'GET', url: '/jobs?q=crowd' });
    // A stranger's contact message, a sign-in, and a stranger trying the admins' write: none can empty the cache.
    const contact = await t.inject({
      method: 'POST',
      url: '/api/contactus',
      payload: {
        senderFullName: 'Asha Rao',
        email: 'asha@example.in',
        contact: '9876543210',
        purposeToConnect: 'Hiring',
        message: 'Hello there, team',
      },
    });
    expect(contact.statusCode).toBeLessThan(400);
    await signIn(t, await createUser(t));
    expect((await pinNothing({})).statusCode).toBe(401);
    const after = await t.inject({ method: 'GET', url: '/jobs?q=crowd' });
    expect(hit(after)).toBe(true);
    expect(after.body).toBe(first.body);
  });

  it("serves a shared link's campaign tags and click ids the page drawn without them", async () => {
    const plain = await t.inject({ method: 'GET', url: '/jobs?q=shared' });
    const tagged = await t.inject({ method: 'GET', url: '/jobs?q=shared&utm_source=whatsapp&fbclid=IwAR0abc' });
    expect(tagged.headers['server-timing']).toBe('cache;desc="hit"');
    expect(tagged.body).toBe(plain.body);
    const other = await t.inject({ method: 'GET', url: '/jobs?q=other&utm_source=whatsapp' });
    expect(other.headers['server-timing']).not.toBe('cache;desc="hit"');
  });

  it('draws a page once for requests that arrive together, however many there are', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.inject({ method: 'GET', url: '/together' })));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    const drawn = answers.filter((a) => a.headers['server-timing'] !== 'cache;desc="hit"');
    expect(drawn).toHaveLength(1);
  });

  it('draws at most PAGE_RENDER_CONCURRENCY pages at once (2 by default), the others waiting their turn', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.inject({ method: 'GET', url: `/slow/${i}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const mostAtOnce = answers.map((a) => Number(/most at once (\d+)/.exec(a.body)?.[1]));
    expect(Math.max(...mostAtOnce)).toBe(2);
  });

  it('answers a revalidation with 304 when the page has not changed', async () => {
    const first = await t.inject({ method: 'GET', url: '/etag' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await t.inject({ method: 'GET', url: '/etag', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('compresses the page as the browser accepts', async () => {
    const res = await t.inject({ method: 'GET', url: '/compressed', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>Jobs</h1>');
  });
});

describe('the kept pages, bounded by memory', () => {
  // About 300 KB of HTML a page, counted twice (room for its compressed forms): one fits in a megabyte, two do not.
  const t = build({ WEB_DIST_DIR: dist, WEB_SSR_DIR: ssr, PAGE_CACHE_SECONDS: '60', PAGE_CACHE_MB: '1' });

  it('lets the least recently used page go when another would pass PAGE_CACHE_MB, and keeps the page whole in UTF-8', async () => {
    const first = await t.inject({ method: 'GET', url: '/big/one' });
    expect(first.body).toContain('<h1>₹ /big/one render');
    expect(Buffer.byteLength(first.body)).toBeGreaterThan(300_000);
    expect(hit(await t.inject({ method: 'GET', url: '/big/one' }))).toBe(true);

    await t.inject({ method: 'GET', url: '/big/two' });
    expect(hit(await t.inject({ method: 'GET', url: '/big/two' }))).toBe(true);
    const again = await t.inject({ method: 'GET', url: '/big/one' });
    expect(hit(again)).toBe(false);
    expect(again.body).not.toBe(first.body);
  });
});
