import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { EmptyState } from '@/components/empty-state';
import { CardSkeletons } from '@/components/loaders';
import { Section } from '@/components/page-section';
import { usePageTitle } from '@/components/use-page-title';
import { useFeaturedElements } from '@/features/content/api/get-featured-elements';
import { useSitePage } from '@/features/content/api/get-site-page';
import { EventList } from '@/features/content/components/event-list';
import { FeaturedStories } from '@/features/content/components/featured-stories';
import { FeedsStrip } from '@/features/content/components/feeds-strip';
import { SiteRichText } from '@/features/content/components/site-page-section';
import { StatTiles } from '@/features/content/components/stat-tiles';
import { TestimonialList } from '@/features/content/components/testimonial-list';
import { openContactSales } from '@/features/contact/components/contact-sales-store';
import { DrillCard } from '@/features/drills/components/drill-card';
import { LogoImage } from '@/components/logo-image';
import { JobCard } from '@/features/jobs/components/job-card';
import { byMode } from '@/components/mode-styles';

const cardGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

const SeeAll = ({ to, children }: { to: string; children: ReactNode }) => (
  <Button component={RouterLink} to={to} endIcon={<ArrowForwardIcon />} sx={{ mt: 2 }}>
    {children}
  </Button>
);

const Featured = () => {
  const { data, isPending, isError, refetch } = useFeaturedElements();
  const failed = (
    <EmptyState title="We could not load this section" action={<Button onClick={() => refetch()}>Try again</Button>}>
      Check your connection and try again.
    </EmptyState>
  );
  return (
    <>
      <Section
        id="featured-jobs"
        title="Jobs and internships picked for you"
        intro="Fresh openings from companies hiring freshers and interns this week, with the salary shown up front wherever the employer shares it."
      >
        {isError ? (
          failed
        ) : (
          <Box sx={cardGrid} aria-busy={isPending}>
            {isPending ? (
              <CardSkeletons count={3} height={260} />
            ) : (
              data.jobs.map((j) => <JobCard key={j.jobId} job={j} />)
            )}
          </Box>
        )}
        <SeeAll to="/jobs">See all jobs</SeeAll>
      </Section>
      <Section
        id="featured-hackathons"
        title="Hackathons you can join"
        intro="Solve real problem statements from companies, win prizes, and get noticed by the teams that set them."
        muted
      >
        {isError ? (
          failed
        ) : (
          <Box sx={cardGrid} aria-busy={isPending}>
            {isPending ? (
              <CardSkeletons count={3} height={230} />
            ) : (
              data.drills.map((d) => <DrillCard key={d.drillId} drill={d} />)
            )}
          </Box>
        )}
        <SeeAll to="/drills">See all hackathons</SeeAll>
      </Section>
      {data && data.partners.length > 0 ? (
        <Section id="partners" title="Companies and institutes on Elevate">
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
            }}
          >
            {data.partners.map((p) => (
              <li key={p.partnerId}>
                <Box
                  component={RouterLink}
                  to={`/company-page/${p.customUrl}`}
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 1,
                    p: 2,
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'divider',
                    color: 'text.primary',
                    textDecoration: 'none',
                    height: '100%',
                    '&:hover': { borderColor: 'primary.main' },
                  }}
                >
                  <LogoImage src={p.partnerLogoPath} name={p.partnerDisplayName} size={56} />
                  <Typography variant="body2" sx={{ textAlign: 'center', fontWeight: 600 }}>
                    {p.partnerDisplayName}
                  </Typography>
                </Box>
              </li>
            ))}
          </Box>
        </Section>
      ) : null}
    </>
  );
};

export const HomePage = () => {
  usePageTitle("Jobs, internships and hackathons for India's talent");
  const words = useSitePage('home');
  return (
    <>
      <Box
        component="header"
        sx={[
          { py: { xs: 6, md: 10 } },
          byMode(
            {
              background:
                'radial-gradient(circle at 85% 20%, #ffe2b3 0, transparent 40%), linear-gradient(135deg, #efedff 0%, #f8f9ff 60%)',
            },
            {
              background:
                'radial-gradient(circle at 85% 20%, #3a2a10 0, transparent 40%), linear-gradient(135deg, #1a1745 0%, #0f1220 60%)',
            },
          ),
        ]}
      >
        <Container maxWidth="lg">
          <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.2 }}>
            For students, freshers and professionals
          </Typography>
          <Typography variant="h1" sx={{ maxWidth: 760, fontSize: { xs: '2rem', sm: '2.5rem', md: '3.1rem' } }}>
            {words.headline}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 640, fontSize: '1.15rem' }}>
            {words.intro}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4 }}>
            <Button component={RouterLink} to="/jobs" variant="contained" size="large">
              Explore jobs
            </Button>
            <Button component={RouterLink} to="/drills" variant="outlined" size="large">
              Join a hackathon
            </Button>
            <Button onClick={() => openContactSales('home')} size="large">
              Hiring? Request a demo
            </Button>
          </Stack>
          <Box sx={{ mt: { xs: 5, md: 7 } }}>
            <StatTiles />
          </Box>
        </Container>
      </Box>
      <FeedsStrip />
      <Featured />
      <FeaturedStories />
      {words.sections.length > 0 ? (
        <Section id="how-it-works" title="How Elevate works for you" muted>
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
            }}
          >
            {words.sections.map(({ heading, bodyHtml }, i) => (
              <li key={`${i}-${heading}`}>
                <Typography component="p" sx={{ fontWeight: 800, fontSize: '2rem', color: 'secondary.main' }}>
                  {String(i + 1).padStart(2, '0')}
                </Typography>
                <Typography variant="h3" gutterBottom>
                  {heading}
                </Typography>
                <SiteRichText html={bodyHtml} mb={0} />
              </li>
            ))}
          </Box>
        </Section>
      ) : null}
      <Section id="testimonials" title="What our community says">
        <TestimonialList />
      </Section>
      <Section
        id="events"
        title="Upcoming events"
        intro="Free webinars and meetups with recruiters, founders and engineers from across India."
        muted
      >
        <EventList />
      </Section>
      <Section id="for-companies" title="Hiring freshers or hosting a hackathon?">
        <Typography color="text.secondary" sx={{ maxWidth: 720, mb: 3 }}>
          Companies and institutes use Elevate to reach students from over a thousand colleges, run hiring challenges
          and move applicants through every round from one console.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" onClick={() => openContactSales('home')}>
            Request a demo
          </Button>
          <Button component={RouterLink} to="/employer" variant="outlined">
            See how it works
          </Button>
        </Stack>
      </Section>
    </>
  );
};
export default HomePage;
