import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PendingButton } from '@/components/pending-button';

/** Asks before a team change that others feel (leave, remove, hand over); the button names the action. */
export const TeamConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  pending,
  danger = false,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  danger?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => (
  <Dialog open={open} onClose={pending ? undefined : onCancel} maxWidth="xs" fullWidth>
    <DialogTitle>{title}</DialogTitle>
    <DialogContent>
      <DialogContentText component="div">{children}</DialogContentText>
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={pending} autoFocus>
        Cancel
      </Button>
      <PendingButton variant="contained" color={danger ? 'error' : 'primary'} pending={pending} onClick={onConfirm}>
        {confirmLabel}
      </PendingButton>
    </DialogActions>
  </Dialog>
);
