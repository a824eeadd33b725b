import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { eventually, smtpForFile } from './mail.testing.ts';

/**
 * Short polls and the shortest backoff (pg-boss waits at least 1 s, doubling): the retries of a whole suite
 * run in seconds. The SMTP timeout is longer than the hung-server test's bound, so that test measures while
 * the worker really is waiting on the server.
 */
const env: Record<string, string> = {
  QUEUE_POLL_SECONDS: '0.5',
  QUEUE_RETRY_LIMIT: '3',
  QUEUE_RETRY_DELAY_SECONDS: '0',
  SMTP_TIMEOUT_SECONDS: '5',
};
const smtp = smtpForFile(env);
const t = build(env);

const outboxRow = async (id: number) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

const sendOne = async (to: string, subject: string): Promise<number> => {
  await t.app.mailer.send({ to, subject, text: `Body of ${subject}` });
  const [row] = await t.database.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(eq(mailOutbox.subject, subject));
  return row!.id;
};

const receivedBy = (to: string) => smtp.received.filter((m) => m.to.includes(to));

describe('delivering the mail outbox through SMTP', () => {
  it('delivers a queued mail: the server receives it and the outbox records the SMTP answer', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/contact-us',
      payload: {
        senderFullName: 'Priya Nair',
        email: 'priya.delivery@example.in',
        contact: '+91 98765 43210',
        purposeToConnect: 'Hosting a hackathon',
        message: 'A 36-hour hackathon for 400 students in Kochi.',
        contactUsSource: 'contactus',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'priya.delivery@example.in'));
    expect(row!.status === 'queued' || row!.status === 'sending' || row!.status === 'sent').toBe(true);

    await eventually(async () => (await outboxRow(row!.id)).status === 'sent');
    const sent = await outboxRow(row!.id);
    expect(sent.smtpResponse).toMatch(/^250 .*Message queued as test-/);
    expect(sent.messageId).toMatch(/^<outbox-\d+-[a-z0-9]+@elevate\.local>$/);
    expect(sent.sentAt).toBeInstanceOf(Date);
    const mails = receivedBy('priya.delivery@example.in');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.raw).toContain('Subject: We have received your message');
    expect(mails[0]!.raw).toContain(`Message-ID: ${sent.messageId}`);
    expect(mails[0]!.raw).toContain('Our team reads every message');
    // The sales copy went out too.
    await eventually(() => receivedBy('sales@elevate.local').length === 1);
  });

  it('retries a mail the server refuses for a while and delivers it exactly once when it accepts', async () => {
    smtp.refuseNext = 2;
    const refusalsBefore = smtp.refusals;
    const id = await sendOne('refused.twice@example.in', 'Refused twice');
    await eventually(async () => (await outboxRow(id)).status === 'sent');
    const row = await outboxRow(id);
    expect(smtp.refusals - refusalsBefore).toBe(2);
    expect(row.attempts).toBe(3);
    expect(row.lastError).toBeNull();
    expect(receivedBy('refused.twice@example.in')).toHaveLength(1);
    // Nothing is sent again later.
    await new Promise((r) => setTimeout(r, 1500));
    expect(receivedBy('refused.twice@example.in')).toHaveLength(1);
  });

  it('queues and sends nothing for a transaction that rolls back', async () => {
    const jobsBefore = await t.app.queue.stats();
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.mailer.send({ to: 'rolled.back@example.in', subject: 'Never', text: 'never' }, tx);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    const rows = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'rolled.back@example.in'));
    expect(rows).toHaveLength(0);
    const jobsAfter = await t.app.queue.stats();
    const total = (s: typeof jobsBefore) => Object.values(s[QUEUE_NAMES.mail]!).reduce((a, b) => a + b, 0);
    expect(total(jobsAfter)).toBe(total(jobsBefore));
    await new Promise((r) => setTimeout(r, 1000));
    expect(receivedBy('rolled.back@example.in')).toHaveLength(0);
  });

  it('marks a mail failed, with the reason, once its retries are exhausted', async () => {
    smtp.refuseNext = 100;
    const id = await sendOne('always.refused@example.in', 'Always refused');
    await eventually(async () => (await outboxRow(id)).status === 'failed');
    smtp.refuseNext = 0;
    const row = await outboxRow(id);
    // The first try and QUEUE_RETRY_LIMIT (3) retries.
    expect(row.attempts).toBe(4);
    expect(row.lastError).toMatch(/451 .*try again later/);
    expect(row.sentAt).toBeNull();
    const stats = await t.app.queue.stats();
    expect(stats[QUEUE_NAMES.mail]!.failed).toBeGreaterThanOrEqual(1);
    expect(receivedBy('always.refused@example.in')).toHaveLength(0);
  });

  it('keeps answering health, job search and a contact message fast while the mail server hangs', async () => {
    smtp.mode = 'hang';
    try {
      const id = await sendOne('hung.server@example.in', 'Hung server');
      // The worker has connected and waits on a greeting that does not come (for up to 5 s).
      const hungBefore = smtp.hungConnections;
      await eventually(() => smtp.hungConnections > hungBefore, 5000);
      expect((await outboxRow(id)).status).toBe('sending');
      for (const url of ['/api/health', '/api/jobs/search?limit=5']) {
        const started = performance.now();
        const res = await t.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(performance.now() - started, url).toBeLessThan(2000);
      }
      // A user action that mails answers at once too (it only enqueues).
      const started = performance.now();
      const contact = await t.inject({
        method: 'POST',
        url: '/api/contact-us',
        payload: {
          senderFullName: 'Rohit Sharma',
          email: 'rohit.hang@example.in',
          contact: '+91 98765 43211',
          purposeToConnect: 'Campus hiring',
          message: 'We would like to hire 20 freshers this season.',
          contactUsSource: 'contactus',
        },
      });
      expect(contact.statusCode, contact.body).toBe(201);
      expect(performance.now() - started).toBeLessThan(2000);
      // The worker was in the middle of its SMTP conversation all along.
      expect((await outboxRow(id)).status).toBe('sending');
      smtp.mode = 'accept';
      await eventually(async () => (await outboxRow(id)).status === 'sent', 20_000);
      expect(receivedBy('hung.server@example.in')).toHaveLength(1);
      await eventually(() => receivedBy('rohit.hang@example.in').length === 1, 20_000);
    } finally {
      smtp.mode = 'accept';
    }
  });

  it('never mails twice when a delivered mail’s job runs again', async () => {
    const id = await sendOne('once.only@example.in', 'Once only');
    await eventually(async () => (await outboxRow(id)).status === 'sent');
    // The same outbox id enqueued again (a duplicate job) is a no-op: the row is already sent.
    await t.app.queue.enqueue(t.database.db, QUEUE_NAMES.mail, { outboxId: id });
    await new Promise((r) => setTimeout(r, 1500));
    expect(receivedBy('once.only@example.in')).toHaveLength(1);
    // And the idempotency key the mailer uses refuses a second job for the same row.
    expect(
      await t.app.queue.enqueue(t.database.db, QUEUE_NAMES.mail, { outboxId: id }, { idempotencyKey: `outbox:${id}` }),
    ).toBeNull();
  });

  it('takes over a mail whose try died mid-send once its lease ran out, and leaves a live try alone', async () => {
    const [stale, live] = await t.database.db
      .insert(mailOutbox)
      .values([
        {
          toAddress: 'stale.claim@example.in',
          subject: 'Stale claim',
          textBody: 'Hello',
          status: 'sending',
          attempts: 1,
          claimedAt: sql`now() - interval '1 hour'`,
        },
        {
          toAddress: 'live.claim@example.in',
          subject: 'Live claim',
          textBody: 'Hello',
          status: 'sending',
          attempts: 1,
          claimedAt: sql`now()`,
        },
      ])
      .returning({ id: mailOutbox.id });
    await t.app.queue.enqueue(t.database.db, QUEUE_NAMES.mail, { outboxId: stale!.id });
    await t.app.queue.enqueue(t.database.db, QUEUE_NAMES.mail, { outboxId: live!.id });
    await eventually(async () => (await outboxRow(stale!.id)).status === 'sent');
    expect((await outboxRow(stale!.id)).attempts).toBe(2);
    expect(receivedBy('stale.claim@example.in')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await outboxRow(live!.id)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(receivedBy('live.claim@example.in')).toHaveLength(0);
  });
});
