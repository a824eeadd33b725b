import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueueMessages } from '@elevate/contracts/queue/queue.messages';
import type { QueueCounts, QueueJob } from '@elevate/contracts/queue/queue.schema';
import { EmptyState } from '@/components/empty-state';
import { CardSkeletons } from '@/components/loaders';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useQueueOverview } from '../api/get-queue-overview';
import { useDiscardQueueJob, useRetryQueueJob } from '../api/manage-queue-job';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

const triesOf = (job: QueueJob) =>
  job.attempts === 0 ? `Not tried yet · up to ${job.maxAttempts} tries` : `Try ${job.attempts} of ${job.maxAttempts}`;

const FailedActions = ({ job }: { job: QueueJob }) => {
  const retry = useRetryQueueJob();
  const discard = useDiscardQueueJob();
  const busy = retry.isPending || discard.isPending;
  const label = job.mail ? `the mail to ${job.mail.to}` : `the ${job.queue} job`;
  const run = async (action: typeof retry, fallback: string) => {
    try {
      toast.success((await action.mutateAsync({ queue: job.queue, id: job.id })) ?? fallback);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
      <Button
        variant="contained"
        size="small"
        disabled={busy}
        aria-label={`Retry ${label}`}
        onClick={() => void run(retry, QueueMessages.retried)}
      >
        Retry
      </Button>
      <Button
        variant="outlined"
        color="error"
        size="small"
        disabled={busy}
        aria-label={`Discard ${label}`}
        onClick={() => {
          if (window.confirm(`Discard ${label}? It will not run again.`)) void run(discard, QueueMessages.discarded);
        }}
      >
        Discard
      </Button>
    </Stack>
  );
};

const JobRow = ({ job }: { job: QueueJob }) => (
  <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none' }}>
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
          <Chip size="small" label={job.queue} />
          <Typography variant="body2" color="text.secondary">
            Created {when(job.createdAt)} · {triesOf(job)}
            {job.state === 'retry' ? ' · waiting to retry' : ''}
          </Typography>
        </Stack>
        {job.mail ? (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            To {job.mail.to} · {job.mail.subject}
          </Typography>
        ) : (
          <Typography sx={{ overflowWrap: 'anywhere' }} color="text.secondary">
            Job {job.id}
          </Typography>
        )}
        {job.lastError ? (
          <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            Last error: {job.lastError}
          </Typography>
        ) : null}
      </Box>
      {job.state === 'failed' ? <FailedActions job={job} /> : null}
    </Stack>
  </Paper>
);

const Section = ({
  id,
  title,
  jobs,
  loading,
  empty,
}: {
  id: string;
  title: string;
  jobs: QueueJob[] | undefined;
  loading: boolean;
  empty: string;
}) => (
  <Box component="section" aria-labelledby={id}>
    <Typography id={id} variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
      {title}
      {jobs ? ` (${jobs.length})` : ''}
    </Typography>
    {loading ? (
      <Stack spacing={1} aria-label={`Loading ${title.toLowerCase()}`} role="status">
        <CardSkeletons count={3} height={72} />
      </Stack>
    ) : jobs && jobs.length > 0 ? (
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} aria-label={title}>
        {jobs.map((job) => (
          <JobRow key={`${job.queue}:${job.id}`} job={job} />
        ))}
      </Stack>
    ) : (
      <EmptyState title={empty} />
    )}
  </Box>
);

const Counts = ({ counts }: { counts: QueueCounts[] }) => (
  <Box
    component="ul"
    aria-label="Jobs per queue"
    sx={{
      p: 0,
      m: 0,
      listStyle: 'none',
      display: 'grid',
      gap: 1,
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
    }}
  >
    {counts.map((c) => (
      <Paper component="li" key={c.queue} variant="outlined" sx={{ p: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{c.queue}</Typography>
        <Typography variant="body2" color="text.secondary">
          {c.queued} queued · {c.running} running · {c.failed} failed · {c.completed} done
        </Typography>
      </Paper>
    ))}
  </Box>
);

/** /console/admin/jobs: what the background queue holds, failed jobs first since they need a decision. */
export const QueueJobLists = () => {
  const overview = useQueueOverview();
  if (overview.isError) {
    return (
      <EmptyState
        title="The background jobs could not be loaded"
        action={
          <Button variant="outlined" onClick={() => void overview.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(overview.error)}
      </EmptyState>
    );
  }
  const data = overview.data;
  const loading = overview.isPending;
  return (
    <Stack spacing={4}>
      {loading ? (
        <Skeleton variant="rounded" height={64} aria-label="Loading counts" />
      ) : (
        <Counts counts={data?.counts ?? []} />
      )}
      <Section
        id="failed-jobs"
        title="Failed"
        jobs={data?.failed}
        loading={loading}
        empty="No failed jobs. Nothing needs a decision."
      />
      <Section id="queued-jobs" title="Queued" jobs={data?.queued} loading={loading} empty="Nothing is waiting." />
      <Section id="running-jobs" title="Running" jobs={data?.running} loading={loading} empty="Nothing is running." />
    </Stack>
  );
};
