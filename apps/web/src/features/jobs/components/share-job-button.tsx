import { lazy } from 'react';
import type { JobDetail } from '@elevate/contracts/jobs/job-detail.schema';
import { ShareButton } from '@/components/share-button';

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
}) => (
  <ShareButton
    onSignInRequired={onSignInRequired}
    renderDialog={(slot) => <ShareJobDialog {...slot} job={job} link={jobUrl(job.custUrl)} signedIn={signedIn} />}
  />
);
