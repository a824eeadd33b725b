import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@elevate/contracts/applications/application-status';
import type { Application, MyApplicationsResult } from '@elevate/contracts/applications/application.schema';
import { build } from '../../../test/helper.ts';
import { applications, applicationStatusHistory } from '../../db/schema/applications.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { userProfiles } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, mailsTo, signIn, type TestUser } from '../auth/auth.testing.ts';
import {
  addEmployer,
  applicantCountOf,
  completeProfile,
  insertJob,
  insertPartner,
  insertUpload,
} from './applications.test-fixtures.ts';

// The per-account apply limit (30 a minute) is out of the way here: fifty applies race in one test.
const t = build({ ...AUTH_TEST_ENV, APPLY_RATE_LIMIT: '1000' });

type Headers = ReturnType<typeof authHeaders>;
const headersOf = async (user: TestUser): Promise<Headers> => authHeaders(await signIn(t, user));

const applyTo = (jobId: unknown, headers?: Headers) =>
  t.inject({ method: 'POST', url: '/api/jobs/application', payload: { jobId }, headers });
const get = (url: string, headers?: Headers) => t.inject({ method: 'GET', url, headers });

/** A candidate with every mandatory field filled, signed in. */
const candidate = async (fullName = 'Kavya') => {
  const user = await createUser(t, { fullName });
  await completeProfile(t.database.db, user.uid);
  return { user, headers: await headersOf(user) };
};

/** What the employer console does when it moves an application: a history row and the current status. */
const moveStatus = async (applicationId: number, status: ApplicationStatus, by: TestUser, feedback?: string) => {
  await t.database.db.transaction(async (tx) => {
    await tx.insert(applicationStatusHistory).values({
      applicationId,
      statusValue: status,
      feedback: feedback ?? null,
      updatedByUid: by.uid,
      updatedByName: 'Priya Raman',
    });
    await tx.update(applications).set({ currentStatus: status }).where(eq(applications.id, applicationId));
  });
};

const applicationRows = async (userId: number, jobId: number) =>
  t.database.db
    .select({ id: applications.id, resumeKey: applications.resumeKey })
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.jobId, jobId)));

