import { useMutation } from '@tanstack/react-query';
import { PAYMENTS_API_BASE } from '@/lib/api-client';
import { apiDownload } from '@/lib/api-download';

/** A payment's receipt (PDF) for its host or an admin: `GET wuepayments/payments/{id}/receipt`. */
export const downloadConsoleReceipt = ({
  paymentId,
  receiptNumber,
}: {
  paymentId: string;
  receiptNumber: string | null;
}) =>
  apiDownload(
    `payments/${encodeURIComponent(paymentId)}/receipt`,
    {},
    `${(receiptNumber ?? paymentId).replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`,
    PAYMENTS_API_BASE,
  );

export const useDownloadConsoleReceipt = () => useMutation({ mutationFn: downloadConsoleReceipt });
