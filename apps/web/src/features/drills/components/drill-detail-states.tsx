import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DrillMessages } from '@elevate/contracts/drills/drill.messages';
import { LoadFailedState } from '@/components/empty-state';
import { visuallyHidden } from '@/components/visually-hidden';

/** The page's shape while the hackathon loads. */
export const DrillDetailSkeleton = () => (
  <Box role="status" aria-label="Loading the hackathon">
    <Skeleton variant="rectangular" sx={{ height: { xs: 120, md: 220 } }} />
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Skeleton variant="rounded" width={88} height={88} sx={{ mt: -7 }} />
      <Skeleton variant="text" width="60%" height={56} sx={{ mt: 2 }} />
      <Skeleton variant="text" width="30%" />
      <Box sx={{ mt: 3, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={240} sx={{ mt: 4 }} />
    </Container>
  </Box>
);

/** An unknown or unlisted hackathon: say so, and lead on to the listing. */
export const DrillNotFound = () => (
  <Container maxWidth="sm" sx={{ textAlign: 'center', py: { xs: 6, md: 10 } }}>
    <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
      This hackathon is not available
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
      {DrillMessages.notFound} The link may be mistyped, or the hosts may have taken it down.
    </Typography>
    <Button component={RouterLink} to="/drills" variant="contained" size="large">
      Browse hackathons
    </Button>
  </Container>
);

/** The hackathon could not be loaded just now (not a 404): try again. */
export const DrillLoadFailed = ({ onRetry }: { onRetry: () => void }) => (
  <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
    <Typography variant="h1" sx={visuallyHidden}>
      Hackathon
    </Typography>
    <LoadFailedState what="this hackathon" onRetry={onRetry} />
  </Container>
);
