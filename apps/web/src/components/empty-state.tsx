import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export const EmptyState = ({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) => (
  <Box
    sx={{
      textAlign: 'center',
      py: 6,
      px: 2,
      border: 1,
      borderColor: 'divider',
      borderRadius: 2,
      borderStyle: 'dashed',
    }}
  >
    <Typography variant="h4" component="p" gutterBottom>
      {title}
    </Typography>
    {children ? (
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
        {children}
      </Typography>
    ) : null}
    {action ? <Box sx={{ mt: 2 }}>{action}</Box> : null}
  </Box>
);

/** A load that failed with nothing to show in its place: says so, and Try again asks once more. */
export const LoadFailedState = ({ what, onRetry }: { what: string; onRetry: () => void }) => (
  <EmptyState
    title={`We could not load ${what}`}
    action={
      <Button variant="contained" onClick={onRetry}>
        Try again
      </Button>
    }
  >
    Check your connection and try again.
  </EmptyState>
);
