import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConsoleDrillMessages } from '@elevate/contracts/console/console-drill.messages';
import type { CreateDrillInput, DrillWriteInput } from '@elevate/contracts/console/console-drill.schema';
import { build } from '../../../test/helper.ts';
import { drills } from '../../db/schema/drills.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { DAY, insertPhases } from '../drills/drills.test-fixtures.ts';
import { call, caller, insertCompany, uploadImage, type Caller } from './console.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

let own: { id: number };
let other: { id: number };
let employer: Caller;
let rival: Caller;
let admin: Caller;
let plain: Caller;
let sequence = 0;

beforeAll(async () => {
  own = await insertCompany(t, 'Kaveri Analytics');
  other = await insertCompany(t, 'Sahyadri Fintech');
  employer = await caller(t, 'employer', own.id);
  rival = await caller(t, 'employer', other.id);
  admin = await caller(t, 'admin');
  plain = await caller(t, 'user');
});

const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

/** A draft with only what the form requires; `custUrl` unique per call unless given. */
const draftInput = (over: Partial<DrillWriteInput> = {}): DrillWriteInput => ({
  name: 'Kaveri Green Build',
  custUrl: `kaveri-green-build-${process.pid}-${++sequence}`,
  partnerName: 'Kaveri Analytics',
  location: 'Bengaluru',
  startDt: iso(2),
  registrationEndDt: iso(10),
  endDt: iso(20),
  teamMin: 1,
  teamMax: 4,
  ...over,
});

const create = async (who: Caller, over: Partial<CreateDrillInput> = {}) => {
  const res = await call(t, who, 'POST', '/api/console/drills', { ...draftInput(), partnerId: own.id, ...over });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.result as { drillId: number; custUrl: string; isPublished: boolean };
};

