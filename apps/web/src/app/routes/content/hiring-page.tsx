import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import AssignmentTurnedInOutlinedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import CodeOutlinedIcon from '@mui/icons-material/CodeOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { FaqList } from '@/components/faq-list';
import { PageHero, Section } from '@/components/page-section';
import { usePageTitle } from '@/components/use-page-title';
import { useSitePage } from '@/features/content/api/get-site-page';
import { ExtraSections, SiteSection, sectionAt } from '@/features/content/components/site-page-section';
import { openContactSales } from '@/features/contact/components/contact-sales-store';

const SOLUTIONS: { title: string; Icon: ComponentType<SvgIconProps>; body: string }[] = [
  {
    title: 'Campus hiring',
    Icon: AccountBalanceOutlinedIcon,
    body: 'Run one drive across hundreds of partner colleges instead of visiting them one by one. Placement officers see your drive the day it goes live, and you see every applicant in one list.',
  },
  {
    title: 'Internship hiring',
    Icon: SchoolOutlinedIcon,
    body: 'Post paid or unpaid internships, full-time or part-time, remote or on-site. Students see the stipend and duration up front, so the ones who apply are the ones who will join.',
  },
  {
    title: 'Lateral hiring',
    Icon: WorkOutlineIcon,
    body: 'Reach professionals with one to ten years of experience who are open to a move. Filter by skills, notice period and expected CTC, and invite the best matches to apply.',
  },
  {
    title: 'Assessments',
    Icon: AssignmentTurnedInOutlinedIcon,
    body: 'Add coding, aptitude, domain or language assessments to any job. Proctored tests with plagiarism checks rank applicants before your team spends a minute on screening.',
  },
  {
    title: 'Hiring hackathons',
    Icon: CodeOutlinedIcon,
    body: 'Set a real problem, let students and professionals solve it in teams or alone, and interview the people whose work impressed you. Great for roles where a résumé says little.',
  },
];

const STEPS = [
  {
    title: 'Tell us who you need',
    body: 'A 30-minute call with our team to understand the roles, locations, timelines and budget.',
  },
  {
    title: 'We set up your console',
    body: 'We verify your company and create your employer console, company page and first job posts with you.',
  },
  {
    title: 'Go live and reach talent',
    body: 'Your openings reach matching students and professionals, partner colleges and our hackathon community.',
  },
  {
    title: 'Screen with evidence',
    body: 'Assessments and hackathon submissions rank applicants. Shortlist, schedule interviews and send feedback from one place.',
  },
  {
    title: 'Hire and close the loop',
    body: 'Make offers, track joinings and tell every applicant where they stand — automatically.',
  },
];

const NUMBERS = [
  { value: '900+', label: 'companies hiring on Elevate' },
  { value: '1,100+', label: 'partner colleges across 26 states' },
  { value: '48 hours', label: 'median time to a first shortlist' },
  { value: '9 in 10', label: 'applicants hear back within 14 days' },
];

const FAQS = [
  {
    q: 'Who can hire on Elevate?',
    a: 'Any company, start-up, government body or non-profit registered in India, and foreign companies hiring for roles in India. We verify every employer before its first job goes live, usually within one working day.',
  },
  {
    q: 'What kinds of roles can I post?',
    a: 'Full-time jobs, paid and unpaid internships, part-time roles, contract roles and apprenticeships — for freshers and for experienced professionals. Every post shows the location or remote option, the experience needed and, unless you choose to hide it, the salary or stipend.',
  },
  {
    q: 'Can I hire from specific colleges only?',
    a: 'Yes. A campus drive can be open to every partner college, limited to a list you choose, or filtered by degree, branch, graduation year and state. Placement officers at the selected colleges are notified automatically.',
  },
  {
    q: 'How do assessments work?',
    a: 'Choose from our library of coding, aptitude, communication and domain tests, or upload your own questions. Tests are proctored in the browser with webcam and tab-switch checks, and scores appear next to each applicant.',
  },
  {
    q: 'Do candidates pay anything to apply?',
    a: 'Never. Applying to jobs and internships on Elevate is free for candidates, and employers may not charge candidates any fee at any stage. We remove listings that do.',
  },
  {
    q: 'How is my candidates’ data protected?',
    a: 'Candidate data is shared with you only for the job they applied to and must be used only for hiring. We follow the Digital Personal Data Protection Act, 2023; our privacy policy explains the details.',
  },
];

