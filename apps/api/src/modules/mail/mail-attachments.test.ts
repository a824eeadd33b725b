import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { attachmentRefOf } from './mail-delivery.ts';
import { eventually, smtpForFile } from './mail.testing.ts';

/** Short polls and backoff, two retries: a missing attachment fails for good within seconds. */
const env: Record<string, string> = {
  QUEUE_POLL_SECONDS: '0.5',
  QUEUE_RETRY_LIMIT: '2',
  QUEUE_RETRY_DELAY_SECONDS: '0',
};
const smtp = smtpForFile(env);
const t = build(env);

/** A small file with a recognisable body, in private storage as the receipts worker leaves it. */
const PDF_BYTES = Buffer.from('%PDF-1.7\n% receipt ELV/2026-27/000042 for the attachment test\n%%EOF\n');

const rowOf = async (subject: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject)))[0]!;

describe('mail with attachments', () => {
  it('sends the attachment read from private storage, with its file name and type', async () => {
    await t.app.storage.write(attachmentRefOf('receipt-attach-1.pdf'), PDF_BYTES, 'application/pdf');
    await t.app.mailer.send({
      to: 'asha.attach@example.in',
      subject: 'Your receipt for Jal Shakti Hackathon',
      text: 'Your receipt is attached.',
      attachments: [
        {
          filename: 'receipt-ELV-2026-27-000042.pdf',
          contentType: 'application/pdf',
          storageKey: 'receipt-attach-1.pdf',
        },
      ],
    });
    const row = await rowOf('Your receipt for Jal Shakti Hackathon');
    await eventually(async () => (await rowOf(row.subject)).status === 'sent');

    const mails = smtp.received.filter((m) => m.to.includes('asha.attach@example.in'));
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw;
    expect(raw).toMatch(/Content-Type: application\/pdf; name=receipt-ELV-2026-27-000042\.pdf/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=receipt-ELV-2026-27-000042\.pdf/);
    expect(raw.replace(/\r?\n/g, '')).toContain(PDF_BYTES.toString('base64'));
    expect(raw).toContain('Your receipt is attached.');
  });

  it('retries, then fails with the reason, when the attachment is missing from storage: never sent without it', async () => {
    await t.app.mailer.send({
      to: 'ravi.attach@example.in',
      subject: 'Receipt with a missing file',
      text: 'The file is not there.',
      attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', storageKey: 'receipt-missing.pdf' }],
    });
    await eventually(async () => (await rowOf('Receipt with a missing file')).status === 'failed', 20_000);
    const row = await rowOf('Receipt with a missing file');
    expect(row.attempts).toBe(3);
    expect(row.lastError).toBe('attachment receipt.pdf is not in storage');
    expect(smtp.received.filter((m) => m.to.includes('ravi.attach@example.in'))).toHaveLength(0);
  });

  it('lists attachments in the development mailbox with a link that downloads them', async () => {
    const json = (await t.inject({ method: 'GET', url: '/dev/mailbox.json' })).json();
    const mail = (json.result.data as Array<{ id: number; to: string; attachments: unknown[] }>).find(
      (m) => m.to === 'asha.attach@example.in',
    )!;
    expect(mail.attachments).toEqual([
      {
        filename: 'receipt-ELV-2026-27-000042.pdf',
        contentType: 'application/pdf',
        url: `/dev/mailbox/${mail.id}/attachments/0`,
      },
    ]);
    // The storage key stays on the server.
    expect(JSON.stringify(json)).not.toContain('receipt-attach-1.pdf');

    const page = await t.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain(`href="/dev/mailbox/${mail.id}/attachments/0"`);
    expect(page.body).toContain('receipt-ELV-2026-27-000042.pdf');

    const file = await t.inject({ method: 'GET', url: `/dev/mailbox/${mail.id}/attachments/0` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="receipt-ELV-2026-27-000042.pdf"');
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);

    for (const url of [
      `/dev/mailbox/${mail.id}/attachments/1`,
      '/dev/mailbox/999999/attachments/0',
      '/dev/mailbox/x/attachments/0',
    ]) {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});
