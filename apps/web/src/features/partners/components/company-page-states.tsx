import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The shape of the company page while it loads. */
export const CompanyPageSkeleton = () => (
  <Box role="status" aria-label="Loading company page" aria-busy>
    <Skeleton variant="rectangular" sx={{ aspectRatio: '4 / 1', minHeight: 96, maxHeight: 300, height: 'auto' }} />
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ mt: { xs: -2, lg: -3 }, p: { xs: 2, sm: 3 }, position: 'relative' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <Skeleton variant="rounded" width={88} height={88} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="55%" height={44} />
            <Skeleton variant="text" width="30%" />
          </Box>
        </Stack>
        <Skeleton variant="text" width="70%" sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={56} sx={{ mt: 2 }} />
      </Paper>
      <Box sx={{ py: 4 }}>
        <Skeleton variant="text" width={160} height={40} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
        <Box
          sx={{
            mt: 3,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={220} data-testid="card-skeleton" />
          ))}
        </Box>
      </Box>
    </Box>
  </Box>
);

const StatePanel = ({ title, text, action }: { title: string; text: string; action: ReactNode }) => (
  <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
    <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '1.9rem' } }}>
      {title}
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
      {text}
    </Typography>
    {action}
  </Container>
);

/** No active company has this address. */
export const CompanyNotFound = () => (
  <StatePanel
    title="We could not find this company"
    text="The company page you are looking for has moved or is no longer listed. Their openings may still be on the jobs page."
    action={
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/jobs" variant="contained">
          Browse jobs
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          Go to home
        </Button>
      </Stack>
    }
  />
);

/** The page could not load: the loading state has ended (spec §8) and the visitor can try again. */
export const CompanyLoadFailed = ({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) => (
  <StatePanel
    title="We could not load this company page"
    text="Something went wrong on our side or with the connection. Please try again in a moment."
    action={
      <Button variant="contained" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    }
  />
);
