import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { formatExperience, formatSalary, postedAge, postedLabel, splitList } from '@elevate/contracts/common/format';
import type { JobDetail } from '@elevate/contracts/jobs/job-detail.schema';
import { Tag } from '@/components/tag-list';
import { RichTextBlock } from '@/components/rich-text-block';

export const JOB_CLOSED_MESSAGE = 'This job is no longer accepting applications';

const count = (n: number) => n.toLocaleString('en-IN');

/** The facts of a job, in the words of its card (spec §2.8, §9). */
export const jobFacts = (job: JobDetail): Array<[label: string, value: string]> => {
  const facts: Array<[string, string]> = [
    ['Salary', formatSalary(job)],
    ['Experience', formatExperience(job.jobMinYoe, job.jobMaxYoe, job.jobYoeTextForZero)],
    ['Job type', job.jobType],
  ];
  if (job.duration) facts.push(['Duration', job.duration]);
  facts.push(
    ['Location', job.jobLocation],
    ['Openings', count(job.jobNumberOfVacancies)],
    ['Applicants', count(job.jobApplicantCount)],
    ['Posted', postedAge(job.createdTs)],
  );
  return facts;
};

const panel = { p: { xs: 2, sm: 3 }, borderRadius: 2 } as const;

/**
 * Everything about one job: title and company, Apply and Share (passed in by the page), the facts, skills,
 * the description and the company block linking to its company page.
 */
export const JobDetailView = ({ job, actions }: { job: JobDetail; actions: ReactNode }) => {
  const skills = splitList(job.jobSkills);
  const companyPage = `/company-page/${job.partner.customUrl}`;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <Paper variant="outlined" sx={panel}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Avatar
              variant="rounded"
              src={job.jobImageLink ?? job.partner.logo ?? undefined}
              alt=""
              sx={{ width: { xs: 48, sm: 64 }, height: { xs: 48, sm: 64 } }}
            >
              {job.partner.displayName.slice(0, 1)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
                {job.jobTitle}
              </Typography>
              <Link component={RouterLink} to={companyPage} variant="body1" sx={{ fontWeight: 600 }}>
                {job.partner.displayName}
              </Link>
              <Stack
                direction="row"
                useFlexGap
                sx={{ flexWrap: 'wrap', gap: 2, mt: 1, color: 'text.secondary', alignItems: 'center' }}
              >
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <PlaceOutlinedIcon fontSize="small" aria-hidden />
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {job.jobLocation}
                  </Typography>
                </Stack>
                <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <WorkOutlineIcon fontSize="small" aria-hidden />
                  <Typography variant="body2">{job.jobType}</Typography>
                </Stack>
                <Typography variant="body2">{postedLabel(job.createdTs)}</Typography>
              </Stack>
            </Box>
          </Stack>
          {job.isActive ? null : (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {JOB_CLOSED_MESSAGE}
            </Alert>
          )}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, mt: 2.5 }}>
            {actions}
          </Stack>
        </Paper>

        <Paper variant="outlined" sx={panel} component="section" aria-labelledby="job-facts-title">
          <Typography variant="h2" id="job-facts-title" sx={{ fontSize: '1.25rem', mb: 2 }}>
            Job details
          </Typography>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            {jobFacts(job).map(([label, value]) => (
              <Box key={label} sx={{ minWidth: 0 }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          {skills.length > 0 ? (
            <>
              <Typography variant="h3" sx={{ fontSize: '1rem', mt: 3, mb: 1 }}>
                Skills
              </Typography>
              <Box
                component="ul"
                aria-label="Skills"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
              >
                {skills.map((s) => (
                  <li key={s}>
                    <Tag>{s}</Tag>
                  </li>
                ))}
              </Box>
            </>
          ) : null}
        </Paper>

        <Paper variant="outlined" sx={panel} component="section" aria-labelledby="job-about-title">
          <Typography variant="h2" id="job-about-title" sx={{ fontSize: '1.25rem', mb: 2 }}>
            About the job
          </Typography>
          {job.description ? (
            <RichTextBlock html={job.description} />
          ) : (
            <Typography color="text.secondary">The company has not added a description yet.</Typography>
          )}
        </Paper>
      </Stack>

      <Paper variant="outlined" sx={panel} component="aside" aria-labelledby="job-company-title">
        <Typography variant="h2" id="job-company-title" sx={{ fontSize: '1.25rem', mb: 2 }}>
          About the company
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar variant="rounded" src={job.partner.logo ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
            {job.partner.displayName.slice(0, 1)}
          </Avatar>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{job.partner.displayName}</Typography>
        </Stack>
        <Box component="dl" sx={{ m: 0, mt: 2, display: 'grid', gap: 1.5 }}>
          {(
            [
              ['Industry', job.partner.industry],
              ['Headquarters', job.partner.headquarter],
            ] as const
          ).map(([label, value]) =>
            value ? (
              <Box key={label}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                  {value}
                </Typography>
              </Box>
            ) : null,
          )}
        </Box>
        <Button component={RouterLink} to={companyPage} variant="outlined" fullWidth sx={{ mt: 2.5 }}>
          View company page
        </Button>
      </Paper>
    </Box>
  );
};

export const JobDetailSkeleton = () => (
  <Box role="status" aria-label="Loading job">
    <Skeleton variant="rounded" height={180} />
    <Skeleton variant="rounded" height={140} sx={{ mt: 3 }} />
    <Skeleton variant="rounded" height={320} sx={{ mt: 3 }} />
  </Box>
);

/** A job that does not exist (or no longer does): say so kindly and lead back to the search. */
export const JobNotFound = () => (
  <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, maxWidth: 560, mx: 'auto' }}>
    <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
      This job is not available
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
      The link may be mistyped, or the company may have removed the job. Plenty of others are open right now.
    </Typography>
    <Button component={RouterLink} to="/jobs" variant="contained" size="large">
      Browse all jobs
    </Button>
  </Box>
);
