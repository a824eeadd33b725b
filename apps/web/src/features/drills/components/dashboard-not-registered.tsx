import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';

/**
 * A dashboard address that is not the caller's registration (another participant's id, a withdrawn
 * registration, a hackathon they never joined): the API answers 404, and this says so with the way forward.
 */
export const DashboardNotRegistered = ({
  drillName,
  drillPath,
  message,
  ownDashboardPath,
}: {
  drillName?: string;
  /** The hackathon's page (its custom URL, or its id when the hackathon could not be read). */
  drillPath: string;
  /** The API's words, when it gave any. */
  message?: string;
  /** The caller's own dashboard in this hackathon, when they have one (they followed someone else's link). */
  ownDashboardPath?: string | null;
}) => (
  <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', borderRadius: 3 }}>
      <HowToRegOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h1" sx={{ fontSize: '1.6rem', mt: 1 }}>
        You are not registered for {drillName ?? 'this hackathon'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {message && !/not registered/i.test(message) ? `${message} ` : ''}
        {ownDashboardPath
          ? 'This dashboard belongs to another registration. Yours is one click away.'
          : 'This dashboard belongs to another registration. Open the hackathon’s page to register, or to go to your own dashboard if you already have.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        {ownDashboardPath ? (
          <Button component={RouterLink} to={ownDashboardPath} variant="contained">
            Go to your dashboard
          </Button>
        ) : null}
        <Button component={RouterLink} to={drillPath} variant={ownDashboardPath ? 'outlined' : 'contained'}>
          Go to the hackathon page
        </Button>
        <Button component={RouterLink} to="/my-hackathons" variant="outlined">
          My Activities
        </Button>
      </Stack>
    </Paper>
  </Container>
);
