import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A button for an action in flight: disabled with a spinner while `pending`, so nothing is sent twice. */
export const PendingButton = ({ pending, disabled, startIcon, ...props }: ButtonProps & { pending: boolean }) => (
  <Button
    {...props}
    disabled={disabled || pending}
    startIcon={pending ? <CircularProgress size={18} color="inherit" /> : startIcon}
  />
);
