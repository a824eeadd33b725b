import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export const NotFoundPage = () => (
  <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
    <Typography component="p" sx={{ fontSize: '4.5rem', fontWeight: 800, color: 'primary.main', lineHeight: 1 }}>
      404
    </Typography>
    <Typography variant="h1" sx={{ fontSize: '1.8rem', mt: 2 }}>
      Page not found
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
      The page you are looking for has moved or never existed. Try one of these instead.
    </Typography>
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
      <Button component={RouterLink} to="/" variant="contained">
        Go to home
      </Button>
      <Button component={RouterLink} to="/jobs" variant="outlined">
        Browse jobs
      </Button>
      <Button component={RouterLink} to="/sitemap" variant="outlined">
        See all pages
      </Button>
    </Stack>
  </Container>
);
export default NotFoundPage;
