import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import type { RecommendedJob, RecommendedJobsResult } from '@elevate/contracts/jobs/recommendations.schema';
import { CardSkeletons } from '@/components/loaders';
import { DashboardCard, QueryContent } from '@/features/dashboard/components/dashboard-card';
import { profileSectionLink } from '@/features/dashboard/components/profile-strength';
import { useRecommendedJobs } from '@/features/jobs/api/get-recommended-jobs';
import { JobCard } from '@/features/jobs/components/job-card';

/** Six cards: two full rows of three on wide screens, three of two on tablets. */
export const RECOMMENDED_JOBS_SHOWN = 6;

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** Phones show the best three: six full job cards one under another would bury the rest of the page. */
export const RECOMMENDED_JOBS_ON_PHONES = 3;

/** A job card with why it was picked beneath it. */
const Recommendation = ({ job, phone }: { job: RecommendedJob; phone: boolean }) => (
  <Box
    component="li"
    sx={{ display: { xs: phone ? 'flex' : 'none', sm: 'flex' }, flexDirection: 'column', minWidth: 0 }}
  >
    <Box sx={{ flex: 1 }}>
      <JobCard job={job} />
    </Box>
    <Box
      component="ul"
      aria-label={`Why ${job.jobTitle} is recommended`}
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, px: 0.5 }}
    >
      {job.reasons.map((reason) => (
        <Box component="li" key={reason} sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }}>
          <CheckIcon fontSize="small" color="success" aria-hidden sx={{ mt: 0.25 }} />
          <Typography variant="body2">{reason}</Typography>
        </Box>
      ))}
    </Box>
  </Box>
);

/** What the profile lacks for better picks: everything (the newest jobs are shown), or its skills. */
const ProfileHint = ({ result }: { result: RecommendedJobsResult }) => {
  if (!result.profileIsEmpty && !result.missingSignals.includes('skills')) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to={profileSectionLink('skills')} color="inherit" size="small">
          Add skills
        </Button>
      }
    >
      {result.profileIsEmpty
        ? 'Add your skills, city and experience and we will pick jobs that fit you. Until then, here are the newest jobs.'
        : 'Add your skills for better matches: they count the most.'}
    </Alert>
  );
};

const Recommendations = ({ result }: { result: RecommendedJobsResult }) => (
  <>
    <ProfileHint result={result} />
    {result.data.length === 0 ? (
      <Box sx={{ textAlign: 'center', py: 3 }}>
        <Typography sx={{ fontWeight: 700 }}>No jobs to recommend right now</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          New jobs are posted every day. Search them all, or check back soon.
        </Typography>
        <Button component={RouterLink} to="/jobs" variant="outlined" size="small" sx={{ mt: 2 }}>
          Browse jobs
        </Button>
      </Box>
    ) : (
      <Box component="ul" aria-label="Recommended jobs" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
        {result.data.map((job, i) => (
          <Recommendation key={job.jobId} job={job} phone={i < RECOMMENDED_JOBS_ON_PHONES} />
        ))}
      </Box>
    )}
  </>
);

/** Jobs picked from the profile's skills, city and experience, each saying why (docs/decisions/028). */
export const RecommendedJobsCard = ({ uid }: { uid: number }) => {
  const query = useRecommendedJobs(uid, RECOMMENDED_JOBS_SHOWN);
  return (
    <DashboardCard id="recommended-jobs" title="Recommended for you" link={{ to: '/jobs', label: 'Browse all jobs' }}>
      <QueryContent
        query={query}
        label="Loading recommended jobs"
        skeleton={
          <Box sx={grid}>
            <CardSkeletons count={3} height={260} />
          </Box>
        }
      >
        {(result) => <Recommendations result={result} />}
      </QueryContent>
    </DashboardCard>
  );
};
