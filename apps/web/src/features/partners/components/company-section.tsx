import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One section of the company page: a landmark with an h2, focusable so a menu jump can move focus to it. */
export const CompanySection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Box
    component="section"
    id={id}
    aria-labelledby={`${id}-title`}
    tabIndex={-1}
    sx={{
      py: { xs: 3, lg: 4 },
      borderTop: 1,
      borderColor: 'divider',
      outline: 'none',
      '&:first-of-type': { borderTop: 0 },
    }}
  >
    <Typography variant="h2" id={`${id}-title`} sx={{ fontSize: { xs: '1.45rem', lg: '1.7rem' }, mb: 2 }}>
      {title}
    </Typography>
    {children}
  </Box>
);
