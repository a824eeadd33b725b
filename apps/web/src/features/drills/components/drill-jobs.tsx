import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';

const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
} as const;

/**
 * The jobs the hosts linked to their hackathon (`jobs/search?drillId`). The card comes from the page
 * (`renderJob`): the jobs feature owns it, and features do not reach into each other.
 */
export const DrillJobs = ({
  jobs,
  renderJob,
}: {
  jobs: readonly JobCard[];
  renderJob: (job: JobCard) => ReactNode;
}) => (
  <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
    {jobs.map((job) => (
      <li key={job.jobId}>{renderJob(job)}</li>
    ))}
  </Box>
);
