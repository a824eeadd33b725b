import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BuildCircleOutlinedIcon from '@mui/icons-material/BuildCircleOutlined';
import { CONTACT_DETAILS } from '@/app/shell/footer';
import { usePageTitle } from '@/components/use-page-title';

export const UnderRepairPage = () => {
  usePageTitle('Under maintenance');

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <BuildCircleOutlinedIcon color="primary" aria-hidden sx={{ fontSize: 72 }} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, mt: 2 }}>
        We&apos;ll be back shortly
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        This part of Elevate is getting some planned maintenance so it can work better for you. It usually takes less
        than an hour. Your profile, applications and hackathon submissions are safe.
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        Need help urgently? Email <Link href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</Link>.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained">
          Go to home
        </Button>
        <Button component={RouterLink} to="/contactus" variant="outlined">
          Contact us
        </Button>
      </Stack>
    </Container>
  );
};

export default UnderRepairPage;
