import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { build } from '../../../test/helper.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { eventually } from '../mail/mail.testing.ts';
import { paidDrill, paidParticipant, paymentRow } from './payments.test-fixtures.ts';

// The queue's workers run here (no SMTP_URL: the outbox is the mailbox), as on `npm start`.
const t = build({ ...AUTH_TEST_ENV, QUEUE_POLL_SECONDS: '0.5', PUBLIC_URL: 'https://elevate.example' });

describe('a payment through the local checkout', () => {
  it(
    'ends with the receipt in the mailbox: mail stored with the PDF attached, downloadable there and from the API',
    {
      timeout: 60_000,
    },
    async () => {
      const drill = await paidDrill(t, { amount: 1499 });
      const p = await paidParticipant(t, drill.drillId);
      const paid = await paymentRow(t, p.paymentId);
      expect(paid.status).toBe('paid');
      expect(paid.receiptNumber).toMatch(/^ELV\/\d{4}-\d{2}\/\d{6}$/);

      const receiptMail = async () =>
        (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, p.email))).find((m) =>
          m.subject.startsWith('Your receipt for'),
        );
      await eventually(async () => (await receiptMail())?.status === 'stored', 40_000);
      const mail = (await receiptMail())!;
      expect(mail.subject).toBe(`Your receipt for ${drill.name}`);
      expect(mail.textBody).toContain('₹1,499');
      expect(mail.textBody).toContain(paid.receiptNumber!);
      expect((await paymentRow(t, p.paymentId)).receiptIssuedAt).toBeInstanceOf(Date);

      const box = (await t.inject({ method: 'GET', url: '/dev/mailbox.json' })).json();
      const entry = (
        box.result.data as Array<{ id: number; attachments: Array<{ filename: string; url: string }> }>
      ).find((m) => m.id === mail.id)!;
      const fileName = `receipt-${paid.receiptNumber!.replaceAll('/', '-')}.pdf`;
      expect(entry.attachments.map((a) => a.filename)).toEqual([fileName]);
      const attached = await t.inject({ method: 'GET', url: entry.attachments[0]!.url });
      expect(attached.statusCode).toBe(200);
      expect((await PDFDocument.load(attached.rawPayload)).getTitle()).toBe(`Tax Invoice ${paid.receiptNumber}`);

      const downloaded = await t.inject({
        method: 'GET',
        url: `/api/wuepayments/payments/${p.paymentId}/receipt`,
        headers: p.headers,
      });
      expect(downloaded.statusCode).toBe(200);
      expect(downloaded.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    },
  );
});
