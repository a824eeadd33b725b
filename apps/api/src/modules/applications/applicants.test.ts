import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus } from '@elevate/contracts/applications/application-status';
import type { ApplicantDetail, ApplicantsResult } from '@elevate/contracts/applications/applicants.schema';
import { build } from '../../../test/helper.ts';
import { applications, applicationStatusHistory } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { partnerMembers, partners } from '../../db/schema/partners.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { userProfiles, users } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, mailsTo, signIn, type TestUser } from '../auth/auth.testing.ts';

const t = build(AUTH_TEST_ENV);
type Headers = ReturnType<typeof authHeaders>;

const DAY = 86_400_000;

interface Fixture {
  kaveri: number;
  sahyadri: number;
  dataAnalyst: number;
  sahyadriJob: number;
  emptyJob: number;
  kaveriEmployer: TestUser & { headers: Headers };
  sahyadriEmployer: TestUser & { headers: Headers };
  admin: TestUser & { headers: Headers };
  candidate: TestUser & { headers: Headers };
  /** Applications to the Data Analyst job, by candidate first name. */
  app: Record<'ananya' | 'rohit' | 'meera' | 'tricky', number>;
  candidateEmail: Record<'ananya' | 'rohit' | 'meera' | 'tricky', string>;
  sahyadriApp: number;
}
const fx = {} as Fixture;

const signedIn = async (user: TestUser) => ({ ...user, headers: authHeaders(await signIn(t, user)) });

/** An application as the candidate side writes it: the row plus its first history row, 'Applied'. */
const apply = async (
  userId: number,
  jobId: number,
  opts: { daysAgo?: number; status?: ApplicationStatus; resumeKey?: string | null } = {},
) => {
  const at = new Date(Date.now() - (opts.daysAgo ?? 0) * DAY);
  const [row] = await t.database.db
    .insert(applications)
    .values({
      userId,
      jobId,
      currentStatus: 'Applied',
      resumeKey: opts.resumeKey ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: applications.id });
  await t.database.db.insert(applicationStatusHistory).values({
    applicationId: row!.id,
    statusValue: 'Applied',
    updatedByUid: userId,
    updatedByName: 'Candidate',
    statusAt: at,
  });
  return row!.id;
};

const candidate = async (fullName: string, lastName: string, profile: { city?: string; qualification?: string }) => {
  const u = await createUser(t, { fullName });
  await t.database.db.update(users).set({ lastName }).where(eq(users.id, u.uid));
  await t.database.db.insert(userProfiles).values({
    userId: u.uid,
    currentCity: profile.city ?? null,
    highestQualification: profile.qualification ?? null,
  });
  return u;
};

