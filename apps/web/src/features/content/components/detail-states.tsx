import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LoadFailedState } from '@/components/empty-state';
import { visuallyHidden } from '@/components/visually-hidden';

/** The shape of a story's or event's page while it loads. */
export const DetailSkeleton = ({ label }: { label: string }) => (
  <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} role="status" aria-label={label}>
    <Skeleton variant="text" width={120} />
    <Skeleton variant="text" width="80%" height={56} />
    <Skeleton variant="text" width="50%" />
    <Skeleton variant="rounded" sx={{ mt: 3, height: { xs: 180, md: 320 } }} />
    <Box sx={{ mt: 3 }}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="text" />
      ))}
    </Box>
  </Container>
);

/** An unknown or unpublished story or event: say so, and lead on. */
export const DetailNotFound = ({
  title,
  message,
  to,
  action,
}: {
  title: string;
  message: string;
  to: string;
  action: string;
}) => (
  <Container maxWidth="sm" sx={{ textAlign: 'center', py: { xs: 6, md: 10 } }}>
    <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
      {title}
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
      {message}
    </Typography>
    <Button component={RouterLink} to={to} variant="contained" size="large">
      {action}
    </Button>
  </Container>
);

/** It could not be loaded just now (not a 404): try again. */
export const DetailLoadFailed = ({ title, what, onRetry }: { title: string; what: string; onRetry: () => void }) => (
  <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
    <Typography variant="h1" sx={visuallyHidden}>
      {title}
    </Typography>
    <LoadFailedState what={what} onRetry={onRetry} />
  </Container>
);
