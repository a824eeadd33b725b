import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { PageHero, Section } from '@/components/page-section';
import { usePageTitle } from '@/components/use-page-title';
import { openContactSales } from '@/features/contact/components/contact-sales-store';

interface Story {
  customer: string;
  kind: string;
  used: string;
  challenge: string;
  outcome: string;
  results: { value: string; label: string }[];
}

const STORIES: Story[] = [
  {
    customer: 'Kaveri Analytics',
    kind: 'Data analytics firm · Bengaluru · 600 employees',
    used: 'Hiring hackathon + campus hiring',
    challenge:
      'Kaveri was hiring 40 junior data analysts a year from the same eight campuses and losing half of its offers to bigger brands.',
    outcome:
      'It replaced its aptitude test with a two-week data challenge open to any college. Finalists were interviewed on the work they had submitted, so interviews were shorter and far more useful.',
    results: [
      { value: '4,800', label: 'students from 310 colleges took part' },
      { value: '52', label: 'hires, 31 from outside the old campus list' },
      { value: '38%', label: 'lower cost per hire' },
    ],
  },
  {
    customer: 'Sahyadri Fintech',
    kind: 'Payments start-up · Pune · 180 employees',
    used: 'Internship hiring + assessments',
    challenge: 'A three-person talent team was screening more than 6,000 internship applications by hand every summer.',
    outcome:
      'Sahyadri moved its summer internship to Elevate, added a 40-minute coding assessment and let the platform shortlist by score. Every applicant received a decision.',
    results: [
      { value: '9 days', label: 'from application to offer, down from 34' },
      { value: '100%', label: 'of applicants heard back' },
      { value: '22 of 30', label: 'interns converted to full-time roles' },
    ],
  },
  {
    customer: 'Indus Mobility',
    kind: 'Electric-vehicle maker · Chennai · 2,400 employees',
    used: 'Open innovation challenge + lateral hiring',
    challenge:
      'Indus wanted fresh ideas for battery-swap logistics in Tier-2 cities, and experienced engineers who understood the problem.',
    outcome:
      'An eight-week open innovation challenge drew teams of students and working professionals. Indus funded two pilots and made offers to members of five teams.',
    results: [
      { value: '1,150', label: 'ideas submitted' },
      { value: '2', label: 'pilots now running in Coimbatore and Madurai' },
      { value: '14', label: 'lateral hires from participating teams' },
    ],
  },
  {
    customer: 'A Tier-2 engineering college in Indore',
    kind: 'Private engineering college · 3,200 students',
    used: 'Placement drives + Saarthi mentoring',
    challenge:
      'Fewer than half of final-year students were getting placed, and most offers came from three mass recruiters.',
    outcome:
      'The placement cell ran its drives on Elevate, opened students to hackathons across India and set up Saarthi circles with 60 alumni mentors.',
    results: [
      { value: '71%', label: 'placement rate, up from 46% in two years' },
      { value: '84', label: 'companies hiring, up from 19' },
      { value: '₹5.2 LPA', label: 'median package, up from ₹3.6 LPA' },
    ],
  },
];

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

const QUOTES = [
  {
    text: 'We stopped asking which college someone went to and started asking what they built. Elevate made that practical at our scale.',
    name: 'Shruti Bhat',
    role: 'Head of Talent, Kaveri Analytics',
  },
  {
    text: 'Our students used to wait for companies to come to Indore. Now they compete in national hackathons, and recruiters come looking for them.',
    name: 'Dr Rajesh Patidar',
    role: 'Training and Placement Officer, a Tier-2 engineering college in Indore',
  },
];

const DemoButton = ({ label = 'Request a demo' }: { label?: string }) => (
  <Button variant="contained" size="large" onClick={() => openContactSales('customers')}>
    {label}
  </Button>
);

export const CustomersPage = () => {
  usePageTitle('Customers');

  return (
    <>
      <PageHero
        eyebrow="Customers"
        title="Companies and colleges across India hire and host on Elevate"
        actions={
          <>
            <DemoButton />
            <Button component={RouterLink} to="/hiring" variant="outlined" size="large">
              Explore hiring solutions
            </Button>
          </>
        }
      >
        From 20-person start-ups to manufacturers with thousands of employees, and from metro universities to colleges
        in smaller towns — here is what they achieved.
      </PageHero>

      <Section id="stories" title="Customer stories" intro="Real outcomes, measured over one hiring season or more.">
        <Stack spacing={3}>
          {STORIES.map((s) => (
            <Card key={s.customer} component="article">
              <CardContent sx={{ p: { xs: 2.5, md: 4 } }}>
                <Grid container spacing={3}>
                  <Grid size={{ xs: 12, md: 7 }}>
                    <Typography variant="h3">{s.customer}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                      {s.kind}
                    </Typography>
                    <Chip
                      label={s.used}
                      color="primary"
                      variant="outlined"
                      size="small"
                      sx={{ mt: 1.5, maxWidth: '100%' }}
                    />
                    <Typography sx={{ mt: 2 }}>
                      <strong>The challenge.</strong> {s.challenge}
                    </Typography>
                    <Typography sx={{ mt: 1.5 }}>
                      <strong>What changed.</strong> {s.outcome}
                    </Typography>
                  </Grid>
                  <Grid size={{ xs: 12, md: 5 }}>
                    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                      {s.results.map((r) => (
                        <Box component="li" key={r.label} sx={{ borderLeft: 4, borderColor: 'secondary.main', pl: 2 }}>
                          <Typography
                            component="p"
                            sx={{ fontSize: '1.6rem', fontWeight: 800, color: 'primary.main', lineHeight: 1.2 }}
                          >
                            {r.value}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {r.label}
                          </Typography>
                        </Box>
                      ))}
                    </Stack>
                  </Grid>
                </Grid>
              </CardContent>
            </Card>
          ))}
        </Stack>
      </Section>

      <Section id="quotes" title="In their words" muted>
        <Grid container spacing={3}>
          {QUOTES.map((q) => (
            <Grid key={q.name} size={{ xs: 12, md: 6 }}>
              <Paper variant="outlined" component="figure" sx={{ m: 0, p: { xs: 3, md: 4 }, height: '100%' }}>
                <FormatQuoteIcon color="primary" aria-hidden sx={{ fontSize: 40 }} />
                <Box component="blockquote" sx={{ m: 0 }}>
                  <Typography sx={{ fontSize: '1.15rem' }}>{q.text}</Typography>
                </Box>
                <Typography component="figcaption" sx={{ mt: 2 }}>
                  <strong>{q.name}</strong>
                  <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.9rem' }}>
                    {q.role}
                  </Box>
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="who-uses-elevate" title="Who uses Elevate" intro="Six kinds of organisations, one platform.">
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
      </Section>

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
    </>
  );
};

export default CustomersPage;