describe('POST /api/jobs/application', () => {
  let partner: Awaited<ReturnType<typeof insertPartner>>;
  beforeAll(async () => {
    partner = await insertPartner(t.database.db, { displayName: 'Godavari Labs' });
  });

  it('applying with a complete profile sends the application: Applied, counted, notified and mailed', async () => {
    const { user, headers } = await candidate();
    const job = await insertJob(t.database.db, partner.id, { title: 'Data Analyst', applicantCount: 41 });

    const res = await applyTo(job.id, headers);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Application sent');
    expect(body.result.alreadyApplied).toBe(false);
    const application: Application = body.result.application;
    expect(application).toMatchObject({
      userId: user.uid,
      jobId: job.id,
      jobTitle: 'Data Analyst',
      jobCustUrl: job.custUrl,
      companyName: 'Godavari Labs',
      companyId: partner.id,
      companyCustomUrl: partner.customUrl,
      currentStatus: 'Applied',
      statusDescription: 'Your application has been sent to Godavari Labs. They will review it and update you here.',
      isJobActive: true,
      resumeFileName: 'Kavya-Menon-Resume.pdf',
    });
    expect(application.status).toEqual([
      expect.objectContaining({ statusValue: 'Applied', updatedBy: 'Kavya Menon', feedback: null }),
    ]);

    expect(await applicantCountOf(t.database.db, job.id)).toBe(42);
    const notes = await t.database.db.select().from(notifications).where(eq(notifications.receiverUid, user.uid));
    expect(notes).toEqual([
      expect.objectContaining({
        purpose: 'RECRUIT',
        oneLiner: 'Application sent: Data Analyst at Godavari Labs',
        link: '/my-jobs',
        read: false,
      }),
    ]);
    const mails = await mailsTo(t, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your application for Data Analyst at Godavari Labs');
    expect(mails[0]!.textBody).toContain('/my-jobs');
    expect(mails[0]!.textBody).toContain('Hi Kavya,');
  });

  it('applying twice to one job keeps one application, one count and one mail', async () => {
    const { user, headers } = await candidate();
    const job = await insertJob(t.database.db, partner.id);
    const first = await applyTo(job.id, headers);
    expect(first.statusCode).toBe(201);

    const again = await applyTo(job.id, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('You have already applied to this job');
    expect(again.json().result.alreadyApplied).toBe(true);
    expect(again.json().result.application.applicationId).toBe(first.json().result.application.applicationId);

    expect(await applicationRows(user.uid, job.id)).toHaveLength(1);
    expect(await applicantCountOf(t.database.db, job.id)).toBe(1);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });

  it('fifty simultaneous applies by one user to one job leave exactly one application with one Applied status', async () => {
    const { user, headers } = await candidate();
    const job = await insertJob(t.database.db, partner.id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => applyTo(job.id, headers)));
    const statuses = answers.map((a) => a.statusCode);
    // One creates it; the other 49 find it.
    expect(statuses.sort()).toEqual([...Array(49).fill(200), 201]);
    const rows = await applicationRows(user.uid, job.id);
    expect(rows).toHaveLength(1);
    const [history] = await t.database.db
      .select({ n: count() })
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, rows[0]!.id));
    expect(history!.n).toBe(1);
    expect(await applicantCountOf(t.database.db, job.id)).toBe(1);
    expect(await mailsTo(t, user.email)).toHaveLength(1);
  });

  it('an incomplete profile is refused with one message per missing field, and nothing is written', async () => {
    const user = await createUser(t);
    const headers = await headersOf(user);
    const job = await insertJob(t.database.db, partner.id);

    const res = await applyTo(job.id, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'WUE-4000',
      message: 'Complete your profile to apply: add your Current City, Highest Qualification, Resume.',
      fields: {
        currentCity: 'Current City is mandatory field !',
        highestQualification: 'Highest Qualification is mandatory field !',
        resume: 'Resume is mandatory field !',
      },
    });
    expect(await applicationRows(user.uid, job.id)).toHaveLength(0);
    expect(await applicantCountOf(t.database.db, job.id)).toBe(0);
    expect(await mailsTo(t, user.email)).toHaveLength(0);
  });

  it('a closed job, or a job of a company no longer listed, takes no applications (409)', async () => {
    const { user, headers } = await candidate();
    const closed = await insertJob(t.database.db, partner.id, { isActive: false });
    const unlisted = await insertPartner(t.database.db, { isActive: false });
    const ofUnlisted = await insertJob(t.database.db, unlisted.id);
    for (const job of [closed, ofUnlisted]) {
      const res = await applyTo(job.id, headers);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This job is no longer accepting applications');
      expect(await applicationRows(user.uid, job.id)).toHaveLength(0);
    }
  });

  it('answers an earlier application even after the job has closed', async () => {
    const { headers } = await candidate();
    const job = await insertJob(t.database.db, partner.id);
    expect((await applyTo(job.id, headers)).statusCode).toBe(201);
    await t.database.db.execute(`update jobs set is_active = false where id = ${job.id}`);
    const again = await applyTo(job.id, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toMatchObject({ alreadyApplied: true, application: { isJobActive: false } });
  });

  it('an unknown job is a 404 and a malformed jobId a 400 with a clear message', async () => {
    const { headers } = await candidate();
    const missing = await applyTo(987_654, headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('We could not find this job. It may have been removed.');

    for (const [jobId, message] of [
      ['abc', 'jobId must be a number'],
      [-3, 'jobId must be a positive number'],
      [1.5, 'jobId must be a whole number'],
      [undefined, 'jobId must be a number'],
    ] as const) {
      const res = await applyTo(jobId, headers);
      expect(res.statusCode, String(jobId)).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'WUE-4000', fields: { jobId: message } });
    }
  });

  it('employer and admin accounts cannot apply', async () => {
    const job = await insertJob(t.database.db, partner.id);
    for (const role of ['employer', 'admin'] as const) {
      const user = await createUser(t, { role });
      const res = await applyTo(job.id, await headersOf(user));
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error.message).toBe(
        'Only candidate accounts can apply to jobs. Please log in with your candidate account.',
      );
    }
    expect(await applicantCountOf(t.database.db, job.id)).toBe(0);
  });

  it('a signed-out visitor is asked to log in (401 WUE-9001)', async () => {
    const job = await insertJob(t.database.db, partner.id);
    const res = await applyTo(job.id);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('WUE-9001');
  });

  it('the application keeps the resume it was sent with when the profile gets a new one', async () => {
    const { user, headers } = await candidate();
    const job = await insertJob(t.database.db, partner.id);
    await applyTo(job.id, headers);
    const newKey = await insertUpload(t.database.db, user.uid, { fileName: 'Kavya-Resume-2027.pdf' });
    await t.database.db
      .update(userProfiles)
      .set({ resumeKey: newKey, resumeFileName: 'Kavya-Resume-2027.pdf' })
      .where(eq(userProfiles.userId, user.uid));
    const res = await get(`/api/jobs/${job.id}/applications`, headers);
    expect(res.json().result.application.resumeFileName).toBe('Kavya-Menon-Resume.pdf');
  });
});

