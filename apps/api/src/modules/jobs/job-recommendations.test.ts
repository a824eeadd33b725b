import { beforeAll, describe, expect, it } from 'vitest';
import type { RecommendedJobsResult } from '@elevate/contracts/jobs/recommendations.schema';
import { build } from '../../../test/helper.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';
import { profileSkills, userProfiles } from '../../db/schema/users.ts';
import { recommendationCandidateIds } from './job-recommendations.repository.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn, type TestUser } from '../auth/auth.testing.ts';

const t = build(AUTH_TEST_ENV);
const DAY = 86_400_000;

type JobName =
  | 'reactPune'
  | 'reactRemote'
  | 'javaMumbai'
  | 'dataIntern'
  | 'supportChennai'
  | 'nodeBengaluru'
  | 'closedReact'
  | 'unlistedReact';
const job = {} as Record<JobName, number>;

beforeAll(async () => {
  const db = t.database.db;
  const [listed, unlisted] = await db
    .insert(partners)
    .values([
      { name: 'Narmada Systems', displayName: 'Narmada Systems', customUrl: 'narmada-systems' },
      { name: 'Tungabhadra Labs', displayName: 'Tungabhadra Labs', customUrl: 'tungabhadra-labs', isActive: false },
    ])
    .returning({ id: partners.id });
  const now = Date.now();
  const rows: Array<[JobName, Omit<typeof jobs.$inferInsert, 'custUrl' | 'partnerId'>, number?]> = [
    [
      'reactPune',
      {
        title: 'Frontend Engineer',
        skills: 'React, TypeScript,CSS',
        location: 'Pune',
        jobType: 'Full-Time',
        minYoe: 1,
        maxYoe: 3,
        createdAt: new Date(now - 10 * DAY),
      },
    ],
    [
      'reactRemote',
      {
        title: 'React Developer',
        skills: 'React',
        location: 'Remote',
        jobType: 'Full-Time',
        minYoe: 2,
        maxYoe: 5,
        createdAt: new Date(now - 5 * DAY),
      },
    ],
    [
      'javaMumbai',
      {
        title: 'Java Developer',
        skills: 'Java,Spring',
        location: 'Mumbai',
        jobType: 'Full-Time',
        minYoe: 2,
        maxYoe: 4,
        createdAt: new Date(now - 3 * DAY),
      },
    ],
    [
      'dataIntern',
      {
        title: 'Data Intern',
        skills: 'Python,SQL',
        location: 'Hyderabad',
        jobType: 'Paid Internship',
        minYoe: 0,
        maxYoe: 0,
        createdAt: new Date(now - 2 * DAY),
      },
    ],
    [
      'nodeBengaluru',
      {
        title: 'Backend Engineer',
        skills: 'Node.js,TypeScript',
        location: 'Hybrid - Bengaluru / Remote',
        jobType: 'Full-Time',
        minYoe: 3,
        maxYoe: 6,
        createdAt: new Date(now - DAY),
      },
    ],
    [
      'supportChennai',
      {
        title: 'Customer Support Associate',
        skills: 'Communication',
        location: 'Chennai',
        jobType: 'Full-Time',
        minYoe: 0,
        maxYoe: 1,
        createdAt: new Date(now - DAY / 2),
      },
    ],
    [
      'closedReact',
      {
        title: 'React Lead',
        skills: 'React,TypeScript',
        location: 'Pune',
        jobType: 'Full-Time',
        minYoe: 1,
        maxYoe: 3,
        isActive: false,
        createdAt: new Date(now - DAY / 4),
      },
    ],
    [
      'unlistedReact',
      {
        title: 'React Engineer',
        skills: 'React,TypeScript',
        location: 'Pune',
        jobType: 'Full-Time',
        minYoe: 1,
        maxYoe: 3,
        createdAt: new Date(now - DAY / 4),
      },
      unlisted!.id,
    ],
  ];
  for (const [name, values, partnerId] of rows) {
    const [row] = await db
      .insert(jobs)
      .values({ ...values, partnerId: partnerId ?? listed!.id, custUrl: `rec-${name}` })
      .returning({ id: jobs.id });
    job[name] = row!.id;
  }
});

