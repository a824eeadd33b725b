import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { PageHero } from '@/components/page-section';
import { usePageTitle } from '@/components/use-page-title';
import { ContactForm } from '@/features/contact/components/contact-form';
import { CONTACT_DETAILS } from '../../shell/footer';

export const ContactPage = () => {
  usePageTitle('Contact us');
  return (
    <>
      <PageHero eyebrow="Contact us" title="Talk to the Elevate team">
        Questions about hiring, hackathons, campus partnerships or your account: write to us and a person replies within
        one working day.
      </PageHero>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
              <Typography variant="h2" sx={{ fontSize: '1.4rem' }} gutterBottom>
                Send us a message
              </Typography>
              <ContactForm source="contactus" />
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={3}>
              <Box>
                <Typography variant="h2" sx={{ fontSize: '1.4rem' }} gutterBottom>
                  Reach us directly
                </Typography>
                <Stack spacing={1.5}>
                  <Stack direction="row" spacing={1.5}>
                    <EmailOutlinedIcon color="primary" aria-hidden />
                    <Link href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</Link>
                  </Stack>
                  <Stack direction="row" spacing={1.5}>
                    <PhoneOutlinedIcon color="primary" aria-hidden />
                    <Link href={`tel:${CONTACT_DETAILS.phone.replace(/\s/g, '')}`}>{CONTACT_DETAILS.phone}</Link>
                  </Stack>
                  <Stack direction="row" spacing={1.5}>
                    <PlaceOutlinedIcon color="primary" aria-hidden />
                    <Typography component="address" sx={{ fontStyle: 'normal' }}>
                      {CONTACT_DETAILS.address.join(', ')}
                    </Typography>
                  </Stack>
                </Stack>
              </Box>
              <Box>
                <Typography variant="h3" sx={{ fontSize: '1.1rem' }} gutterBottom>
                  Office hours
                </Typography>
                <Typography color="text.secondary">Monday to Saturday, 9:30 am to 6:30 pm IST.</Typography>
              </Box>
              <Box>
                <Typography variant="h3" sx={{ fontSize: '1.1rem' }} gutterBottom>
                  Students and job seekers
                </Typography>
                <Typography color="text.secondary">
                  For help with an application or a hackathon submission, mention the job or hackathon name in your
                  message so we can find it quickly.
                </Typography>
              </Box>
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </>
  );
};
export default ContactPage;
