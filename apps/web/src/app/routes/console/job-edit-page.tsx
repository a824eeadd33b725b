import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/empty-state';
import { useConsoleJob } from '@/features/console/api/get-console-job';
import { useConsolePartner } from '@/features/console/api/get-console-partner';
import { JobForm } from '@/features/console/components/job-form';
import { consolePath } from '@/features/console/hooks/use-console-company';
import { ApiError, errorMessage } from '@/lib/api-client';
import { ConsoleLayout } from './console-layout';
import { JobCardPreview } from './job-card-preview';
import { parseId } from '@elevate/contracts/common/query-params';

/** /console/jobs/{jobId}/edit: edit a job; its company comes from the job itself. */
export const JobEditPage = () => {
  const { jobId } = useParams();
  const id = parseId(jobId);
  const navigate = useNavigate();
  const job = useConsoleJob(id);
  const partner = useConsolePartner(job.data?.partnerId ?? null);

  const body = () => {
    if (id === null || (job.error instanceof ApiError && job.error.status === 404)) {
      return <EmptyState title="We could not find this job">It may have been removed.</EmptyState>;
    }
    if (job.error instanceof ApiError && job.error.status === 403) {
      return (
        <EmptyState title="This job belongs to another company">You can edit only your own company's jobs.</EmptyState>
      );
    }
    if (job.isError) {
      return (
        <EmptyState
          title="We could not load this job"
          action={
            <Button variant="contained" onClick={() => void job.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(job.error)}
        </EmptyState>
      );
    }
    if (!job.data) {
      return (
        <Stack spacing={3} role="status" aria-label="Loading the job">
          <Skeleton variant="rounded" height={240} />
          <Skeleton variant="rounded" height={200} />
        </Stack>
      );
    }
    const saved = job.data;
    return (
      <>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Chip
            size="small"
            label={saved.isActive ? 'Open' : 'Closed'}
            color={saved.isActive ? 'success' : 'default'}
          />
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Link: /jobs/{saved.custUrl} (stays the same when the title changes)
          </Typography>
          <Button size="small" component={RouterLink} to={`/console/jobs/${saved.jobId}/applicants`}>
            Applicants
          </Button>
        </Stack>
        <JobForm
          key={saved.jobId}
          partnerId={saved.partnerId}
          job={saved}
          onSaved={() => navigate(consolePath('/console/jobs', saved.partnerId))}
          renderPreview={(values) => <JobCardPreview values={values} partner={partner.data} />}
        />
      </>
    );
  };

  return (
    <ConsoleLayout title="Edit job" partnerId={job.data?.partnerId ?? null}>
      {body()}
    </ConsoleLayout>
  );
};
export default JobEditPage;