const profile = async (
  user: TestUser,
  p: { skills?: string[]; currentCity?: string; experienceYears?: number },
): Promise<void> => {
  const db = t.database.db;
  await db
    .insert(userProfiles)
    .values({ userId: user.uid, currentCity: p.currentCity ?? null, experienceYears: p.experienceYears ?? null });
  if (p.skills?.length) await db.insert(profileSkills).values(p.skills.map((name) => ({ userId: user.uid, name })));
};

const recommended = async (user: TestUser, query: string) => {
  const res = await t.inject({
    method: 'GET',
    url: `/api/jobs/recommended?${query}`,
    headers: authHeaders(await signIn(t, user)),
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      result: RecommendedJobsResult;
      error?: { code: string; message: string; fields?: Record<string, string> };
    },
  };
};

const titlesOf = (r: RecommendedJobsResult) => r.data.map((j) => j.jobTitle);

describe('GET /api/jobs/recommended', { timeout: 60_000 }, () => {
  it('ranks by the match score (share of the job skills, experience, city), with the reasons it is made of', async () => {
    const user = await createUser(t);
    // Spelt differently from the jobs: skills are compared case-folded.
    await profile(user, { skills: ['react', 'TYPESCRIPT', 'Figma'], currentCity: 'Pune', experienceYears: 2 });
    const { status, body } = await recommended(user, `uId=${user.uid}`);
    expect(status).toBe(200);
    const r = body.result;
    expect(r.profileIsEmpty).toBe(false);
    expect(r.missingSignals).toEqual([]);
    expect(r.data[0]).toMatchObject({
      jobId: job.reactRemote,
      jobTitle: 'React Developer',
      partnerDisplayName: 'Narmada Systems',
      reasons: ['Matches your skills: React', 'Remote, so you can work from Pune', 'Fits your 2 years of experience'],
      score: 98,
    });
    expect(titlesOf(r)).toEqual([
      'React Developer', // its one skill (70), experience within 2–5 (20), remote (8)
      'Frontend Engineer', // 2 of 3 skills (46.7), experience (20), Pune (10)
      'Backend Engineer', // 1 of 2 skills (35), 2 years of 3–6 (13.3), remote (hybrid, 8)
      'Java Developer', // experience only (20)
      'Customer Support Associate', // more experience than 0–1 asks (15): the newer of two ties first
      'Data Intern',
    ]);
    expect(r.data[1]!.reasons).toEqual([
      'Matches your skills: React, TypeScript',
      'In Pune, your city',
      'Fits your 2 years of experience',
    ]);
    expect(r.data[2]!.reasons).toEqual(['Matches your skills: TypeScript', 'Remote, so you can work from Pune']);
    expect(r.data[3]!.reasons).toEqual(['Fits your 2 years of experience']);
    expect(r.data[4]!.reasons).toEqual(['New on Elevate']);
    expect(r.data.map((j) => j.score)).toEqual([98, 76.7, 56.3, 20, 15, 15]);
    // Closed jobs and jobs of companies taken off the platform are never recommended.
    expect(r.data.map((j) => j.jobId)).not.toContain(job.closedReact);
    expect(r.data.map((j) => j.jobId)).not.toContain(job.unlistedReact);
    expect(r.totalRecordCount).toBe(6);
  });

  it('leaves out the jobs the user already applied to', async () => {
    const user = await createUser(t);
    await profile(user, { skills: ['React', 'TypeScript'], currentCity: 'Pune', experienceYears: 2 });
    await t.database.db.insert(applications).values([
      { userId: user.uid, jobId: job.reactPune },
      { userId: user.uid, jobId: job.supportChennai },
    ]);
    const { status, body } = await recommended(user, `uId=${user.uid}&limit=10`);
    expect(status).toBe(200);
    const ids = body.result.data.map((j) => j.jobId);
    expect(ids).not.toContain(job.reactPune);
    expect(ids).not.toContain(job.supportChennai);
    expect(body.result.data[0]!.jobId).toBe(job.reactRemote);
  });

  it('ranks only the newest skill or city matches, so a common skill never makes it rank the whole catalogue', async () => {
    const user = await createUser(t);
    const ids = await recommendationCandidateIds(t.database.db, {
      userId: user.uid,
      skills: ['react', 'typescript'],
      cityTags: [],
      remoteTags: [],
      experienceYears: null,
      recentMatchLimit: 2,
      matchLimit: 10,
      newestLimit: 0,
    });
    // The Frontend Engineer shares both skills but is older than the two newest matches.
    expect(new Set(ids)).toEqual(new Set([job.nodeBengaluru, job.reactRemote]));
  });

  it('recommends by skills and city when the profile says nothing about experience', async () => {
    const user = await createUser(t);
    await profile(user, { skills: ['React', 'TypeScript'], currentCity: 'Pune' });
    const { status, body } = await recommended(user, `uId=${user.uid}`);
    expect(status).toBe(200);
    expect(body.result.missingSignals).toEqual(['experience']);
    const byTitle = new Map(body.result.data.map((j) => [j.jobTitle, j]));
    expect(byTitle.get('Frontend Engineer')?.reasons).toEqual([
      'Matches your skills: React, TypeScript',
      'In Pune, your city',
    ]);
    // Unknown experience counts half (10) for every job, so it changes no order.
    expect(byTitle.get('Frontend Engineer')?.score).toBe(66.7);
    expect(body.result.data[0]!.jobTitle).toBe('React Developer');
  });

  it('gives a brand-new account the newest jobs, each "New on Elevate", and says the profile is empty', async () => {
    const user = await createUser(t);
    const { status, body } = await recommended(user, `uId=${user.uid}&limit=3`);
    expect(status).toBe(200);
    expect(body.result.profileIsEmpty).toBe(true);
    expect(body.result.missingSignals).toEqual(['skills', 'city', 'experience']);
    // The three newest; with nothing known, each scores half its experience and city (15), a remote one 18.
    expect(titlesOf(body.result)).toEqual(['Backend Engineer', 'Customer Support Associate', 'Data Intern']);
    expect(body.result.data.map((j) => j.score)).toEqual([18, 15, 15]);
    for (const j of body.result.data) expect(j.reasons).toEqual(['New on Elevate']);
  });

  it('matches a fresher with internships and jobs asking for no experience, and a city by its other name', async () => {
    const user = await createUser(t);
    await profile(user, { currentCity: 'Bangalore', experienceYears: 0 });
    const { body } = await recommended(user, `uId=${user.uid}`);
    expect(body.result.profileIsEmpty).toBe(false);
    expect(body.result.missingSignals).toEqual(['skills']);
    const byTitle = new Map(body.result.data.map((j) => [j.jobTitle, j.reasons]));
    expect(byTitle.get('Backend Engineer')).toEqual(['In Bangalore, your city']);
    expect(byTitle.get('Data Intern')).toEqual(['Open to freshers']);
    expect(byTitle.get('Customer Support Associate')).toEqual(['Open to freshers']);
    expect(byTitle.get('React Developer')).toEqual(['Remote, so you can work from Bangalore']);
    // Experience weighs more than the city (20 against 10): the jobs open to freshers come first.
    expect(titlesOf(body.result).slice(0, 3)).toEqual([
      'Customer Support Associate',
      'Data Intern',
      'Backend Engineer',
    ]);
  });

  it('names fractional experience as the profile holds it', async () => {
    const user = await createUser(t);
    await profile(user, { experienceYears: 2.3 });
    const { body } = await recommended(user, `uId=${user.uid}&limit=10`);
    const byTitle = new Map(body.result.data.map((j) => [j.jobTitle, j.reasons]));
    expect(byTitle.get('React Developer')).toEqual(['Fits your 2.3 years of experience']);
  });

  it("refuses another user's recommendations, an admin's request for them too, and a caller without a session", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    const byOther = await recommended(other, `uId=${owner.uid}`);
    expect(byOther.status).toBe(403);
    expect(byOther.body.error).toMatchObject({
      code: 'WUE-4030',
      message: 'You can only see the jobs recommended for you.',
    });
    expect((await recommended(admin, `uId=${owner.uid}`)).status).toBe(403);
    const anonymous = await t.inject({ method: 'GET', url: `/api/jobs/recommended?uId=${owner.uid}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers bad input with 400 and field messages, never a 500', async () => {
    const user = await createUser(t);
    const missing = await recommended(user, '');
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields).toMatchObject({ uId: 'uId must be a number' });
    const big = await recommended(user, `uId=${user.uid}&limit=500`);
    expect(big.status).toBe(400);
    expect(big.body.error?.fields).toMatchObject({ limit: 'limit must be at most 20' });
  });
});
