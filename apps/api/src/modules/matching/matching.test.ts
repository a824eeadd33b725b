import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCORING_VERSION } from '@elevate/contracts/matching/matching.constants';
import { MatchingMessages } from '@elevate/contracts/matching/matching.messages';
import type { MatchResult } from '@elevate/contracts/matching/matching.schema';
import { build } from '../../../test/helper.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { resumeParses } from '../../db/schema/matching.ts';
import { partners } from '../../db/schema/partners.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { profileSkills, userProfiles } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn } from '../auth/auth.testing.ts';
import { insertUpload } from '../applications/applications.test-fixtures.ts';
import { renderResumePdf } from './testing/resume-pdf.ts';
import { ONE_COLUMN_LAYOUT, type ResumeSpec } from './testing/resume-spec.ts';

const t = build(AUTH_TEST_ENV);
const DAY = 86_400_000;
const URL = '/api/ai/resume/matching/request';

const resume = (skills: string[]): ResumeSpec => ({
  id: 'match',
  name: 'Kavya Menon',
  email: 'kavya.menon@example.in',
  phone: '+91 98765 43210',
  links: [],
  location: 'Pune, Maharashtra',
  layout: ONE_COLUMN_LAYOUT,
  sections: [
    {
      kind: 'work',
      heading: 'Experience',
      entries: [
        {
          title: 'Software Engineer',
          company: 'Kaveri Tech',
          dates: 'Jan 2021 - Dec 2023',
          bullets: ['Built web applications for retail clients.'],
        },
      ],
    },
    { kind: 'skills', heading: 'Skills', lines: [`Technical: ${skills.join(', ')}`], style: 'list' },
  ],
});

const job = {} as Record<'frontend' | 'backend' | 'analyst' | 'closed', number>;
let pdf: Buffer;

beforeAll(async () => {
  const db = t.database.db;
  const [partner] = await db
    .insert(partners)
    .values({ name: 'Sabarmati Soft', displayName: 'Sabarmati Soft', customUrl: 'sabarmati-soft' })
    .returning({ id: partners.id });
  const now = Date.now();
  const rows = [
    ['frontend', 'Frontend Engineer', 'ReactJS, TypeScript, CSS', 'Pune', 2, 4, 3],
    ['backend', 'Backend Engineer', 'Node.js, PostgreSQL', 'Remote', 1, 3, 2],
    ['analyst', 'Data Analyst', 'SQL, Excel', 'Chennai', 0, 1, 1],
    ['closed', 'React Lead', 'React, TypeScript, CSS', 'Pune', 2, 4, 0.5],
  ] as const;
  for (const [key, title, skills, location, minYoe, maxYoe, daysAgo] of rows) {
    const [row] = await db
      .insert(jobs)
      .values({
        partnerId: partner!.id,
        title,
        custUrl: `match-${key}`,
        skills,
        location,
        jobType: 'Full-Time',
        minYoe,
        maxYoe,
        isActive: key !== 'closed',
        createdAt: new Date(now - daysAgo * DAY),
      })
      .returning({ id: jobs.id });
    job[key] = row!.id;
  }
  pdf = Buffer.from(await renderResumePdf(resume(['React', 'TypeScript', 'Node.js'])));
}, 60_000);

const postPdf = (body: Buffer, headers: Record<string, string> = {}, query = '') =>
  t.inject({
    method: 'POST',
    url: `${URL}${query}`,
    headers: { 'content-type': 'application/pdf', ...headers },
    payload: body,
  });
const resultOf = (res: { json: () => unknown }) => (res.json() as { result: MatchResult }).result;
const errorOf = (res: { json: () => unknown }) =>
  (res.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => `${e.parentPath}/${e.name}`);
  } catch {
    return [];
  }
};

