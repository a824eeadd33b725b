import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import { build } from '../../../test/helper.ts';
import { drills } from '../../db/schema/drills.ts';
import { partners } from '../../db/schema/partners.ts';
import { DAY, HOUR, insertDrill, insertPhases } from './drills.test-fixtures.ts';

const t = build();
const now = Date.now();

/** Stored as the write path sanitised it; the read paths answer it exactly as stored. */
const DESCRIPTION = '<p>Build <strong>payments</strong> for Bharat.</p><ul><li>Round 1: idea</li></ul>';

let main: { id: number; custUrl: string };
let draft: { id: number; custUrl: string };
let hiddenHost: { id: number; custUrl: string };
let partnerId: number;

beforeAll(async () => {
  const [company, unlisted] = await t.database.db
    .insert(partners)
    .values([
      { name: 'Sahyadri Fintech', displayName: 'Sahyadri Fintech', customUrl: 'sahyadri-fintech' },
      { name: 'Tapti Power', displayName: 'Tapti Power', customUrl: 'tapti-power', isActive: false },
    ])
    .returning({ id: partners.id });
  partnerId = company!.id;
  main = await insertDrill(t, {
    name: 'Sahyadri FinHack',
    partnerId,
    partnerName: 'Sahyadri Fintech',
    location: 'Pune',
    nature: 'hybrid',
    bannerUrl: '/uploads/public/banner.png',
    description: DESCRIPTION,
    eligibility: '<p>Students of any Indian college.</p>',
    guidelines: '<p>Original work only.</p>',
    domain: 'FinTech',
    industry: 'Banking',
    audience: 'students',
    registrationFee: 199,
    totalPrizeValue: 500_000,
    prizes: [
      { title: 'Winner', value: 300_000, description: 'And an internship' },
      { title: 'Runner-up', value: 200_000, description: '' },
    ],
    faqs: [{ question: 'Can I join alone?', answer: 'Yes, or in a team of up to 4.' }],
    schedule: [
      { start: new Date(now).toISOString(), end: new Date(now + DAY).toISOString(), title: 'Kick-off', desc: '' },
    ],
    socialLinks: [{ kind: 'linkedin', url: 'https://www.linkedin.com/company/sahyadri' }],
    teamMin: 1,
    teamMax: 4,
    isFeatured: true,
  });
  await insertPhases(t, [
    {
      drillId: main.id,
      name: 'Solution',
      kind: 'solution',
      position: 2,
      startDt: new Date(now + DAY),
      endDt: new Date(now + 5 * DAY),
    },
    {
      drillId: main.id,
      name: 'Idea',
      kind: 'idea',
      position: 1,
      startDt: new Date(now - DAY),
      endDt: new Date(now + HOUR),
    },
    {
      drillId: main.id,
      name: 'Warm-up',
      kind: 'idea',
      position: 0,
      startDt: new Date(now - 3 * DAY),
      endDt: new Date(now - 2 * DAY),
      resultsPublishedAt: new Date(now - DAY),
    },
  ]);
  draft = await insertDrill(t, { name: 'Unannounced Hack', partnerId, isPublished: false, isFeatured: true });
  hiddenHost = await insertDrill(t, { name: 'Tapti Green Hack', partnerId: unlisted!.id, partnerName: 'Tapti Power' });
});

