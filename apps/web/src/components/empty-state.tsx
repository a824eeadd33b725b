import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
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
