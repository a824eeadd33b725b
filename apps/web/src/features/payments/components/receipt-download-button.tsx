import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import type { ButtonProps } from '@mui/material/Button';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { downloadReceipt } from '../api/download-receipt';

/** Download receipt: the PDF of a paid payment (the same one the mail carries). */
export const ReceiptDownloadButton = ({
  paymentId,
  receiptNumber,
  variant = 'outlined',
}: {
  paymentId: string;
  receiptNumber: string | null;
  variant?: ButtonProps['variant'];
}) => {
  const [saving, setSaving] = useState(false);
  return (
    <PendingButton
      variant={variant}
      startIcon={<DownloadIcon />}
      pending={saving}
      onClick={() => {
        setSaving(true);
        downloadReceipt(paymentId, receiptNumber)
          .catch((err: unknown) => toast.error(errorMessage(err)))
          .finally(() => setSaving(false));
      }}
    >
      Download receipt
    </PendingButton>
  );
};