beforeAll(async () => {
  const db = t.database.db;
  const [kaveri, sahyadri] = await db
    .insert(partners)
    .values([
      { name: 'Kaveri Analytics', displayName: 'Kaveri Analytics Pvt. Ltd.', customUrl: 'kaveri-analytics' },
      { name: 'Sahyadri Fintech', displayName: 'Sahyadri Fintech', customUrl: 'sahyadri-fintech' },
    ])
    .returning({ id: partners.id });
  fx.kaveri = kaveri!.id;
  fx.sahyadri = sahyadri!.id;
  const jobRow = (partnerId: number, title: string, custUrl: string) => ({
    partnerId,
    title,
    custUrl,
    location: 'Bengaluru',
    jobType: 'Full-Time',
  });
  const [dataAnalyst, sahyadriJob, emptyJob] = await db
    .insert(jobs)
    .values([
      jobRow(fx.kaveri, 'Data Analyst', 'data-analyst-kaveri'),
      jobRow(fx.sahyadri, 'Backend Engineer', 'backend-engineer-sahyadri'),
      jobRow(fx.kaveri, 'Data Engineer', 'data-engineer-kaveri'),
    ])
    .returning({ id: jobs.id });
  fx.dataAnalyst = dataAnalyst!.id;
  fx.sahyadriJob = sahyadriJob!.id;
  fx.emptyJob = emptyJob!.id;

  const kaveriEmployer = await createUser(t, { role: 'employer', fullName: 'Divya' });
  const sahyadriEmployer = await createUser(t, { role: 'employer', fullName: 'Imran' });
  await db.insert(partnerMembers).values([
    { partnerId: fx.kaveri, userId: kaveriEmployer.uid },
    { partnerId: fx.sahyadri, userId: sahyadriEmployer.uid },
  ]);
  fx.kaveriEmployer = await signedIn(kaveriEmployer);
  fx.sahyadriEmployer = await signedIn(sahyadriEmployer);
  fx.admin = await signedIn(await createUser(t, { role: 'admin', fullName: 'Asha' }));

  const ananya = await candidate('Ananya', 'Rao', { city: 'Pune', qualification: 'Post Graduation' });
  const rohit = await candidate('Rohit', 'Sharma', { city: 'Delhi', qualification: 'Graduation/Diploma' });
  const meera = await candidate('Meera', 'Iyer', {});
  // A name a spreadsheet would run as a formula, and fields with commas, quotes and line breaks.
  const tricky = await candidate('=HYPERLINK("http://evil.example")', 'Nair, "Jr"', { city: 'Kochi,\nKerala' });
  fx.candidate = await signedIn(ananya);
  fx.candidateEmail = { ananya: ananya.email, rohit: rohit.email, meera: meera.email, tricky: tricky.email };

  await db.insert(uploads).values({
    key: 'resume/ananya-cv.pdf',
    ownerUid: ananya.uid,
    purpose: 'resume',
    fileName: 'Ananya-Rao-CV.pdf',
    contentType: 'application/pdf',
    uploadedAt: new Date(),
  });
  fx.app = {
    ananya: await apply(ananya.uid, fx.dataAnalyst, { daysAgo: 3, resumeKey: 'resume/ananya-cv.pdf' }),
    rohit: await apply(rohit.uid, fx.dataAnalyst, { daysAgo: 2 }),
    meera: await apply(meera.uid, fx.dataAnalyst, { daysAgo: 1 }),
    tricky: await apply(tricky.uid, fx.dataAnalyst, { daysAgo: 0 }),
  };
  fx.sahyadriApp = await apply(rohit.uid, fx.sahyadriJob);
}, 60_000);

const get = (url: string, headers?: Headers) => t.inject({ method: 'GET', url, headers });
const move = (applicationId: number, body: Record<string, unknown>, headers: Headers) =>
  t.inject({ method: 'POST', url: `/api/console/applications/${applicationId}/status`, payload: body, headers });
const listOf = async (url: string, headers = fx.kaveriEmployer.headers): Promise<ApplicantsResult> => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};
const historyRows = (applicationId: number) =>
  t.database.db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, applicationId))
    .orderBy(asc(applicationStatusHistory.id));

