import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConsoleMessages } from '@elevate/contracts/console/console.messages';
import { build } from '../../../test/helper.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { userProfiles } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { call, caller, insertCompany, jobInput, postJob, uploadImage, type Caller } from './console.test-fixtures.ts';
import { jobSlugOf } from './console-jobs.service.ts';

const t = build(AUTH_TEST_ENV);

let own: { id: number; customUrl: string };
let other: { id: number; customUrl: string };
let employer: Caller;
let rival: Caller;
let admin: Caller;

beforeAll(async () => {
  own = await insertCompany(t, 'Kaveri Analytics');
  other = await insertCompany(t, 'Sahyadri Fintech');
  employer = await caller(t, 'employer', own.id);
  rival = await caller(t, 'employer', other.id);
  admin = await caller(t, 'admin');
});

const searchIds = async (q: string): Promise<number[]> => {
  const res = await call(t, null, 'GET', `/api/jobs/search?q=${encodeURIComponent(q)}&limit=50`);
  expect(res.status).toBe(200);
  return res.body.result.data.map((j: { jobId: number }) => j.jobId);
};

/** A candidate whose profile has every field an application needs. */
const candidate = async () => {
  const who = await caller(t, 'user');
  await t.database.db.insert(userProfiles).values({
    userId: who.uid,
    currentCity: 'Pune',
    highestQualification: 'Graduation/Diploma',
    resumeKey: `resume-${who.uid}.pdf`,
    resumeFileName: 'resume.pdf',
  });
  return who;
};

describe('jobSlugOf', () => {
  it('makes a readable link from the title and never an all-digit one', () => {
    expect(jobSlugOf('Data Analyst (Fresher) – Bengaluru')).toBe('data-analyst-fresher-bengaluru');
    expect(jobSlugOf('Café Manager & Barista')).toBe('cafe-manager-and-barista');
    expect(jobSlugOf('2025')).toBe('job-2025');
    expect(jobSlugOf('डेटा विश्लेषक')).toBe('job');
  });
});