const get = (url: string) => t.inject({ method: 'GET', url });
const detail = async (key: string | number) => {
  const res = await get(`/api/drills?drillId=${encodeURIComponent(String(key))}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as DrillDetail;
};

describe('GET drills?drillId', () => {
  it('answers the whole hackathon by its custom URL or its id, with the server clock', async () => {
    const before = Date.now();
    const byUrl = await detail(main.custUrl);
    expect(await detail(main.id)).toMatchObject({ drillId: main.id, drillName: 'Sahyadri FinHack' });
    expect(byUrl).toMatchObject({
      drillId: main.id,
      drillCustUrl: main.custUrl,
      drillName: 'Sahyadri FinHack',
      drillBannerUrl: '/uploads/public/banner.png',
      programType: 'hackathon',
      partnerId,
      partnerCustomUrl: 'sahyadri-fintech',
      location: 'Pune',
      drillNature: 'hybrid',
      audience: 'students',
      registrationFee: 199,
      totalPrizeValue: 500_000,
      drillTeamSize: { min: 1, max: 4 },
      teamLock: 'registration-end',
    });
    expect(Date.parse(byUrl.serverNow)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(byUrl.serverNow)).toBeLessThanOrEqual(Date.now());
  });

  it('answers the stored, sanitised HTML as it is', async () => {
    expect((await detail(main.custUrl)).drillDescription).toBe(DESCRIPTION);
  });

  it('gives each phase its status by the server clock, in the hosts order', async () => {
    const phases = (await detail(main.custUrl)).drillPhase;
    expect(phases.map((p) => [p.phase, p.kind, p.phaseStatus, p.resultsPublished])).toEqual([
      ['Warm-up', 'idea', 'ended', true],
      ['Idea', 'idea', 'live', false],
      ['Solution', 'solution', 'upcoming', false],
    ]);
  });

  it('links the host only when its company page is listed', async () => {
    expect((await detail(hiddenHost.custUrl)).partnerCustomUrl).toBeNull();
  });

  it('answers 404 for an unknown and an unpublished hackathon, by id or custom URL', async () => {
    for (const key of ['no-such-hackathon', '999999', draft.custUrl, String(draft.id)]) {
      const res = await get(`/api/drills?drillId=${key}`);
      expect(res.statusCode, key).toBe(404);
      expect(res.json().error.message).toBe('This hackathon does not exist or is no longer listed.');
    }
  });
});

describe('GET drills/{id}/{section}', () => {
  const section = async (name: string, key: string | number = main.custUrl) => {
    const res = await get(`/api/drills/${key}/${name}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result;
  };

  it('answers each section of the hackathon page', async () => {
    expect(await section('overview')).toEqual({
      section: 'overview',
      drillDescription: DESCRIPTION,
      overviewSectionComplete: true,
      domain: 'FinTech',
      industry: 'Banking',
      location: 'Pune',
    });
    expect(await section('eligibility', main.id)).toEqual({
      section: 'eligibility',
      eligibility: '<p>Students of any Indian college.</p>',
      audience: 'students',
    });
    expect(await section('guidelines')).toEqual({ section: 'guidelines', guidelines: '<p>Original work only.</p>' });
    expect(await section('prizes')).toMatchObject({
      totalPrizeValue: 500_000,
      prizes: [
        { title: 'Winner', value: 300_000 },
        { title: 'Runner-up', value: 200_000 },
      ],
    });
    expect(await section('faqs')).toEqual({
      section: 'faqs',
      faqs: [{ question: 'Can I join alone?', answer: 'Yes, or in a team of up to 4.' }],
    });
    expect((await section('schedule')).schedule).toHaveLength(1);
    expect(await section('social')).toEqual({
      section: 'social',
      drillSocialLinks: [{ kind: 'linkedin', url: 'https://www.linkedin.com/company/sahyadri' }],
    });
  });

  it('answers the phases with their status and the server clock', async () => {
    const phases = await section('phases');
    expect(phases.drillPhase.map((p: { phaseStatus: string }) => p.phaseStatus)).toEqual(['ended', 'live', 'upcoming']);
    expect(Date.parse(phases.serverNow)).not.toBeNaN();
  });

  it('refuses an unknown section with the sections named', async () => {
    const res = await get(`/api/drills/${main.custUrl}/sponsors`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.section).toBe(
      'section must be one of: overview, eligibility, guidelines, phases, schedule, prizes, faqs, social',
    );
  });

  it('answers 404 for an unpublished or unknown hackathon', async () => {
    for (const key of [draft.custUrl, String(draft.id), 'nothing-here']) {
      expect((await get(`/api/drills/${key}/overview`)).statusCode, key).toBe(404);
    }
  });
});

describe('only published hackathons are listed anywhere', () => {
  it('leaves unpublished ones out of the home page featured list and the company page', async () => {
    const featured = await get('/api/common/featuredelements');
    expect(featured.statusCode).toBe(200);
    const featuredIds = featured.json().result.drills.map((d: { drillId: number }) => d.drillId);
    expect(featuredIds).toContain(main.id);
    expect(featuredIds).not.toContain(draft.id);

    const company = await get(`/api/partners/${partnerId}/drills`);
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json().result.data.map((d: { drillId: number }) => d.drillId)).toEqual([main.id]);
    expect(company.json().result.totalRecordCount).toBe(1);
  });

  it('hides a hackathon the moment it is unpublished', async () => {
    const later = await insertDrill(t, { name: 'Withdrawn Hack' });
    expect((await get(`/api/drills?drillId=${later.custUrl}`)).statusCode).toBe(200);
    await t.database.db.update(drills).set({ isPublished: false }).where(eq(drills.id, later.id));
    expect((await get(`/api/drills?drillId=${later.custUrl}`)).statusCode).toBe(404);
    const listed = await get('/api/drills/search?q=withdrawn');
    expect(listed.json().result.totalRecordCount).toBe(0);
  });
});
