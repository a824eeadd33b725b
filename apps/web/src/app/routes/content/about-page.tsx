import type { ComponentType } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import BusinessCenterOutlinedIcon from '@mui/icons-material/BusinessCenterOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import { PageHero, Section } from '@/components/page-section';
import { usePageTitle } from '@/components/use-page-title';
import { useSitePage } from '@/features/content/api/get-site-page';
import { ExtraSections, SiteRichText, sectionAt } from '@/features/content/components/site-page-section';

const AUDIENCES: {
  title: string;
  Icon: ComponentType<SvgIconProps>;
  points: string[];
  link: { to: string; label: string };
}[] = [
  {
    title: 'For students and freshers',
    Icon: SchoolOutlinedIcon,
    points: [
      'Internships and first jobs from companies that actually reply, with the stipend or salary shown up front.',
      'Hackathons where the work you submit becomes proof of skill on your profile.',
      'Saarthi mentors — working professionals who give an hour a month to help you prepare.',
    ],
    link: { to: '/jobs', label: 'Browse jobs and internships' },
  },
  {
    title: 'For companies',
    Icon: BusinessCenterOutlinedIcon,
    points: [
      'Campus, internship and lateral hiring from one console, with assessments built in.',
      'Hiring hackathons and open innovation challenges that show you how people think, not just what they list.',
      'A public company page that tells candidates who you are before they apply.',
    ],
    link: { to: '/employer', label: 'See Elevate for employers' },
  },
  {
    title: 'For colleges and institutes',
    Icon: AccountBalanceOutlinedIcon,
    points: [
      'Placement drives run on Elevate, with live tracking of who applied, who was shortlisted and who joined.',
      'Inter-college hackathons your students can join without leaving campus.',
      'Saarthi mentoring circles that connect your students with your own alumni.',
    ],
    link: { to: '/customers', label: 'Read customer stories' },
  },
];

const STATS = [
  ['2021', 'Founded in Bengaluru'],
  ['1,100+', 'Partner colleges'],
  ['900+', 'Hiring companies'],
  ['650+', 'Hackathons hosted'],
] as const;

const VALUES = [
  {
    title: 'Talent is everywhere; access is not',
    body: 'A student in Bhilai deserves the same shot as one in Bengaluru. We design for low bandwidth, regional languages and first-generation graduates, not only for metro campuses.',
  },
  {
    title: 'Show the work',
    body: 'Degrees and college names say little about what someone can build. We give people ways to prove skill — submissions, projects, assessments — and we give employers ways to see it.',
  },
  {
    title: 'Respect everyone’s time',
    body: 'Every application deserves an answer. We nudge employers to close the loop, and we measure ourselves on how quickly candidates hear back.',
  },
  {
    title: 'Earn trust, every day',
    body: 'We verify employers, remove fake listings fast and never sell personal data. If we would not be comfortable explaining a practice to a student’s parents, we do not do it.',
  },
];

