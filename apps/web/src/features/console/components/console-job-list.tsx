import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatExperience, formatSalary, postedLabel } from '@elevate/contracts/common/format';
import type { ConsoleJob, ConsoleJobStatus } from '@elevate/contracts/console/console-job.schema';
import { PagedList } from '@/components/paged-list';
import { EmptyState } from '@/components/empty-state';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useConsoleJobs } from '../api/get-console-jobs';
import { useSetJobStatus } from '../api/set-job-status';
import { consolePath } from '../hooks/use-console-company';

const PAGE_SIZE = 20;
const FILTERS: Array<{ value: ConsoleJobStatus; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
];

/** 'Applied 3 · Shortlisted 1': the applicants by their current status. */
const statusLine = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([status, n]) => `${status} ${n}`)
    .join(' · ');

const JobRow = ({ job, onToggle }: { job: ConsoleJob; onToggle: (job: ConsoleJob) => void }) => (
  <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, listStyle: 'none' }}>
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h3" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            {job.jobTitle}
          </Typography>
          <Chip
            size="small"
            label={job.isActive ? 'Open' : 'Closed'}
            color={job.isActive ? 'success' : 'default'}
            variant={job.isActive ? 'filled' : 'outlined'}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {[
            job.jobLocation,
            job.jobType,
            formatSalary(job),
            formatExperience(job.jobMinYoe, job.jobMaxYoe, job.jobYoeTextForZero),
          ].join(' · ')}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {postedLabel(job.createdTs)} · {job.jobNumberOfVacancies}{' '}
          {job.jobNumberOfVacancies === 1 ? 'vacancy' : 'vacancies'}
          {job.applicantCount > 0 ? ` · ${statusLine(job.statusCounts)}` : ''}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', flexShrink: 0 }}>
        <Button variant="contained" component={RouterLink} to={`/console/jobs/${job.jobId}/applicants`}>
          Applicants ({job.applicantCount})
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to={`/console/jobs/${job.jobId}/edit`}
          aria-label={`Edit ${job.jobTitle}`}
        >
          Edit
        </Button>
        <Button component={RouterLink} to={`/jobs/${job.custUrl}`} aria-label={`View ${job.jobTitle}`}>
          View
        </Button>
        <Button
          color={job.isActive ? 'error' : 'primary'}
          onClick={() => onToggle(job)}
          aria-label={`${job.isActive ? 'Close' : 'Reopen'} ${job.jobTitle}`}
        >
          {job.isActive ? 'Close' : 'Reopen'}
        </Button>
      </Stack>
    </Stack>
  </Paper>
);

/** Asks before a job is closed (it leaves search and takes no more applications) or reopened. */
const ConfirmStatusDialog = ({
  job,
  pending,
  onCancel,
  onConfirm,
}: {
  job: ConsoleJob | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) => {
  const closing = job?.isActive ?? false;
  return (
    <Dialog open={job !== null} onClose={pending ? undefined : onCancel} aria-labelledby="job-status-title">
      <DialogTitle id="job-status-title">{closing ? 'Close this job?' : 'Reopen this job?'}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {closing
            ? `"${job?.jobTitle}" will stop taking applications and leave the job search. Applicants so far stay in your list, and you can reopen it later.`
            : `"${job?.jobTitle}" will take applications again and appear in the job search.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={closing ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={pending}
          startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {closing ? 'Close job' : 'Reopen job'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** A company's jobs in the console: filter by Open or Closed, page through, close or reopen, edit, applicants. */
export const ConsoleJobList = ({ partnerId }: { partnerId: number }) => {
  const [status, setStatus] = useState<ConsoleJobStatus>('all');
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<ConsoleJob | null>(null);
  const query = useConsoleJobs(partnerId, { status, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  const change = useSetJobStatus();
  const pages = Math.max(1, Math.ceil((query.data?.totalRecordCount ?? 0) / PAGE_SIZE));

  const confirm = async () => {
    if (!confirming) return;
    try {
      const { message } = await change.mutateAsync({ jobId: confirming.jobId, isActive: !confirming.isActive });
      toast.success(message ?? (confirming.isActive ? 'Job closed' : 'Job reopened'));
      setConfirming(null);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <Box>
      <ToggleButtonGroup
        value={status}
        exclusive
        size="small"
        onChange={(_e, v: ConsoleJobStatus | null) => {
          if (v) {
            setStatus(v);
            setPage(1);
          }
        }}
        aria-label="Show jobs"
        sx={{ mb: 2 }}
      >
        {FILTERS.map((f) => (
          <ToggleButton key={f.value} value={f.value} sx={{ px: 2 }}>
            {f.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      {query.isPending ? (
        <Stack spacing={1.5} role="status" aria-label="Loading jobs">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={104} />
          ))}
        </Stack>
      ) : query.isError ? (
        <EmptyState
          title="We could not load your jobs"
          action={
            <Button variant="contained" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(query.error)}
        </EmptyState>
      ) : query.data.data.length === 0 ? (
        <EmptyState
          title={status === 'closed' ? 'No closed jobs' : status === 'open' ? 'No open jobs' : 'No jobs yet'}
          action={
            <Button variant="contained" component={RouterLink} to={consolePath('/console/jobs/new', partnerId)}>
              Post a job
            </Button>
          }
        >
          {status === 'all'
            ? 'Post your first job: it appears in the job search and on your company page at once.'
            : 'Try another filter, or post a new job.'}
        </EmptyState>
      ) : (
        <PagedList
          total={query.data.totalRecordCount}
          noun={['job', 'jobs']}
          loadingNext={query.isPlaceholderData}
          page={page}
          pages={pages}
          onPage={setPage}
        >
          {query.data.data.map((job) => (
            <JobRow key={job.jobId} job={job} onToggle={setConfirming} />
          ))}
        </PagedList>
      )}
      <ConfirmStatusDialog
        job={confirming}
        pending={change.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void confirm()}
      />
    </Box>
  );
};
