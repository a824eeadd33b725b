import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { build } from '../../../test/helper.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { seedDemoData } from '../../scripts/seed/seed.ts';
import { recordView, viewDay } from './jobs.service.ts';
import { insertSearchFixture, type SearchFixture } from './jobs.test-fixtures.ts';

const get = (t: ReturnType<typeof build>, url: string) => t.inject({ method: 'GET', url });

describe('a job and its links', () => {
  const t = build();
  let fx: SearchFixture;
  const now = new Date();

  beforeAll(async () => {
    fx = await insertSearchFixture(t.database.db, now);
  });

  it('answers the detail by numeric id and by custUrl, with the company block', async () => {
    const byId = await get(t, `/api/jobs/${fx.job.kotlinEngineer}`);
    expect(byId.statusCode).toBe(200);
    const job = byId.json().result;
    expect(job).toMatchObject({
      jobId: fx.job.kotlinEngineer,
      jobTitle: 'Kotlin Engineer',
      custUrl: 'kotlin-engineer-kaveri-1',
      jobSkills: 'Kotlin,Android',
      jobType: 'Full-Time',
      description: '<p>Build apps for farmers.</p>',
      isActive: true,
      partner: {
        partnerId: fx.partner.kaveri,
        displayName: 'Kaveri Analytics Pvt. Ltd.',
        customUrl: 'kaveri-analytics',
      },
    });
    expect(job).not.toHaveProperty('searchVector');
    const byUrl = (await get(t, '/api/jobs/kotlin-engineer-kaveri-1')).json().result;
    expect(byUrl).toEqual(job);
    const short = await get(t, '/api/jobs/customurl/kotlin-engineer-kaveri-1');
    expect(short.statusCode).toBe(200);
    expect(short.json().result).toEqual(job);
  });

  it('shows a closed job as no longer active, and a job of an unlisted company too', async () => {
    expect((await get(t, `/api/jobs/${fx.job.closedKotlin}`)).json().result.isActive).toBe(false);
    expect((await get(t, `/api/jobs/${fx.job.hiddenCoKotlin}`)).json().result.isActive).toBe(false);
  });

  it.each(['/api/jobs/999999', '/api/jobs/no-such-job', '/api/jobs/customurl/no-such-job'])(
    'answers %s with the 404 envelope',
    async (url) => {
      const res = await get(t, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ httpStatus: 404, error: { code: 'WUE-4040' } });
    },
  );

  it('resolves customurls by entityId or by shortUrl', async () => {
    const expected = { entityId: fx.job.androidIntern, shortUrl: 'android-intern-kaveri-3', entityType: 'job' };
    expect((await get(t, `/api/customurls?entityId=${fx.job.androidIntern}`)).json().result).toEqual(expected);
    expect((await get(t, '/api/customurls?shortUrl=android-intern-kaveri-3')).json().result).toEqual(expected);
    expect(
      (await get(t, `/api/customurls?entityId=${fx.job.androidIntern}&shortUrl=android-intern-kaveri-3`)).statusCode,
    ).toBe(200);
    expect(
      (await get(t, `/api/customurls?entityId=${fx.job.kotlinEngineer}&shortUrl=android-intern-kaveri-3`)).statusCode,
    ).toBe(404);
    expect((await get(t, '/api/customurls?shortUrl=missing')).statusCode).toBe(404);
    expect((await get(t, '/api/customurls')).statusCode).toBe(400);
    expect((await get(t, '/api/customurls?entityId=abc')).statusCode).toBe(400);
  });

  it('counts the header of the jobs page over active jobs of listed companies', async () => {
    const res = await get(t, '/api/jobs/heading');
    expect(res.json().result).toEqual({
      activeJobs: fx.activeCount,
      companiesHiring: 2,
      internships: 2,
      // The fixture posts jobs 1 to 6 and 10 days ago, and the support jobs from 20 days back.
      newThisWeek: 6,
    });
  });

  it('suggests up to 4 similar active jobs: shared skills first, never the job itself', async () => {
    const res = await get(t, `/api/jobs/${fx.job.kotlinEngineer}/similar`);
    expect(res.statusCode).toBe(200);
    const similar = res.json().result.data as { jobId: number; jobType: string; jobSkills: string }[];
    expect(similar.length).toBeLessThanOrEqual(4);
    expect(similar[0]!.jobId).toBe(fx.job.androidIntern);
    const ids = similar.map((j) => j.jobId);
    expect(ids).not.toContain(fx.job.kotlinEngineer);
    expect(ids).not.toContain(fx.job.closedKotlin);
    expect(ids).not.toContain(fx.job.hiddenCoKotlin);
    for (const j of similar) expect(j.jobType === 'Full-Time' || /kotlin|android/i.test(j.jobSkills)).toBe(true);
    expect((await get(t, '/api/jobs/no-such-job/similar')).statusCode).toBe(404);
  });

  describe('views', () => {
    const view = (jobId: unknown, ua = 'Mozilla/5.0 test') =>
      t.inject({ method: 'POST', url: '/api/jobs/views/', payload: { jobId }, headers: { 'user-agent': ua } });

    it('counts a view once per viewer per day', async () => {
      const first = await view(fx.job.dataAnalyst);
      expect(first.statusCode).toBe(200);
      expect(first.json().result).toEqual({ jobId: fx.job.dataAnalyst, viewCount: 1, counted: true });
      const again = await view(fx.job.dataAnalyst);
      expect(again.json().result).toEqual({ jobId: fx.job.dataAnalyst, viewCount: 1, counted: false });
      // Another User-Agent from the same address is the same viewer: the header is the client's to choose.
      const otherBrowser = await view(fx.job.dataAnalyst, 'Another browser');
      expect(otherBrowser.json().result).toMatchObject({ viewCount: 1, counted: false });
      const otherViewer = await t.inject({
        method: 'POST',
        url: '/api/jobs/views/',
        payload: { jobId: fx.job.dataAnalyst },
        remoteAddress: '198.51.100.23',
      });
      expect(otherViewer.json().result).toMatchObject({ viewCount: 2, counted: true });
      // Without the trailing slash too.
      const plain = await t.inject({ method: 'POST', url: '/api/jobs/views', payload: { jobId: fx.job.dataAnalyst } });
      expect(plain.statusCode).toBe(200);
    });

    it('counts the same viewer again the next day (India time)', async () => {
      const db = t.database.db;
      const base = { jobId: fx.job.pythonDeveloper, ip: '10.0.0.9', secret: 's'.repeat(32) };
      // 23:30 IST on one day, 00:30 IST the next.
      const lateNight = new Date('2026-03-01T18:00:00Z');
      const nextMorning = new Date('2026-03-01T19:00:00Z');
      expect(viewDay(lateNight)).toBe('2026-03-01');
      expect(viewDay(nextMorning)).toBe('2026-03-02');
      expect(await recordView(db, { ...base, now: lateNight })).toMatchObject({ viewCount: 1, counted: true });
      expect(await recordView(db, { ...base, now: lateNight })).toMatchObject({ viewCount: 1, counted: false });
      expect(await recordView(db, { ...base, now: nextMorning })).toMatchObject({ viewCount: 2, counted: true });
    });

    it('keeps one row when the same viewer sends many views at once', async () => {
      const results = await Promise.all(Array.from({ length: 10 }, () => view(fx.job.contentIntern, 'Racer')));
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect(results.filter((r) => r.json().result.counted)).toHaveLength(1);
      expect(results.at(-1)!.json().result.viewCount).toBe(1);
    });

    it('refuses a missing job with 404 and a bad id with 400', async () => {
      expect((await view(999_999)).statusCode).toBe(404);
      expect((await view('abc')).statusCode).toBe(400);
      expect((await view(-1)).statusCode).toBe(400);
      expect((await t.inject({ method: 'POST', url: '/api/jobs/views/', payload: {} })).statusCode).toBe(400);
    });
  });
});

describe('job descriptions from the demo data', () => {
  const t = build();

  it('are stored sanitised and searchable', async () => {
    await seedDemoData(t.database.db, { uploadsDir: mkdtempSync(join(tmpdir(), 'elevate-up-')) });
    const rows = await t.database.db
      .select({ description: jobs.description })
      .from(jobs)
      .where(eq(jobs.isActive, true));
    expect(rows.length).toBeGreaterThan(150);
    for (const { description } of rows) {
      expect(description).toMatch(/^<p>/);
      expect(description).not.toMatch(/<(script|img|iframe|style)|\son\w+=|javascript:/i);
    }
    const search = (await get(t, '/api/jobs/search?q=reactjs%20develper')).json().result;
    expect(search.totalRecordCount).toBeGreaterThan(0);
    expect(search.data[0].jobTitle).toMatch(/Developer/);
    expect(search.data[0].jobSkills).toMatch(/React/);
    const python = (await get(t, '/api/jobs/search?q=pyhton')).json().result;
    expect(python.data.length).toBeGreaterThan(0);
    expect(python.data.every((j: { jobSkills: string }) => /python/i.test(j.jobSkills))).toBe(true);
  });
});
