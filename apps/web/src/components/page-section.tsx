import { Suspense, type ReactNode } from 'react';
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

/**
 * One section of a content page (the home page, the marketing and legal pages): a landmark named by its h2. Its
 * content is a Suspense boundary of its own, as a detail page's sections are (DetailSection below): the browser
 * hydrates each in a separate, interruptible pass after the top of the page (docs/decisions/037).
 */
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
      {/* Hydrated in a pass of its own, after the top of the page (docs/decisions/037). */}
      <Suspense>{children}</Suspense>
    </Container>
  </Box>
);

/**
 * One section of a detail page with an "On this page" menu (a hackathon, a company): a landmark named by its h2,
 * focusable so a menu jump can move the focus to it. Its content is a Suspense boundary of its own: a browser
 * hydrates the server's HTML of each section in a separate, interruptible pass after the top of the page, instead
 * of the whole page in one long task (docs/decisions/037).
 */
export const DetailSection = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Box
    component="section"
    id={id}
    aria-labelledby={`${id}-title`}
    tabIndex={-1}
    sx={{
      py: { xs: 3, md: 4 },
      borderTop: 1,
      borderColor: 'divider',
      scrollMarginTop: 88,
      outline: 'none',
      '&:first-of-type': { borderTop: 0 },
    }}
  >
    <Typography variant="h2" id={`${id}-title`} sx={{ fontSize: { xs: '1.4rem', md: '1.65rem' }, mb: 2 }}>
      {title}
    </Typography>
    <Suspense>{children}</Suspense>
  </Box>
);
