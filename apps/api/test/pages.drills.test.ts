import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drills } from '../src/db/schema/drills.ts';
import { build } from './helper.ts';

/**
 * The hackathon pages as curl receives them: the web app's real server renderer (apps/web/src/entry-server.tsx,
 * built here with `vite build --ssr`) with the pages' server parts (routes/drills/drills.server.ts), answering
 * from this API. The client bundle is not needed: a stand-in index.html carries the markers.
 */
const webDir = join(import.meta.dirname, '../../web');
const out = mkdtempSync(join(tmpdir(), 'elevate-drill-pages-'));
const dist = join(out, 'dist');
const ssr = join(out, 'dist-server');

beforeAll(() => {
  mkdirSync(dist);
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><!--app-head--><title>Default</title><!--/app-head--></head><body><div id="root"><!--app-html--></div><!--app-state--></body></html>',
  );
  execFileSync('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssr, '--logLevel', 'error'], {
    cwd: webDir,
    stdio: 'pipe',
    // As `npm run build` makes it: the test runner's NODE_ENV would ask for React's development JSX.
    env: { ...process.env, NODE_ENV: 'production' },
  });
}, 180_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const t = build({ WEB_DIST_DIR: dist, WEB_SSR_DIR: ssr, PUBLIC_URL: 'https://elevate.example' });

const DAY = 86_400_000;
const now = Date.now();
const hack = (over: Partial<typeof drills.$inferInsert>) => ({
  partnerName: 'Sahyadri Fintech',
  location: 'Pune',
  nature: 'offline',
  startDt: new Date(now + 3 * DAY),
  registrationEndDt: new Date(now + 2 * DAY),
  endDt: new Date(now + 5 * DAY),
  ...over,
  name: over.name ?? 'Hack',
  custUrl: over.custUrl ?? 'hack',
});

beforeAll(async () => {
  await t.database.db.insert(drills).values([
    hack({
      name: 'Sahyadri FinHack',
      custUrl: 'sahyadri-finhack',
      bannerUrl: '/uploads/public/finhack-banner.png',
      description: '<p>Build payments for small merchants in tier-3 towns.</p>',
      registrationFee: 199,
      totalPrizeValue: 500_000,
      teamMin: 2,
      teamMax: 4,
    }),
    hack({ name: 'Unannounced Hack', custUrl: 'unannounced-hack', isPublished: false }),
    hack({ name: 'Krishna Packaging Challenge', custUrl: 'krishna-packaging', programType: 'open-innovation' }),
  ]);
});

/** The JSON-LD objects in the page's head. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script data-head type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('the hackathon page as curl receives it', () => {
  it("carries the hackathon's name, canonical address, banner and Event and BreadcrumbList data", async () => {
    const res = await t.inject({ method: 'GET', url: '/drills/sahyadri-finhack' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title data-head>Sahyadri FinHack by Sahyadri Fintech · Elevate</title>');
    expect(html).toContain('<link data-head rel="canonical" href="https://elevate.example/drills/sahyadri-finhack">');
    expect(html).toContain(
      '<meta data-head property="og:image" content="https://elevate.example/uploads/public/finhack-banner.png">',
    );
    expect(html).toMatch(
      /<meta data-head name="description" content="Upcoming · Pune · Offline · Team of 2 - 4 · Prizes ₹5 Lakh\. Build payments/,
    );
    expect(html).toContain('<meta data-head name="robots" content="index,follow">');

    const [event, breadcrumbs] = jsonLdOf(html);
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Sahyadri FinHack',
      description: 'Build payments for small merchants in tier-3 towns.',
      startDate: new Date(now + 3 * DAY).toISOString(),
      endDate: new Date(now + 5 * DAY).toISOString(),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      image: ['https://elevate.example/uploads/public/finhack-banner.png'],
      organizer: { '@type': 'Organization', name: 'Sahyadri Fintech' },
      offers: { '@type': 'Offer', price: 199, priceCurrency: 'INR' },
      url: 'https://elevate.example/drills/sahyadri-finhack',
    });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Hackathons', item: 'https://elevate.example/drills' },
        { position: 2, name: 'Sahyadri FinHack', item: 'https://elevate.example/drills/sahyadri-finhack' },
      ],
    });
    // The page hydrates from the hackathon the server fetched.
    expect(html).toMatch(/<script id="elevate-state" type="application\/json">.*Sahyadri FinHack/);
  });

  it('reached by its id, names its custom URL as the one canonical address', async () => {
    const [row] = await t.database.db
      .select({ id: drills.id })
      .from(drills)
      .where(eq(drills.custUrl, 'sahyadri-finhack'));
    const res = await t.inject({ method: 'GET', url: `/drills/${row!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<link data-head rel="canonical" href="https://elevate.example/drills/sahyadri-finhack">',
    );
  });

  it('answers 404, not indexed, for an unknown or unpublished hackathon', async () => {
    for (const url of ['/drills/no-such-hackathon', '/drills/unannounced-hack']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title data-head>Hackathon not available · Elevate</title>');
      expect(res.body).toContain('<meta data-head name="robots" content="noindex,follow">');
      expect(res.body).not.toContain('Unannounced Hack');
    }
  });

  it('puts an open-innovation challenge under Open innovation in its breadcrumbs', async () => {
    const res = await t.inject({ method: 'GET', url: '/drills/krishna-packaging' });
    const breadcrumbs = jsonLdOf(res.body).find((o) => o['@type'] === 'BreadcrumbList');
    expect(breadcrumbs).toMatchObject({
      itemListElement: [{ name: 'Open innovation', item: 'https://elevate.example/open-innovation' }, {}],
    });
  });
});

describe('the listings as curl receives them', () => {
  it('indexes /drills and a keyword search, and keeps filtered variations out of the index', async () => {
    const all = await t.inject({ method: 'GET', url: '/drills' });
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain('<title data-head>Hackathons · Elevate</title>');
    expect(all.body).toContain('<meta data-head name="robots" content="index,follow">');
    expect(all.body).toContain('<link data-head rel="canonical" href="https://elevate.example/drills">');

    const keyword = await t.inject({ method: 'GET', url: '/drills?q=fintech' });
    expect(keyword.body).toContain('<title data-head>fintech hackathons · Elevate</title>');
    expect(keyword.body).toContain('<link data-head rel="canonical" href="https://elevate.example/drills?q=fintech">');
    expect(keyword.body).toContain('<meta data-head name="robots" content="index,follow">');

    for (const url of ['/drills?status=live', '/drills?sort=prize', '/drills?q=fintech&page=2']) {
      const res = await t.inject({ method: 'GET', url });
      expect(res.body, url).toContain('<meta data-head name="robots" content="noindex,follow">');
    }
  });

  it('lists open challenges at /open-innovation', async () => {
    const res = await t.inject({ method: 'GET', url: '/open-innovation' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title data-head>Open innovation challenges · Elevate</title>');
    expect(res.body).toMatch(/<meta data-head name="description" content="1 open innovation challenges/);
  });
});