describe('POST /api/ai/resume/matching/request', { timeout: 60_000 }, () => {
  it('matches a PDF sent by a signed-out visitor, best first, each match explained by the job skills that decided it', async () => {
    const res = await postPdf(pdf);
    expect(res.statusCode).toBe(200);
    const r = resultOf(res);
    expect(r.scoringVersion).toBe(SCORING_VERSION);
    expect(r.resume.skills.map((s) => s.name)).toEqual(expect.arrayContaining(['React', 'TypeScript', 'Node.js']));
    expect(r.resume.experienceMonths).toBe(36);
    expect(r.matches.map((m) => m.job.jobTitle)).toEqual(['Frontend Engineer', 'Backend Engineer', 'Data Analyst']);
    const [frontend, backend, analyst] = r.matches;
    // 2 of 3 skills (46.7), 3 years within 2–4 (20), Pune (10).
    expect(frontend).toMatchObject({ score: 76.7, job: { jobId: job.frontend, partnerDisplayName: 'Sabarmati Soft' } });
    expect(frontend!.explanation.skills).toEqual({
      matched: ['React', 'TypeScript'],
      missingOnProfile: [],
      missingGaps: ['CSS'],
      points: 46.7,
    });
    // 1 of 2 skills (35), 3 years within 1–3 (20), remote (8).
    expect(backend!.score).toBe(63);
    expect(backend!.explanation.location.fit).toBe('remote');
    // No skill shared, above 0–1 (15), another city (0).
    expect(analyst!.score).toBe(15);
    expect(analyst!.explanation.skills.missingGaps).toEqual(['SQL', 'Excel']);
    expect(r.matches.map((m) => m.job.jobId)).not.toContain(job.closed);
  });

  it('keeps nothing of a signed-out PDF: no upload, no parse row and no file once it has answered', async () => {
    const db = t.database.db;
    const before = {
      files: filesUnder(t.config.DATA_DIR),
      uploads: await db.select().from(uploads),
      parses: await db.select().from(resumeParses),
    };
    const res = await postPdf(pdf);
    expect(res.statusCode).toBe(200);
    expect(await db.select().from(uploads)).toEqual(before.uploads);
    expect(await db.select().from(resumeParses)).toEqual(before.parses);
    expect(filesUnder(t.config.DATA_DIR)).toEqual(before.files);
  });

  it('gives the same scores in the same order every time for the same resume and jobs', async () => {
    const first = resultOf(await postPdf(pdf));
    const second = resultOf(await postPdf(pdf));
    expect(second.matches).toEqual(first.matches);
    expect(second.scoringVersion).toBe(SCORING_VERSION);
  });

  it('tells a signed-in candidate which missing skills are on their profile but not on this resume', async () => {
    const user = await createUser(t);
    await t.database.db.insert(userProfiles).values({ userId: user.uid, currentCity: 'Mumbai' });
    await t.database.db.insert(profileSkills).values([{ userId: user.uid, name: 'css' }]);
    const res = await postPdf(pdf, authHeaders(await signIn(t, user)), '?limit=1');
    expect(res.statusCode).toBe(200);
    const [top] = resultOf(res).matches;
    expect(resultOf(res).matches).toHaveLength(1);
    expect(top!.explanation.skills).toMatchObject({ missingOnProfile: ['CSS'], missingGaps: [] });
    expect(top!.explanation.improvements).toEqual([
      { text: 'Add CSS to your resume: it is on your profile and this job asks for it', gain: 23.3 },
    ]);
  });

  it('scores a job the same on the dashboard as a resume with the same skills, experience and city does', async () => {
    const user = await createUser(t);
    const db = t.database.db;
    await db.insert(userProfiles).values({ userId: user.uid, currentCity: 'Pune', experienceYears: 3 });
    await db
      .insert(profileSkills)
      .values(['React', 'TypeScript', 'Node.js'].map((name) => ({ userId: user.uid, name })));
    const headers = authHeaders(await signIn(t, user));
    const dashboard = await t.inject({ method: 'GET', url: `/api/jobs/recommended?uId=${user.uid}`, headers });
    expect(dashboard.statusCode).toBe(200);
    const recommended = (dashboard.json() as { result: { data: { jobId: number; score: number }[] } }).result.data;
    const matched = resultOf(await postPdf(pdf, headers)).matches;
    expect(recommended.map((j) => [j.jobId, j.score])).toEqual(matched.map((m) => [m.job.jobId, m.score]));
    expect(recommended.map((j) => j.score)).toEqual([76.7, 63, 15]);
  });

  it("matches the resume on a signed-in candidate's profile, parsed once and kept with that stored file", async () => {
    const user = await createUser(t);
    const db = t.database.db;
    const key = await insertUpload(db, user.uid);
    await t.app.storage.write({ key, purpose: 'resume', isPublic: false }, pdf, 'application/pdf');
    await db.insert(userProfiles).values({ userId: user.uid, resumeKey: key });
    const res = await t.inject({
      method: 'POST',
      url: URL,
      headers: authHeaders(await signIn(t, user)),
      payload: { source: 'profile' },
    });
    expect(res.statusCode).toBe(200);
    expect(resultOf(res).matches.map((m) => m.job.jobTitle)).toEqual([
      'Frontend Engineer',
      'Backend Engineer',
      'Data Analyst',
    ]);
    expect(await db.select().from(resumeParses).where(eq(resumeParses.uploadKey, key))).toHaveLength(1);
  });

  it("says when there is no resume on the caller's profile", async () => {
    const user = await createUser(t);
    const res = await t.inject({
      method: 'POST',
      url: URL,
      headers: authHeaders(await signIn(t, user)),
      payload: { source: 'profile' },
    });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(MatchingMessages.noResumeOnProfile);
  });

  it('refuses the profile source to a signed-out visitor', async () => {
    const res = await t.inject({ method: 'POST', url: URL, payload: { source: 'profile' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers an empty, non-PDF, too large or malformed request with 400 and the form message, never a 500', async () => {
    const empty = await postPdf(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty)).toMatchObject({
      message: MatchingMessages.selectFile,
      fields: { file: MatchingMessages.selectFile },
    });

    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const notPdf = await postPdf(png);
    expect(notPdf.statusCode).toBe(400);
    expect(errorOf(notPdf).message).toBe(MatchingMessages.resumeType);

    const big = await postPdf(Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(400);
    expect(errorOf(big).message).toBe(MatchingMessages.tooLarge);

    const broken = await postPdf(Buffer.from('%PDF-1.7\nthis is not really a pdf'));
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).message).toBe(MatchingMessages.unreadable);

    const wrongJson = await t.inject({ method: 'POST', url: URL, payload: { source: 'drive' } });
    expect(wrongJson.statusCode).toBe(400);

    const limit = await postPdf(pdf, {}, '?limit=500');
    expect(limit.statusCode).toBe(400);
    expect(errorOf(limit).fields).toMatchObject({ limit: expect.any(String) });
  });

  it('limits one address to 20 matches a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      codes.push((await postPdf(Buffer.alloc(0), { 'x-forwarded-for': '203.0.113.9' }, '')).statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});
