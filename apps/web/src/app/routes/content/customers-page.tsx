import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHero, Section } from '@/components/page-section';
import { usePageTitle } from '@/components/use-page-title';
import { useSitePage } from '@/features/content/api/get-site-page';
import { CustomerLogos, CustomerQuotes, StoryGrid } from '@/features/content/components/customer-sections';
import { ExtraSections, SiteSection, sectionAt } from '@/features/content/components/site-page-section';
import { openContactSales } from '@/features/contact/components/contact-sales-store';

const SEGMENTS = [
  {
    title: 'Start-ups',
    body: 'Seed to Series C teams that need their first 10 engineers, designers or analysts and cannot afford a campus tour.',
    examples: ['SaaS', 'Fintech', 'D2C brands', 'Climate tech'],
  },
  {
    title: 'Mid-size and large companies',
    body: 'Companies hiring hundreds of freshers and interns a year across functions, with assessments and campus drives.',
    examples: ['IT services', 'Manufacturing', 'BFSI', 'Consulting'],
  },
  {
    title: 'Global capability centres',
    body: 'Engineering and operations centres in India that hire laterally and run hackathons to spot specialist talent.',
    examples: ['Data and AI', 'Cloud', 'Cybersecurity', 'Product engineering'],
  },
  {
    title: 'Colleges and universities',
    body: 'Placement cells that run drives, track outcomes and connect students with alumni mentors through Saarthi.',
    examples: ['Engineering', 'Management', 'Arts and science', 'Polytechnics'],
  },
  {
    title: 'Government and public bodies',
    body: 'Departments and innovation missions that run open challenges for citizens, students and start-ups.',
    examples: ['Smart cities', 'Agritech', 'Public health', 'e-Governance'],
  },
  {
    title: 'Communities and non-profits',
    body: 'Developer communities, incubators and foundations that host hackathons and skilling programmes.',
    examples: ['Tech communities', 'Incubators', 'Foundations', 'Student clubs'],
  },
];

const DemoButton = ({ label = 'Request a demo' }: { label?: string }) => (
  <Button variant="contained" size="large" onClick={() => openContactSales('customers')}>
    {label}
  </Button>
);

export const CustomersPage = () => {
  const words = useSitePage('customers');
  usePageTitle(words.title);
  const [stories, segments] = [sectionAt(words, 0), sectionAt(words, 1)];

  return (
    <>
      <PageHero
        eyebrow="Customers"
        title={words.headline}
        actions={
          <>
            <DemoButton />
            <Button component={RouterLink} to="/hiring" variant="outlined" size="large">
              Explore hiring solutions
            </Button>
          </>
        }
      >
        {words.intro}
      </PageHero>

      <Section id="logos" title="Who hires and hosts on Elevate">
        <CustomerLogos />
      </Section>

      <SiteSection id="stories" section={stories} muted>
        <StoryGrid type="casestudy" title="Case studies" />
        <StoryGrid type="successstory" title="Success stories" />
      </SiteSection>

      <CustomerQuotes />

      <SiteSection id="who-uses-elevate" section={segments}>
        <Grid container spacing={3}>
          {SEGMENTS.map((seg) => (
            <Grid key={seg.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h4" component="h3" gutterBottom>
                    {seg.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {seg.body}
                  </Typography>
                  <Stack
                    component="ul"
                    direction="row"
                    sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
                  >
                    {seg.examples.map((e) => (
                      <li key={e}>
                        <Chip label={e} size="small" />
                      </li>
                    ))}
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </SiteSection>

      <Section id="demo" title="Want results like these?" muted>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
            Tell us what you are hiring for or what you want to build. We will show you how a campus drive, an
            internship programme or a hackathon would run on Elevate, with a plan and a timeline, in a 30-minute call.
          </Typography>
          <Box sx={{ flexShrink: 0 }}>
            <DemoButton />
          </Box>
        </Stack>
      </Section>
      <ExtraSections page={words} from={2} />
    </>
  );
};

export default CustomersPage;
