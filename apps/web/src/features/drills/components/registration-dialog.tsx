import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import { formatFee } from '@elevate/contracts/drills/drill-format';
import type { FormAnswers, FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import type { Participation } from '@elevate/contracts/drills/participation.schema';
import { PITCH_MAX } from '@elevate/contracts/drills/team.constants';
import { PendingButton } from '@/components/pending-button';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useParticipantFields } from '../api/participation-fields';
import { useRegister } from '../api/participation-register';
import { answersResolver, DynamicFormFields } from './dynamic-form-fields';
import { placeAnswerErrors } from './registration-errors';

/** The pitch box of the teammate finder, shared by registering and the finder's own switch. */
export const PitchField = ({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}) => (
  <TextField
    label="What you want to build"
    value={value}
    onChange={(e) => onChange(e.target.value.slice(0, PITCH_MAX))}
    multiline
    minRows={2}
    fullWidth
    disabled={disabled}
    error={Boolean(error)}
    helperText={error ?? `Teams looking for members read this beside your skills · ${value.length}/${PITCH_MAX}`}
    slotProps={{ htmlInput: { maxLength: PITCH_MAX } }}
  />
);

const RegistrationForm = ({
  drill,
  fields,
  formId,
  onRegistered,
  onBusy,
}: {
  drill: DrillDetail;
  fields: FormFieldDefinition[];
  formId: string;
  onRegistered: (participation: Participation, message: string | undefined) => void;
  onBusy: (busy: boolean) => void;
}) => {
  const form = useForm<FormAnswers>({ resolver: answersResolver(fields), mode: 'onTouched', defaultValues: {} });
  const register = useRegister(drill.drillId);
  const teams = drill.drillTeamSize.max > 1;
  const [lookingForTeam, setLookingForTeam] = useState(false);
  const [pitch, setPitch] = useState('');
  const [pitchError, setPitchError] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ severity: 'error' | 'warning'; text: string } | null>(null);

  const submit = form.handleSubmit((answers) => {
    setProblem(null);
    setPitchError(null);
    onBusy(true);
    register.mutate(
      { answers, ...(teams ? { lookingForTeam, pitch: lookingForTeam ? pitch : '' } : {}) },
      {
        onSettled: () => onBusy(false),
        onSuccess: ({ participation, message }) => onRegistered(participation, message),
        onError: (err) => {
          const placed = placeAnswerErrors(err, fields, form.setError);
          const pitchMessage = err instanceof ApiError ? err.fields.pitch : undefined;
          if (pitchMessage) setPitchError(pitchMessage);
          // A fee to pay is not a mistake in the answers: say so plainly and keep what was typed.
          if (err instanceof ApiError && err.code === ErrorCode.PAYMENT_REQUIRED)
            setProblem({ severity: 'warning', text: errorMessage(err) });
          else if (!placed && !pitchMessage) setProblem({ severity: 'error', text: errorMessage(err) });
        },
      },
    );
  });

  return (
    <Box component="form" id={formId} noValidate onSubmit={submit} aria-label={`Registration for ${drill.drillName}`}>
      <Stack spacing={2.5}>
        {problem ? (
          <Alert severity={problem.severity} role="alert">
            {problem.text}
          </Alert>
        ) : null}
        {fields.length > 0 ? (
          <DynamicFormFields
            fields={fields}
            control={form.control}
            uploadPurpose="registration-file"
            disabled={register.isPending}
          />
        ) : (
          <Typography color="text.secondary">
            The hosts ask nothing beyond your profile: register and you are in.
          </Typography>
        )}
        {teams ? (
          <Box>
            <FormControlLabel
              control={
                <Switch
                  checked={lookingForTeam}
                  onChange={(e) => setLookingForTeam(e.target.checked)}
                  disabled={register.isPending}
                />
              }
              label="I am looking for a team"
            />
            <Typography variant="body2" color="text.secondary" sx={{ mb: lookingForTeam ? 1.5 : 0 }}>
              Teams see you in the teammate finder with the skills on your profile. You can change this later.
            </Typography>
            {lookingForTeam ? (
              <PitchField value={pitch} onChange={setPitch} error={pitchError} disabled={register.isPending} />
            ) : null}
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
};

/**
 * Registering for a hackathon: its own questions (`drill/{id}/participant/fields`) checked here and again by the
 * server, whose messages land on their fields; a paid hackathon shows its fee, and the server's "payment
 * required" is shown as it is with the answers kept. Full screen on phones.
 */
export const RegistrationDialog = ({
  drill,
  fee,
  onClose,
  onRegistered,
}: {
  drill: DrillDetail;
  /** The fee the server named for the caller (rupees, GST included); 0 when free. */
  fee: number;
  onClose: () => void;
  onRegistered: (participation: Participation, message: string | undefined) => void;
}) => {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const fields = useParticipantFields(drill.drillId);
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog open onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Register for {drill.drillName}</DialogTitle>
      <DialogContent dividers>
        {fee > 0 ? (
          <Alert severity="info" role="note" sx={{ mb: 2.5 }}>
            Registration fee: <strong>{formatFee(fee)}</strong> (GST included), paid to complete your registration.
          </Alert>
        ) : null}
        {fields.data ? (
          <RegistrationForm
            drill={drill}
            fields={fields.data}
            formId={formId}
            onRegistered={onRegistered}
            onBusy={setBusy}
          />
        ) : fields.isError ? (
          <RetryAlert onRetry={() => void fields.refetch()} retrying={fields.isFetching}>
            We could not load the registration form. {errorMessage(fields.error)}
          </RetryAlert>
        ) : (
          <Box role="status" aria-label="Loading the registration form">
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} sx={{ mt: 2.5 }} />
            <Skeleton variant="rounded" height={56} sx={{ mt: 2.5 }} />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <PendingButton type="submit" form={formId} variant="contained" pending={busy} disabled={!fields.data}>
          {fee > 0 ? `Register · ${formatFee(fee)}` : 'Register'}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
};