describe('listing a job’s applicants', () => {
  it('shows the employer every applicant of their job, newest first, with profile, status and resume', async () => {
    const r = await listOf(`/api/console/jobs/${fx.dataAnalyst}/applicants`);
    expect(r.totalRecordCount).toBe(4);
    expect(r.data.map((a) => a.applicationId)).toEqual([fx.app.tricky, fx.app.meera, fx.app.rohit, fx.app.ananya]);
    expect(r.job).toMatchObject({
      jobId: fx.dataAnalyst,
      jobTitle: 'Data Analyst',
      custUrl: 'data-analyst-kaveri',
      isActive: true,
      partnerName: 'Kaveri Analytics',
      applicantCount: 4,
    });
    const ananya = r.data.find((a) => a.applicationId === fx.app.ananya)!;
    expect(ananya).toMatchObject({
      user: {
        fullName: 'Ananya',
        lastName: 'Rao',
        email: fx.candidateEmail.ananya,
        contact: '9876501234',
        utype: 'Student',
        currentCity: 'Pune',
        highestQualification: 'Post Graduation',
      },
      currentStatus: 'Applied',
      lastFeedback: null,
      resumeAvailable: true,
      resumeKey: 'resume/ananya-cv.pdf',
      resumeFileName: 'Ananya-Rao-CV.pdf',
    });
    const meera = r.data.find((a) => a.applicationId === fx.app.meera)!;
    expect(meera).toMatchObject({
      resumeAvailable: false,
      resumeKey: null,
      user: { currentCity: null, highestQualification: null },
    });
  });

  it('pages with limit and offset while the total stays the filtered count', async () => {
    const r = await listOf(`/api/console/jobs/${fx.dataAnalyst}/applicants?limit=2&offset=2`);
    expect(r.totalRecordCount).toBe(4);
    expect(r.data.map((a) => a.applicationId)).toEqual([fx.app.rohit, fx.app.ananya]);
  });

  it('searches by name or email, taking % and _ literally', async () => {
    const byName = await listOf(`/api/console/jobs/${fx.dataAnalyst}/applicants?q=rohit%20sharma`);
    expect(byName.data.map((a) => a.applicationId)).toEqual([fx.app.rohit]);
    const byEmail = await listOf(
      `/api/console/jobs/${fx.dataAnalyst}/applicants?q=${encodeURIComponent(fx.candidateEmail.meera)}`,
    );
    expect(byEmail.data.map((a) => a.applicationId)).toEqual([fx.app.meera]);
    const wildcard = await listOf(`/api/console/jobs/${fx.dataAnalyst}/applicants?q=%25`);
    expect(wildcard.totalRecordCount).toBe(0);
  });

  it('answers a job nobody applied to with an empty list and zero counts', async () => {
    const r = await listOf(`/api/console/jobs/${fx.emptyJob}/applicants`);
    expect(r.data).toEqual([]);
    expect(r.job.applicantCount).toBe(0);
    expect(Object.values(r.countsByStatus).every((n) => n === 0)).toBe(true);
  });

  it('answers bad filters with a 400 naming the field, and an unknown job with a 404', async () => {
    const bad = await get(`/api/console/jobs/${fx.dataAnalyst}/applicants?status=Maybe`, fx.kaveriEmployer.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.status).toMatch(/^Status must be one of: Applied, Shortlisted/);
    const limit = await get(`/api/console/jobs/${fx.dataAnalyst}/applicants?limit=1000`, fx.kaveriEmployer.headers);
    expect(limit.statusCode).toBe(400);
    const missing = await get('/api/console/jobs/999999/applicants', fx.kaveriEmployer.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('We could not find this job.');
    const notANumber = await get('/api/console/jobs/abc/applicants', fx.kaveriEmployer.headers);
    expect(notANumber.statusCode).toBe(400);
  });
});

describe('who may see and move applicants', () => {
  it('refuses an employer another company’s applicants: list, profile, CSV and move are all 403', async () => {
    const other = fx.sahyadriEmployer.headers;
    for (const url of [
      `/api/console/jobs/${fx.dataAnalyst}/applicants`,
      `/api/console/jobs/${fx.dataAnalyst}/applicants.csv`,
      `/api/console/applications/${fx.app.rohit}`,
    ]) {
      const res = await get(url, other);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ error: { code: 'WUE-4030' } });
    }
    const before = await historyRows(fx.app.rohit);
    const moved = await move(fx.app.rohit, { statusValue: 'Rejected', feedback: 'Not from us' }, other);
    expect(moved.statusCode).toBe(403);
    expect(await historyRows(fx.app.rohit)).toEqual(before);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, fx.app.rohit));
    expect(row!.currentStatus).toBe('Applied');
  });

  it('lets each employer see only their own company’s applicants of the same candidate', async () => {
    const own = await listOf(`/api/console/jobs/${fx.sahyadriJob}/applicants`, fx.sahyadriEmployer.headers);
    expect(own.data.map((a) => a.applicationId)).toEqual([fx.sahyadriApp]);
    const refused = await get(`/api/console/jobs/${fx.sahyadriJob}/applicants`, fx.kaveriEmployer.headers);
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a plain user (403) and a signed-out caller (401)', async () => {
    const user = fx.candidate.headers;
    expect((await get(`/api/console/jobs/${fx.dataAnalyst}/applicants`, user)).statusCode).toBe(403);
    expect((await get(`/api/console/jobs/${fx.dataAnalyst}/applicants.csv`, user)).statusCode).toBe(403);
    expect((await get(`/api/console/applications/${fx.app.ananya}`, user)).statusCode).toBe(403);
    expect((await move(fx.app.ananya, { statusValue: 'Hired' }, user)).statusCode).toBe(403);
    expect((await get(`/api/console/jobs/${fx.dataAnalyst}/applicants`)).statusCode).toBe(401);
  });

  it('lets an admin read and move any company’s applicants', async () => {
    const r = await listOf(`/api/console/jobs/${fx.sahyadriJob}/applicants`, fx.admin.headers);
    expect(r.totalRecordCount).toBe(1);
    const res = await move(fx.sahyadriApp, { statusValue: 'Interview Scheduled' }, fx.admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await historyRows(fx.sahyadriApp);
    expect(rows.at(-1)).toMatchObject({ statusValue: 'Interview Scheduled', updatedByUid: fx.admin.uid });
  });
});

