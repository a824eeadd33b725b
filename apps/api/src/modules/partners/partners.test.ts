import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_DRILLS_LIMIT,
  COMPANY_JOBS_LIMIT,
  COMPANY_JOBS_MAX_CTC,
  COMPANY_JOBS_MAX_EXP,
} from '@elevate/contracts/partners/company-page.constants';
import type { DrillCard } from '@elevate/contracts/drills/drill-card.schema';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import type { PartnerPage } from '@elevate/contracts/partners/partner.schema';
import { build } from '../../../test/helper.ts';
import { drills } from '../../db/schema/drills.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';
import { seedDemoData } from '../../scripts/seed/seed.ts';

const t = build();
const uploadsDir = mkdtempSync(join(tmpdir(), 'elevate-partners-'));

beforeAll(async () => {
  await seedDemoData(t.database.db, { uploadsDir, now: new Date() });
}, 60_000);
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

const get = async (url: string) => {
  const res = await t.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

const pageOf = async (customUrl: string): Promise<PartnerPage> => {
  const { status, body } = await get(`/api/partners?active=true&mode=basic&customUrl=${customUrl}`);
  expect(status).toBe(200);
  expect(body.result.data).toHaveLength(1);
  return body.result.data[0];
};

const idOf = async (customUrl: string) => {
  const [row] = await t.database.db.select({ id: partners.id }).from(partners).where(eq(partners.customUrl, customUrl));
  return row!.id;
};

const activeJobCount = async (partnerId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.partnerId, partnerId), eq(jobs.isActive, true)))
  )[0]!.n;

/** The seeded company that posts the most active jobs, so paging and the cap of 10 can be seen. */
const busiestPartnerId = async () => {
  const [row] = await t.database.db
    .select({ partnerId: jobs.partnerId, n: count() })
    .from(jobs)
    .where(eq(jobs.isActive, true))
    .groupBy(jobs.partnerId)
    .orderBy(desc(count()))
    .limit(1);
  return row!;
};

describe('GET /api/partners (company page record)', () => {
  it('answers a company by customUrl with every field of the company page and its tab counts', async () => {
    const p = await pageOf('kaveri-analytics');
    expect(p).toMatchObject({
      partnerName: 'Kaveri Analytics',
      partnerDisplayName: 'Kaveri Analytics Pvt. Ltd.',
      customUrl: 'kaveri-analytics',
      partnerIndustry: 'Data & Analytics',
      headquarter: 'Bengaluru, Karnataka',
      partnerEstablishmentDate: '2012-06-18',
      noOfEmployees: '501-1000',
      hashtags: ['DataForBharat', 'AnalyticsCareers', 'HiringFreshers', 'MachineLearning'],
    });
    expect(p.partnerLogoPath).toMatch(/^\/uploads\/seed\/partner-kaveri-analytics-logo\.svg$/);
    expect(p.bannerImageUrl).toMatch(/banner\.svg$/);
    expect(p.partnerDescription).toContain('\n\n');
    expect(p.partnerDescription!.length).toBeGreaterThan(500);
    expect(p.galleryImageUrls!.split(',')).toHaveLength(6);
    expect(p.keyHighlights).toMatch(/^<ul><li>Analyst Launchpad/);
    expect(p.partnerSocialLinks).toMatchObject({
      websiteurl: 'https://kaverianalytics.example.in',
      linkedurl: expect.any(String),
      githuburl: expect.any(String),
    });
    expect(p.jobCount).toBe(await activeJobCount(p.partnerId));
    expect(p.jobCount).toBeGreaterThan(0);
    const [drillCount] = await t.database.db
      .select({ n: count() })
      .from(drills)
      .where(and(eq(drills.partnerId, p.partnerId), eq(drills.isPublished, true)));
    // The seeded unpublished draft (Kaveri DataQuest 3.0) is not counted on the public page.
    expect(p.hackathonCount).toBe(drillCount!.n);
    expect(p.hackathonCount).toBeGreaterThan(0);
  });

  it('counts no jobs for a company that only hosts hackathons', async () => {
    const p = await pageOf('triveni-school-of-management');
    expect(p.jobCount).toBe(0);
    expect(p.hackathonCount).toBeGreaterThan(0);
  });

  it('answers an empty list for an unknown customUrl', async () => {
    const { status, body } = await get('/api/partners?active=true&mode=basic&customUrl=no-such-company');
    expect(status).toBe(200);
    expect(body.result).toEqual({ data: [], totalRecordCount: 0, totalRecords: 0 });
  });

  it('lists the active companies as cards, with limit and offset', async () => {
    const first = (await get('/api/partners?active=true&mode=basic&limit=10')).body.result;
    expect(first.data).toHaveLength(10);
    expect(first.totalRecordCount).toBe(30);
    expect(first.totalRecords).toBe(30);
    expect(Object.keys(first.data[0]).sort()).toEqual(
      ['customUrl', 'partnerDisplayName', 'partnerId', 'partnerIndustry', 'partnerLogoPath', 'partnerName'].sort(),
    );
    const second = (await get('/api/partners?active=true&mode=basic&limit=10&offset=10')).body.result;
    const ids = new Set(first.data.map((p: { partnerId: number }) => p.partnerId));
    expect(second.data.some((p: { partnerId: number }) => ids.has(p.partnerId))).toBe(false);
  });
});

