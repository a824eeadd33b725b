import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { formatDate } from '@elevate/contracts/common/format';
import { useSession } from '@/lib/session';
import { useJobApplication } from '../api/get-job-application';
import { ApplyDialog, type ApplyJob } from './apply-dialog';

/**
 * Apply on a job's page. Signed out, it asks the page to open login (which comes back here). A candidate
 * who applied sees when, and a way to track it; otherwise Apply opens the apply dialog. Employer and admin
 * accounts are told to use a candidate account. A closed job offers no Apply (the page says it is closed),
 * but an earlier application to it still shows.
 */
export const ApplyToJob = ({
  job,
  isActive,
  onSignInRequired,
  onChanged,
}: {
  job: ApplyJob;
  isActive: boolean;
  onSignInRequired: () => void;
  onChanged?: () => void;
}) => {
  const session = useSession();
  const isCandidate = session?.session.role === 'user';
  const uid = session && isCandidate ? session.session.uid : null;
  const existing = useJobApplication(uid, job.jobId);
  const [open, setOpen] = useState(false);

  if (!session) {
    return isActive ? (
      <Button variant="contained" size="large" onClick={onSignInRequired}>
        Apply
      </Button>
    ) : null;
  }
  if (uid === null) {
    return isActive ? (
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        Employer and admin accounts cannot apply. Log in with a candidate account to apply.
      </Typography>
    ) : null;
  }

  const application = existing.data?.application;
  // The dialog keeps its place once open: after sending, the button turns into "Applied" while the dialog
  // still shows its confirmation.
  const dialog = open ? <ApplyDialog uid={uid} job={job} onClose={() => setOpen(false)} onChanged={onChanged} /> : null;
  let control = null;
  if (application) {
    control = (
      <>
        <Chip
          icon={<CheckCircleIcon />}
          color="success"
          label={`Applied on ${formatDate(application.appliedDateTime)} · ${application.currentStatus}`}
          sx={{ height: 42, px: 0.5, fontWeight: 600, maxWidth: '100%' }}
        />
        <Button
          component={RouterLink}
          to={`/my-jobs?application=${application.applicationId}`}
          variant="outlined"
          size="large"
        >
          Track application
        </Button>
      </>
    );
  } else if (isActive) {
    // While the check runs the button waits; if the check fails, applying still works (the server answers an
    // earlier application as it is).
    control = (
      <Button variant="contained" size="large" disabled={existing.isPending} onClick={() => setOpen(true)}>
        Apply
      </Button>
    );
  }
  return (
    <>
      {control}
      {dialog}
    </>
  );
};
