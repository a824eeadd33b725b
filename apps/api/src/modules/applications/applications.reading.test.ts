import { beforeAll, describe, expect, it } from 'vitest';
import type { Application, MyApplicationsResult } from '@elevate/contracts/applications/application.schema';
import { build } from '../../../test/helper.ts';
import { AUTH_TEST_ENV, createUser, type TestUser } from '../auth/auth.testing.ts';
import { addEmployer, applicationsKit, insertJob, insertPartner, type Headers } from './applications.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);
const { headersOf, applyTo, get, candidate, moveStatus } = applicationsKit(t);

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
