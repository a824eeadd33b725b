import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BrandLogo } from '../../shell/brand-logo';

/** A centred card with the logo, for the account pages opened from mailed links. */
export const AuthPageLayout = ({ title, children }: { title: string; children: ReactNode }) => (
  <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
    <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
      <BrandLogo />
    </Box>
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '1.9rem' }, fontWeight: 800, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  </Container>
);