const DemoButton = ({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) => (
  <Button variant={variant} size="large" onClick={() => openContactSales('hiring')}>
    Request a demo
  </Button>
);

export const HiringPage = () => {
  const words = useSitePage('hiring');
  usePageTitle(words.title);

  return (
    <>
      <PageHero
        eyebrow="Hiring on Elevate"
        title={words.headline}
        actions={
          <>
            <DemoButton />
            <Button component={RouterLink} to="/hiring#post-a-job" variant="outlined" size="large">
              How to post a job
            </Button>
          </>
        }
      >
        {words.intro}
      </PageHero>

      <SiteSection id="solutions" section={sectionAt(words, 0)}>
        <Grid container spacing={3}>
          {SOLUTIONS.map(({ title, Icon, body }) => (
            <Grid key={title} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Icon color="primary" aria-hidden sx={{ fontSize: 36 }} />
                  <Typography variant="h4" component="h3" sx={{ mt: 1, mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {body}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
            <Paper
              variant="outlined"
              sx={{
                height: '100%',
                p: 3,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'center',
                gap: 2,
                borderStyle: 'dashed',
              }}
            >
              <Typography variant="h4" component="h3">
                Not sure where to start?
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Tell us your hiring targets and we will suggest the right mix.
              </Typography>
              <Box>
                <DemoButton variant="outlined" />
              </Box>
            </Paper>
          </Grid>
        </Grid>
      </SiteSection>

      <Section id="how-it-works" title="How it works" muted>
        <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map((step, i) => (
            <Grid key={step.title} component="li" size={{ xs: 12, sm: 6, lg: 2.4 }}>
              <Box
                aria-hidden
                sx={{
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 800,
                  mb: 1.5,
                }}
              >
                {i + 1}
              </Box>
              <Typography variant="h4" component="h3" gutterBottom>
                {step.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {step.body}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="numbers" title="Elevate in numbers">
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {NUMBERS.map((n) => (
            <Grid key={n.label} component="li" size={{ xs: 6, md: 3 }}>
              <Typography
                component="p"
                sx={{
                  fontSize: { xs: '1.7rem', md: '2.2rem' },
                  fontWeight: 800,
                  color: 'primary.main',
                  lineHeight: 1.2,
                }}
              >
                {n.value}
              </Typography>
              <Typography color="text.secondary">{n.label}</Typography>
            </Grid>
          ))}
        </Grid>
      </Section>

      <SiteSection id="post-a-job" section={sectionAt(words, 1)} muted>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 1.5 } }}>
              <li>
                <Typography>
                  <strong>Request a demo.</strong> Share your company name, official email and the roles you are hiring
                  for. Our team replies within one working day.
                </Typography>
              </li>
              <li>
                <Typography>
                  <strong>Get verified.</strong> We confirm your company with its GSTIN or CIN and your official email
                  domain. This keeps fake jobs off Elevate.
                </Typography>
              </li>
              <li>
                <Typography>
                  <strong>Receive your console.</strong> We set up your employer console and company page and walk your
                  team through it.
                </Typography>
              </li>
              <li>
                <Typography>
                  <strong>Post in about ten minutes.</strong> Add the title, job type, location or remote option, salary
                  or stipend range, skills, experience, number of openings and the last date to apply. Attach an
                  assessment if you like, then publish.
                </Typography>
              </li>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography variant="h4" component="h3" gutterBottom>
                Already have a console?
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                Sign in with your employer account to post and manage jobs. Self-serve sign-up for employers is coming
                soon; until then, request a demo and we will set you up.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <DemoButton />
                <Button component={RouterLink} to="/contactus" variant="text" size="large">
                  Contact us
                </Button>
              </Stack>
            </Paper>
          </Grid>
        </Grid>
      </SiteSection>

      <Section id="faq" title="Frequently asked questions">
        <FaqList items={FAQS} idPrefix="hiring-faq" />
      </Section>

      <Section id="demo" title="Plan your next hiring season with us" muted>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
            Whether you need five interns by next month or 500 freshers by July, we will put together a plan, a timeline
            and the right mix of drives, assessments and hackathons.
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

export default HiringPage;
