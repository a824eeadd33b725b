/**
 * Receipts of verified payments: a GST tax invoice as a PDF, mailed through the queue and downloadable.
 * OWNER: the receipts helper. nextReceiptNumber and enqueueReceipt are shared with the orders helper.
 */
import { financialYearOf, receiptNumberOf } from '@elevate/contracts/payments/money';
import { RECEIPT_PREFIX } from '@elevate/contracts/payments/payments.constants';
import { ReceiptMessages } from '@elevate/contracts/payments/receipts.messages';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { composeMail, greeting } from '../../lib/mail-layout.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { isDrillHost } from '../drills/drill-access.ts';
import { attachmentRefOf } from '../mail/mail-delivery.ts';
import { hasMailWithAttachment } from '../mail/mail.repository.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import type { Queue } from '../queue/queue.service.ts';
import type { StorageDriver } from '../uploads/storage/storage-driver.ts';
import { type ReceiptModel, receiptModelOf, type ReceiptSeller } from './receipt-model.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import {
  findPaymentWithDrill,
  lockReceipt,
  type PaymentRow,
  type ReceiptDrillRow,
  takeReceiptNumber,
} from './receipts.repository.ts';

/** The receipt mail job: `{ paymentId }`. */
export interface ReceiptJob {
  paymentId: string;
}

/** The next receipt number of the financial year of `at` (ELV/2026-27/000123), in the caller's transaction. */
export const nextReceiptNumber = async (tx: DbOrTx, at: Date): Promise<string> => {
  const financialYear = financialYearOf(at);
  return receiptNumberOf(RECEIPT_PREFIX, financialYear, await takeReceiptNumber(tx, financialYear));
};

/** Enqueues the receipt mail of a paid order in the caller's transaction (once per order). */
export const enqueueReceipt = async (tx: DbOrTx, queue: Queue, paymentId: string): Promise<void> => {
  await queue.enqueue<ReceiptJob>(tx, QUEUE_NAMES.paymentReceipts, { paymentId }, { idempotencyKey: paymentId });
};

/** The seller a receipt names (PAYMENTS_SELLER_*). */
export const sellerOf = (
  config: Pick<
    Config,
    'PAYMENTS_SELLER_NAME' | 'PAYMENTS_SELLER_GSTIN' | 'PAYMENTS_SELLER_STATE' | 'PAYMENTS_SELLER_ADDRESS'
  >,
): ReceiptSeller => ({
  name: config.PAYMENTS_SELLER_NAME,
  gstin: config.PAYMENTS_SELLER_GSTIN,
  state: config.PAYMENTS_SELLER_STATE,
  address: config.PAYMENTS_SELLER_ADDRESS,
});

const modelOf = (payment: PaymentRow, drill: ReceiptDrillRow, config: Config): ReceiptModel | null =>
  receiptModelOf(payment, drill, sellerOf(config));

/** Where the stored copy of a receipt (the one mailed) lives in private storage. */
export const receiptStorageKeyOf = (paymentId: string): string => `receipt-${paymentId}.pdf`;

/** The participant's page of the hackathon the payment registered them for (or their hackathons). */
const dashboardUrlOf = (publicUrl: string, payment: PaymentRow): string => {
  const base = publicUrl.replace(/\/+$/, '');
  return payment.participantId
    ? `${base}/drills/participant-dashboard/${payment.entityId}/${payment.participantId}`
    : `${base}/my-hackathons`;
};

/** The receipt mail: amount, number and dashboard link in text and HTML, the PDF attached from storage. */
export const receiptMailOf = (model: ReceiptModel, payment: PaymentRow, drill: ReceiptDrillRow, config: Config) => {
  const paragraphs = [
    greeting(model.buyer.name || null),
    ReceiptMessages.mailPaid(model.totalPaise, drill.name),
    ReceiptMessages.mailAttached(model.receiptNumber),
    ...(model.testNote ? [ReceiptMessages.mailTestPayment] : []),
    ...(model.refundLine ? [ReceiptMessages.mailRefunded] : []),
  ];
  return {
    ...composeMail(model.buyer.email, ReceiptMessages.mailSubject(drill.name), paragraphs, {
      href: dashboardUrlOf(config.publicUrl, payment),
      label: ReceiptMessages.mailAction,
    }),
    attachments: [
      { filename: model.fileName, contentType: 'application/pdf', storageKey: receiptStorageKeyOf(payment.id) },
    ],
  };
};

export interface ReceiptDeps {
  db: Db;
  storage: Pick<StorageDriver, 'write'>;
  mailer: Mailer;
  config: Config;
}

/**
 * The `payment-receipts` worker: draws the receipt, stores it in private storage (the copy the mail attaches),
 * then mails it to the payer once. The outbox row carrying this receipt is the record that it was mailed: it is
 * looked for and written in one transaction that holds the order's row, so a retried or doubled job mails
 * nothing more. An order without a receipt number (never paid) is left alone.
 */
export const processReceiptJob = async (
  deps: ReceiptDeps,
  paymentId: string,
  now = new Date(),
): Promise<'mailed' | 'already-mailed' | 'no-receipt'> => {
  const found = await findPaymentWithDrill(deps.db, paymentId);
  if (!found) return 'no-receipt';
  const model = modelOf(found.payment, found.drill, deps.config);
  if (!model) return 'no-receipt';
  const storageKey = receiptStorageKeyOf(paymentId);
  // A retry after the mail was written skips the drawing too.
  if (await hasMailWithAttachment(deps.db, model.buyer.email, storageKey)) return 'already-mailed';
  const pdf = await renderReceiptPdf(model);
  // Written first, under a key of the order alone: a retry overwrites it with the same receipt.
  await deps.storage.write(attachmentRefOf(storageKey), Buffer.from(pdf), 'application/pdf');
  const mail = receiptMailOf(model, found.payment, found.drill, deps.config);
  return deps.db.transaction(async (tx) => {
    if (!(await lockReceipt(tx, paymentId, now))) return 'no-receipt';
    if (await hasMailWithAttachment(tx, model.buyer.email, storageKey)) return 'already-mailed';
    await deps.mailer.send(mail, tx);
    return 'mailed';
  });
};

/**
 * The receipt PDF of a payment for its payer, the hosts of its hackathon and admins; anyone else (and an
 * unknown id) gets the same 404. Drawn on demand from the order, so it is there the moment the payment is
 * verified (before the mail's worker ran) and shows a later refund; the figures come from the order row,
 * which no longer changes once paid, so they are the mailed copy's.
 */
export const receiptPdfFor = async (
  db: Db,
  config: Config,
  user: AuthUser,
  paymentId: string,
): Promise<{ fileName: string; pdf: Uint8Array }> => {
  const found = await findPaymentWithDrill(db, paymentId);
  const allowed =
    found !== null &&
    (found.payment.uid === user.uid || user.role === 'admin' || (await isDrillHost(db, user, found.drill)));
  if (!found || !allowed) throw notFound(ReceiptMessages.paymentNotFound);
  const model = modelOf(found.payment, found.drill, config);
  if (!model) throw notFound(ReceiptMessages.noReceiptYet);
  return { fileName: model.fileName, pdf: await renderReceiptPdf(model) };
};
