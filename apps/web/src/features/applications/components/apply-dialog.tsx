import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { ApplicationMessages } from '@elevate/contracts/applications/application.messages';
import type { Application } from '@elevate/contracts/applications/application.schema';
import { MandatoryFieldLabels, type MandatoryFields } from '@elevate/contracts/users/mandatory-fields.schema';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useApplyToJob } from '../api/apply-to-job';
import { useMandatoryFields } from '../api/get-mandatory-fields';
import { useSaveMandatoryFields } from '../api/save-mandatory-fields';
import { MandatoryFieldsForm, type MandatoryFieldsValues } from './mandatory-fields-form';

export interface ApplyJob {
  jobId: number;
  jobTitle: string;
  companyName: string;
}

const Review = ({ fields }: { fields: MandatoryFields }) => (
  <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' } }}>
    {(
      [
        [MandatoryFieldLabels.ucontact, fields.ucontact],
        [MandatoryFieldLabels.currentCity, fields.currentCity],
        [MandatoryFieldLabels.highestQualification, fields.highestQualification],
        [MandatoryFieldLabels.resume, fields.resumeFileName],
      ] as const
    ).map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);

/**
 * Applying, in one dialog: the candidate's details are loaded; anything missing is asked for first (and saved
 * to the profile, resume uploaded), otherwise they are shown for a last look; then the application is sent
 * and the dialog says so, with the way to follow it. `onChanged` tells the page the job changed (one more
 * applicant, or closed meanwhile).
 */
export const ApplyDialog = ({
  uid,
  job,
  onClose,
  onChanged,
}: {
  uid: number;
  job: ApplyJob;
  onClose: () => void;
  onChanged?: () => void;
}) => {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const details = useMandatoryFields(uid);
  const save = useSaveMandatoryFields(uid);
  const apply = useApplyToJob(uid);
  const [editing, setEditing] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<{ application: Application; alreadyApplied: boolean } | null>(null);
  const busy = save.isPending || apply.isPending;

  const send = async () => {
    setProblem(null);
    try {
      const result = await apply.mutateAsync(job.jobId);
      setSent(result);
      onChanged?.();
    } catch (err) {
      setProblem(errorMessage(err));
      if (err instanceof ApiError && err.status === 400 && Object.keys(err.fields).length > 0) {
        // The profile changed since it was loaded (another tab): ask for what the server says is missing.
        setServerErrors(err.fields);
        setEditing(true);
        void details.refetch();
      }
      if (err instanceof ApiError && err.status === 409) onChanged?.();
    }
  };

  const saveAndSend = async ({ fields, resume }: MandatoryFieldsValues) => {
    setProblem(null);
    setServerErrors(undefined);
    try {
      await save.mutateAsync({ fields, resume });
    } catch (err) {
      if (err instanceof ApiError) setServerErrors(err.fields);
      setProblem(errorMessage(err));
      return;
    }
    setEditing(false);
    await send();
  };

  const close = () => {
    if (!busy) onClose();
  };
  const askForDetails = details.data !== undefined && (editing || !details.data.complete);

  let content;
  let actions;
  if (sent) {
    content = (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h3" component="p" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {sent.alreadyApplied ? ApplicationMessages.alreadyApplied : ApplicationMessages.applied}
        </Typography>
        <Typography color="text.secondary">{sent.application.statusDescription}</Typography>
        <Typography color="text.secondary" variant="body2">
          {sent.alreadyApplied
            ? 'Every update appears in My Jobs.'
            : 'A confirmation is on its way to your mail. Every update appears in My Jobs.'}
        </Typography>
      </Stack>
    );
    actions = (
      <>
        <Button onClick={onClose}>Close</Button>
        <Button
          component={RouterLink}
          to={`/my-jobs?application=${sent.application.applicationId}`}
          variant="contained"
        >
          Track in My Jobs
        </Button>
      </>
    );
  } else if (details.isPending) {
    content = (
      <Box role="status" aria-label="Loading your details">
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
      </Box>
    );
    actions = <Button onClick={close}>Cancel</Button>;
  } else if (details.isError) {
    content = <Alert severity="error">We could not load your profile details. {errorMessage(details.error)}</Alert>;
    actions = (
      <>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={() => void details.refetch()}>
          Try again
        </Button>
      </>
    );
  } else if (askForDetails) {
    content = (
      <>
        <Typography sx={{ mb: 2.5 }}>
          {details.data.complete
            ? 'Update your details. They are saved to your profile and sent with this application.'
            : `${job.companyName} needs a few details with every application. They are saved to your profile, so next time applying takes one click.`}
        </Typography>
        <MandatoryFieldsForm
          formId={formId}
          current={details.data}
          disabled={busy}
          serverErrors={serverErrors}
          onSubmit={(values) => void saveAndSend(values)}
        />
      </>
    );
    actions = (
      <>
        <Button onClick={details.data.complete ? () => setEditing(false) : close} disabled={busy}>
          {details.data.complete ? 'Back' : 'Cancel'}
        </Button>
        <PendingButton type="submit" form={formId} variant="contained" pending={busy}>
          {save.isPending ? 'Saving…' : apply.isPending ? 'Sending…' : 'Save and apply'}
        </PendingButton>
      </>
    );
  } else {
    content = (
      <>
        <Typography sx={{ mb: 2 }}>
          Your application goes to {job.companyName} with these details from your profile:
        </Typography>
        <Review fields={details.data} />
        <Button onClick={() => setEditing(true)} disabled={busy} sx={{ mt: 2, ml: -1 }}>
          Edit details
        </Button>
      </>
    );
    actions = (
      <>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <PendingButton variant="contained" pending={apply.isPending} onClick={() => void send()}>
          {apply.isPending ? 'Sending…' : 'Send application'}
        </PendingButton>
      </>
    );
  }

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {sent ? `Applied to ${job.jobTitle}` : `Apply to ${job.jobTitle}`}
      </DialogTitle>
      <DialogContent dividers>
        {problem ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        ) : null}
        {content}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>{actions}</DialogActions>
    </Dialog>
  );
};
