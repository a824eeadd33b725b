// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { configureApiFetch, render } from './entry-server';
import { sessionStore } from './lib/session';

/** The API as the renderer sees it: canned envelopes by path; every call is recorded. */
const calls: string[] = [];
const answer = (result: unknown, status = 200) =>
  new Response(JSON.stringify({ httpStatus: status, result }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
configureApiFetch((async (input: string | URL | Request) => {
  const url = String(input);
  calls.push(url);
  if (url.startsWith('/api/partners?')) return answer({ data: [], totalRecordCount: 0, totalRecords: 0 });
  return answer(null, 404);
}) as typeof fetch);

afterEach(() => {
  calls.length = 0;
  sessionStore.set(null);
});

const publicUrl = 'https://elevate.example';

describe('the server renderer', () => {
  it('renders a marketing page with its heading, its styles for both colour schemes, and its head', async () => {
    const page = await render('/aboutus', { publicUrl });
    expect(page).not.toBeNull();
    expect(page!.status).toBe(200);
    expect(page!.html).toMatch(/<main[^>]*>[\s\S]*<h1[^>]*>/);
    expect(page!.styles).toContain('[data-theme="dark"]');
    expect(page!.head).toMatchObject({ title: 'About us', canonicalPath: '/aboutus' });
    expect(page!.html).not.toContain('<script');
  });

  it('answers null for a route drawn only in the browser', async () => {
    expect(await render('/my-jobs', { publicUrl })).toBeNull();
    expect(await render('/console/jobs', { publicUrl })).toBeNull();
  });

  it('renders an unknown company as not found with a 404 status and noindex', async () => {
    const page = await render('/company-page/nobody-here', { publicUrl });
    expect(page!.status).toBe(404);
    expect(page!.head.robots).toBe('noindex,follow');
    expect(calls.some((c) => c.includes('customUrl=nobody-here'))).toBe(true);
  });

  it('never renders a signed-in session, even one in memory on the server', async () => {
    sessionStore.set({
      tocken: 'Bearer secret-token',
      session: { role: 'student', uid: 7, fullName: 'Zoya Fernandes', uemail: 'zoya@example.in' },
      authenticated: true,
      authorities: [],
    });
    const page = await render('/', { publicUrl });
    for (const secret of ['secret-token', 'Zoya Fernandes', 'zoya@example.in']) {
      expect(page!.html).not.toContain(secret);
      expect(page!.state).not.toContain(secret);
    }
  });

  it('times only its own drawing: renders in flight together never count one another, so their times fit in the time they all took', async () => {
    const urls = ['/aboutus', '/', '/company-page/nobody-here', '/aboutus', '/', '/company-page/nobody-here'];
    // Each process draws a page's lazy parts once; that first wait for code is not what is measured here.
    await Promise.all(urls.map((url) => render(url, { publicUrl })));
    const started = performance.now();
    const pages = await Promise.all(urls.map((url) => render(url, { publicUrl })));
    const elapsed = performance.now() - started;
    const drawing = pages.reduce((sum, page) => sum + page!.timings.render, 0);
    // One thread draws one page at a time: the drawings cannot add up to more than the time they shared.
    expect(drawing).toBeLessThanOrEqual(elapsed);
    for (const page of pages) expect(page!.timings.render).toBeGreaterThan(0);
  });
});
