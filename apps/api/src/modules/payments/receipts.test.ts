import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReceiptMessages } from '@elevate/contracts/payments/receipts.messages';
import { build } from '../../../test/helper.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { payments } from '../../db/schema/payments.ts';
import { AUTH_TEST_ENV } from '../auth/auth.testing.ts';
import { caller, type Caller, insertCompany } from '../console/console.test-fixtures.ts';
import {
  type DrillFixture,
  insertDrill,
  registerParticipant,
  type ParticipantFixture,
} from '../drills/submissions.test-fixtures.ts';
import { attachmentRefOf } from '../mail/mail-delivery.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import { enqueueReceipt, nextReceiptNumber, processReceiptJob, receiptStorageKeyOf } from './receipts.service.ts';

const t = build({
  ...AUTH_TEST_ENV,
  QUEUE_WORKER: 'false',
  PUBLIC_URL: 'https://elevate.example',
  PAYMENTS_SELLER_STATE: 'Karnataka',
});
const db = () => t.database.db;
const deps = () => ({ db: db(), storage: t.app.storage, mailer: t.app.mailer, config: t.config });

let d: DrillFixture;
let payer: ParticipantFixture;
let admin: Caller;
let otherHost: Caller;
let otherUser: Caller;

/** An order of `who` for the hackathon: paid (with a receipt number) unless told otherwise. */
const insertPayment = async (
  who: ParticipantFixture,
  opts: { status?: string; provider?: string; paid?: boolean; state?: string | null } = {},
) => {
  const id = randomUUID();
  const paid = opts.paid ?? true;
  const paidAt = new Date();
  const receiptNumber = paid ? await nextReceiptNumber(db(), paidAt) : null;
  await db()
    .insert(payments)
    .values({
      id,
      uid: who.uid,
      entityId: d.drillId,
      participantId: paid ? who.participantId : null,
      status: opts.status ?? (paid ? 'paid' : 'created'),
      provider: opts.provider ?? 'razorpay',
      providerOrderId: `order_${id.slice(0, 12)}`,
      providerPaymentId: paid ? `pay_${id.slice(0, 12)}` : null,
      listPricePaise: 149_900,
      discountPaise: 14_990,
      amountPaise: 134_910,
      gstRatePercent: 18,
      promoCode: 'EARLY10',
      registration: { answers: {}, lookingForTeam: false, pitch: '' },
      billing: { name: who.fullName, email: who.email, contact: '', state: opts.state ?? 'Karnataka' },
      expiresAt: new Date(Date.now() + 30 * 60_000),
      paidAt: paid ? paidAt : null,
      receiptNumber,
      // Confirming a payment gives the number and notes the receipt issued; the mail follows from the queue.
      receiptIssuedAt: paid ? paidAt : null,
    });
  return { id, receiptNumber };
};

const outboxTo = (to: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

const download = (who: Caller | null, paymentId: string) =>
  t.inject({ method: 'GET', url: `/api/wuepayments/payments/${paymentId}/receipt`, headers: who?.headers });

beforeAll(async () => {
  d = await insertDrill(t, { name: 'Jal Shakti Hackathon' });
  payer = await registerParticipant(t, d.drillId, 'Asha');
  admin = await caller(t, 'admin');
  otherHost = await caller(t, 'employer', (await insertCompany(t, 'Other Host')).id);
  otherUser = await caller(t, 'user');
}, 60_000);

describe('receipt numbers', () => {
  it('count up within a financial year and start again at 1 on 1 April 00:00 IST', async () => {
    // A financial year no other test uses: 2040-41.
    const first = await nextReceiptNumber(db(), new Date('2040-04-01T00:00:00+05:30'));
    const second = await nextReceiptNumber(db(), new Date('2040-12-25T12:00:00+05:30'));
    const lastMinute = await nextReceiptNumber(db(), new Date('2041-03-31T23:59:00+05:30'));
    const nextYear = await nextReceiptNumber(db(), new Date('2041-04-01T00:00:00+05:30'));
    expect([first, second, lastMinute, nextYear]).toEqual([
      'ELV/2040-41/000001',
      'ELV/2040-41/000002',
      'ELV/2040-41/000003',
      'ELV/2041-42/000001',
    ]);
  });

  it('gives concurrent paid payments distinct numbers, and a rolled-back payment leaves no gap', async () => {
    const at = new Date('2045-06-01T10:00:00+05:30');
    const numbers = await Promise.all(
      Array.from({ length: 12 }, () => db().transaction((tx) => nextReceiptNumber(tx, at))),
    );
    expect(new Set(numbers).size).toBe(12);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `ELV/2045-46/${String(i + 1).padStart(6, '0')}`),
    );
    await expect(
      db().transaction(async (tx) => {
        await nextReceiptNumber(tx, at);
        throw new Error('the payment could not be confirmed');
      }),
    ).rejects.toThrow('could not be confirmed');
    expect(await nextReceiptNumber(db(), at)).toBe('ELV/2045-46/000013');
  });
});

