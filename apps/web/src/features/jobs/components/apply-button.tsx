import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { JobDetail } from '@elevate/contracts/jobs/job-detail.schema';

/**
 * Apply. Signed out, it asks the page to open the login dialog (which comes back here). Signed in, until
 * one-click applications ship with the applications release, it says so plainly: nothing is sent or saved.
 * A closed job has no Apply button; the page says it takes no more applications.
 */
export const ApplyButton = ({
  job,
  signedIn,
  onSignInRequired,
}: {
  job: Pick<JobDetail, 'jobTitle' | 'isActive' | 'partner'>;
  signedIn: boolean;
  onSignInRequired: () => void;
}) => {
  const [open, setOpen] = useState(false);
  if (!job.isActive) return null;
  return (
    <>
      <Button variant="contained" size="large" onClick={() => (signedIn ? setOpen(true) : onSignInRequired())}>
        Apply
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="apply-soon-title"
        aria-describedby="apply-soon-text"
      >
        <DialogTitle id="apply-soon-title">Applications open in the next release</DialogTitle>
        <DialogContent>
          <DialogContentText id="apply-soon-text">
            One-click applications to {job.jobTitle} at {job.partner.displayName}, using the resume on your profile,
            arrive with the next release of Elevate. Nothing has been sent to the company and nothing is saved for you
            yet. Until then, keep an eye on the company&apos;s page for its openings.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button component={RouterLink} to={`/company-page/${job.partner.customUrl}`}>
            View company page
          </Button>
          <Button variant="contained" onClick={() => setOpen(false)} autoFocus>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
