import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Application } from '@elevate/contracts/applications/application.schema';
import { formatDate } from '@elevate/contracts/common/format';
import { ApplicationStatusChip } from './application-status-chip';
import { ApplicationTimeline } from './application-timeline';

/** Two links stacked in the head: each keeps a 24 px target (WCAG 2.5.8) however small its text. */
const stackedLink = { display: 'inline-block', minHeight: 24, py: 0.25 } as const;

/** The head of an application: company logo, job title (to the job), company (to its page), status. */
export const ApplicationHeader = ({ application, titleId }: { application: Application; titleId?: string }) => (
  <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
    <Avatar variant="rounded" src={application.companyLogo ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
      {application.companyName.slice(0, 1)}
    </Avatar>
    <Box sx={{ minWidth: 0, flex: 1 }}>
      <Typography variant="h3" id={titleId} sx={{ fontSize: '1.1rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
        <Link
          component={RouterLink}
          to={`/jobs/${application.jobCustUrl}`}
          underline="hover"
          color="inherit"
          sx={stackedLink}
        >
          {application.jobTitle}
        </Link>
      </Typography>
      <Link
        component={RouterLink}
        to={`/company-page/${application.companyCustomUrl}`}
        variant="body2"
        sx={{ ...stackedLink, fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {application.companyName}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {application.jobLocation} · {application.jobType}
      </Typography>
    </Box>
    <Box sx={{ flexShrink: 0 }}>
      <ApplicationStatusChip status={application.currentStatus} />
    </Box>
  </Stack>
);

/** What the application is: status sentence, applied date, resume, and a closed job said plainly. */
export const ApplicationSummary = ({ application }: { application: Application }) => (
  <>
    <Typography sx={{ mt: 1.5 }}>{application.statusDescription}</Typography>
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center', color: 'text.secondary' }}
    >
      <Typography variant="body2">
        Applied on <time dateTime={application.appliedDateTime}>{formatDate(application.appliedDateTime)}</time>
      </Typography>
      {application.resumeFileName ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          · Resume: {application.resumeFileName}
        </Typography>
      ) : null}
      {application.isJobActive ? null : <Chip size="small" variant="outlined" label="Job closed" />}
    </Stack>
  </>
);

/** One application in My Jobs; "Track application" opens its status history in place. */
export const ApplicationCard = ({
  application,
  defaultOpen = false,
}: {
  application: Application;
  defaultOpen?: boolean;
}) => {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`${id}-title`}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}
    >
      <ApplicationHeader application={application} titleId={`${id}-title`} />
      <ApplicationSummary application={application} />
      <Button
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={`${id}-history`}
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        sx={{ mt: 1, ml: -1 }}
      >
        {open ? 'Hide status history' : 'Track application'}
      </Button>
      <Collapse in={open} id={`${id}-history`} unmountOnExit>
        <Box sx={{ pt: 1.5 }}>
          <ApplicationTimeline application={application} />
        </Box>
      </Collapse>
    </Paper>
  );
};