describe('GET /api/partners/:partnerId/jobs (company page job query)', () => {
  it('answers newest first, capped at the page size of 10, and pages on with offset', async () => {
    const { partnerId, n } = await busiestPartnerId();
    expect(n).toBeGreaterThan(COMPANY_JOBS_LIMIT);
    const page1 = (await get(`/api/partners/${partnerId}/jobs?limit=10&offset=0`)).body.result;
    expect(page1.data).toHaveLength(COMPANY_JOBS_LIMIT);
    expect(page1.totalRecordCount).toBe(n);
    const times = page1.data.map((j: JobCard) => Date.parse(j.createdTs));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(page1.data.every((j: JobCard) => j.partnerId === partnerId)).toBe(true);

    const defaults = (await get(`/api/partners/${partnerId}/jobs`)).body.result;
    expect(defaults.data).toHaveLength(COMPANY_JOBS_LIMIT);

    const page2 = (await get(`/api/partners/${partnerId}/jobs?limit=10&offset=10`)).body.result;
    expect(page2.data).toHaveLength(Math.min(COMPANY_JOBS_LIMIT, n - COMPANY_JOBS_LIMIT));
    const last1 = times.at(-1)!;
    expect(page2.data.every((j: JobCard) => Date.parse(j.createdTs) <= last1)).toBe(true);
    const seen = new Set(page1.data.map((j: JobCard) => j.jobId));
    expect(page2.data.some((j: JobCard) => seen.has(j.jobId))).toBe(false);
  });

  it('applies the CTC range 0–20000000 and experience 0–40, and leaves out closed jobs', async () => {
    const partnerId = await idOf('tapti-weaves');
    const before = (await get(`/api/partners/${partnerId}/jobs`)).body.result.totalRecordCount;
    const base = {
      partnerId,
      location: 'Surat',
      jobType: 'Full-Time',
      createdAt: new Date(Date.now() + 60_000),
    };
    await t.database.db.insert(jobs).values([
      { ...base, title: 'Chief Weaver', custUrl: 'tapti-chief-weaver', minCtc: 25_000_000, maxCtc: 30_000_000 },
      { ...base, title: 'Master Dyer', custUrl: 'tapti-master-dyer', minYoe: COMPANY_JOBS_MAX_EXP + 5, maxYoe: 50 },
      { ...base, title: 'Closed Role', custUrl: 'tapti-closed-role', isActive: false },
      { ...base, title: 'Loom Technician', custUrl: 'tapti-loom-technician', minCtc: 300_000, maxCtc: 450_000 },
    ]);
    const after = (await get(`/api/partners/${partnerId}/jobs`)).body.result;
    expect(after.totalRecordCount).toBe(before + 1);
    const titles = after.data.map((j: JobCard) => j.jobTitle);
    expect(titles[0]).toBe('Loom Technician');
    expect(titles).not.toContain('Chief Weaver');
    expect(titles).not.toContain('Master Dyer');
    expect(titles).not.toContain('Closed Role');
    expect((await pageOf('tapti-weaves')).jobCount).toBe(before + 1);

    const narrowed = (await get(`/api/partners/${partnerId}/jobs?minCtc=0&maxCtc=200000&minExp=0&maxExp=40`)).body
      .result;
    expect(narrowed.data.every((j: JobCard) => j.jobMinCtcRange <= 200_000)).toBe(true);
    expect(narrowed.data.map((j: JobCard) => j.jobTitle)).not.toContain('Loom Technician');
  });

  it('answers 404 for a company that does not exist', async () => {
    const { status, body } = await get('/api/partners/999999/jobs');
    expect(status).toBe(404);
    expect(body.error.code).toBe('WUE-4040');
  });
});

