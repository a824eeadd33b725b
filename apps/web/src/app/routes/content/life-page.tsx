import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { PageHero, Section } from '@/components/page-section';
import { usePageTitle } from '@/components/use-page-title';
import { useSitePage } from '@/features/content/api/get-site-page';
import { ExtraSections, SiteSection, sectionAt } from '@/features/content/components/site-page-section';

const CAREERS_EMAIL = 'careers@elevatecareers.in';

const CULTURE = [
  {
    title: 'We meet our users',
    body: 'Everyone at Elevate, engineers included, spends at least two days a quarter on a campus or with a hiring team. Product decisions start with what we saw there.',
  },
  {
    title: 'Small teams, clear owners',
    body: 'Teams of four to seven people own a problem end to end — a student’s first application, a judge’s scoring screen — and decide how to solve it.',
  },
  {
    title: 'Write it down',
    body: 'Big decisions are made in short written notes that anyone can read and comment on. It keeps us honest and lets quieter voices be heard.',
  },
  {
    title: 'Kind and direct',
    body: 'We say what we think, early and respectfully, and we assume good intent. Feedback flows in every direction, including to the founders.',
  },
];

const BENEFITS = [
  {
    title: 'Health cover',
    body: 'Medical insurance of ₹10 lakh for you, your spouse or partner, children and parents, plus online consultations.',
  },
  {
    title: 'Time off',
    body: '24 days of paid leave, 12 public holidays of your choice and a week off between Christmas and New Year.',
  },
  {
    title: 'Parental leave',
    body: '26 weeks for birthing parents and 12 weeks for every other new parent, including adoptive parents.',
  },
  { title: 'Learning budget', body: '₹60,000 a year for courses, books, certifications and conferences.' },
  {
    title: 'Ownership',
    body: 'Employee stock options for every full-time role, with a one-year cliff and four-year vesting.',
  },
  { title: 'Home set-up', body: 'A laptop of your choice and ₹25,000 to set up a comfortable desk at home.' },
];

const ROLES = [
  {
    title: 'Senior Frontend Engineer (React)',
    team: 'Engineering',
    location: 'Bengaluru · Hybrid',
    type: 'Full-time',
    body: 'Build fast, accessible pages that work on entry-level phones, from job search to the hackathon participant dashboard.',
  },
  {
    title: 'Backend Engineer (Java, Spring)',
    team: 'Engineering',
    location: 'Pune · Hybrid',
    type: 'Full-time',
    body: 'Scale the services behind job matching, assessments and hackathon judging for millions of users.',
  },
  {
    title: 'Product Designer',
    team: 'Design',
    location: 'Bengaluru · Hybrid',
    type: 'Full-time',
    body: 'Design employer and college tools that busy placement officers and recruiters will actually enjoy using.',
  },
  {
    title: 'Campus Partnerships Manager, North-East',
    team: 'Partnerships',
    location: 'Guwahati · On-site',
    type: 'Full-time',
    body: 'Bring colleges across the North-East onto Elevate and help their students reach national opportunities.',
  },
  {
    title: 'Community Intern, Hackathons',
    team: 'Community',
    location: 'Remote',
    type: 'Paid internship · 6 months',
    body: 'Help run hackathons end to end: participant support, judge coordination and results day.',
  },
];

export const LifePage = () => {
  const words = useSitePage('lifeatwue');
  usePageTitle(words.title);

  return (
    <>
      <PageHero
        eyebrow="Life at Elevate"
        title={words.headline}
        actions={
          <>
            <Button component={RouterLink} to="/lifeatwue#open-roles" variant="contained" size="large">
              See open roles
            </Button>
            <Button component={RouterLink} to="/aboutus" variant="outlined" size="large">
              About Elevate
            </Button>
          </>
        }
      >
        {words.intro}
      </PageHero>

      <Section id="culture" title="Our culture">
        <Grid container spacing={3}>
          {CULTURE.map((c) => (
            <Grid key={c.title} size={{ xs: 12, sm: 6 }}>
              <Typography variant="h4" component="h3" gutterBottom>
                {c.title}
              </Typography>
              <Typography color="text.secondary">{c.body}</Typography>
            </Grid>
          ))}
        </Grid>
      </Section>

      <SiteSection id="how-we-work" section={sectionAt(words, 0)} muted />

      <Section id="benefits" title="Benefits" intro="For every full-time team member, from day one.">
        <Grid container spacing={3}>
          {BENEFITS.map((b) => (
            <Grid key={b.title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h4" component="h3" gutterBottom>
                    {b.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {b.body}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>

      <SiteSection id="open-roles" section={sectionAt(words, 1)} muted>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {ROLES.map((r) => (
            <Card component="li" key={r.title}>
              <CardContent>
                <Stack
                  direction={{ xs: 'column', md: 'row' }}
                  spacing={2}
                  sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
                >
                  <Box sx={{ minWidth: 0 }}>
                    <Typography variant="h4" component="h3">
                      {r.title}
                    </Typography>
                    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
                      <Chip size="small" label={r.team} />
                      <Chip size="small" label={r.location} />
                      <Chip size="small" label={r.type} />
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {r.body}
                    </Typography>
                  </Box>
                  <Box sx={{ flexShrink: 0 }}>
                    <Button
                      variant="outlined"
                      href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${r.title}`)}`}
                      startIcon={<MailOutlineIcon aria-hidden />}
                      aria-label={`Apply for this role: ${r.title}`}
                    >
                      Apply for this role
                    </Button>
                  </Box>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
        <Typography sx={{ mt: 4 }}>
          Don&apos;t see your role? Send your CV and a few lines about what you would like to work on to{' '}
          <Link href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</Link>. We keep every application on file for six
          months and write back either way.
        </Typography>
      </SiteSection>
      <ExtraSections page={words} from={2} />
    </>
  );
};

export default LifePage;
