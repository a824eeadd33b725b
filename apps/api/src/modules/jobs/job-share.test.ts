import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { LoginResult } from '@elevate/contracts/auth/auth.schema';
import { SHARE_JOB_PER_HOUR } from '@elevate/contracts/notifications/notification.constants';
import { build } from '../../../test/helper.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { partners } from '../../db/schema/partners.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, mailsTo, signIn, uniqueEmail } from '../auth/auth.testing.ts';

const t = build({ ...AUTH_TEST_ENV, PUBLIC_URL: 'https://elevate.example' });

const SHARE = '/api/jobs/feeds/sendinvitemail';
let openJob: number;
let closedJob: number;
let unlistedCompanyJob: number;

beforeAll(async () => {
  const [listed, unlisted] = await t.database.db
    .insert(partners)
    .values([
      { name: 'Godavari Labs', displayName: 'Godavari Labs', customUrl: 'godavari-labs' },
      { name: 'Mahanadi Works', displayName: 'Mahanadi Works', customUrl: 'mahanadi-works', isActive: false },
    ])
    .returning({ id: partners.id });
  const job = (partnerId: number, custUrl: string, isActive = true) => ({
    partnerId,
    title: 'Data Analyst',
    custUrl,
    location: 'Hyderabad',
    jobType: 'Full-Time',
    isActive,
  });
  const rows = await t.database.db
    .insert(jobs)
    .values([
      job(listed!.id, 'data-analyst-godavari-1'),
      job(listed!.id, 'data-analyst-godavari-closed', false),
      job(unlisted!.id, 'data-analyst-mahanadi'),
    ])
    .returning({ id: jobs.id });
  [openJob, closedJob, unlistedCompanyJob] = rows.map((r) => r.id) as [number, number, number];
});

const signedIn = async (fullName = 'Priya') => {
  const user = await createUser(t, { fullName });
  return { user, session: await signIn(t, user) };
};

const share = (session: LoginResult | null, payload: Record<string, unknown>) =>
  t.inject({ method: 'POST', url: SHARE, payload, headers: session ? authHeaders(session) : {} });

const notificationsOf = (uid: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.receiverUid, uid));

const outboxSize = async () => (await t.database.db.select({ n: count() }).from(mailOutbox))[0]!.n;

