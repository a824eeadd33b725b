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
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import LeaderboardOutlinedIcon from '@mui/icons-material/LeaderboardOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { FaqList } from '@/components/faq-list';
import { PageHero, Section } from '@/components/page-section';
import { usePageTitle } from '@/components/use-page-title';
import { useSitePage } from '@/features/content/api/get-site-page';
import { ExtraSections, SiteSection, sectionAt } from '@/features/content/components/site-page-section';
import { openContactSales } from '@/features/contact/components/contact-sales-store';

const FORMATS = [
  {
    title: 'Online',
    body: 'Participants join from anywhere in India. Best for reaching the widest pool — thousands of students and professionals across hundreds of colleges and cities.',
  },
  {
    title: 'Offline',
    body: 'A 24- or 36-hour event at your office, a campus or a venue. We handle check-in and on-site judging; you bring the energy and the food.',
  },
  {
    title: 'Hybrid',
    body: 'An online idea round to shortlist, then an offline finale for the top teams. The most popular format for hiring hackathons.',
  },
];

const PHASES = [
  {
    title: 'Idea phase',
    body: 'Teams submit a problem statement, approach and a short deck. Judges shortlist the most promising ideas.',
  },
  {
    title: 'Prototype phase',
    body: 'Shortlisted teams build a working solution and submit code, a demo video and documentation.',
  },
  {
    title: 'Team or individual',
    body: 'Set a team size from one to six, allow solo entries, or require cross-college teams.',
  },
];

const FEATURES: { title: string; Icon: ComponentType<SvgIconProps>; body: string }[] = [
  {
    title: 'Registration',
    Icon: HowToRegOutlinedIcon,
    body: 'A branded hackathon page, eligibility rules, custom registration questions and a live count of sign-ups.',
  },
  {
    title: 'Teams',
    Icon: GroupsOutlinedIcon,
    body: 'Participants create or join teams with an invite code; team-size limits are enforced for you.',
  },
  {
    title: 'Submissions',
    Icon: CloudUploadOutlinedIcon,
    body: 'Phase-wise idea and solution submissions with files, links and deadlines that lock automatically.',
  },
  {
    title: 'Judging',
    Icon: GavelOutlinedIcon,
    body: 'Invite judges, set weighted criteria and let them score submissions blind, from any device.',
  },
  {
    title: 'Leaderboards',
    Icon: LeaderboardOutlinedIcon,
    body: 'Publish results phase by phase with a public leaderboard and announcements to every participant.',
  },
  {
    title: 'Certificates',
    Icon: WorkspacePremiumOutlinedIcon,
    body: 'Verifiable participation and winner certificates, issued in one click and shown on profiles.',
  },
];

const TIMELINE = [
  { when: 'Week 1', what: 'Kick-off call: goals, problem statements, format, prizes and judging criteria.' },
  { when: 'Week 2', what: 'Your hackathon page goes live. We promote it to our community and partner colleges.' },
  { when: 'Weeks 3–5', what: 'Registrations and team formation. Mentor sessions and a live Q&A for participants.' },
  { when: 'Week 6', what: 'Idea phase closes. Judges shortlist teams for the prototype phase.' },
  { when: 'Weeks 7–8', what: 'Prototype phase, ending with demos — online, or at an offline finale.' },
  { when: 'Week 9', what: 'Results, certificates and a report on participation, talent and next steps.' },
];