describe('POST /api/jobs', () => {
  it('posts a job that appears in jobs/search and at /jobs/{custUrl}', async () => {
    const job = await postJob(t, employer, own.id, { jobTitle: 'Quantum Ledger Analyst' });
    expect(job.custUrl).toBe('quantum-ledger-analyst');
    expect(await searchIds('quantum ledger')).toContain(job.jobId);
    const detail = await call(t, null, 'GET', `/api/jobs/${job.custUrl}`);
    expect(detail.status).toBe(200);
    expect(detail.body.result).toMatchObject({
      jobTitle: 'Quantum Ledger Analyst',
      jobSkills: 'SQL,Python,Excel',
      jobType: 'Full-Time',
      duration: null,
      jobNumberOfVacancies: 3,
      isActive: true,
      partner: { partnerId: own.id },
    });
  });

  it('keeps the custom URL unique for two jobs with the same title', async () => {
    const first = await postJob(t, employer, own.id, { jobTitle: 'Field Sales Executive' });
    const second = await postJob(t, admin, other.id, { jobTitle: 'Field Sales Executive' });
    expect(first.custUrl).toBe('field-sales-executive');
    expect(second.custUrl).toMatch(/^field-sales-executive-[a-z0-9]{5}$/);
    const [a, b] = await Promise.all([
      postJob(t, employer, own.id, { jobTitle: 'Field Sales Executive' }),
      postJob(t, employer, own.id, { jobTitle: 'Field Sales Executive' }),
    ]);
    expect(new Set([first.custUrl, second.custUrl, a.custUrl, b.custUrl]).size).toBe(4);
  });

  it('sanitises the description and keeps the duration only for internships', async () => {
    const job = await postJob(t, employer, own.id, {
      jobTitle: 'Analytics Intern',
      jobType: 'Paid Internship',
      duration: '6 months',
      jobCtcCategory: 'monthly',
      jobMinCtcRange: 15_000,
      jobMaxCtcRange: 20_000,
      description: '<p onmouseover="x()">Learn SQL</p><script>alert(1)</script><img src=x onerror=y>',
    });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.jobId));
    expect(row).toMatchObject({ description: '<p>Learn SQL</p>', duration: '6 months', ctcCategory: 'monthly' });
    const fullTime = await postJob(t, employer, own.id, { jobTitle: 'Analyst II', duration: '6 months' });
    const [ft] = await t.database.db.select().from(jobs).where(eq(jobs.id, fullTime.jobId));
    expect(ft!.duration).toBeNull();
  });

  it('uses an uploaded job image and refuses one that was never uploaded', async () => {
    const image = await uploadImage(t, employer, 'job-image');
    const job = await postJob(t, employer, own.id, { jobTitle: 'Visual Designer', jobImageLink: image });
    const detail = await call(t, employer, 'GET', `/api/console/jobs/${job.jobId}`);
    expect(detail.body.result.jobImageLink).toBe(image);
    const bad = await call(t, employer, 'POST', '/api/jobs', {
      ...jobInput({ jobImageLink: '/uploads/u/job-image-nothing.png' }),
      partnerId: own.id,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ jobImageLink: ConsoleMessages.uploadMissing });
  });

  it('answers each invalid field with its message and posts nothing', async () => {
    const before = (await t.database.db.select({ id: jobs.id }).from(jobs)).length;
    const res = await call(t, employer, 'POST', '/api/jobs', {
      ...jobInput({
        jobTitle: '',
        jobLocation: ' ',
        jobSkills: ' , ',
        jobMinCtcRange: 900_000,
        jobMaxCtcRange: 600_000,
        jobType: 'Unpaid Internship',
        duration: '',
        jobMinYoe: 5,
        jobMaxYoe: 2,
        jobNumberOfVacancies: 0,
        description: '<p>  </p>',
      }),
      partnerId: own.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      jobTitle: 'Job Title is mandatory field !',
      jobLocation: 'Location is mandatory field !',
      jobSkills: 'Skills is mandatory field !',
      jobNumberOfVacancies: ConsoleMessages.vacancies,
      description: 'description should not be blank !',
      jobMaxCtcRange: ConsoleMessages.ctcRange,
      jobMaxYoe: ConsoleMessages.yoeRange,
      duration: 'Duration is mandatory field !',
    });
    expect((await t.database.db.select({ id: jobs.id }).from(jobs)).length).toBe(before);
  });

  it("says 'description should not be blank !' when sanitising leaves nothing", async () => {
    const res = await call(t, employer, 'POST', '/api/jobs', {
      ...jobInput({ description: '<script>alert("only this")</script>' }),
      partnerId: own.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ description: 'description should not be blank !' });
  });

  it('refuses experience over 30 years and an unknown job type', async () => {
    const res = await call(t, employer, 'POST', '/api/jobs', {
      ...jobInput({ jobMaxYoe: 31, jobType: 'Contract' as never }),
      partnerId: own.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      jobMaxYoe: 'Maximum experience must be between 0 and 30 years',
      jobType: 'Invalid Value !',
    });
  });

  it('refuses to post for another company (403)', async () => {
    const res = await call(t, employer, 'POST', '/api/jobs', { ...jobInput(), partnerId: other.id });
    expect(res.status).toBe(403);
  });
});

