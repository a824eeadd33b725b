import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import type { JobDetail } from '@elevate/contracts/jobs/job-detail.schema';

// The dialog (its form and validation) loads on the first click, not with the job's page.
const ShareJobDialog = lazy(() => import('./share-job-dialog'));

/** The canonical address of a job's page, whichever link it was opened by. */
export const jobUrl = (custUrl: string) => `${window.location.origin}/jobs/${encodeURIComponent(custUrl)}`;

export type ShareableJob = Pick<JobDetail, 'jobId' | 'custUrl' | 'jobTitle' | 'isActive'> & {
  partner: Pick<JobDetail['partner'], 'displayName'>;
};

/** Share: a dialog to copy the job's link or, signed in, mail it to up to 5 people. */
export const ShareJobButton = ({
  job,
  signedIn,
  onSignInRequired,
}: {
  job: ShareableJob;
  signedIn: boolean;
  onSignInRequired: () => void;
}) => {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ShareOutlinedIcon />}
        aria-haspopup="dialog"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        Share
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ShareJobDialog
            open={open}
            onClose={() => setOpen(false)}
            job={job}
            link={jobUrl(job.custUrl)}
            signedIn={signedIn}
            onSignInRequired={() => {
              setOpen(false);
              onSignInRequired();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
};
