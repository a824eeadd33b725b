import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { eventually } from './mail.testing.ts';

// No SMTP_URL: the outbox is the mailbox.
const t = build({ QUEUE_POLL_SECONDS: '0.5' });

describe('mail without an SMTP server', () => {
  it('is stored by the worker, and the development mailbox shows where each mail is', async () => {
    await t.app.mailer.send({ to: 'stored@example.in', subject: 'Stored here', text: 'Hello' });
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'stored@example.in'));
    await eventually(async () => {
      const [now] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
      return now!.status === 'stored';
    });
    const [stored] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(stored).toMatchObject({ status: 'stored', attempts: 1, smtpResponse: null, lastError: null });
    expect(stored!.sentAt).toBeInstanceOf(Date);

    const page = await t.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain('stored (no SMTP_URL)');
    const json = (await t.inject({ method: 'GET', url: '/dev/mailbox.json' })).json();
    expect(json.result.data[0]).toMatchObject({ to: 'stored@example.in', status: 'stored', attempts: 1 });
  });
});
