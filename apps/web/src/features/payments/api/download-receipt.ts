import { apiDownload } from '@/lib/api-download';
import { PAYMENTS_API_BASE } from '@/lib/api-client';

/** GET wuepayments/payments/{id}/receipt: the receipt PDF, saved under its number. */
export const downloadReceipt = (paymentId: string, receiptNumber: string | null) =>
  apiDownload(
    `payments/${encodeURIComponent(paymentId)}/receipt`,
    {},
    `elevate-receipt-${(receiptNumber ?? paymentId).replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`,
    PAYMENTS_API_BASE,
  );
