import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import EmojiObjectsOutlinedIcon from '@mui/icons-material/EmojiObjectsOutlined';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { PageHero, Section } from '@/components/page-section';
import { usePageTitle } from '@/components/use-page-title';
import { useSitePage } from '@/features/content/api/get-site-page';
import { ExtraSections, SiteSection, sectionAt } from '@/features/content/components/site-page-section';
import { openContactSales } from '@/features/contact/components/contact-sales-store';

interface Offer {
  title: string;
  Icon: ComponentType<SvgIconProps>;
  body: string;
  to: string;
  cta: string;
}

const FOR_COMPANIES: Offer[] = [
  {
    title: 'Hiring',
    Icon: WorkOutlineIcon,
    body: 'Campus drives, internships, lateral roles and assessments from one employer console, with applicants ranked by skill.',
    to: '/hiring',
    cta: 'Explore hiring solutions',
  },
  {
    title: 'Hackathons',
    Icon: EmojiEventsOutlinedIcon,
    body: 'Online, offline or hybrid hackathons with registration, teams, submissions, judging and certificates handled for you.',
    to: '/hackathon',
    cta: 'Host a hackathon',
  },
  {
    title: 'Open innovation',
    Icon: EmojiObjectsOutlinedIcon,
    body: 'Put a real business problem in front of students, professionals and start-ups, and fund the ideas that work.',
    to: '/open-innovation',
    cta: 'Learn about open innovation',
  },
  {
    title: 'Customer stories',
    Icon: StorefrontOutlinedIcon,
    body: 'See how companies such as Kaveri Analytics and Sahyadri Fintech cut their time and cost to hire.',
    to: '/customers',
    cta: 'Read customer stories',
  },
];

const FOR_CAMPUSES = [
  'Run placement drives with hundreds of hiring companies and track every application, shortlist and offer.',
  'Give students access to national hackathons and open innovation challenges without leaving campus.',
  'Start Saarthi mentoring circles that pair students with alumni and working professionals, one hour a month.',
  'Get a placement report every semester, ready for NAAC and NIRF submissions.',
];

const WHY = [
  {
    title: 'Verified, serious talent',
    body: 'Profiles, assessments and hackathon submissions tell you what someone can do before you speak to them.',
  },
  {
    title: 'Reach beyond the usual campuses',
    body: 'Over 1,100 partner colleges in 26 states, including many your competitors have never visited.',
  },
  {
    title: 'A team that knows hiring in India',
    body: 'A named account manager who knows campus calendars, notice periods and stipend norms in your sector.',
  },
];

export const EmployerPage = () => {
  const words = useSitePage('employer');
  usePageTitle(words.title);

  return (
    <>
      <PageHero
        eyebrow="For companies and institutes"
        title={words.headline}
        actions={
          <>
            <Button variant="contained" size="large" onClick={() => openContactSales('employer')}>
              Request a demo
            </Button>
            <Button component={RouterLink} to="/customers" variant="outlined" size="large">
              See customer stories
            </Button>
          </>
        }
      >
        {words.intro}
      </PageHero>

      <SiteSection id="companies" section={sectionAt(words, 0)}>
        <Grid container spacing={3}>
          {FOR_COMPANIES.map(({ title, Icon, body, to, cta }) => (
            <Grid key={title} size={{ xs: 12, sm: 6 }}>
              <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flex: 1 }}>
                  <Icon color="primary" aria-hidden sx={{ fontSize: 36 }} />
                  <Typography variant="h4" component="h3" sx={{ mt: 1, mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {body}
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button component={RouterLink} to={to} variant="outlined">
                    {cta}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      </SiteSection>

      <Section id="campuses" title="For colleges and institutes" muted>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Placement officers, deans and training heads use Elevate to bring more companies to their students and to
              prepare those students better.
            </Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {FOR_CAMPUSES.map((item) => (
                <Stack component="li" key={item} direction="row" spacing={1.5}>
                  <CheckCircleOutlineIcon color="success" aria-hidden sx={{ mt: 0.25, flexShrink: 0 }} />
                  <Typography>{item}</Typography>
                </Stack>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card>
              <CardContent>
                <HandshakeOutlinedIcon color="primary" aria-hidden sx={{ fontSize: 36 }} />
                <Typography variant="h4" component="h3" sx={{ mt: 1, mb: 1 }}>
                  Saarthi mentoring for campuses
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Saarthis are professionals who volunteer an hour a month to guide students on careers, interviews and
                  projects. We match your students with Saarthis from their field — and with your own alumni.
                </Typography>
              </CardContent>
              <CardActions disableSpacing sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
                <Button component={RouterLink} to="/saarthi" variant="outlined">
                  About Saarthi mentoring
                </Button>
                <Button component={RouterLink} to="/becomeasaarthi" variant="text">
                  Become a Saarthi
                </Button>
              </CardActions>
            </Card>
          </Grid>
        </Grid>
      </Section>

      <Section id="why-elevate" title="Why teams choose Elevate">
        <Grid container spacing={3}>
          {WHY.map((w) => (
            <Grid key={w.title} size={{ xs: 12, md: 4 }}>
              <Typography variant="h4" component="h3" gutterBottom>
                {w.title}
              </Typography>
              <Typography color="text.secondary">{w.body}</Typography>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="demo" title="See Elevate in action" muted>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
            Book a 30-minute walkthrough with our team. Bring your hiring targets, your hackathon idea or your placement
            numbers, and we will show you exactly how Elevate would work for you.
          </Typography>
          <Box sx={{ flexShrink: 0 }}>
            <Button variant="contained" size="large" onClick={() => openContactSales('employer')}>
              Request a demo
            </Button>
          </Box>
        </Stack>
      </Section>
      <ExtraSections page={words} from={1} />
    </>
  );
};

export default EmployerPage;
