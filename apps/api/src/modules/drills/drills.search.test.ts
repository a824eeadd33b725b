import { beforeAll, describe, expect, it } from 'vitest';
import type { DrillCommons, DrillSearchResult } from '@elevate/contracts/drills/drill-search.schema';
import { build } from '../../../test/helper.ts';
import { DAY, insertDrills, type NewDrill } from './drills.test-fixtures.ts';

const t = build();
const now = Date.now();
const at = (days: number) => new Date(now + days * DAY);

/** One hackathon per trait, so each filter can be seen to pick exactly its own. */
const DRILLS: Record<string, Partial<NewDrill>> = {
  liveOnline: {
    name: 'Kaveri DataQuest',
    partnerName: 'Kaveri Analytics',
    purpose: 'Hiring,Learning',
    domain: 'Data Science',
    industry: 'Retail',
    location: 'Online',
    nature: 'online',
    teamMin: 1,
    teamMax: 3,
    totalPrizeValue: 300_000,
    applicantCount: 2800,
    audience: 'everyone',
    startDt: at(-5),
    registrationEndDt: at(2),
    endDt: at(12),
    createdAt: at(-30),
  },
  liveOfflinePaid: {
    name: 'Sahyadri FinHack',
    partnerName: 'Sahyadri Fintech',
    purpose: 'Innovation,Prizes',
    domain: 'FinTech',
    industry: 'Banking',
    location: 'Pune',
    nature: 'offline',
    teamMin: 2,
    teamMax: 4,
    totalPrizeValue: 500_000,
    applicantCount: 4100,
    audience: 'professionals',
    registrationFee: 499,
    startDt: at(-2),
    registrationEndDt: at(1),
    endDt: at(9),
    createdAt: at(-20),
  },
  upcomingSolo: {
    name: 'Narmada Solo Sprint',
    partnerName: 'Narmada Robotics',
    purpose: 'Learning',
    domain: 'data science',
    industry: 'Manufacturing',
    location: 'Bengaluru',
    nature: 'hybrid',
    teamMin: 1,
    teamMax: 1,
    totalPrizeValue: 0,
    applicantCount: 120,
    audience: 'students',
    startDt: at(10),
    registrationEndDt: at(8),
    endDt: at(20),
    createdAt: at(-1),
  },
  ended: {
    name: 'Tapti Green Energy Hack',
    partnerName: 'Tapti Power',
    purpose: 'Sustainability,Hiring,Prizes,Internship',
    domain: 'CleanTech',
    industry: 'Energy',
    location: 'Bengaluru',
    nature: 'offline',
    teamMin: 2,
    teamMax: 5,
    totalPrizeValue: 1_000_000,
    applicantCount: 900,
    audience: 'everyone',
    startDt: at(-40),
    registrationEndDt: at(-35),
    endDt: at(-30),
    createdAt: at(-60),
  },
  openInnovation: {
    name: 'Krishna Open Challenge: 100% Recycled Packaging',
    partnerName: 'Krishna Foods',
    purpose: 'Innovation',
    domain: 'Sustainability',
    industry: 'FMCG',
    location: 'Online',
    nature: 'online',
    programType: 'open-innovation',
    teamMin: 1,
    teamMax: 4,
    totalPrizeValue: 75_000,
    applicantCount: 60,
    audience: 'everyone',
    startDt: at(-3),
    registrationEndDt: at(20),
    endDt: at(30),
    createdAt: at(-3),
  },
  unpublished: {
    name: 'Kaveri DataQuest Draft',
    partnerName: 'Kaveri Analytics',
    domain: 'Data Science',
    industry: 'Retail',
    location: 'Online',
    totalPrizeValue: 9_000_000,
    applicantCount: 99_999,
    isPublished: false,
    registrationEndDt: at(0.5),
    createdAt: at(0),
  },
};
const ids: Record<string, number> = {};
const nameOf = (id: number) => Object.keys(ids).find((k) => ids[k] === id);

beforeAll(async () => {
  const keys = Object.keys(DRILLS);
  const inserted = await insertDrills(t, Object.values(DRILLS), now);
  keys.forEach((k, i) => (ids[k] = inserted[i]!));
});