const searchIds = async (q: string): Promise<number[]> => {
  const res = await call(t, null, 'GET', `/api/drills/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.body.result.data.map((d: { drillId: number }) => d.drillId);
};

describe('creating and editing a hackathon', () => {
  it('creates an unpublished draft that keeps every field it was given', async () => {
    const logo = await uploadImage(t, employer, 'partner-logo');
    const banner = await uploadImage(t, employer, 'partner-banner');
    const full: DrillWriteInput = draftInput({
      programType: 'open-innovation',
      logoUrl: logo,
      bannerUrl: banner,
      purpose: 'Climate, AI ,climate',
      nature: 'hybrid',
      teamMin: 2,
      teamMax: 5,
      totalPrizeValue: 150_000,
      prizes: [
        { title: 'Winner', value: 100_000, description: 'And an internship' },
        { title: 'Runner-up', value: 50_000 },
      ],
      registrationCountVisible: false,
      description: '<p>Clean the <strong>Kaveri</strong></p>',
      eligibility: '<p>Students in India</p>',
      guidelines: '<ol><li>Be kind</li></ol>',
      domain: 'Climate',
      industry: 'Water',
      audience: 'students',
      schedule: [{ start: iso(2), end: iso(3), title: 'Kick-off', desc: 'Online' }],
      socialLinks: [{ kind: 'LinkedIn', url: 'https://www.linkedin.com/company/kaveri' }],
      faqs: [{ question: 'Is it free?', answer: 'Yes' }],
    });
    const res = await call(t, employer, 'POST', '/api/console/drills', { ...full, partnerId: own.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(ConsoleDrillMessages.created);
    const drill = res.body.result;
    expect(drill).toMatchObject({
      partnerId: own.id,
      programType: 'open-innovation',
      logoUrl: logo,
      bannerUrl: banner,
      purpose: 'Climate,AI',
      nature: 'hybrid',
      teamMin: 2,
      teamMax: 5,
      totalPrizeValue: 150_000,
      prizes: [
        { title: 'Winner', value: 100_000, description: 'And an internship' },
        { title: 'Runner-up', value: 50_000, description: '' },
      ],
      registrationCountVisible: false,
      domain: 'Climate',
      industry: 'Water',
      audience: 'students',
      socialLinks: [{ kind: 'linkedin', url: 'https://www.linkedin.com/company/kaveri' }],
      faqs: [{ question: 'Is it free?', answer: 'Yes' }],
      isPublished: false,
      overviewSectionComplete: false,
      phaseCount: 0,
      registrations: 0,
    });
    expect(drill.checklist.filter((i: { done: boolean }) => !i.done).map((i: { key: string }) => i.key)).toEqual([
      'phases',
    ]);
    const [row] = await t.database.db.select().from(drills).where(eq(drills.id, drill.drillId));
    expect(row?.createdBy).toBe(employer.uid);

    const again = await call(t, employer, 'GET', `/api/console/drills/${drill.drillId}`);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(drill);
  });

  it('saves every field on edit, and the stored checklist follows', async () => {
    const { drillId, custUrl } = await create(employer);
    // One instant for the start and the opening session: two calls to iso() may fall a millisecond apart.
    const start = iso(3);
    const edited = draftInput({
      custUrl,
      name: 'Kaveri Green Build 2027',
      nature: 'offline',
      location: 'Mysuru',
      startDt: start,
      registrationEndDt: iso(12),
      endDt: iso(25),
      teamMax: 6,
      description: '<p>Rivers</p>',
      eligibility: '<p>All</p>',
      schedule: [{ start, end: start, title: 'Opening' }],
    });
    const res = await call(t, employer, 'PUT', `/api/console/drills/${drillId}`, edited);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      name: 'Kaveri Green Build 2027',
      nature: 'offline',
      location: 'Mysuru',
      startDt: edited.startDt,
      registrationEndDt: edited.registrationEndDt,
      endDt: edited.endDt,
      teamMax: 6,
      schedule: [{ start: edited.startDt, end: edited.startDt, title: 'Opening', desc: '' }],
    });
  });

  it('sanitises the description, eligibility and guidelines on every write', async () => {
    const evil = '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>';
    const { drillId, custUrl } = await create(employer, { description: evil });
    const res = await call(t, employer, 'PUT', `/api/console/drills/${drillId}`, {
      ...draftInput({ custUrl }),
      eligibility: evil,
      guidelines: `<img src=x onerror=alert(1)>${evil}`,
    });
    expect(res.status).toBe(200);
    const [row] = await t.database.db.select().from(drills).where(eq(drills.id, drillId));
    for (const html of [row!.eligibility, row!.guidelines]) {
      expect(html).not.toMatch(/script|onclick|onerror|javascript:|<img/);
      expect(html).toContain('Hi');
    }
    const first = await call(t, employer, 'GET', `/api/console/drills/${drillId}`);
    expect(first.body.result.description).toBe('');
    expect(row!.description).toBe('');
  });

  it('refuses dates out of order and team sizes the wrong way round with clear messages', async () => {
    const res = await call(t, employer, 'POST', '/api/console/drills', {
      ...draftInput({ registrationEndDt: iso(30), teamMin: 5, teamMax: 2 }),
      partnerId: own.id,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(ConsoleDrillMessages.registrationAfterEnd);
  });
});

describe('the custom URL', () => {
  it('is kept unique: a second hackathon with a taken URL answers 409 with the field named', async () => {
    const first = await create(employer);
    const clash = await call(t, admin, 'POST', '/api/console/drills', {
      ...draftInput({ custUrl: first.custUrl }),
      partnerId: other.id,
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(ConsoleDrillMessages.custUrlTaken);
    const second = await create(employer);
    const edit = await call(t, employer, 'PUT', `/api/console/drills/${second.drillId}`, {
      ...draftInput({ custUrl: first.custUrl }),
    });
    expect(edit.status).toBe(409);
  });

  it('refuses a URL that is not lower-case words, or only digits', async () => {
    const res = await call(t, employer, 'POST', '/api/console/drills', {
      ...draftInput({ custUrl: '12345' }),
      partnerId: own.id,
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(ConsoleDrillMessages.custUrlDigits);
  });

  it('the check says whether it is free, ignores the hackathon being edited and suggests one from the name', async () => {
    const base = `narmada-data-sprint-${process.pid}`;
    const taken = await create(employer, { custUrl: base });
    const check = async (query: string) => {
      const res = await call(t, employer, 'GET', `/api/console/drills/custurl?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.result;
    };
    expect(await check(`custUrl=${base}`)).toEqual({ custUrl: base, available: false, suggestion: `${base}-2` });
    expect(await check(`custUrl=${base}&excludeId=${taken.drillId}`)).toMatchObject({ available: true });
    expect(await check(`custUrl=${base}-free`)).toEqual({
      custUrl: `${base}-free`,
      available: true,
      suggestion: `${base}-free`,
    });
    expect((await check(`name=${encodeURIComponent(`Narmada Data Sprint ${process.pid}`)}`)).suggestion).toBe(
      `${base}-2`,
    );
    const bad = await call(t, employer, 'GET', '/api/console/drills/custurl?custUrl=Not%20Valid');
    expect(bad.status).toBe(400);
    const rivalCheck = await call(t, rival, 'GET', `/api/console/drills/custurl?custUrl=x1&excludeId=${taken.drillId}`);
    expect(rivalCheck.status).toBe(403);
  });
});