describe('GET /api/jobs/application (my applications)', () => {
  let list: (query: string, headers: Headers) => Promise<MyApplicationsResult>;
  let me: Awaited<ReturnType<typeof candidate>>;
  let employer: TestUser;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    list = async (query, headers) => {
      const res = await get(`/api/jobs/application${query}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result;
    };
    me = await candidate();
    employer = await createUser(t, { role: 'employer' });
    const partner = await insertPartner(t.database.db, { displayName: 'Narmada Foods' });
    // Applied oldest to newest: Analyst, Designer, Tester, Writer.
    for (const title of ['Analyst', 'Designer', 'Tester', 'Writer']) {
      const job = await insertJob(t.database.db, partner.id, { title });
      const res = await applyTo(job.id, me.headers);
      ids[title] = res.json().result.application.applicationId;
    }
    await moveStatus(ids.Designer!, 'Shortlisted', employer);
    await moveStatus(ids.Tester!, 'Rejected', employer, 'We went with a candidate with more Selenium experience.');
    await moveStatus(ids.Writer!, 'Hired', employer);
  });

  it('lists my applications newest first, each with its whole history and counts per tab', async () => {
    const all = await list('', me.headers);
    expect(all.data.map((a) => a.jobTitle)).toEqual(['Writer', 'Tester', 'Designer', 'Analyst']);
    expect(all.totalRecordCount).toBe(4);
    expect(all.totalRecords).toBe(4);
    expect(all.stats).toMatchObject({ all: 4, active: 2, closed: 2 });
    expect(all.stats.byStatus).toMatchObject({ Applied: 1, Shortlisted: 1, Rejected: 1, Hired: 1, Offered: 0 });
    const tester = all.data.find((a) => a.jobTitle === 'Tester')!;
    expect(tester.currentStatus).toBe('Rejected');
    expect(tester.statusDescription).toBe(
      'Narmada Foods has decided not to move forward with your application this time.',
    );
    expect(tester.status.map((s) => s.statusValue)).toEqual(['Applied', 'Rejected']);
    expect(tester.status[1]).toMatchObject({
      updatedBy: 'Priya Raman',
      feedback: 'We went with a candidate with more Selenium experience.',
    });
  });

  it('filters by tab: active holds those still moving, closed those Hired or Rejected', async () => {
    const active = await list('?stage=active', me.headers);
    expect(active.data.map((a) => a.jobTitle)).toEqual(['Designer', 'Analyst']);
    expect(active.totalRecordCount).toBe(2);
    const closed = await list('?stage=closed', me.headers);
    expect(closed.data.map((a) => a.currentStatus)).toEqual(['Hired', 'Rejected']);
  });

  it('pages with limit and offset, keeping the total', async () => {
    const second = await list('?limit=2&offset=2', me.headers);
    expect(second.data.map((a) => a.jobTitle)).toEqual(['Designer', 'Analyst']);
    expect(second.totalRecordCount).toBe(4);
  });

  it('a candidate with no applications gets an empty list and zero counts', async () => {
    const { headers } = await candidate();
    const empty = await list('', headers);
    expect(empty.data).toEqual([]);
    expect(empty.stats).toMatchObject({ all: 0, active: 0, closed: 0 });
  });

  it("refuses another candidate's uId, and lets an admin read anyone's", async () => {
    const other = await candidate();
    const refused = await get(`/api/jobs/application?uId=${me.user.uid}`, other.headers);
    expect(refused.statusCode).toBe(403);
    const stats = await get(`/api/jobs/application/stats?uId=${me.user.uid}`, other.headers);
    expect(stats.statusCode).toBe(403);

    const admin = await createUser(t, { role: 'admin' });
    const adminView = await list(`?uId=${me.user.uid}`, await headersOf(admin));
    expect(adminView.totalRecordCount).toBe(4);
    const own = await list(`?uId=${me.user.uid}`, me.headers);
    expect(own.totalRecordCount).toBe(4);
  });

  it('answers bad paging and an unknown tab with clear 400s', async () => {
    for (const [query, field, message] of [
      ['?stage=pending', 'stage', 'stage must be one of: all, active, closed'],
      ['?limit=0', 'limit', 'limit must be at least 1'],
      ['?limit=500', 'limit', 'limit must be at most 50'],
      ['?offset=-1', 'offset', 'offset cannot be negative'],
      ['?uId=me', 'uId', 'uId must be a number'],
    ]) {
      const res = await get(`/api/jobs/application${query}`, me.headers);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.fields, query).toEqual({ [field!]: message });
    }
  });

  it('GET jobs/application/stats answers the counts alone', async () => {
    const res = await get('/api/jobs/application/stats', me.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ all: 4, active: 2, closed: 2 });
  });

  it('is for signed-in users only', async () => {
    expect((await get('/api/jobs/application')).statusCode).toBe(401);
    expect((await get('/api/jobs/application/stats')).statusCode).toBe(401);
  });
});

describe('GET /api/jobs/application/track and /api/jobs/{jobId}/applications', () => {
  let me: Awaited<ReturnType<typeof candidate>>;
  let partner: Awaited<ReturnType<typeof insertPartner>>;
  let job: Awaited<ReturnType<typeof insertJob>>;
  let applicationId: number;
  let employer: TestUser;

  beforeAll(async () => {
    me = await candidate();
    partner = await insertPartner(t.database.db, { displayName: 'Tungabhadra Steel' });
    job = await insertJob(t.database.db, partner.id, { title: 'Plant Engineer' });
    employer = await createUser(t, { role: 'employer' });
    await addEmployer(t.database.db, partner.id, employer.uid);
    applicationId = (await applyTo(job.id, me.headers)).json().result.application.applicationId;
    await moveStatus(applicationId, 'Shortlisted', employer);
    await moveStatus(applicationId, 'Interview Scheduled', employer, 'Bring your final-year project report.');
  });

  it('tracks my application through every status, oldest first, with the company feedback', async () => {
    const res = await get(`/api/jobs/application/track?applicationId=${applicationId}`, me.headers);
    expect(res.statusCode).toBe(200);
    const a: Application = res.json().result;
    expect(a.currentStatus).toBe('Interview Scheduled');
    expect(a.statusDescription).toBe(
      'Tungabhadra Steel has scheduled an interview with you. Watch your mail for the date and details.',
    );
    expect(a.status.map((s) => s.statusValue)).toEqual(['Applied', 'Shortlisted', 'Interview Scheduled']);
    expect(a.status[2]!.feedback).toBe('Bring your final-year project report.');
    for (const s of a.status) {
      expect(Date.parse(s.updatedStatusOnTs)).not.toBeNaN();
      expect(Date.parse(s.updatedRecordOnTs)).not.toBeNaN();
    }
  });

  it("lets the company's employer and admins track it, and refuses everyone else with a 404", async () => {
    const url = `/api/jobs/application/track?applicationId=${applicationId}`;
    expect((await get(url, await headersOf(employer))).statusCode).toBe(200);
    expect((await get(url, await headersOf(await createUser(t, { role: 'admin' })))).statusCode).toBe(200);

    const otherEmployer = await createUser(t, { role: 'employer' });
    const otherCandidate = await candidate();
    for (const headers of [await headersOf(otherEmployer), otherCandidate.headers]) {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('We could not find this application.');
    }
    const missing = await get('/api/jobs/application/track?applicationId=999999', me.headers);
    expect(missing.statusCode).toBe(404);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/api/jobs/application/track?applicationId=x', me.headers)).statusCode).toBe(400);
  });

  it('tells me whether I applied to a job: my application, or null', async () => {
    const mine = await get(`/api/jobs/${job.id}/applications?uId=${me.user.uid}`, me.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().result.application).toMatchObject({ applicationId, currentStatus: 'Interview Scheduled' });

    const other = await candidate();
    const none = await get(`/api/jobs/${job.id}/applications`, other.headers);
    expect(none.json().result).toEqual({ application: null });

    const prying = await get(`/api/jobs/${job.id}/applications?uId=${me.user.uid}`, other.headers);
    expect(prying.statusCode).toBe(403);
    expect((await get(`/api/jobs/${job.id}/applications`)).statusCode).toBe(401);
    expect((await get('/api/jobs/abc/applications', me.headers)).statusCode).toBe(400);
  });

  it('does not change the public job routes next to it', async () => {
    expect((await get(`/api/jobs/${job.id}`)).statusCode).toBe(200);
    expect((await get(`/api/jobs/${job.custUrl}`)).json().result.jobApplicantCount).toBe(1);
  });
});
