import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { JobDetail } from '@elevate/contracts/jobs/job-detail.schema';
import { visuallyHidden } from '@/components/visually-hidden';
import { LoadFailedState } from '@/components/empty-state';
import { ApplyToJob } from '@/features/applications/components/apply-to-job';
import { usePageTitle } from '@/components/use-page-title';
import { useJob } from '@/features/jobs/api/get-job';
import { useJobByShortUrl } from '@/features/jobs/api/get-job-by-short-url';
import { recordJobView } from '@/features/jobs/api/record-job-view';
import { JobDetailSkeleton, JobDetailView, JobNotFound } from '@/features/jobs/components/job-detail-view';
import { ShareJobButton } from '@/features/jobs/components/share-job-button';
import { SimilarJobs } from '@/features/jobs/components/similar-jobs';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useOpenLogin } from '@/lib/use-open-login';

/**
 * Counts one view per page load (the server keeps one per viewer per day). Sent and forgotten: nothing on the
 * page shows it, so it holds no state that would draw the page again when it is sent and when it is answered.
 */
const useRecordViewOnce = (jobId: number | undefined) => {
  const recorded = useRef<number | null>(null);
  useEffect(() => {
    if (jobId === undefined || recorded.current === jobId) return;
    recorded.current = jobId;
    recordJobView(jobId).catch(() => undefined);
  }, [jobId]);
};

const JobScreen = ({ query }: { query: UseQueryResult<JobDetail> }) => {
  const session = useSession();
  const openLogin = useOpenLogin();
  const job = query.data;
  usePageTitle(job ? `${job.jobTitle} at ${job.partner.displayName}` : query.isError ? 'Job not available' : 'Job');
  useRecordViewOnce(job?.jobId);

  const notFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button component={RouterLink} to="/jobs" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        All jobs
      </Button>
      {job ? (
        <>
          <JobDetailView
            job={job}
            actions={
              <>
                <ApplyToJob
                  job={{ jobId: job.jobId, jobTitle: job.jobTitle, companyName: job.partner.displayName }}
                  isActive={job.isActive}
                  onSignInRequired={openLogin}
                  onChanged={() => void query.refetch()}
                />
                <ShareJobButton job={job} signedIn={session !== null} onSignInRequired={openLogin} />
              </>
            }
          />
          <SimilarJobs jobId={job.jobId} />
        </>
      ) : notFound ? (
        <JobNotFound />
      ) : query.isError ? (
        <>
          <Typography variant="h1" sx={visuallyHidden}>
            Job
          </Typography>
          <LoadFailedState what="this job" onRetry={() => void query.refetch()} />
        </>
      ) : (
        <JobDetailSkeleton />
      )}
    </Container>
  );
};

/** /jobs/{id}: the id is the job's custUrl (a numeric id works too). */
export const JobDetailPage = () => {
  const { id = '' } = useParams();
  return <JobScreen query={useJob(id, id !== '')} />;
};

/** /jobs/customurl/{short}: the short link of a job. */
export const JobShortLinkPage = () => {
  const { short = '' } = useParams();
  return <JobScreen query={useJobByShortUrl(short, short !== '')} />;
};

export default JobDetailPage;
