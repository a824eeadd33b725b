import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/use-page-title';
import { useMyApplications } from '@/features/applications/api/get-my-applications';
import { GettingStartedChecklist } from '@/features/dashboard/components/getting-started-checklist';
import { gettingStarted, greeting } from '@/features/dashboard/getting-started';
import { useProfileCompletion } from '@/features/users/api/get-profile-completion';
import { useSession } from '@/lib/session';
import { ApplicationsCard, latestApplicationsQuery } from './applications-card';
import { HackathonsCard } from './hackathons-card';
import { NotificationsCard } from './notifications-card';
import { ProfileStrengthCard } from './profile-strength-card';
import { RecommendedJobsCard } from './recommended-jobs-card';
import { ReferralCard } from './referral-card';

/** One column on phones; two on wide screens, where recommended jobs take a whole row. */
const layout = (withChecklist: boolean) => {
  const start = withChecklist ? ['start'] : [];
  return {
    display: 'grid',
    gap: { xs: 2, lg: 3 },
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
    gridTemplateAreas: {
      xs: [...start, 'profile', 'applications', 'jobs', 'notifications', 'referrals', 'hackathons']
        .map((a) => `"${a}"`)
        .join(' '),
      lg: [
        ...start.map(() => 'start start'),
        'profile applications',
        'jobs jobs',
        'notifications referrals',
        'notifications hackathons',
      ]
        .map((row) => `"${row}"`)
        .join(' '),
    },
  };
};

/**
 * /my-dashboard (signed in): where every login lands. Each card loads and fails on its own; a brand-new
 * account also gets a checklist to get started (getting-started.ts).
 */
export const DashboardPage = () => {
  usePageTitle('My Dashboard');
  const session = useSession();
  const uid = session?.session.uid ?? 0;
  // The same queries as the profile and applications cards: they are fetched once for both.
  const completion = useProfileCompletion(uid);
  const applications = useMyApplications(latestApplicationsQuery(uid));
  const steps =
    completion.data && applications.data ? gettingStarted(completion.data, applications.data.stats.all) : null;

  // RequireAuth renders this page only with a session.
  if (!session) return null;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Box component="header" sx={{ mb: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {greeting(session.session.fullName, new Date().getHours())}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {steps
            ? 'Welcome to Elevate. Your profile, applications, jobs picked for you and hackathons, all in one place.'
            : 'Here is where your job search stands today.'}
        </Typography>
      </Box>
      <Box sx={layout(steps !== null)}>
        {steps ? (
          <Box sx={{ gridArea: 'start' }}>
            <GettingStartedChecklist steps={steps} />
          </Box>
        ) : null}
        <Box sx={{ gridArea: 'profile', minWidth: 0 }}>
          <ProfileStrengthCard uid={uid} />
        </Box>
        <Box sx={{ gridArea: 'applications', minWidth: 0 }}>
          <ApplicationsCard uid={uid} />
        </Box>
        <Box sx={{ gridArea: 'jobs', minWidth: 0 }}>
          <RecommendedJobsCard uid={uid} />
        </Box>
        <Box sx={{ gridArea: 'notifications', minWidth: 0 }}>
          <NotificationsCard />
        </Box>
        <Box sx={{ gridArea: 'referrals', minWidth: 0 }}>
          <ReferralCard />
        </Box>
        <Box sx={{ gridArea: 'hackathons', minWidth: 0 }}>
          <HackathonsCard uid={uid} />
        </Box>
      </Box>
    </Container>
  );
};

export default DashboardPage;
