import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppliedJobsResult, CompleteApplicationsResult } from '@elevate/contracts/applications/application.schema';
import { build } from '../../../test/helper.ts';
import { jobs as jobsTable } from '../../db/schema/jobs.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn } from '../auth/auth.testing.ts';
import { completeProfile, insertJob, insertPartner } from './applications.test-fixtures.ts';

const t = build(AUTH_TEST_ENV);

type Headers = ReturnType<typeof authHeaders>;
const get = (url: string, headers?: Headers) => t.inject({ method: 'GET', url, headers });

describe('jobs/completeapplication and jobs?uId', () => {
  let candidate: { uid: number; headers: Headers };
  let other: { uid: number; headers: Headers };
  let jobIds: number[];
  let closedJobId: number;

  beforeAll(async () => {
    const db = t.database.db;
    const partner = await insertPartner(db, { displayName: 'Sabarmati Systems' });
    const jobs = await Promise.all(
      ['Backend Engineer', 'Data Analyst', 'Product Designer'].map((title) => insertJob(db, partner.id, { title })),
    );
    jobIds = jobs.map((j) => j.id);
    closedJobId = jobIds[1]!;
    const user = await createUser(t, { fullName: 'Ishaan' });
    await completeProfile(db, user.uid);
    candidate = { uid: user.uid, headers: authHeaders(await signIn(t, user)) };
    const stranger = await createUser(t);
    other = { uid: stranger.uid, headers: authHeaders(await signIn(t, stranger)) };
    for (const jobId of jobIds) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/jobs/application',
        payload: { jobId },
        headers: candidate.headers,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await db.update(jobsTable).set({ isActive: false }).where(eq(jobsTable.id, closedJobId));
  });

  it('answers every application with its complete history, newest first', async () => {
    const res = await get(`/api/jobs/completeapplication?uId=${candidate.uid}`, candidate.headers);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result as CompleteApplicationsResult;
    expect(result.totalRecordCount).toBe(3);
    expect(result.data.map((a) => a.jobId)).toEqual([...jobIds].reverse());
    for (const a of result.data) expect(a.status.map((s) => s.statusValue)).toEqual(['Applied']);
  });

  it('answers the applied jobs as job cards with where each application stands and whether the job is open', async () => {
    const res = await get(`/api/jobs?uId=${candidate.uid}&limit=2`, candidate.headers);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result as AppliedJobsResult;
    expect(result.totalRecordCount).toBe(3);
    expect(result.data).toHaveLength(2);
    expect(result.data[0]).toMatchObject({ jobId: jobIds[2], currentStatus: 'Applied', isJobActive: true });
    expect(result.data[1]).toMatchObject({
      jobId: closedJobId,
      isJobActive: false,
      partnerDisplayName: 'Sabarmati Systems',
    });
  });

  it("refuses another user's lists and asks for a sign-in", async () => {
    expect((await get(`/api/jobs?uId=${candidate.uid}`, other.headers)).statusCode).toBe(403);
    expect((await get(`/api/jobs/completeapplication?uId=${candidate.uid}`, other.headers)).statusCode).toBe(403);
    expect((await get(`/api/jobs?uId=${candidate.uid}`)).statusCode).toBe(401);
    const own = await get(`/api/jobs?uId=${other.uid}`, other.headers);
    expect(own.json().result.totalRecordCount).toBe(0);
  });

  it('asks for uId on jobs?uId with a clear message', async () => {
    const res = await get('/api/jobs', candidate.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.uId).toBeDefined();
  });
});