const TEAM = [
  {
    name: 'Aditi Raghavan',
    role: 'Co-founder and CEO',
    line: 'Ran campus placements at an engineering college in Mysuru for six years before starting Elevate.',
  },
  {
    name: 'Karthik Menon',
    role: 'Co-founder and CTO',
    line: 'Built search and matching systems for a Bengaluru logistics start-up; now makes sure every applicant gets seen.',
  },
  {
    name: 'Farah Siddiqui',
    role: 'Head of Campus Partnerships',
    line: 'Works with over 400 colleges, from IITs to Tier-3 polytechnics, on placement drives and mentoring.',
  },
  {
    name: 'Rohan Deshpande',
    role: 'Head of Product',
    line: 'Obsessed with the first five minutes a fresher spends on Elevate, and with making them count.',
  },
  {
    name: 'Nandini Gowda',
    role: 'Lead, Hackathons and Community',
    line: 'Has run more than 150 hackathons, including one judged entirely in Kannada.',
  },
  {
    name: 'Joseph Thomas',
    role: 'Design Lead',
    line: 'Designs for the ₹9,000 phone on a patchy 4G connection first, and the large monitor second.',
  },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

export const AboutPage = () => {
  const words = useSitePage('aboutus');
  usePageTitle(words.title);
  const [mission, story] = [sectionAt(words, 0), sectionAt(words, 1)];

  return (
    <>
      <PageHero
        eyebrow="About Elevate"
        title={words.headline}
        actions={
          <>
            <Button component={RouterLink} to="/jobs" variant="contained">
              Explore opportunities
            </Button>
            <Button component={RouterLink} to="/lifeatwue" variant="outlined">
              Work with us
            </Button>
          </>
        }
      >
        {words.intro}
      </PageHero>

      <Section id="mission" title={mission.heading}>
        <Box sx={{ fontSize: '1.15rem', '& > div': { color: 'text.primary' } }}>
          <SiteRichText html={mission.bodyHtml} mb={0} />
        </Box>
      </Section>

      <Section id="story" title={story.heading} muted>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Box sx={{ '& > div': { color: 'text.primary' } }}>
              <SiteRichText html={story.bodyHtml} mb={0} />
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
              {STATS.map(([value, label]) => (
                <Card key={label}>
                  <CardContent>
                    <Typography
                      component="p"
                      sx={{ fontSize: '1.8rem', fontWeight: 800, color: 'primary.main', lineHeight: 1.2 }}
                    >
                      {value}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {label}
                    </Typography>
                  </CardContent>
                </Card>
              ))}
            </Box>
          </Grid>
        </Grid>
      </Section>

      <Section id="what-we-do" title="What we do" intro="One platform, three groups of people who need each other.">
        <Grid container spacing={3}>
          {AUDIENCES.map(({ title, Icon, points, link }) => (
            <Grid key={title} size={{ xs: 12, md: 4 }}>
              <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                <CardContent sx={{ flex: 1 }}>
                  <Icon color="primary" aria-hidden sx={{ fontSize: 36 }} />
                  <Typography variant="h4" component="h3" sx={{ mt: 1, mb: 1.5 }}>
                    {title}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 1 } }}>
                    {points.map((p) => (
                      <li key={p}>
                        <Typography variant="body2">{p}</Typography>
                      </li>
                    ))}
                  </Box>
                </CardContent>
                <Box sx={{ px: 2, pb: 2 }}>
                  <Button component={RouterLink} to={link.to} variant="text">
                    {link.label}
                  </Button>
                </Box>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section id="values" title="What we believe" muted>
        <Grid container spacing={3}>
          {VALUES.map((v) => (
            <Grid key={v.title} size={{ xs: 12, sm: 6 }}>
              <Typography variant="h4" component="h3" gutterBottom>
                {v.title}
              </Typography>
              <Typography color="text.secondary">{v.body}</Typography>
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section
        id="our-team"
        title="Our team"
        intro="Elevate is built by about 90 people in Bengaluru, Pune and Guwahati. Here are a few of the people who lead the work."
      >
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {TEAM.map((person) => (
            <Grid key={person.name} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
                    <Avatar
                      aria-hidden
                      sx={{
                        width: 56,
                        height: 56,
                        bgcolor: 'primary.main',
                        color: 'primary.contrastText',
                        fontWeight: 700,
                      }}
                    >
                      {initials(person.name)}
                    </Avatar>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography variant="h4" component="h3">
                        {person.name}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {person.role}
                      </Typography>
                    </Box>
                  </Stack>
                  <Typography variant="body2">{person.line}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, alignItems: { sm: 'center' } }}>
          <Typography>Want to help us build Elevate?</Typography>
          <Button component={RouterLink} to="/lifeatwue" variant="contained">
            See open roles
          </Button>
          <Button component={RouterLink} to="/contactus" variant="outlined">
            Contact us
          </Button>
        </Stack>
      </Section>
      <ExtraSections page={words} from={2} />
    </>
  );
};

export default AboutPage;