describe('who may host', () => {
  it("another company's employer gets 403 on every route, and a plain user too", async () => {
    const { drillId, custUrl } = await create(employer);
    for (const who of [rival, plain]) {
      const body = draftInput({ custUrl });
      const answers = await Promise.all([
        call(t, who, 'GET', `/api/console/partners/${own.id}/drills`),
        call(t, who, 'POST', '/api/console/drills', { ...draftInput(), partnerId: own.id }),
        call(t, who, 'GET', `/api/console/drills/${drillId}`),
        call(t, who, 'PUT', `/api/console/drills/${drillId}`, body),
        call(t, who, 'POST', `/api/console/drills/${drillId}/publish`),
        call(t, who, 'POST', `/api/console/drills/${drillId}/unpublish`),
        call(t, who, 'GET', `/api/console/drills/${drillId}/preview`),
        call(t, who, 'GET', `/api/console/drills/custurl?custUrl=abc`),
      ]);
      // The custom URL check answers an employer of any company (it holds no hackathon's content).
      const expected = who === rival ? [403, 403, 403, 403, 403, 403, 403, 200] : Array(8).fill(403);
      expect(answers.map((a) => a.status)).toEqual(expected);
    }
    const signedOut = await call(t, null, 'GET', `/api/console/drills/${drillId}`);
    expect(signedOut.status).toBe(401);
  });

  it('an admin hosts every company, and an unknown hackathon is 404', async () => {
    const { drillId } = await create(employer);
    expect((await call(t, admin, 'GET', `/api/console/drills/${drillId}`)).status).toBe(200);
    expect((await call(t, admin, 'GET', '/api/console/drills/99999999')).status).toBe(404);
  });

  it("lists the company's drafts and published hackathons with registrations", async () => {
    const { drillId } = await create(employer);
    const res = await call(t, employer, 'GET', `/api/console/partners/${own.id}/drills?limit=100`);
    expect(res.status).toBe(200);
    const row = res.body.result.data.find((d: { drillId: number }) => d.drillId === drillId);
    expect(row).toMatchObject({ isPublished: false, registrations: 0, programType: 'hackathon' });
    const theirs = await call(t, rival, 'GET', `/api/console/partners/${other.id}/drills`);
    expect(theirs.body.result.data.map((d: { drillId: number }) => d.drillId)).not.toContain(drillId);
  });
});

describe('publishing', () => {
  it('is refused with the missing list, then allowed once complete; unpublished ones stay hidden', async () => {
    const word = `zanskar${process.pid}`;
    const { drillId, custUrl } = await create(employer, { name: `Zanskar ${word} Challenge`, totalPrizeValue: 5000 });

    const refused = await call(t, employer, 'POST', `/api/console/drills/${drillId}/publish`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(ConsoleDrillMessages.publishBlocked);
    expect(Object.keys(refused.body.error.fields).sort()).toEqual([
      'checklist.description',
      'checklist.eligibility',
      'checklist.logo',
      'checklist.phases',
      'checklist.prizes',
    ]);

    // Hidden while a draft: not in search, its public page 404s, the host's preview works.
    expect(await searchIds(word)).not.toContain(drillId);
    expect((await call(t, null, 'GET', `/api/drills?drillId=${custUrl}`)).status).toBe(404);
    expect((await call(t, plain, 'GET', `/api/drills/${drillId}/overview`)).status).toBe(404);
    const preview = await call(t, employer, 'GET', `/api/console/drills/${drillId}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.body.result).toMatchObject({
      drillId,
      drillCustUrl: custUrl,
      drillName: `Zanskar ${word} Challenge`,
    });

    const logo = await uploadImage(t, employer, 'partner-logo');
    await insertPhases(t, [
      { drillId, name: 'Idea', kind: 'idea', startDt: new Date(), endDt: new Date(Date.now() + DAY) },
    ]);
    const completed = await call(t, employer, 'PUT', `/api/console/drills/${drillId}`, {
      ...draftInput({ custUrl, name: `Zanskar ${word} Challenge` }),
      logoUrl: logo,
      description: '<p>Build for the mountains</p>',
      eligibility: '<p>Everyone</p>',
      totalPrizeValue: 5000,
      prizes: [{ title: 'Winner', value: 5000 }],
    });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    expect(completed.body.result.overviewSectionComplete).toBe(true);

    const published = await call(t, employer, 'POST', `/api/console/drills/${drillId}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.result.isPublished).toBe(true);
    expect(await searchIds(word)).toContain(drillId);
    expect((await call(t, null, 'GET', `/api/drills?drillId=${custUrl}`)).status).toBe(200);

    // A published hackathon keeps its checklist complete: a save that would empty it is refused.
    const emptied = await call(t, employer, 'PUT', `/api/console/drills/${drillId}`, {
      ...draftInput({ custUrl }),
      logoUrl: logo,
      eligibility: '<p>Everyone</p>',
    });
    expect(emptied.status).toBe(400);
    expect(emptied.body.message).toBe(ConsoleDrillMessages.saveWouldUnlist);

    const hidden = await call(t, employer, 'POST', `/api/console/drills/${drillId}/unpublish`);
    expect(hidden.status).toBe(200);
    expect(hidden.body.result.isPublished).toBe(false);
    expect(await searchIds(word)).not.toContain(drillId);
    expect((await call(t, null, 'GET', `/api/drills?drillId=${custUrl}`)).status).toBe(404);
  });
});
