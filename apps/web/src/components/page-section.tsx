import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { heroBackground } from './mode-styles';

/** The heading band at the top of a content page. */
export const PageHero = ({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) => (
  <Box component="header" sx={[{ py: { xs: 5, md: 8 } }, heroBackground]}>
    <Container maxWidth="lg">
      {eyebrow ? (
        <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.2 }}>
          {eyebrow}
        </Typography>
      ) : null}
      <Typography variant="h1" sx={{ maxWidth: 820, fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
        {title}
      </Typography>
      {children ? (
        <Typography component="div" color="text.secondary" sx={{ mt: 2, maxWidth: 720, fontSize: '1.1rem' }}>
          {children}
        </Typography>
      ) : null}
      {actions ? <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>{actions}</Box> : null}
    </Container>
  </Box>
);

export const Section = ({
  id,
  title,
  intro,
  children,
  muted,
}: {
  id?: string;
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  muted?: boolean;
}) => (
  <Box
    component="section"
    id={id}
    aria-labelledby={id && title ? `${id}-title` : undefined}
    sx={{ py: { xs: 5, md: 7 }, bgcolor: muted ? 'action.hover' : undefined, scrollMarginTop: 80 }}
  >
    <Container maxWidth="lg">
      {title ? (
        <Typography variant="h2" id={id ? `${id}-title` : undefined} gutterBottom>
          {title}
        </Typography>
      ) : null}
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Container>
  </Box>
);
