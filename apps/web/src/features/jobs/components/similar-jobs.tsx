import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardSkeletons } from '@/components/loaders';
import { useSimilarJobs } from '../api/get-similar-jobs';
import { JobCard } from './job-card';

// Two across at most: four suggestions make two even rows beside nothing else on the page.
const gridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** Up to four jobs like this one; the section is left out when there are none or they fail to load. */
export const SimilarJobs = ({ jobId }: { jobId: number }) => {
  const { data, isPending, isError } = useSimilarJobs(jobId);
  if (isError || (data && data.data.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby="similar-jobs-title" sx={{ mt: 6 }}>
      <Typography variant="h2" id="similar-jobs-title" sx={{ fontSize: '1.5rem', mb: 2 }}>
        Similar jobs
      </Typography>
      {isPending ? (
        <Box sx={gridSx} aria-busy="true">
          <CardSkeletons count={2} height={240} />
        </Box>
      ) : (
        <Box component="ul" sx={{ ...gridSx, listStyle: 'none', p: 0, m: 0 }}>
          {data.data.map((job) => (
            <li key={job.jobId}>
              <JobCard job={job} />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
};
