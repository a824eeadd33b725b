import { z } from 'zod';
import { ReceiptMessages } from './receipts.messages.ts';

/** `GET {payments base}/payments/{id}/receipt`: the receipt PDF of a paid payment (payer, hosts, admins). */
export const ReceiptParamsSchema = z.object({
  id: z.uuid({ error: ReceiptMessages.paymentIdInvalid }),
});

/** The receipt's path under the payments base (`/api/wuepayments`). */
export const receiptPathOf = (paymentId: string): string => `/payments/${encodeURIComponent(paymentId)}/receipt`;
