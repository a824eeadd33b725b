import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { PaymentMessages } from '@elevate/contracts/payments/payments.messages';
import { CancelDrillBodySchema } from '@elevate/contracts/payments/payments.schema';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCancelConsoleDrill } from '../api/console-cancel-drill';
import { useConsolePayments } from '../api/console-get-payments';
import { istDayTime } from './console-payment-format';

export const CANCEL_REASON_MAX = 500;

/** Names match when they differ only in case and surrounding or repeated spaces. */
const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

const CancelDialog = ({
  drillId,
  drillName,
  onClose,
  onCancelled,
}: {
  drillId: number;
  drillName: string;
  onClose: () => void;
  onCancelled: (reason: string) => void;
}) => {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const cancel = useCancelConsoleDrill();
  const paid = useConsolePayments({ drillId, status: 'paid', limit: 1, offset: 0 });
  const [reason, setReason] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; name?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const paidCount = paid.data?.totals.count ?? paid.data?.totalRecordCount;

  const submit = async () => {
    setProblem(null);
    const parsed = CancelDrillBodySchema.safeParse({ reason });
    const next = {
      reason: parsed.success ? undefined : parsed.error.issues[0]?.message,
      name: sameName(name, drillName) ? undefined : PaymentMessages.cancelNameMismatch,
    };
    setErrors(next);
    if (!parsed.success || next.name) return;
    try {
      const r = await cancel.mutateAsync({ drillId, reason: parsed.data.reason });
      toast.success(r.message ?? PaymentMessages.cancelled(r.refunds));
      onCancelled(parsed.data.reason);
    } catch (err) {
      if (err instanceof ApiError && err.fields.reason) setErrors({ reason: err.fields.reason });
      setProblem(errorMessage(err));
    }
  };

  return (
    <Dialog
      open
      onClose={cancel.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="cancel-drill-title"
    >
      <DialogTitle id="cancel-drill-title">Cancel {drillName}?</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          noValidate
          aria-label="Cancel hackathon"
          spacing={2.5}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
            <li>Registration closes at once and the hackathon shows as cancelled on its page.</li>
            <li>
              {paidCount === undefined
                ? 'Every paid registration is refunded in full.'
                : paidCount === 0
                  ? 'Nobody has paid, so there is nothing to refund.'
                  : `${paidCount} paid registration${paidCount === 1 ? ' is' : 's are'} refunded in full, to the original payment method.`}
            </li>
            <li>Registered participants are told by mail and in the app, with your reason.</li>
            <li>This cannot be undone.</li>
          </Box>
          <TextField
            label="Reason"
            required
            multiline
            minRows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason ?? 'Participants read this in the mail and on the hackathon page.'}
            slotProps={{ htmlInput: { maxLength: CANCEL_REASON_MAX } }}
          />
          <TextField
            label="Type the hackathon's name to confirm"
            required
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name ?? drillName}
            autoComplete="off"
          />
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={cancel.isPending} autoFocus>
          Keep the hackathon
        </Button>
        <PendingButton variant="contained" color="error" pending={cancel.isPending} onClick={() => void submit()}>
          Cancel hackathon
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
};

/** The notice a cancelled hackathon shows its host (and the reason participants were given). */
export const ConsoleCancelledNotice = ({
  cancelledAt,
  reason,
}: {
  cancelledAt: string | null;
  reason: string | null;
}) => (
  <Alert severity="error" variant="outlined">
    <AlertTitle>This hackathon was cancelled{cancelledAt ? ` on ${istDayTime(cancelledAt)}` : ''}</AlertTitle>
    {reason ? <Typography variant="body2">Reason: {reason}</Typography> : null}
    <Typography variant="body2">Paid registrations are refunded automatically.</Typography>
  </Alert>
);

/**
 * The danger zone: cancel the hackathon (its consequences spelled out, a reason, and its name typed to confirm);
 * once cancelled, the notice in its place.
 */
export const ConsoleCancelDrill = ({
  drillId,
  drillName,
  cancelledAt,
  cancellationReason,
}: {
  drillId: number;
  drillName: string;
  cancelledAt: string | null;
  cancellationReason: string | null;
}) => {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<{ at: string; reason: string } | null>(null);
  if (cancelledAt || done) {
    return (
      <ConsoleCancelledNotice
        cancelledAt={cancelledAt ?? done?.at ?? null}
        reason={cancellationReason ?? done?.reason ?? null}
      />
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'error.main' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>Cancel this hackathon</Typography>
          <Typography variant="body2" color="text.secondary">
            Registration closes, every paid registration is refunded and participants are told why.
          </Typography>
        </Box>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)} sx={{ flexShrink: 0 }}>
          Cancel hackathon
        </Button>
      </Stack>
      {open ? (
        <CancelDialog
          drillId={drillId}
          drillName={drillName}
          onClose={() => setOpen(false)}
          onCancelled={(reason) => {
            setOpen(false);
            setDone({ at: new Date().toISOString(), reason });
          }}
        />
      ) : null}
    </Paper>
  );
};
