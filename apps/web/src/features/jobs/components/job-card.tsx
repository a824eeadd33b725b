import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import WorkOutlineIcon from '@mui/icons-material/WorkOutlined';
import { formatExperience, formatSalary, postedLabel, splitList, truncate } from '@elevate/contracts/common/format';
import { LOCATION_CUT } from '@elevate/contracts/common/constants';
import type { JobCard as JobCardData } from '@elevate/contracts/jobs/job-card.schema';
import { LogoImage } from '@/components/logo-image';
import { TagList } from '@/components/tag-list';

/**
 * The card's facts as a description list (a label and its value each), styled once for all of them: the card
 * is drawn a dozen times on a page, so what repeats in it is plain markup under one styled element.
 */
const facts = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: 1.5,
  mt: 2,
  // The footer below takes the card's spare height (margin-top: auto); this keeps it apart when there is none.
  mb: 2,
  '& dt': { typography: 'caption', color: 'text.secondary' },
  '& dd': { typography: 'body2', fontWeight: 600, m: 0 },
} as const;

const Fact = ({ label, value }: { label: string; value: string }) => (
  <div>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
);

/** The job card of spec §2.8 and §9. */
export const JobCard = ({ job }: { job: JobCardData }) => (
  <Card sx={{ height: '100%' }}>
    <CardActionArea
      component={RouterLink}
      to={`/jobs/${job.custUrl}`}
      sx={{
        height: '100%',
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        justifyContent: 'flex-start',
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
        <LogoImage src={job.jobImageLink} name={job.partnerDisplayName} size={44} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
            {job.jobTitle}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {job.partnerDisplayName}
          </Typography>
        </Box>
      </Stack>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 0.5,
          mb: 1.5,
          color: 'text.secondary',
          typography: 'body2',
          '& > span': { display: 'inline-flex', alignItems: 'center', gap: 0.5 },
        }}
      >
        <span title={job.jobLocation}>
          <PlaceOutlinedIcon fontSize="small" aria-hidden />
          {truncate(job.jobLocation, LOCATION_CUT)}
        </span>
        <span>
          <WorkOutlineIcon fontSize="small" aria-hidden />
          {job.jobType}
        </span>
      </Box>
      <TagList items={splitList(job.jobSkills)} label="Skills" />
      <Box component="dl" sx={facts}>
        <Fact label="Salary" value={formatSalary(job)} />
        <Fact label="Experience" value={formatExperience(job.jobMinYoe, job.jobMaxYoe, job.jobYoeTextForZero)} />
        {job.duration ? <Fact label="Duration" value={job.duration} /> : null}
        <Fact label="Openings" value={String(job.jobNumberOfVacancies)} />
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          mt: 'auto',
          pt: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          typography: 'caption',
          color: 'text.secondary',
        }}
      >
        <span>{job.jobApplicantCount} applied</span>
        <span>{postedLabel(job.createdTs)}</span>
      </Box>
    </CardActionArea>
  </Card>
);
