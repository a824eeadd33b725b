import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARSER_VERSION, SCORING_VERSION } from '@elevate/contracts/matching/matching.constants';
import { MatchingMessages } from '@elevate/contracts/matching/matching.messages';
import type { ParsedResume } from '@elevate/contracts/matching/parse.schema';
import type { ScreeningResult } from '@elevate/contracts/matching/screening.schema';
import { build } from '../../../test/helper.ts';
import { parsedResumeOf } from './testing/parsed-resume.ts';
import { applications, applicationStatusHistory } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { applicationScreenings, resumeParses } from '../../db/schema/matching.ts';
import { profileSkills, userProfiles, users } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn, type TestUser } from '../auth/auth.testing.ts';
import { addEmployer, insertJob, insertPartner, insertUpload } from '../applications/applications.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
type Headers = ReturnType<typeof authHeaders>;
const signedIn = async (user: TestUser) => ({ ...user, headers: authHeaders(await signIn(t, user)) });

interface Applicant {
  fullName: string;
  lastName?: string;
  city?: string | null;
  experienceYears?: number | null;
  skills?: string[];
  /** A cached parse of the application's resume; `missing` is a resume key whose file is not in storage. */
  resume?: ParsedResume | 'missing';
  personal?: { gender?: string; dateOfBirth?: string; maritalStatus?: string; profilePicKey?: string };
}

const applicant = async (jobId: number, a: Applicant) => {
  const db = t.database.db;
  const u = await createUser(t, { fullName: a.fullName });
  if (a.lastName) await db.update(users).set({ lastName: a.lastName }).where(eq(users.id, u.uid));
  await db.insert(userProfiles).values({
    userId: u.uid,
    currentCity: a.city ?? null,
    experienceYears: a.experienceYears ?? null,
    gender: a.personal?.gender ?? null,
    dateOfBirth: a.personal?.dateOfBirth ?? null,
    maritalStatus: a.personal?.maritalStatus ?? null,
    profilePicKey: a.personal?.profilePicKey ?? null,
  });
  for (const name of a.skills ?? []) await db.insert(profileSkills).values({ userId: u.uid, name });
  let resumeKey: string | null = null;
  if (a.resume) {
    resumeKey = await insertUpload(db, u.uid);
    if (a.resume !== 'missing') {
      await db.insert(resumeParses).values({ uploadKey: resumeKey, parserVersion: PARSER_VERSION, result: a.resume });
    }
  }
  const [row] = await db
    .insert(applications)
    .values({ userId: u.uid, jobId, currentStatus: 'Applied', resumeKey })
    .returning({ id: applications.id });
  await db.insert(applicationStatusHistory).values({
    applicationId: row!.id,
    statusValue: 'Applied',
    updatedByUid: u.uid,
    updatedByName: a.fullName,
  });
  return row!.id;
};

const screen = (jobId: unknown, headers?: Headers) =>
  t.inject({ method: 'PUT', url: '/api/resume-screening', payload: { jobId }, headers });
const stored = (jobId: unknown, headers?: Headers) =>
  t.inject({ method: 'GET', url: `/api/resume-screening?jobId=${String(jobId)}`, headers });

const fx = {} as {
  job: number;
  otherJob: number;
  emptyJob: number;
  employer: TestUser & { headers: Headers };
  otherEmployer: TestUser & { headers: Headers };
  admin: TestUser & { headers: Headers };
  candidate: TestUser & { headers: Headers };
  app: Record<'strong' | 'partial' | 'scanned' | 'gone' | 'twinA' | 'twinB', number>;
};

