/**
 * Receipts of verified payments: a GST tax invoice as a PDF, mailed through the queue and downloadable.
 * OWNER: the receipts helper. The two functions below are shared with the orders helper.
 */
import type { DbOrTx } from '../../db/client.ts';
import type { Queue } from '../queue/queue.service.ts';

/** The next receipt number of the financial year of `at` (ELV/2026-27/000123), in the caller's transaction. */
export const nextReceiptNumber = async (_tx: DbOrTx, _at: Date): Promise<string> => {
  throw new Error('not built yet');
};

/** Enqueues the receipt mail of a paid order in the caller's transaction (once per order). */
export const enqueueReceipt = async (_tx: DbOrTx, _queue: Queue, _paymentId: string): Promise<void> => {
  throw new Error('not built yet');
};
