import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A load that failed with nothing to show: the error in words and a Try again that asks once more. A failed
 * refresh keeps what is already shown, so callers render this only when there is no data.
 */
export const RetryAlert = ({
  children,
  onRetry,
  retrying = false,
  canRetry = true,
  sx,
}: {
  /** What went wrong, in words (usually errorMessage(query.error)). */
  children: ReactNode;
  onRetry: () => void;
  /** Try again is disabled while the new attempt is on its way. */
  retrying?: boolean;
  /** False when asking again cannot help (a 4xx: not allowed, not found): the message alone. */
  canRetry?: boolean;
  sx?: SxProps<Theme>;
}) => (
  <Alert
    severity="error"
    sx={sx}
    action={
      canRetry ? (
        <Button color="inherit" size="small" onClick={onRetry} disabled={retrying}>
          Try again
        </Button>
      ) : undefined
    }
  >
    {children}
  </Alert>
);
