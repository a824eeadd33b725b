import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '@elevate/contracts/applications/application.schema';
import { build } from '../../../test/helper.ts';
import { applicationStatusHistory } from '../../db/schema/applications.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { userProfiles } from '../../db/schema/users.ts';
import { AUTH_TEST_ENV, createUser, mailsTo } from '../auth/auth.testing.ts';
import {
  applicantCountOf,
  applicationsKit,
  insertJob,
  insertPartner,
  insertUpload,
} from './applications.test-fixtures.ts';

// The per-account apply limit (30 a minute) is out of the way here: fifty applies race in one test.
const t = build({ ...AUTH_TEST_ENV, APPLY_RATE_LIMIT: '1000' });
const { headersOf, applyTo, get, candidate, applicationRows } = applicationsKit(t);

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
