import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PendingButton } from '@/components/pending-button';

/**
 * Asks before something that cannot be undone or that others feel (delete, replace, leave a team, hand it over);
 * the confirm button names the action. While `pending`, neither button nor Escape closes it.
 */
export const ConfirmDialog = ({
  open,
  title,
  children,
  confirmLabel,
  pending = false,
  danger = false,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
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
