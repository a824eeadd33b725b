import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useJobsHeading } from '../api/get-jobs-heading';

/** The counts in the header of /jobs (jobs/heading). A failure hides them: the page works without. */
export const JobsHeadingStats = () => {
  const { data, isPending, isError } = useJobsHeading();
  if (isError) return null;
  const items = data
    ? [
        [data.activeJobs, 'open jobs'],
        [data.companiesHiring, 'companies hiring'],
        [data.internships, 'internships'],
        [data.newThisWeek, 'new this week'],
      ]
    : [];
  return (
    <Box
      component="ul"
      aria-label="Jobs on Elevate"
      aria-busy={isPending}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 2,
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, max-content)' },
        gap: { xs: 1.5, sm: 4 },
      }}
    >
      {isPending
        ? Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton variant="text" width={120} height={44} />
            </li>
          ))
        : items.map(([n, label]) => (
            <li key={label}>
              <Typography
                component="span"
                sx={{ fontWeight: 800, fontSize: '1.5rem', display: 'block', lineHeight: 1.2 }}
              >
                {Number(n).toLocaleString('en-IN')}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {label}
              </Typography>
            </li>
          ))}
    </Box>
  );
};
