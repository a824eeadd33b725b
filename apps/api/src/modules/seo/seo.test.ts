import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '@elevate/contracts/content/public-pages';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { build, type TestContext } from '../../../test/helper.ts';
import { blogs } from '../../db/schema/blogs.ts';
import { drills } from '../../db/schema/drills.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';
import { registerErrorHandling } from '../../plugins/error-handler.ts';
import { seoRoutes } from './seo.routes.ts';

const JOB_COUNT = 12;
const DRILL_COUNT = 3;
const BLOG_COUNT = 2;
/** Every URL the fixture should list: public pages, active jobs, hackathons, the listed company, posts. */
const EXPECTED_URLS = PUBLIC_PATHS.length + JOB_COUNT + DRILL_COUNT + 1 + BLOG_COUNT;
const UPDATED = new Date('2026-10-05T08:00:00Z');
const DAY = 86_400_000;

/** A small, fully known set of pages: active and closed jobs, a listed and an unlisted company. */
const seed = async (t: TestContext) => {
  const db = t.database.db;
  const [listed, unlisted] = await db
    .insert(partners)
    .values([
      { name: 'Narmada Labs', displayName: 'Narmada Labs', customUrl: 'narmada-labs', createdAt: UPDATED },
      { name: 'Closed Co', displayName: 'Closed Co', customUrl: 'closed-co', isActive: false },
    ])
    .returning({ id: partners.id });
  const job = (i: number, isActive = true) => ({
    partnerId: listed!.id,
    title: `Engineer ${i}`,
    custUrl: `engineer-${i}`,
    location: 'Pune',
    jobType: 'Full-Time',
    isActive,
    // A day apart, so each part's newest date differs.
    createdAt: new Date(UPDATED.getTime() + i * DAY),
    updatedAt: new Date(UPDATED.getTime() + i * DAY),
  });
  await db.insert(jobs).values([
    ...Array.from({ length: JOB_COUNT }, (_, i) => job(i + 1)),
    { ...job(99, false), custUrl: 'closed-engineer' },
    // Open, but its company is no longer listed: its page answers 404, so it is not in the sitemap.
    { ...job(98), partnerId: unlisted!.id, custUrl: 'unlisted-company-engineer' },
  ]);
  const hack = (i: number) => ({
    partnerId: listed!.id,
    name: `Hack ${i}`,
    custUrl: `hack-${i}`,
    partnerName: 'Narmada Labs',
    location: 'Online',
    startDt: UPDATED,
    registrationEndDt: UPDATED,
    endDt: UPDATED,
    createdAt: UPDATED,
    // Edited after it was created: the sitemap dates a hackathon by its last change.
    updatedAt: new Date(UPDATED.getTime() + (20 + i) * DAY),
  });
  await db.insert(drills).values([
    ...Array.from({ length: DRILL_COUNT }, (_, i) => hack(i + 1)),
    // Not published: its page answers 404, so it is not in the sitemap.
    { ...hack(9), custUrl: 'hack-draft', isPublished: false },
  ]);
  await db.insert(blogs).values(
    Array.from({ length: BLOG_COUNT }, (_, i) => ({
      custUrl: `post-${i + 1}`,
      title: `Post ${i + 1}`,
      summary: 'A post.',
      bodyHtml: '<p>A post.</p>',
      authorName: 'Asha',
      publishedAt: UPDATED,
    })),
  );
};

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
/** The <url> entries of a urlset, each with its loc and lastmod (when it has one). */
const urlEntries = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map((m) => ({
    loc: m[1]!,
    lastmod: m[2],
  }));

const expectNotFoundEnvelope = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ httpStatus: 404, error: { code: ErrorCode.NOT_FOUND } });
};