const search = async (qs: string) => {
  const res = await t.inject({ method: 'GET', url: `/api/drills/search?${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as DrillSearchResult;
};
const names = async (qs: string) => (await search(qs)).data.map((d) => nameOf(d.drillId));
const sorted = async (qs: string) => (await names(qs)).sort();

describe('GET drills/search filters', () => {
  it('lists every published hackathon and never an unpublished one', async () => {
    const all = await search('limit=48');
    expect(all.totalRecordCount).toBe(5);
    expect(all.totalRecords).toBe(5);
    expect(all.data.map((d) => nameOf(d.drillId))).not.toContain('unpublished');
    expect(await names('q=draft')).toEqual([]);
  });

  it('status: live from start to end, upcoming before the start, ended after the end (server clock)', async () => {
    expect(await sorted('status=live')).toEqual(['liveOfflinePaid', 'liveOnline', 'openInnovation']);
    expect(await sorted('status=upcoming')).toEqual(['upcomingSolo']);
    expect(await sorted('status=ended')).toEqual(['ended']);
    expect(await sorted('status=upcoming,ended')).toEqual(['ended', 'upcomingSolo']);
  });

  it('nature', async () => {
    expect(await sorted('nature=offline')).toEqual(['ended', 'liveOfflinePaid']);
    expect(await sorted('nature=hybrid')).toEqual(['upcomingSolo']);
    expect(await sorted('nature=online&programType=hackathon')).toEqual(['liveOnline']);
  });

  it('domain, industry and location ignore case', async () => {
    expect(await sorted('domain=DATA SCIENCE')).toEqual(['liveOnline', 'upcomingSolo']);
    expect(await sorted('industry=banking,energy')).toEqual(['ended', 'liveOfflinePaid']);
    expect(await sorted('location=bengaluru')).toEqual(['ended', 'upcomingSolo']);
  });

  it('prize: at least the amount', async () => {
    expect(await sorted('prize=500000')).toEqual(['ended', 'liveOfflinePaid']);
    expect(await sorted('prize=1')).toEqual(['ended', 'liveOfflinePaid', 'liveOnline', 'openInnovation']);
  });

  it('team: individual is a maximum of one, team is more', async () => {
    expect(await sorted('team=individual')).toEqual(['upcomingSolo']);
    expect((await names('team=team')).length).toBe(4);
  });

  it('fee: free or paid', async () => {
    expect(await sorted('fee=paid')).toEqual(['liveOfflinePaid']);
    expect((await names('fee=free')).length).toBe(4);
  });

  it("audience: what that person may join ('students' includes hackathons open to everyone)", async () => {
    expect(await sorted('audience=students')).toEqual(['ended', 'liveOnline', 'openInnovation', 'upcomingSolo']);
    expect(await sorted('audience=professionals')).toEqual([
      'ended',
      'liveOfflinePaid',
      'liveOnline',
      'openInnovation',
    ]);
    expect(await sorted('audience=everyone')).toEqual(['ended', 'liveOnline', 'openInnovation']);
  });

  it('programType separates open innovation from hackathons', async () => {
    expect(await sorted('programType=open-innovation')).toEqual(['openInnovation']);
    expect((await names('programType=hackathon')).length).toBe(4);
  });

  it('keyword: every word, in the name, host, purposes, domain, industry or location, as part of a word', async () => {
    expect(await sorted('q=kaveri')).toEqual(['liveOnline']);
    expect(await sorted('q=hack')).toEqual(['ended', 'liveOfflinePaid']);
    expect(await sorted('q=energy hiring')).toEqual(['ended']);
    expect(await sorted('q=fintech pune')).toEqual(['liveOfflinePaid']);
    expect(await sorted('q=pune bengaluru')).toEqual([]);
    // A percent sign is a character, not a pattern.
    expect(await sorted('q=100%')).toEqual(['openInnovation']);
    expect(await sorted('q=%25')).toEqual(['openInnovation']);
  });

  it('filters combine: all must match', async () => {
    expect(await sorted('status=live&nature=offline&fee=paid&prize=100000')).toEqual(['liveOfflinePaid']);
    expect(await sorted('status=ended&fee=paid')).toEqual([]);
  });
});

describe('GET drills/search sorts and pages', () => {
  it('by registration deadline: open ones closing soonest first, then closed ones, latest closed first', async () => {
    // upcomingSolo's registration closes in 8 days; openInnovation's in 20; ended's closed 35 days ago.
    expect(await names('limit=48')).toEqual([
      'liveOfflinePaid',
      'liveOnline',
      'upcomingSolo',
      'openInnovation',
      'ended',
    ]);
  });

  it('by prize, newest and most registered', async () => {
    expect(await names('sort=prize')).toEqual([
      'ended',
      'liveOfflinePaid',
      'liveOnline',
      'openInnovation',
      'upcomingSolo',
    ]);
    expect(await names('sort=newest')).toEqual([
      'upcomingSolo',
      'openInnovation',
      'liveOfflinePaid',
      'liveOnline',
      'ended',
    ]);
    expect(await names('sort=most-registered')).toEqual([
      'liveOfflinePaid',
      'liveOnline',
      'ended',
      'upcomingSolo',
      'openInnovation',
    ]);
  });

  it('pages without overlap and keeps the total past the last page', async () => {
    const first = await search('sort=prize&limit=2&page=1');
    const second = await search('sort=prize&limit=2&page=2');
    const third = await search('sort=prize&limit=2&page=3');
    expect([...first.data, ...second.data, ...third.data].map((d) => nameOf(d.drillId))).toEqual(
      await names('sort=prize'),
    );
    expect(third.data).toHaveLength(1);
    const past = await search('sort=prize&limit=2&page=9');
    expect(past).toEqual({ data: [], totalRecordCount: 5, totalRecords: 5 });
  });

  it('answers cards as spec §3 names them', async () => {
    const [card] = (await search('q=sahyadri')).data;
    expect(card).toMatchObject({
      drillName: 'Sahyadri FinHack',
      drillPartnerName: 'Sahyadri Fintech',
      drillLocation: 'Pune',
      drillNature: 'offline',
      drillPurpose: 'Innovation,Prizes',
      drillTeamSize: { min: 2, max: 4 },
      totalPrizeValue: 500_000,
      drillApplicantCount: 4100,
      registrationCountVisible: true,
    });
  });

  it('refuses bad input with 400 and the field named, never 500', async () => {
    const cases: [string, string, string][] = [
      ['status=soon', 'status.0', 'status must be one of: live, upcoming, ended'],
      ['nature=space', 'nature.0', 'nature must be one of: online, offline, hybrid'],
      ['sort=cheapest', 'sort', 'sort must be one of: registration-deadline, prize, newest, most-registered'],
      ['limit=49', 'limit', 'limit must be at most 48'],
      ['page=0', 'page', 'page must be at least 1'],
      ['page=501', 'page', 'page must be at most 500'],
      ['prize=-1', 'prize', 'prize cannot be negative'],
      ['prize=lots', 'prize', 'prize must be a number'],
      ['team=duo', 'team', 'team must be one of: individual, team'],
      ['fee=cheap', 'fee', 'fee must be one of: free, paid'],
      ['audience=kids', 'audience', 'audience must be one of: everyone, students, professionals'],
      [`q=${'x'.repeat(121)}`, 'q', 'The search can be at most 120 characters'],
      [`domain=${Array.from({ length: 21 }, (_, i) => `d${i}`).join(',')}`, 'domain', 'At most 20 values'],
    ];
    for (const [qs, field, message] of cases) {
      const res = await t.inject({ method: 'GET', url: `/api/drills/search?${qs}` });
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().error.fields?.[field], qs).toBe(message);
    }
  });
});

describe('GET drills (no drillId)', () => {
  it('answers the first page of the listing', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/drills' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual(await search(''));
  });
});

describe('GET drills/commons', () => {
  const commons = async (qs = '') => {
    const res = await t.inject({ method: 'GET', url: `/api/drills/commons${qs}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as DrillCommons;
  };
  const counts = (options: { value: string; count: number }[]) =>
    Object.fromEntries(options.map((o) => [o.value, o.count]));

  it('counts every option over the published hackathons, as the filters would find them', async () => {
    const c = await commons();
    expect(c.total).toBe(5);
    expect(counts(c.statuses)).toEqual({ live: 3, upcoming: 1, ended: 1 });
    expect(counts(c.natures)).toEqual({ online: 2, offline: 2, hybrid: 1 });
    expect(counts(c.teams)).toEqual({ individual: 1, team: 4 });
    expect(counts(c.fees)).toEqual({ free: 4, paid: 1 });
    expect(counts(c.audiences)).toEqual({ everyone: 3, students: 4, professionals: 4 });
    expect(counts(c.prizes)).toEqual({ '1': 4, '50000': 4, '100000': 3, '500000': 2, '1000000': 1 });
    expect(counts(c.programTypes)).toEqual({ hackathon: 4, 'open-innovation': 1 });
    // Spellings that differ only in case are one option, the most common first.
    expect(c.domains[0]).toEqual({ value: 'Data Science', label: 'Data Science', count: 2 });
    expect(counts(c.locations)).toEqual({ Online: 2, Bengaluru: 2, Pune: 1 });
    expect(c.industries.map((o) => o.value).sort()).toEqual(['Banking', 'Energy', 'FMCG', 'Manufacturing', 'Retail']);
    expect(c.statuses.map((o) => o.label)).toEqual(['Live', 'Upcoming', 'Ended']);
    expect(Date.parse(c.serverNow)).not.toBeNaN();
  });

  it('counts each option exactly as many as drills/search finds with it', async () => {
    const c = await commons();
    for (const o of c.statuses) expect((await search(`status=${o.value}`)).totalRecordCount, o.value).toBe(o.count);
    for (const o of c.audiences) expect((await search(`audience=${o.value}`)).totalRecordCount, o.value).toBe(o.count);
    for (const o of c.prizes) expect((await search(`prize=${o.value}`)).totalRecordCount, o.value).toBe(o.count);
    for (const o of c.locations)
      expect((await search(`location=${encodeURIComponent(o.value)}`)).totalRecordCount, o.value).toBe(o.count);
  });

  it('counts within one program type when asked', async () => {
    const c = await commons('?programType=open-innovation');
    expect(c.total).toBe(1);
    expect(counts(c.statuses)).toEqual({ live: 1, upcoming: 0, ended: 0 });
    expect(c.domains).toEqual([{ value: 'Sustainability', label: 'Sustainability', count: 1 }]);
    // The program types themselves always count every listed hackathon.
    expect(counts(c.programTypes)).toEqual({ hackathon: 4, 'open-innovation': 1 });
  });

  it('refuses an unknown program type', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/drills/commons?programType=saarthi' });
    expect(res.statusCode).toBe(400);
  });
});
