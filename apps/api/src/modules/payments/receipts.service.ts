/**
 * Receipts of verified payments: a GST tax invoice as a PDF, mailed through the queue and downloadable.
 * OWNER: the receipts helper. nextReceiptNumber and enqueueReceipt are shared with the orders helper.
 */
import { financialYearOf, receiptNumberOf } from '@elevate/contracts/payments/money';
import { RECEIPT_PREFIX } from '@elevate/contracts/payments/payments.constants';
import type { DbOrTx } from '../../db/client.ts';
import { QUEUE_NAMES } from '../queue/queue.definitions.ts';
import type { Queue } from '../queue/queue.service.ts';
import { takeReceiptNumber } from './receipts.repository.ts';

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