describe('GET /api/partners/:partnerId/drills (company page hackathon query)', () => {
  it("lists the company's hackathons, running ones first", async () => {
    const p = await pageOf('kaveri-analytics');
    const { status, body } = await get(`/api/partners/${p.partnerId}/drills?limit=${COMPANY_DRILLS_LIMIT}`);
    expect(status).toBe(200);
    expect(body.result.totalRecordCount).toBe(p.hackathonCount);
    expect(body.result.data).toHaveLength(p.hackathonCount);
    const now = Date.now();
    const live = body.result.data.map((d: DrillCard) => Date.parse(d.drillEndDt) > now);
    expect(live.indexOf(false) === -1 || !live.slice(live.indexOf(false)).includes(true)).toBe(true);
  });

  it('lists the hackathons of a company without jobs', async () => {
    const p = await pageOf('konark-institute-of-design');
    const { body } = await get(`/api/partners/${p.partnerId}/drills`);
    expect(body.result.data.length).toBe(p.hackathonCount);
    expect(body.result.data.length).toBeGreaterThan(0);
    expect(body.result.data[0]).toHaveProperty('drillTeamSize');
  });
});

describe('bad input', () => {
  it.each([
    ['/api/partners/abc/jobs', 'partnerId'],
    ['/api/partners/abc/drills', 'partnerId'],
    ['/api/partners/0/jobs', 'partnerId'],
    ['/api/partners/1/jobs?limit=5000', 'limit'],
    ['/api/partners/1/drills?limit=5000', 'limit'],
    ['/api/partners/1/jobs?offset=-1', 'offset'],
    [`/api/partners/1/jobs?maxCtc=${COMPANY_JOBS_MAX_CTC + 1}`, 'maxCtc'],
    [`/api/partners/1/jobs?maxExp=${COMPANY_JOBS_MAX_EXP + 1}`, 'maxExp'],
    ['/api/partners/1/jobs?minExp=10&maxExp=5', 'maxExp'],
    ['/api/partners/1/jobs?order=createdTs.asc', 'order'],
    ['/api/partners?limit=5000', 'limit'],
    ['/api/partners?active=false', 'active'],
    ['/api/partners?mode=full', 'mode'],
  ])('%s is refused with 400 naming %s', async (url, field) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body.error.code).toBe('WUE-4000');
    expect(body.error.fields).toHaveProperty(field);
  });
});

describe('an inactive company', () => {
  it('has no public page and no public opportunities', async () => {
    await t.database.db.update(partners).set({ isActive: false }).where(eq(partners.customUrl, 'pushkar-journeys'));
    const id = await idOf('pushkar-journeys');
    const { body } = await get('/api/partners?active=true&mode=basic&customUrl=pushkar-journeys');
    expect(body.result.data).toEqual([]);
    expect((await get(`/api/partners/${id}/jobs`)).status).toBe(404);
    expect((await get(`/api/partners/${id}/drills`)).status).toBe(404);
    const cards = (await get('/api/partners?limit=100')).body.result;
    expect(cards.totalRecordCount).toBe(29);
  });
});