describe('sitemap within the URL limit', () => {
  const t = build();
  beforeAll(() => seed(t));

  it('is one urlset with every public page, active job, hackathon, listed company and post', async () => {
    const res = await t.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).not.toContain('<sitemapindex');
    const urls = locs(res.body);
    expect(urls).toHaveLength(EXPECTED_URLS);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain(`${t.config.publicUrl}/jobs/engineer-1`);
    expect(urls.some((u) => u.endsWith('/jobs/unlisted-company-engineer'))).toBe(false);
    expect(urls).toContain(`${t.config.publicUrl}/company-page/narmada-labs`);
  });

  it('leaves out closed jobs, unlisted companies and unpublished hackathons', async () => {
    const body = (await t.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(body).not.toContain('/jobs/closed-engineer');
    expect(body).not.toContain('/company-page/closed-co');
    expect(body).not.toContain('/drills/hack-draft');
  });

  it('gives every job, hackathon, company page and post a W3C date lastmod', async () => {
    const entries = urlEntries((await t.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const dated = entries.filter((e) => /\/(jobs|drills|company-page|blogs)\//.test(e.loc));
    expect(dated).toHaveLength(JOB_COUNT + DRILL_COUNT + 1 + BLOG_COUNT);
    expect(dated.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.lastmod ?? ''))).toBe(true);
    expect(entries.find((e) => e.loc.endsWith('/jobs/engineer-3'))?.lastmod).toBe('2026-10-08');
  });

  it('lists published hackathons only, dated by their last change', async () => {
    const entries = urlEntries((await t.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const hacks = entries.filter((e) => e.loc.includes('/drills/'));
    expect(hacks.map((e) => e.loc.replace(t.config.publicUrl, ''))).toEqual([
      '/drills/hack-1',
      '/drills/hack-2',
      '/drills/hack-3',
    ]);
    expect(hacks.map((e) => e.lastmod)).toEqual(['2026-10-26', '2026-10-27', '2026-10-28']);
  });

  it('answers the only part as /sitemap-1.xml, and 404 past it', async () => {
    const part = await t.inject({ method: 'GET', url: '/sitemap-1.xml' });
    expect(part.statusCode).toBe(200);
    expect(locs(part.body)).toHaveLength(EXPECTED_URLS);
    for (const url of ['/sitemap-2.xml', '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml']) {
      expectNotFoundEnvelope(await t.inject({ method: 'GET', url }));
    }
  });

  it('robots.txt keeps private pages out, points at the sitemap and may be cached', async () => {
    const res = await t.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    for (const path of [
      '/console',
      '/notifications',
      '/drills/participant-dashboard',
      '/paymentstatus',
      '/api/',
      '/unsubscribe',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });
});

describe('sitemap past the URL limit', () => {
  const t = build();
  // The real limit is 50,000 URLs, which app.ts cannot be told to lower: the same routes are mounted alone
  // on this file's database, with the app's own error handler, and a limit of 7 splits the fixture into parts.
  const LIMIT = 7;
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    await seed(t);
    app = Fastify();
    app.decorate('database', t.database);
    registerErrorHandling(app);
    await app.register(seoRoutes, { config: t.config, sitemapUrlLimit: LIMIT });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('answers /sitemap.xml with an index that lists every part', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body).not.toContain('<urlset');
    const parts = Math.ceil(EXPECTED_URLS / LIMIT);
    expect(locs(res.body)).toEqual(
      Array.from({ length: parts }, (_, i) => `${t.config.publicUrl}/sitemap-${i + 1}.xml`),
    );
  });

  it("gives each part in the index its newest page's lastmod (a part of undated public pages alone has none)", async () => {
    const index = (await get('/sitemap.xml')).body;
    const sitemaps = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/sitemap>/g)];
    expect(sitemaps.length).toBeGreaterThan(1);
    for (const [, loc, lastmod] of sitemaps) {
      const dates = urlEntries((await get(new URL(loc!).pathname)).body).flatMap((e) => (e.lastmod ? [e.lastmod] : []));
      expect(lastmod).toBe(dates.length ? dates.sort().at(-1) : undefined);
    }
  });

  it('holds every URL in exactly one part, none past the limit, and the same URLs as one urlset would', async () => {
    const parts = locs((await get('/sitemap.xml')).body);
    const all: string[] = [];
    for (const part of parts) {
      const res = await get(new URL(part).pathname);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.body).toContain('<urlset');
      const urls = locs(res.body);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(LIMIT);
      all.push(...urls);
    }
    expect(all).toHaveLength(EXPECTED_URLS);
    expect(new Set(all).size).toBe(all.length);
    const single = locs((await t.inject({ method: 'GET', url: '/sitemap.xml' })).body);
    expect([...all].sort()).toEqual([...single].sort());
  });

  it('answers a part number past the last part with the 404 envelope', async () => {
    const past = Math.ceil(EXPECTED_URLS / LIMIT) + 1;
    expectNotFoundEnvelope(await get(`/sitemap-${past}.xml`));
    expectNotFoundEnvelope(await get('/sitemap-0.xml'));
  });
});
