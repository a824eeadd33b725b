import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { APPLICATION_STATUSES } from '@elevate/contracts/applications/application-status';
import type { Application, MyApplicationsResult } from '@elevate/contracts/applications/application.schema';
import { relativeTime } from '@elevate/contracts/common/format';
import { useMyApplications } from '@/features/applications/api/get-my-applications';
import { ApplicationStatusChip } from '@/features/applications/components/application-status-chip';
import { DashboardCard, QueryContent } from '@/features/dashboard/components/dashboard-card';

/** The dashboard shows this many of the latest applications. */
export const LATEST_APPLICATIONS = 3;

/** The same query as the page's first-run check: one request serves both. */
export const latestApplicationsQuery = (uid: number) => ({
  uid,
  stage: 'all' as const,
  offset: 0,
  limit: LATEST_APPLICATIONS,
});

/** When the application last moved: its newest status, or when it was sent. */
const lastUpdate = (a: Application) => a.status.at(-1)?.updatedStatusOnTs ?? a.appliedDateTime;

const Skeletons = () => (
  <>
    <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" width={88} height={56} />
      ))}
    </Box>
    {Array.from({ length: LATEST_APPLICATIONS }, (_, i) => (
      <Skeleton key={i} variant="text" height={44} />
    ))}
  </>
);

const Glance = ({ result }: { result: MyApplicationsResult }) => {
  const { stats } = result;
  if (stats.all === 0) {
    return (
      <Box sx={{ textAlign: 'center', py: 2 }}>
        <Typography sx={{ fontWeight: 700 }}>You have not applied to any jobs yet</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Each job you apply to shows up here with where your application stands.
        </Typography>
        <Button component={RouterLink} to="/jobs" variant="contained" size="small" sx={{ mt: 2 }}>
          Find jobs
        </Button>
      </Box>
    );
  }
  const statuses = APPLICATION_STATUSES.filter((s) => stats.byStatus[s] > 0);
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {stats.all} {stats.all === 1 ? 'application' : 'applications'}: {stats.active} active, {stats.closed} closed
      </Typography>
      <Box
        component="ul"
        aria-label="Applications by status"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
      >
        {statuses.map((s) => (
          <Box component="li" key={s} sx={{ px: 1.5, py: 1, borderRadius: 2, bgcolor: 'action.hover', minWidth: 88 }}>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {s}
            </Typography>
            <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
              {stats.byStatus[s]}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} id="latest-applications">
        Latest updates
      </Typography>
      <Box component="ul" aria-labelledby="latest-applications" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {result.data.map((a) => (
          <Box
            component="li"
            key={a.applicationId}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={`/my-jobs?application=${a.applicationId}`}
                sx={{ fontWeight: 700, display: 'block', overflowWrap: 'anywhere' }}
              >
                {a.jobTitle}
              </Link>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {a.companyName} · updated {relativeTime(lastUpdate(a))}
              </Typography>
            </Box>
            <ApplicationStatusChip status={a.currentStatus} />
          </Box>
        ))}
      </Box>
    </>
  );
};

/** Applications at a glance: counts by status and the latest three, each opening on /my-jobs. */
export const ApplicationsCard = ({ uid }: { uid: number }) => {
  const query = useMyApplications(latestApplicationsQuery(uid));
  return (
    <DashboardCard id="applications" title="Applications at a glance" link={{ to: '/my-jobs', label: 'My Jobs' }}>
      <QueryContent query={query} label="Loading your applications" skeleton={<Skeletons />}>
        {(result) => <Glance result={result} />}
      </QueryContent>
    </DashboardCard>
  );
};