beforeAll(async () => {
  const db = t.database.db;
  const kaveri = await insertPartner(db, { displayName: 'Kaveri Analytics' });
  const sahyadri = await insertPartner(db, { displayName: 'Sahyadri Systems' });
  const job = await insertJob(db, kaveri.id, { title: 'Data Analyst' });
  await db
    .update(jobs)
    .set({ skills: 'SQL,Python,Excel,Tableau', minYoe: 1, maxYoe: 3, location: 'Hyderabad' })
    .where(eq(jobs.id, job.id));
  fx.job = job.id;
  fx.emptyJob = (await insertJob(db, kaveri.id, { title: 'Data Engineer' })).id;
  fx.otherJob = (await insertJob(db, sahyadri.id, { title: 'Backend Developer' })).id;

  const employer = await createUser(t, { role: 'employer' });
  await addEmployer(db, kaveri.id, employer.uid);
  const otherEmployer = await createUser(t, { role: 'employer' });
  await addEmployer(db, sahyadri.id, otherEmployer.uid);
  fx.employer = await signedIn(employer);
  fx.otherEmployer = await signedIn(otherEmployer);
  fx.admin = await signedIn(await createUser(t, { role: 'admin' }));
  fx.candidate = await signedIn(await createUser(t));

  const twin = {
    city: 'Hyderabad',
    experienceYears: 2,
    skills: ['SQL'],
    resume: parsedResumeOf(['SQL', 'Excel'], 24),
  } satisfies Partial<Applicant>;
  fx.app = {
    strong: await applicant(job.id, {
      fullName: 'Ananya',
      lastName: 'Rao',
      city: 'Hyderabad',
      experienceYears: 2,
      skills: ['SQL'],
      resume: parsedResumeOf(['SQL', 'Python', 'Excel', 'Tableau'], 26),
    }),
    partial: await applicant(job.id, { fullName: 'Rohit', city: 'Pune', skills: ['Python'] }),
    scanned: await applicant(job.id, {
      fullName: 'Meera',
      city: 'Hyderabad',
      skills: ['Excel'],
      resume: parsedResumeOf([], null, { scanned: true }),
    }),
    gone: await applicant(job.id, { fullName: 'Imran', skills: ['Tableau'], resume: 'missing' }),
    twinA: await applicant(job.id, {
      fullName: 'Lakshmi',
      lastName: 'Iyer',
      ...twin,
      personal: { gender: 'Female', dateOfBirth: '1999-04-12', maritalStatus: 'Married', profilePicKey: 'pic-a.png' },
    }),
    twinB: await applicant(job.id, {
      fullName: 'Arjun',
      lastName: 'Singh',
      ...twin,
      personal: { gender: 'Male', dateOfBirth: '1988-11-02', maritalStatus: 'Single' },
    }),
  };
});

const byApp = (r: ScreeningResult, id: number) => {
  const found = r.applicants.find((a) => a.applicationId === id);
  if (!found) throw new Error(`application ${id} was not screened`);
  return found;
};