const FAQS = [
  {
    q: 'How many people usually take part?',
    a: 'An open online hackathon on Elevate typically draws between 1,500 and 8,000 registrations, depending on the theme, the prizes and how long registration stays open. Invite-only and campus hackathons are smaller by design.',
  },
  {
    q: 'Can we use the hackathon to hire?',
    a: 'Yes — many hosts do. You can ask participants to opt in to hiring, see their profiles alongside their submissions and invite the best people straight to interviews or to an open job.',
  },
  {
    q: 'Who owns the ideas and code that participants submit?',
    a: 'Participants own their work by default. If you need a licence or an assignment of rights, you set that out in the hackathon rules before registration opens, so every participant agrees to it up front.',
  },
  {
    q: 'How much does it cost?',
    a: 'It depends on the format, the reach you want and the services you need, such as an offline finale or custom assessments. Request a demo and we will send a plan and a quote within two working days.',
  },
  {
    q: 'Do participants pay to register?',
    a: 'Most hackathons on Elevate are free to enter. Where a host charges a registration fee, it is shown clearly before sign-up and paid through a secure payment gateway.',
  },
  {
    q: 'We are a college. Can we host an inter-college hackathon?',
    a: 'Absolutely. Colleges host tech fests, department hackathons and inter-college events on Elevate, often with companies as problem-statement partners.',
  },
];

const DemoButton = () => (
  <Button variant="contained" size="large" onClick={() => openContactSales('hackathon')}>
    Request a demo
  </Button>
);

export const HackathonPage = () => {
  const words = useSitePage('hackathon');
  usePageTitle(words.title);

  return (
    <>
      <PageHero
        eyebrow="Host a hackathon"
        title={words.headline}
        actions={
          <>
            <DemoButton />
            <Button component={RouterLink} to="/drills" variant="outlined" size="large">
              See live hackathons
            </Button>
          </>
        }
      >
        {words.intro}
      </PageHero>

      <SiteSection id="formats" section={sectionAt(words, 0)}>
        <Grid container spacing={3}>
          {FORMATS.map((f) => (
            <Grid key={f.title} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h4" component="h3" gutterBottom>
                    {f.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {f.body}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
          {PHASES.map((p) => (
            <Grid key={p.title} size={{ xs: 12, md: 4 }}>
              <Paper variant="outlined" sx={{ height: '100%', p: 2, bgcolor: 'action.hover' }}>
                <Typography variant="h4" component="h3" gutterBottom>
                  {p.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {p.body}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </SiteSection>

      <SiteSection id="platform" section={sectionAt(words, 1)} muted>
        <Grid container spacing={3}>
          {FEATURES.map(({ title, Icon, body }) => (
            <Grid key={title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Stack direction="row" spacing={2}>
                <Icon color="primary" aria-hidden sx={{ fontSize: 32, flexShrink: 0 }} />
                <Box>
                  <Typography variant="h4" component="h3" gutterBottom>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {body}
                  </Typography>
                </Box>
              </Stack>
            </Grid>
          ))}
        </Grid>
      </SiteSection>

      <SiteSection id="timeline" section={sectionAt(words, 2)}>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, maxWidth: 820 }}>
          {TIMELINE.map((t, i) => (
            <Box
              component="li"
              key={t.when}
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', sm: 'row' },
                gap: { xs: 0.5, sm: 3 },
                py: 2,
                borderTop: i === 0 ? 0 : 1,
                borderColor: 'divider',
              }}
            >
              <Typography component="p" sx={{ fontWeight: 700, color: 'primary.main', minWidth: 110 }}>
                {t.when}
              </Typography>
              <Typography>{t.what}</Typography>
            </Box>
          ))}
        </Box>
      </SiteSection>

      <Section id="get-started" title="Tell us what you want to build" muted>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography color="text.secondary" sx={{ maxWidth: 640 }}>
            Every hackathon is different, so we do not publish a price list. Share your goals, audience and dates, and
            we will come back with a format, a timeline and a quote made for you — with no obligation.
          </Typography>
          <Box sx={{ flexShrink: 0 }}>
            <DemoButton />
          </Box>
        </Stack>
      </Section>

      <Section id="faq" title="Frequently asked questions">
        <FaqList items={FAQS} idPrefix="hackathon-faq" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, alignItems: { sm: 'center' } }}>
          <Typography>Still have questions?</Typography>
          <DemoButton />
        </Stack>
      </Section>
      <ExtraSections page={words} from={3} />
    </>
  );
};

export default HackathonPage;
