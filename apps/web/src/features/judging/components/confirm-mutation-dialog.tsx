import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';

/**
 * A results dialog that confirms one change: its fields, the API's refusal under them, Cancel and the confirm
 * button (it shows the change is on its way; closing is off meanwhile).
 */
export const ConfirmMutationDialog = ({
  open,
  title,
  maxWidth,
  pending,
  error,
  confirmLabel,
  confirmDisabled,
  onClose,
  onConfirm,
  children,
}: {
  open: boolean;
  title: ReactNode;
  maxWidth: DialogProps['maxWidth'];
  pending: boolean;
  /** The mutation's error, null when it has none. */
  error: unknown;
  confirmLabel: string;
  confirmDisabled: boolean;
  onClose: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) => (
  <Dialog open={open} onClose={pending ? undefined : onClose} maxWidth={maxWidth} fullWidth>
    <DialogTitle>{title}</DialogTitle>
    <DialogContent>
      {children}
      {error ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onClose} disabled={pending}>
        Cancel
      </Button>
      <PendingButton variant="contained" pending={pending} disabled={confirmDisabled} onClick={onConfirm}>
        {confirmLabel}
      </PendingButton>
    </DialogActions>
  </Dialog>
);
