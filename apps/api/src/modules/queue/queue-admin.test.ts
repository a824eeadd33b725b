import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { QueueOverview } from '@elevate/contracts/queue/queue.schema';
import { QueueMessages } from '@elevate/contracts/queue/queue.messages';
import { build } from '../../../test/helper.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { AUTH_TEST_ENV, authHeaders, createUser, signIn } from '../auth/auth.testing.ts';
import { eventually } from '../mail/mail.testing.ts';
import { QUEUE_NAMES } from './queue.definitions.ts';

// No retries, and a mail server that is not there (nothing listens on port 9): every mail fails at once.
const t = build({
  ...AUTH_TEST_ENV,
  QUEUE_POLL_SECONDS: '0.5',
  QUEUE_RETRY_LIMIT: '0',
  QUEUE_RETRY_DELAY_SECONDS: '0',
  SMTP_URL: 'smtp://127.0.0.1:9',
  SMTP_TIMEOUT_SECONDS: '1',
});

const BASE = '/api/console/admin/queue';
const headersAs = async (role: 'user' | 'employer' | 'admin') => {
  const user = await createUser(t, { role });
  return authHeaders(await signIn(t, user));
};
const overview = async (headers: Record<string, string>): Promise<QueueOverview> => {
  const res = await t.inject({ method: 'GET', url: BASE, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

describe('who may see and act on background jobs', () => {
  it('refuses the signed out (401), students and employers (403)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls = [
      { method: 'GET' as const, url: BASE },
      { method: 'POST' as const, url: `${BASE}/mail/${id}/retry` },
      { method: 'DELETE' as const, url: `${BASE}/mail/${id}` },
    ];
    const student = await headersAs('user');
    const employer = await headersAs('employer');
    for (const call of calls) {
      expect((await t.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      expect((await t.inject({ ...call, headers: student })).statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await t.inject({ ...call, headers: employer })).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });
});

describe('the background jobs admin API', () => {
  it('lists a failed mail with its recipient and the reason, retries it, then discards it', async () => {
    const admin = await headersAs('admin');
    await t.app.mailer.send({ to: 'bounced@example.in', subject: 'Your sign-in code', text: 'Code 123456' });
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'bounced@example.in'));
    await eventually(async () => (await overview(admin)).failed.some((j) => j.mail?.to === 'bounced@example.in'));

    const first = await overview(admin);
    const failed = first.failed.find((j) => j.mail?.to === 'bounced@example.in')!;
    expect(failed).toMatchObject({
      queue: QUEUE_NAMES.mail,
      state: 'failed',
      attempts: 1,
      maxAttempts: 1,
      mail: { to: 'bounced@example.in', subject: 'Your sign-in code' },
    });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(first.counts.find((c) => c.queue === QUEUE_NAMES.mail)!.failed).toBeGreaterThanOrEqual(1);

    const retried = await t.inject({ method: 'POST', url: `${BASE}/mail/${failed.id}/retry`, headers: admin });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().message).toBe(QueueMessages.retried);
    // One more try, which fails again against the absent server.
    await eventually(async () => {
      const j = (await overview(admin)).failed.find((x) => x.id === failed.id);
      return j?.attempts === 2;
    });
    const [afterRetry] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(afterRetry).toMatchObject({ status: 'failed', attempts: 2 });

    const discarded = await t.inject({ method: 'DELETE', url: `${BASE}/mail/${failed.id}`, headers: admin });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect((await overview(admin)).failed.some((j) => j.id === failed.id)).toBe(false);
    const [afterDiscard] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(afterDiscard).toMatchObject({ status: 'failed', lastError: QueueMessages.mailDiscarded });

    const again = await t.inject({ method: 'DELETE', url: `${BASE}/mail/${failed.id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    const bad = await t.inject({ method: 'POST', url: `${BASE}/mail/not-a-uuid/retry`, headers: admin });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a running job in the running list and a waiting one in the queued list', async () => {
    const admin = await headersAs('admin');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await t.app.queue.work('test-slow', () => held);
    await t.app.queue.enqueue(t.database.db, 'test-slow', { n: 1 });
    await t.app.queue.enqueue(t.database.db, 'test-slow', { n: 2 }, { startAfterSeconds: 3600 });
    await eventually(async () => (await overview(admin)).running.some((j) => j.queue === 'test-slow'));
    const now = await overview(admin);
    expect(now.queued.filter((j) => j.queue === 'test-slow')).toHaveLength(1);
    expect(now.counts.find((c) => c.queue === 'test-slow')).toMatchObject({ queued: 1, running: 1 });
    release();
    await eventually(async () => (await overview(admin)).running.length === 0);
  });
});