describe('moving an applicant', () => {
  it('appends to the history on every move and never changes earlier rows', async () => {
    const before = await historyRows(fx.app.meera);
    expect(before.map((r) => r.statusValue)).toEqual(['Applied']);

    const first = await move(
      fx.app.meera,
      { statusValue: 'Shortlisted', feedback: 'Strong SQL skills' },
      fx.kaveriEmployer.headers,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Meera Iyer moved to Shortlisted');
    const second = await move(fx.app.meera, { statusValue: 'Interview Scheduled' }, fx.kaveriEmployer.headers);
    expect(second.statusCode).toBe(200);

    const after = await historyRows(fx.app.meera);
    expect(after.map((r) => r.statusValue)).toEqual(['Applied', 'Shortlisted', 'Interview Scheduled']);
    expect(after[0]).toEqual(before[0]);
    expect(after[1]).toMatchObject({
      feedback: 'Strong SQL skills',
      updatedByUid: fx.kaveriEmployer.uid,
      updatedByName: 'Divya Menon',
    });
    expect(after[2]!.feedback).toBeNull();

    const detail: ApplicantDetail = second.json().result;
    expect(detail.currentStatus).toBe('Interview Scheduled');
    expect(detail.lastFeedback).toBeNull();
    expect(detail.status.map((s) => [s.statusValue, s.updatedBy, s.feedback])).toEqual([
      ['Applied', 'Candidate', null],
      ['Shortlisted', 'Divya Menon', 'Strong SQL skills'],
      ['Interview Scheduled', 'Divya Menon', null],
    ]);
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, fx.app.meera));
    expect(row!.currentStatus).toBe('Interview Scheduled');
    expect(row!.updatedAt.getTime()).toBe(new Date(detail.status[2]!.updatedStatusOnTs).getTime());
  });

  it('cannot rewrite history: the database refuses an UPDATE of a status row', async () => {
    const [first] = await historyRows(fx.app.meera);
    await expect(
      t.database.db
        .update(applicationStatusHistory)
        .set({ statusValue: 'Hired' })
        .where(eq(applicationStatusHistory.id, first!.id)),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update application_status_history set feedback = 'changed' where id = ${first!.id}`),
    ).rejects.toThrow();
    const [unchanged] = await historyRows(fx.app.meera);
    expect(unchanged).toEqual(first);
  });

  it('notifies the candidate in the app and by mail, with the feedback and a link to /my-jobs', async () => {
    const res = await move(
      fx.app.ananya,
      { statusValue: 'Shortlisted', feedback: 'Strong SQL skills — see you for the interview' },
      fx.kaveriEmployer.headers,
    );
    expect(res.statusCode, res.body).toBe(200);

    const inbox = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.receiverUid, fx.candidate.uid));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      senderUid: fx.kaveriEmployer.uid,
      purpose: 'RECRUIT',
      oneLiner: 'Kaveri Analytics moved your application for Data Analyst to Shortlisted',
      message: 'Strong SQL skills — see you for the interview',
      link: '/my-jobs',
      read: false,
    });

    const mails = await mailsTo(t, fx.candidateEmail.ananya);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Update on your application for Data Analyst at Kaveri Analytics');
    expect(mails[0]!.textBody).toContain('Kaveri Analytics moved your application for Data Analyst to Shortlisted');
    expect(mails[0]!.textBody).toContain('Strong SQL skills — see you for the interview');
    expect(mails[0]!.textBody).toMatch(/https?:\/\/\S+\/my-jobs/);
  });

  it('answers a move to the status the applicant is already in with a 409 and changes nothing', async () => {
    const before = await historyRows(fx.app.rohit);
    const mailsBefore = await mailsTo(t, fx.candidateEmail.rohit);
    const res = await move(fx.app.rohit, { statusValue: 'Applied' }, fx.kaveriEmployer.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'WUE-4090',
      message: 'This application is already Applied. Choose another status to move it.',
    });
    expect(await historyRows(fx.app.rohit)).toEqual(before);
    expect(await mailsTo(t, fx.candidateEmail.rohit)).toEqual(mailsBefore);
  });

  it('rejects an unknown status, an over-long feedback and an unknown application with clear messages', async () => {
    const h = fx.kaveriEmployer.headers;
    const status = await move(fx.app.rohit, { statusValue: 'Maybe' }, h);
    expect(status.statusCode).toBe(400);
    expect(status.json().error.fields.statusValue).toMatch(/^Status must be one of/);
    const long = await move(fx.app.rohit, { statusValue: 'Rejected', feedback: 'x'.repeat(1001) }, h);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.feedback).toBe('Feedback must be at most 1000 characters');
    const missing = await move(999_999, { statusValue: 'Rejected' }, h);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('We could not find this application.');
    expect((await historyRows(fx.app.rohit)).map((r) => r.statusValue)).toEqual(['Applied']);
  });

  it('takes a rejection without feedback and stores blank feedback as none', async () => {
    const res = await move(fx.app.rohit, { statusValue: 'Rejected', feedback: '   ' }, fx.kaveriEmployer.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect((await historyRows(fx.app.rohit)).at(-1)).toMatchObject({ statusValue: 'Rejected', feedback: null });
  });
});

describe('a closed job', () => {
  it('still shows its applicants as closed and lets the company move them', async () => {
    await t.database.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, fx.sahyadriJob));
    const r = await listOf(`/api/console/jobs/${fx.sahyadriJob}/applicants`, fx.sahyadriEmployer.headers);
    expect(r.job.isActive).toBe(false);
    const res = await move(fx.sahyadriApp, { statusValue: 'Offered' }, fx.sahyadriEmployer.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.currentStatus).toBe('Offered');
  });
});

describe('filtering by status', () => {
  it('lists only the applicants in the chosen status and counts every status for the chips', async () => {
    // By now: Ananya Shortlisted, Meera Interview Scheduled, Rohit Rejected, the fourth still Applied.
    const r = await listOf(`/api/console/jobs/${fx.dataAnalyst}/applicants?status=Shortlisted`);
    expect(r.data.map((a) => a.applicationId)).toEqual([fx.app.ananya]);
    expect(r.totalRecordCount).toBe(1);
    expect(r.data[0]!.lastFeedback).toBe('Strong SQL skills — see you for the interview');
    expect(r.countsByStatus).toEqual({
      Applied: 1,
      Shortlisted: 1,
      'Interview Scheduled': 1,
      'Round 1 Selected': 0,
      'Round 2 Selected': 0,
      'Round 3 Selected': 0,
      Offered: 0,
      Hired: 0,
      Rejected: 1,
    });
    expect(r.job.applicantCount).toBe(4);
  });

  it('counts the chips within the search, so they add up to what the search finds', async () => {
    const r = await listOf(`/api/console/jobs/${fx.dataAnalyst}/applicants?q=rohit`);
    expect(r.countsByStatus.Rejected).toBe(1);
    expect(Object.values(r.countsByStatus).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it('answers a status nobody is in with an empty page', async () => {
    const r = await listOf(`/api/console/jobs/${fx.dataAnalyst}/applicants?status=Hired`);
    expect(r.data).toEqual([]);
    expect(r.totalRecordCount).toBe(0);
  });
});

describe('the CSV export', () => {
  const csvOf = async (query = '') => {
    const res = await get(`/api/console/jobs/${fx.dataAnalyst}/applicants.csv${query}`, fx.kaveriEmployer.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };

  it('downloads the applicants as an attachment named after the job, one line each, dates as dd-mm-yyyy', async () => {
    const res = await csvOf();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="data-analyst-kaveri-applicants.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Name,Email,Contact,City,Qualification,Applied on,Status,Last feedback');
    expect(lines.at(-1)).toBe('');
    const ananya = lines.find((l) => l.startsWith('Ananya Rao,'));
    const day = new Date(Date.now() - 3 * DAY + 330 * 60_000).toISOString().slice(0, 10).split('-');
    expect(ananya).toBe(
      `Ananya Rao,${fx.candidateEmail.ananya},9876501234,Pune,Post Graduation,${day[2]}-${day[1]}-${day[0]},Shortlisted,Strong SQL skills — see you for the interview`,
    );
    expect(lines.find((l) => l.startsWith('Meera Iyer,'))).toMatch(/,,,\d{2}-\d{2}-\d{4},Interview Scheduled,$/);
  });

  it('quotes commas, quotes and line breaks, and keeps formula-like cells as text', async () => {
    const body = (await csvOf()).body;
    expect(body).toContain(
      `"'=HYPERLINK(""http://evil.example"") Nair, ""Jr""",${fx.candidateEmail.tricky},9876501234,"Kochi,\nKerala",,`,
    );
    expect(body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('exports only the filtered applicants, and says the status in the file name', async () => {
    const res = await csvOf('?status=Rejected');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="data-analyst-kaveri-applicants-rejected.csv"',
    );
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Rohit Sharma,.*,Rejected,$/);
  });
});