describe('PUT resume-screening', () => {
  it("ranks every applicant of the job best first, with the score's explanation and basis, and stores it", async () => {
    const res = await screen(fx.job, fx.employer.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ result: ScreeningResult }>().result;
    expect(body.jobId).toBe(fx.job);
    expect(body.scoringVersion).toBe(SCORING_VERSION);
    expect(body.screenedAt).not.toBeNull();
    expect(body.applicants.map((a) => a.applicationId).sort()).toEqual(Object.values(fx.app).sort());
    const scores = body.applicants.map((a) => a.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const strong = byApp(body, fx.app.strong);
    expect(body.applicants[0]!.applicationId).toBe(fx.app.strong);
    expect(strong.name).toBe('Ananya Rao');
    expect(strong.basis).toBe('resume-and-profile');
    expect(strong.explanation.skills.matched.sort()).toEqual(['Excel', 'Python', 'SQL', 'Tableau']);
    expect(strong.explanation.skills.missingGaps).toEqual([]);

    const partial = byApp(body, fx.app.partial);
    expect(partial.basis).toBe('profile');
    expect(partial.explanation.skills.matched).toEqual(['Python']);
    expect(partial.score).toBeLessThan(strong.score);

    const rows = await t.database.db
      .select()
      .from(applicationScreenings)
      .where(eq(applicationScreenings.jobId, fx.job));
    expect(rows).toHaveLength(6);
    expect(rows.every((r) => r.scoringVersion === SCORING_VERSION)).toBe(true);
  });

  it('scores two applicants who differ only in name, gender, date of birth, photo and marital status the same', async () => {
    const body = (await screen(fx.job, fx.employer.headers)).json<{ result: ScreeningResult }>().result;
    const a = byApp(body, fx.app.twinA);
    const b = byApp(body, fx.app.twinB);
    expect(a.score).toBe(b.score);
    expect(a.explanation).toEqual(b.explanation);
    expect(a.name).not.toBe(b.name);
  });

  it('falls back to the profile for a scanned resume or one missing from storage, never failing the screening', async () => {
    const body = (await screen(fx.job, fx.employer.headers)).json<{ result: ScreeningResult }>().result;
    const scanned = byApp(body, fx.app.scanned);
    expect(scanned.basis).toBe('profile');
    expect(scanned.explanation.skills.matched).toEqual(['Excel']);
    const gone = byApp(body, fx.app.gone);
    expect(gone.basis).toBe('profile');
    expect(gone.explanation.skills.matched).toEqual(['Tableau']);
  });

  it("ranks but never changes an application's status or its history", async () => {
    const db = t.database.db;
    const before = await db.select().from(applicationStatusHistory);
    const statusBefore = await db.select({ id: applications.id, s: applications.currentStatus }).from(applications);
    expect((await screen(fx.job, fx.admin.headers)).statusCode).toBe(200);
    expect(await db.select().from(applicationStatusHistory)).toEqual(before);
    expect(await db.select({ id: applications.id, s: applications.currentStatus }).from(applications)).toEqual(
      statusBefore,
    );
  });

  it('replaces the previous screening: one row per application, with the new scores', async () => {
    const db = t.database.db;
    await screen(fx.job, fx.employer.headers);
    await db.insert(profileSkills).values({
      userId: (await db.select().from(applications).where(eq(applications.id, fx.app.partial)))[0]!.userId,
      name: 'Tableau',
    });
    const body = (await screen(fx.job, fx.employer.headers)).json<{ result: ScreeningResult }>().result;
    expect(byApp(body, fx.app.partial).explanation.skills.matched.sort()).toEqual(['Python', 'Tableau']);
    const rows = await db.select().from(applicationScreenings).where(eq(applicationScreenings.jobId, fx.job));
    expect(rows).toHaveLength(6);
  });

  it('two screenings of one job at once both succeed and leave one row per application, scores in tenths', async () => {
    const [a, b] = await Promise.all([screen(fx.job, fx.employer.headers), screen(fx.job, fx.admin.headers)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.database.db
      .select()
      .from(applicationScreenings)
      .where(eq(applicationScreenings.jobId, fx.job));
    expect(rows).toHaveLength(6);
    const scores = a.json<{ result: ScreeningResult }>().result.applicants.map((x) => x.score);
    for (const s of scores) expect(s).toBe(Math.round(s * 10) / 10);
  });

  it('answers an empty ranking for a job nobody applied to', async () => {
    const res = await screen(fx.emptyJob, fx.employer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ result: ScreeningResult }>().result.applicants).toEqual([]);
  });

  it("refuses another company's employer (403), a candidate (403) and the signed out (401)", async () => {
    const other = await screen(fx.job, fx.otherEmployer.headers);
    expect(other.statusCode).toBe(403);
    expect(other.json<{ error: { message: string } }>().error.message).toBe(MatchingMessages.othersJob);
    expect((await screen(fx.job, fx.candidate.headers)).statusCode).toBe(403);
    expect((await screen(fx.job)).statusCode).toBe(401);
    expect((await screen(fx.otherJob, fx.otherEmployer.headers)).statusCode).toBe(200);
  });

  it('answers 404 for a job that does not exist and 400 for a jobId that is not a positive whole number', async () => {
    expect((await screen(2_000_000_000, fx.admin.headers)).statusCode).toBe(404);
    const bad = await screen('abc', fx.admin.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { message: string } }>().error.message).toContain('jobId must be a number');
    expect((await screen(-3, fx.admin.headers)).statusCode).toBe(400);
  });
});

describe('GET resume-screening', () => {
  it('answers the stored ranking without scoring again', async () => {
    const put = (await screen(fx.job, fx.employer.headers)).json<{ result: ScreeningResult }>().result;
    const res = await stored(fx.job, fx.employer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ result: ScreeningResult }>().result).toEqual(put);
  });

  it('answers screenedAt null for a job never screened, and counts who applied since the last screening', async () => {
    const partnerId = (await t.database.db.select().from(jobs).where(eq(jobs.id, fx.job)))[0]!.partnerId;
    const fresh = (await insertJob(t.database.db, partnerId)).id;
    await applicant(fresh, { fullName: 'Farah', skills: ['SQL'] });
    const never = await stored(fresh, fx.employer.headers);
    expect(never.statusCode).toBe(200);
    expect(never.json<{ result: ScreeningResult }>().result).toMatchObject({
      applicants: [],
      screenedAt: null,
      notScreened: 1,
    });

    expect((await screen(fresh, fx.employer.headers)).json<{ result: ScreeningResult }>().result.notScreened).toBe(0);
    await applicant(fresh, { fullName: 'Gaurav', skills: ['Python'] });
    const later = (await stored(fresh, fx.employer.headers)).json<{ result: ScreeningResult }>().result;
    expect(later.applicants.map((a) => a.name)).toEqual(['Farah Menon']);
    expect(later.notScreened).toBe(1);
  });

  it("refuses another company's employer (403) and the signed out (401); 400 for a bad jobId", async () => {
    expect((await stored(fx.job, fx.otherEmployer.headers)).json<{ error: { message: string } }>().error.message).toBe(
      MatchingMessages.othersJob,
    );
    expect((await stored(fx.job, fx.otherEmployer.headers)).statusCode).toBe(403);
    expect((await stored(fx.job)).statusCode).toBe(401);
    expect((await stored('x', fx.admin.headers)).statusCode).toBe(400);
  });
});
