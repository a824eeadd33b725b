import { expect, test, type APIRequestContext } from '@playwright/test';
import { validateJobPosting } from '../../packages/contracts/src/seo/structured-data.ts';
import { DEMO_COMPANY, resultOf, seededJobOf } from '../support/candidates';
import { DEMO_STUDENT } from '../support/auth';
import { PUBLIC_ROUTES } from '../support/public-routes';

/**
 * What a crawler, a link preview or a phone before its JavaScript arrives receives: the first HTML answer
 * (docs/decisions/023). Fetched without a browser, so nothing here is drawn by the client.
 */

// Outcomes of a route rather than pages, and /unsubscribe, whose links carry a personal token
// (docs/decisions/027): the browser draws them behind the shell, marked noindex.
const CLIENT_DRAWN = new Set(['/under-repair', '/page-not-found', '/not-authorized', '/unsubscribe']);

const html = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => {
  const res = await request.get(path, { headers: { accept: 'text/html', ...headers } });
  return { status: res.status(), headers: res.headers(), body: await res.text() };
};

const mainOf = (body: string) => body.slice(body.indexOf('<main'), body.indexOf('</main>'));
const textOf = (fragment: string) =>
  fragment
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const meta = (body: string, property: string) =>
  body.match(new RegExp(`<meta[^>]*(?:property|name)="${property}"[^>]*content="([^"]*)"`))?.[1];
const jsonLdOf = (body: string) =>
  [...body.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

test.describe('server-rendered HTML', () => {
  for (const path of PUBLIC_ROUTES.filter((p) => !CLIENT_DRAWN.has(p))) {
    test(`${path} answers with its heading, main content, title and link-preview tags in the HTML`, async ({
      request,
    }) => {
      const { status, headers, body } = await html(request, path);
      expect(status).toBe(200);
      expect(headers['cache-control']).toContain('public');
      const main = mainOf(body);
      expect(main, 'a heading inside <main>').toMatch(/<h1[^>]*>[^<]*\S/);
      expect(textOf(main).length, 'real content inside <main>').toBeGreaterThan(40);
      expect(body).toMatch(/<title data-head>[^<]*Elevate[^<]*<\/title>/);
      expect(meta(body, 'description')?.length).toBeGreaterThan(20);
      expect(meta(body, 'og:title')).toBeTruthy();
      expect(meta(body, 'og:image')).toMatch(/^https?:\/\//);
      expect(meta(body, 'twitter:card')).toBeTruthy();
      expect(body).toMatch(/<link data-head rel="canonical" href="https?:\/\/[^"]+"/);
      expect(body, 'the data the page hydrates with').toContain('id="elevate-state"');
    });
  }

  test('a job page holds the job, its company and description, and JobPosting data Google accepts', async ({
    request,
  }) => {
    const seeded = await seededJobOf(request, DEMO_COMPANY);
    const job = await resultOf<{ jobTitle: string; description: string; partner: { displayName: string } }>(
      await request.get(`/api/jobs/${seeded.custUrl}`),
      'job',
    );
    const { status, body } = await html(request, `/jobs/${seeded.custUrl}`);
    expect(status).toBe(200);
    const main = textOf(mainOf(body));
    expect(main).toContain(job.jobTitle);
    expect(main).toContain(job.partner.displayName);
    const firstWords = textOf(job.description).trim().split(' ').slice(0, 6).join(' ');
    expect(main).toContain(firstWords);
    expect(meta(body, 'og:title')).toContain(job.jobTitle);

    const posting = jsonLdOf(body).find((d) => d['@type'] === 'JobPosting');
    expect(posting, 'JobPosting JSON-LD').toBeTruthy();
    expect(validateJobPosting(posting)).toEqual([]);
    expect(posting!.title).toBe(job.jobTitle);
    expect(jsonLdOf(body).some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('a company page holds the company and Organization data; an unknown one answers 404 with noindex', async ({
    request,
  }) => {
    const { status, body } = await html(request, `/company-page/${DEMO_COMPANY}`);
    expect(status).toBe(200);
    const org = jsonLdOf(body).find((d) => d['@type'] === 'Organization');
    expect(org?.name).toBeTruthy();
    expect(textOf(mainOf(body))).toContain(String(org!.name));

    const missing = await html(request, '/company-page/no-such-company-anywhere');
    expect(missing.status).toBe(404);
    expect(meta(missing.body, 'robots')).toBe('noindex,follow');
  });

  test('a keyword search on /jobs is rendered with its results and keeps the keyword in its canonical address', async ({
    request,
  }) => {
    const search = await resultOf<{ data: { jobTitle: string }[] }>(
      await request.get('/api/jobs/search?q=developer&limit=12'),
      'search',
    );
    const { body } = await html(request, '/jobs?q=developer');
    expect(body).toMatch(/<link data-head rel="canonical" href="[^"]*\/jobs\?q=developer"/);
    if (search.data[0]) expect(textOf(mainOf(body))).toContain(search.data[0].jobTitle);
    const filtered = await html(request, '/jobs?q=developer&page=2');
    expect(meta(filtered.body, 'robots')).toBe('noindex,follow');
  });

  test("a signed-in visitor's name, email and token never appear in server-rendered HTML", async ({ request }) => {
    const login = await resultOf<{ token: string; userDetails: { uid: number; fullName: string } }>(
      await request.post('/api/wueusers/login', {
        data: { username: DEMO_STUDENT.email, password: DEMO_STUDENT.password },
      }),
      'login',
    );
    const session = { authorization: login.token, auth_uid: String(login.userDetails.uid) };
    const seeded = await seededJobOf(request, DEMO_COMPANY);
    for (const path of ['/', '/jobs', `/jobs/${seeded.custUrl}`, `/company-page/${DEMO_COMPANY}`, '/my-jobs']) {
      const { body } = await html(request, path, {
        ...session,
        cookie: `token=${session.authorization}`,
      });
      const token = session.authorization.replace(/^Bearer /, '');
      expect(body, path).not.toContain(token);
      expect(body.toLowerCase(), path).not.toContain(DEMO_STUDENT.email);
      expect(body, path).not.toContain(login.userDetails.fullName);
    }
  });

  test('signed-in pages are drawn in the browser behind a shell that search engines are told to skip', async ({
    request,
  }) => {
    const { status, headers, body } = await html(request, '/my-jobs');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-cache');
    expect(meta(body, 'robots')).toBe('noindex');
    expect(body).not.toContain('id="elevate-state"');
    expect(body).toContain('<div id="root"></div>');
  });

  test('HTML is compressed and revalidates with its ETag', async ({ request }) => {
    // Journeys running beside this one change data the page shows (a new company, a new job), and a change
    // rightly makes a new page with a new ETag; so the pair is asked again until no change fell between them.
    await expect(async () => {
      const first = await request.get('/aboutus', { headers: { 'accept-encoding': 'br' } });
      expect(first.headers()['content-encoding']).toBe('br');
      const etag = first.headers()['etag'];
      expect(etag).toBeTruthy();
      const again = await request.get('/aboutus', { headers: { 'if-none-match': etag! } });
      expect(again.status()).toBe(304);
    }).toPass({ timeout: 15_000 });
  });
});
