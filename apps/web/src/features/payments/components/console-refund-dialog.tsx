import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatPaise } from '@elevate/contracts/payments/money';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { RefundBodySchema, type PaymentListItem } from '@elevate/contracts/payments/payments.schema';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRefundConsolePayment } from '../api/console-refund-payment';

export const REFUND_REASON_MAX = 300;

/** Refunds one paid payment in full, with the reason the payer is told; the refund runs in the background. */
export const ConsoleRefundDialog = ({ payment, onClose }: { payment: PaymentListItem; onClose: () => void }) => {
  const refund = useRefundConsolePayment();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    setProblem(null);
    const parsed = RefundBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(PaymentMessages.refundReasonRequired);
      return;
    }
    setError(null);
    try {
      const r = await refund.mutateAsync({ paymentId: payment.paymentId, reason: parsed.data.reason });
      toast.success(r.message ?? PaymentMessages.refundStarted);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.fields.reason) setError(err.fields.reason);
      setProblem(errorMessage(err));
    }
  };
  return (
    <Dialog open onClose={refund.isPending ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Refund {formatPaise(payment.amountPaise)}?</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          noValidate
          aria-label="Refund"
          spacing={2}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DialogContentText>
            {payment.payerName} ({payment.payerEmail}) gets the whole amount back on the original payment method in 5–7
            working days, and their registration for {payment.entityName} is withdrawn.
          </DialogContentText>
          <TextField
            label="Reason"
            required
            multiline
            minRows={2}
            autoFocus
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? 'The payer reads this in the refund mail.'}
            slotProps={{ htmlInput: { maxLength: REFUND_REASON_MAX } }}
          />
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={refund.isPending}>
          Cancel
        </Button>
        <PendingButton variant="contained" color="error" pending={refund.isPending} onClick={() => void submit()}>
          Refund
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
};