describe('the receipt mail', () => {
  it('is enqueued once per payment, however often the payment is confirmed', async () => {
    const { id } = await insertPayment(payer);
    await db().transaction((tx) => enqueueReceipt(tx, t.app.queue, id));
    await db().transaction((tx) => enqueueReceipt(tx, t.app.queue, id));
    const { rows } = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = ${QUEUE_NAMES.paymentReceipts} and data->>'paymentId' = ${id}`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('goes to the billing address with the amount, receipt number, dashboard link and the PDF attached', async () => {
    const buyer = await registerParticipant(t, d.drillId, 'Ravi');
    const { id, receiptNumber } = await insertPayment(buyer, { provider: 'local' });
    expect(await processReceiptJob(deps(), id)).toBe('mailed');

    const [mail] = await outboxTo(buyer.email);
    expect(mail!.subject).toBe('Your receipt for Jal Shakti Hackathon');
    expect(mail!.textBody).toContain('₹1,349.10');
    expect(mail!.textBody).toContain(receiptNumber!);
    expect(mail!.textBody).toContain(
      `https://elevate.example/drills/participant-dashboard/${d.drillId}/${buyer.participantId}`,
    );
    expect(mail!.textBody).toContain(ReceiptMessages.mailTestPayment);
    expect(mail!.htmlBody).toContain(receiptNumber!);
    const fileName = `receipt-${receiptNumber!.replaceAll('/', '-')}.pdf`;
    expect(mail!.attachments).toEqual([
      { filename: fileName, contentType: 'application/pdf', storageKey: receiptStorageKeyOf(id) },
    ]);

    // The attached copy is in private storage and is a one-page PDF of this receipt.
    const stored = await t.app.storage.open(attachmentRefOf(receiptStorageKeyOf(id)));
    expect(stored).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    const pdf = await PDFDocument.load(Buffer.concat(chunks));
    expect(pdf.getTitle()).toBe(`Tax Invoice ${receiptNumber}`);

    const [row] = await db().select().from(payments).where(eq(payments.id, id));
    expect(row!.receiptIssuedAt).toBeInstanceOf(Date);
  });

  it('is mailed once when the job is retried or runs twice at the same time', async () => {
    const buyer = await registerParticipant(t, d.drillId, 'Meera');
    const { id } = await insertPayment(buyer);
    const outcomes = await Promise.all([processReceiptJob(deps(), id), processReceiptJob(deps(), id)]);
    expect(outcomes.sort()).toEqual(['already-mailed', 'mailed']);
    expect(await processReceiptJob(deps(), id)).toBe('already-mailed');
    expect(await outboxTo(buyer.email)).toHaveLength(1);
  });

  it('is not sent for an order that was never paid, or one that does not exist', async () => {
    const buyer = await registerParticipant(t, d.drillId, 'Zoya');
    const { id } = await insertPayment(buyer, { paid: false });
    expect(await processReceiptJob(deps(), id)).toBe('no-receipt');
    expect(await processReceiptJob(deps(), randomUUID())).toBe('no-receipt');
    expect(await outboxTo(buyer.email)).toHaveLength(0);
  });
});

describe('GET /api/wuepayments/payments/{id}/receipt', () => {
  let paidId: string;
  let paidNumber: string;

  beforeAll(async () => {
    ({ id: paidId, receiptNumber: paidNumber } = (await insertPayment(payer)) as { id: string; receiptNumber: string });
  });

  it('gives the payer the receipt as a PDF attachment named after its number', async () => {
    const res = await download(payer, paidId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${paidNumber.replaceAll('/', '-')}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe(`Tax Invoice ${paidNumber}`);
  });

  it("gives it to the hackathon's host and to admins too", async () => {
    expect((await download(d.host, paidId)).statusCode).toBe(200);
    expect((await download(admin, paidId)).statusCode).toBe(200);
  });

  it("refuses another user and another company's host with the same 404 as an unknown payment", async () => {
    for (const who of [otherUser, otherHost]) {
      const res = await download(who, paidId);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(ReceiptMessages.paymentNotFound);
    }
    const unknown = await download(payer, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(ReceiptMessages.paymentNotFound);
  });

  it('asks for a session without one, and refuses an id that is not a payment id with a 400', async () => {
    expect((await download(null, paidId)).statusCode).toBe(401);
    const bad = await download(payer, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain(ReceiptMessages.paymentIdInvalid);
  });

  it("answers 'No receipt yet' for the payer's unpaid order", async () => {
    const buyer = await registerParticipant(t, d.drillId, 'Kabir');
    const { id } = await insertPayment(buyer, { paid: false });
    const res = await download(buyer, id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(ReceiptMessages.noReceiptYet);
    // Still the plain 404 for anyone else.
    expect((await download(otherUser, id)).json().error.message).toBe(ReceiptMessages.paymentNotFound);
  });

  it('still serves the receipt of a refunded payment', async () => {
    const buyer = await registerParticipant(t, d.drillId, 'Dev');
    const { id } = await insertPayment(buyer);
    await db().update(payments).set({ status: 'refunded', refundedAt: new Date() }).where(eq(payments.id, id));
    expect((await download(buyer, id)).statusCode).toBe(200);
  });
});
