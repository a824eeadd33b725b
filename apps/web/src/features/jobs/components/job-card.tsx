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

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="p">
      {label}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 600 }}>
      {value}
    </Typography>
  </Box>
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
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5, color: 'text.secondary' }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <PlaceOutlinedIcon fontSize="small" aria-hidden />
          <Typography variant="body2" title={job.jobLocation}>
            {truncate(job.jobLocation, LOCATION_CUT)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <WorkOutlineIcon fontSize="small" aria-hidden />
          <Typography variant="body2">{job.jobType}</Typography>
        </Stack>
      </Stack>
      <TagList items={splitList(job.jobSkills)} label="Skills" />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, mt: 2 }}>
        <Fact label="Salary" value={formatSalary(job)} />
        <Fact label="Experience" value={formatExperience(job.jobMinYoe, job.jobMaxYoe, job.jobYoeTextForZero)} />
        {job.duration ? <Fact label="Duration" value={job.duration} /> : null}
        <Fact label="Openings" value={String(job.jobNumberOfVacancies)} />
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <Typography variant="caption" color="text.secondary">
          {job.jobApplicantCount} applied
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {postedLabel(job.createdTs)}
        </Typography>
      </Stack>
    </CardActionArea>
  </Card>
);