describe('PUT /api/jobs/{id} and /status', () => {
  it('edits a job and keeps its link even when the title changes', async () => {
    const job = await postJob(t, employer, own.id, { jobTitle: 'Credit Risk Analyst' });
    const res = await call(t, employer, 'PUT', `/api/jobs/${job.jobId}`, {
      ...jobInput({ jobTitle: 'Senior Credit Risk Analyst', jobMinYoe: 3, jobMaxYoe: 6, isSalaryHidden: true }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({
      custUrl: job.custUrl,
      jobTitle: 'Senior Credit Risk Analyst',
      jobMinYoe: 3,
      isSalaryHidden: true,
    });
    const detail = await call(t, null, 'GET', `/api/jobs/${job.custUrl}`);
    expect(detail.body.result.jobTitle).toBe('Senior Credit Risk Analyst');
  });

  it('closes a job: it leaves search, its page says it is closed and applying is refused; reopening undoes it', async () => {
    const job = await postJob(t, employer, own.id, { jobTitle: 'Zephyr Pipeline Engineer' });
    const closed = await call(t, employer, 'PUT', `/api/jobs/${job.jobId}/status`, { isActive: false });
    expect(closed.status).toBe(200);
    expect(closed.body.message).toBe(ConsoleMessages.jobClosed);
    expect(await searchIds('zephyr pipeline')).not.toContain(job.jobId);
    expect((await call(t, null, 'GET', `/api/jobs/${job.custUrl}`)).body.result.isActive).toBe(false);

    const person = await candidate();
    const refused = await call(t, person, 'POST', '/api/jobs/application', { jobId: job.jobId });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This job is no longer accepting applications');

    const reopened = await call(t, employer, 'PUT', `/api/jobs/${job.jobId}/status`, { isActive: true });
    expect(reopened.body.message).toBe(ConsoleMessages.jobReopened);
    expect(await searchIds('zephyr pipeline')).toContain(job.jobId);
    const applied = await call(t, person, 'POST', '/api/jobs/application', { jobId: job.jobId });
    expect(applied.status, JSON.stringify(applied.body)).toBeLessThan(300);
  });

  it("refuses another company's employer on edit, status and the edit record (403); an admin may", async () => {
    const job = await postJob(t, employer, own.id, { jobTitle: 'Protected Role' });
    expect((await call(t, rival, 'PUT', `/api/jobs/${job.jobId}`, jobInput())).status).toBe(403);
    expect((await call(t, rival, 'PUT', `/api/jobs/${job.jobId}/status`, { isActive: false })).status).toBe(403);
    expect((await call(t, rival, 'GET', `/api/console/jobs/${job.jobId}`)).status).toBe(403);
    expect((await call(t, rival, 'GET', '/api/console/jobs/999999')).status).toBe(403);
    expect((await call(t, admin, 'GET', '/api/console/jobs/999999')).status).toBe(404);
    expect((await call(t, admin, 'PUT', `/api/jobs/${job.jobId}/status`, { isActive: false })).status).toBe(200);
  });
});

describe('GET /api/console/partners/{id}/jobs', () => {
  it('lists open and closed jobs with applicants counted by status, filtered by status, and counts them per company', async () => {
    const company = await insertCompany(t, 'Tapti Weaves');
    const boss = await caller(t, 'employer', company.id);
    const open = await postJob(t, boss, company.id, { jobTitle: 'Loom Technician' });
    const shut = await postJob(t, boss, company.id, { jobTitle: 'Dye Chemist' });
    await call(t, boss, 'PUT', `/api/jobs/${shut.jobId}/status`, { isActive: false });
    const [a, b] = [await caller(t, 'user'), await caller(t, 'user')];
    await t.database.db.insert(applications).values([
      { userId: a.uid, jobId: open.jobId, currentStatus: 'Applied' },
      { userId: b.uid, jobId: open.jobId, currentStatus: 'Shortlisted' },
    ]);

    const all = await call(t, boss, 'GET', `/api/console/partners/${company.id}/jobs`);
    expect(all.status).toBe(200);
    expect(all.body.result.data.map((j: { jobId: number }) => j.jobId)).toEqual([shut.jobId, open.jobId]);
    expect(all.body.result.data[1]).toMatchObject({
      isActive: true,
      applicantCount: 2,
      statusCounts: { Applied: 1, Shortlisted: 1 },
    });
    const onlyClosed = await call(t, boss, 'GET', `/api/console/partners/${company.id}/jobs?status=closed`);
    expect(onlyClosed.body.result.data.map((j: { jobId: number }) => j.jobId)).toEqual([shut.jobId]);
    const onlyOpen = await call(t, boss, 'GET', `/api/console/partners/${company.id}/jobs?status=open`);
    expect(onlyOpen.body.result.totalRecordCount).toBe(1);
    expect((await call(t, employer, 'GET', `/api/console/partners/${company.id}/jobs`)).status).toBe(403);
    const companies = await call(t, boss, 'GET', '/api/console/partners');
    expect(companies.body.result.data).toEqual([
      expect.objectContaining({ partnerId: company.id, openJobs: 1, closedJobs: 1 }),
    ]);
  });
});