describe('POST jobs/feeds/sendinvitemail', () => {
  it('mails every address and notifies the ones that belong to accounts, leading to the job', async () => {
    const sender = await signedIn('Priya');
    const friend = await createUser(t, { fullName: 'Arjun' });
    const stranger = uniqueEmail('stranger');

    const res = await share(sender.session, {
      jobId: openJob,
      emails: [friend.email.toUpperCase(), stranger],
      message: 'This looks like you!',
    });
    expect(res.statusCode, res.body).toBe(200);
    // The answer never says which addresses have accounts.
    expect(res.json()).toEqual({ httpStatus: 200, message: 'Job shared with 2 people', result: { sent: 2 } });

    const [toFriend] = await mailsTo(t, friend.email);
    expect(toFriend?.subject).toBe('Priya Menon shared a job with you');
    expect(toFriend?.textBody).toContain('Hi Arjun,');
    expect(toFriend?.textBody).toContain('Data Analyst at Godavari Labs (Hyderabad)');
    expect(toFriend?.textBody).toContain('https://elevate.example/jobs/data-analyst-godavari-1');
    expect(toFriend?.textBody).toContain('Priya Menon wrote: "This looks like you!"');
    const [toStranger] = await mailsTo(t, stranger);
    expect(toStranger?.subject).toBe('Priya Menon shared a job with you');
    expect(toStranger?.textBody.startsWith('Hi,')).toBe(true);

    const [n, ...more] = await notificationsOf(friend.uid);
    expect(more).toHaveLength(0);
    expect(n).toMatchObject({
      senderUid: sender.user.uid,
      purpose: 'GENERAL',
      oneLiner: 'Priya Menon shared a job with you: Data Analyst at Godavari Labs',
      message: 'This looks like you!',
      link: '/jobs/data-analyst-godavari-1',
      read: false,
    });
  });

  it('mails a repeated address once and never notifies the sender about their own share', async () => {
    const sender = await signedIn();
    const res = await share(sender.session, { jobId: openJob, emails: [sender.user.email, sender.user.email] });
    expect(res.json().result).toEqual({ sent: 1 });
    expect(await mailsTo(t, sender.user.email)).toHaveLength(1);
    expect(await notificationsOf(sender.user.uid)).toHaveLength(0);
  });

  it("answers each bad address with 'Invalid email format' and writes nothing", async () => {
    const sender = await signedIn();
    const before = await outboxSize();
    const res = await share(sender.session, { jobId: openJob, emails: ['ok@example.in', 'not-an-email', 'a@b'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'emails.1': 'Invalid email format',
      'emails.2': 'Invalid email format',
    });
    expect(await outboxSize()).toBe(before);
  });

  it('asks for 1 to 5 addresses and a note of at most 500 characters', async () => {
    const sender = await signedIn();
    const none = await share(sender.session, { jobId: openJob, emails: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.emails).toBe('Add at least one email address');
    const six = await share(sender.session, {
      jobId: openJob,
      emails: Array.from({ length: 6 }, (_, i) => `friend${i}@example.in`),
    });
    expect(six.json().error.fields.emails).toBe('You can share a job with at most 5 addresses at a time');
    const long = await share(sender.session, { jobId: openJob, emails: ['a@example.in'], message: 'x'.repeat(501) });
    expect(long.json().error.fields.message).toBe('The message can be at most 500 characters');
    const noJob = await share(sender.session, { emails: ['a@example.in'] });
    expect(noJob.json().error.fields.jobId).toBe('jobId must be a number');
  });

  it('answers 404 for a closed job, a job of an unlisted company and an unknown job, mailing nobody', async () => {
    const sender = await signedIn();
    const before = await outboxSize();
    for (const jobId of [closedJob, unlistedCompanyJob, 2_000_000_000]) {
      const res = await share(sender.session, { jobId, emails: ['friend@example.in'] });
      expect(res.statusCode, String(jobId)).toBe(404);
      expect(res.json().error.message).toBe('We could not find this job, or it is no longer open.');
    }
    expect(await outboxSize()).toBe(before);
  });

  it('writes no mail and no notification when one mail of the share fails', async () => {
    const sender = await signedIn();
    const friend = await createUser(t);
    const before = await outboxSize();
    const original = t.app.mailer.send.bind(t.app.mailer);
    let calls = 0;
    const spy = vi.spyOn(t.app.mailer, 'send').mockImplementation(async (message, tx) => {
      calls += 1;
      if (calls === 2) throw new Error('SMTP refused the second mail');
      return original(message, tx);
    });
    try {
      const res = await share(sender.session, { jobId: openJob, emails: [friend.email, 'second@example.in'] });
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe('Something went wrong !');
    } finally {
      spy.mockRestore();
    }
    expect(await outboxSize()).toBe(before);
    expect(await notificationsOf(friend.uid)).toHaveLength(0);
  });

  it('refuses a signed-out caller', async () => {
    const res = await share(null, { jobId: openJob, emails: ['friend@example.in'] });
    expect(res.statusCode).toBe(401);
  });

  it('allows 10 shares an hour per user, then answers 429 with the envelope and Retry-After', async () => {
    const sender = await signedIn();
    for (let i = 0; i < SHARE_JOB_PER_HOUR; i++) {
      const res = await share(sender.session, { jobId: openJob, emails: [`limit${i}@example.in`] });
      expect(res.statusCode, `share ${i + 1}`).toBe(200);
    }
    const before = await outboxSize();
    const over = await share(sender.session, { jobId: openJob, emails: ['one-too-many@example.in'] });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ httpStatus: 429, error: { code: 'WUE-4290' } });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await outboxSize()).toBe(before);

    // The limit is the sender's own: someone else still shares.
    const other = await signedIn();
    expect((await share(other.session, { jobId: openJob, emails: ['free@example.in'] })).statusCode).toBe(200);
  });
});
