import { Suspense, useContext, useId, useRef, useState, type FormEvent } from 'react';
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
import type { RegistrationBody } from '@elevate/contracts/drills/participation.schema';
import { PITCH_MAX } from '@elevate/contracts/drills/team.constants';
import { PendingButton } from '@/components/pending-button';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useParticipantFields } from '../api/participation-fields';
import { useQueryClient } from '@tanstack/react-query';
import { participationKeys } from '../api/participation-keys';
import { useRegister } from '../api/participation-register';
import { answersResolver, DynamicFormFields } from './dynamic-form-fields';
import { placeAnswerErrors } from './registration-errors';
import {
  RegistrationPaymentSlotsContext,
  type CheckoutControls,
  type RegistrationCheckoutProps,
} from './registration-payment-slot';

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

type Problem = { severity: 'error' | 'warning'; text: string } | null;

const RegistrationForm = ({
  drill,
  fields,
  formId,
  controls,
  onRegistered,
}: {
  drill: DrillDetail;
  fields: FormFieldDefinition[];
  formId: string;
  controls: CheckoutControls;
  onRegistered: (participantId: number | null, message: string | undefined) => void;
}) => {
  const form = useForm<FormAnswers>({ resolver: answersResolver(fields), mode: 'onTouched', defaultValues: {} });
  const teams = drill.drillTeamSize.max > 1;
  const [lookingForTeam, setLookingForTeam] = useState(false);
  const [pitch, setPitch] = useState('');
  const [pitchError, setPitchError] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  // From the first click until the checkout is done with it, another click is the same submit, not a second one.
  const sending = useRef(false);
  const pending = controls.pending;

  const failed = (err: unknown) => {
    const placed = placeAnswerErrors(err, fields, form.setError);
    const pitchMessage = err instanceof ApiError ? err.fields.pitch : undefined;
    if (pitchMessage) setPitchError(pitchMessage);
    // A fee to pay is not a mistake in the answers: say so plainly and keep what was typed.
    if (err instanceof ApiError && err.code === ErrorCode.PAYMENT_REQUIRED)
      setProblem({ severity: 'warning', text: errorMessage(err) });
    else if (!placed && !pitchMessage) setProblem({ severity: 'error', text: errorMessage(err) });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || pending || !controls.ready) return;
    sending.current = true;
    void form
      .handleSubmit((answers) => {
        setProblem(null);
        setPitchError(null);
        const registration: RegistrationBody = {
          answers,
          ...(teams ? { lookingForTeam, pitch: lookingForTeam ? pitch : '' } : {}),
        };
        return controls.submit(registration, { registered: onRegistered, failed });
      })(event)
      .finally(() => {
        sending.current = false;
      });
  };

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
            disabled={pending}
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
                  disabled={pending}
                />
              }
              label="I am looking for a team"
            />
            <Typography variant="body2" color="text.secondary" sx={{ mb: lookingForTeam ? 1.5 : 0 }}>
              Teams see you in the teammate finder with the skills on your profile. You can change this later.
            </Typography>
            {lookingForTeam ? (
              <PitchField value={pitch} onChange={setPitch} error={pitchError} disabled={pending} />
            ) : null}
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
};

/**
 * A free hackathon's registration: POST drills/{id}/participate. A fee without the payments feature on this
 * page is named, and the server's "payment required" shows as it is.
 */
const FreeCheckout = ({ drill, fee, children }: Omit<RegistrationCheckoutProps, 'inviteCode'> & { fee: number }) => {
  const register = useRegister(drill.drillId);
  return children({
    summary:
      fee > 0 ? (
        <Alert severity="info" role="note">
          Registration fee: <strong>{formatFee(fee)}</strong> (GST included), paid to complete your registration.
        </Alert>
      ) : null,
    submitLabel: fee > 0 ? `Register · ${formatFee(fee)}` : 'Register',
    ready: true,
    pending: register.isPending,
    submit: (registration, on) =>
      register
        .mutateAsync(registration)
        .then(({ participation, message }) => on.registered(participation.participantId, message), on.failed),
  });
};

const FormSkeleton = () => (
  <Box role="status" aria-label="Loading the registration form">
    <Skeleton variant="rounded" height={56} />
    <Skeleton variant="rounded" height={56} sx={{ mt: 2.5 }} />
    <Skeleton variant="rounded" height={56} sx={{ mt: 2.5 }} />
  </Box>
);

/** The dialog's frame: the answers, the checkout's summary under them, Cancel and the submit button. */
const RegistrationFrame = ({
  drill,
  controls,
  onClose,
  onRegistered,
}: {
  drill: DrillDetail;
  controls: CheckoutControls | null;
  onClose: () => void;
  onRegistered: (participantId: number | null, message: string | undefined) => void;
}) => {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = useId();
  const fields = useParticipantFields(drill.drillId);
  const busy = controls?.pending ?? false;
  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog open onClose={close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Register for {drill.drillName}</DialogTitle>
      <DialogContent dividers>
        {fields.data && controls ? (
          <RegistrationForm
            drill={drill}
            fields={fields.data}
            formId={formId}
            controls={controls}
            onRegistered={onRegistered}
          />
        ) : fields.isError ? (
          <RetryAlert onRetry={() => void fields.refetch()} retrying={fields.isFetching}>
            We could not load the registration form. {errorMessage(fields.error)}
          </RetryAlert>
        ) : (
          <FormSkeleton />
        )}
        {controls?.summary ? <Box sx={{ mt: 3 }}>{controls.summary}</Box> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={close} disabled={busy}>
          Cancel
        </Button>
        <PendingButton
          type="submit"
          form={formId}
          variant="contained"
          pending={busy}
          disabled={!fields.data || !controls?.ready}
        >
          {controls?.submitLabel ?? 'Register'}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
};

/**
 * Registering for a hackathon: its own questions (`drill/{id}/participant/fields`) checked here and again by the
 * server, whose messages land on their fields. A paid hackathon goes through the payments feature's checkout
 * (given by the app layer: registration-payment-slot.ts): the server's price, a promo code, then Pay. Full
 * screen on phones.
 */
export const RegistrationDialog = ({
  drill,
  fee,
  inviteCode = null,
  onClose,
  onRegistered,
}: {
  drill: DrillDetail;
  /** The fee the server named for the caller (rupees, GST included); 0 when free. */
  fee: number;
  /** The team invite code of the address, which a team-basis fee may cover. */
  inviteCode?: string | null;
  onClose: () => void;
  onRegistered: (participantId: number | null, message: string | undefined) => void;
}) => {
  const slots = useContext(RegistrationPaymentSlotsContext);
  const queryClient = useQueryClient();
  const frame = (controls: CheckoutControls | null) => (
    <RegistrationFrame drill={drill} controls={controls} onClose={onClose} onRegistered={onRegistered} />
  );

  if (fee > 0 && slots) {
    const { Checkout } = slots;
    // Registered through the checkout (nothing left to pay): the button and the dashboard ask again.
    const registered = (participantId: number | null, message: string | undefined) => {
      void queryClient.invalidateQueries({ queryKey: participationKeys.all(drill.drillId) });
      onRegistered(participantId, message);
    };
    return (
      <Suspense fallback={frame(null)}>
        <Checkout drill={drill} inviteCode={inviteCode}>
          {(controls) => (
            <RegistrationFrame drill={drill} controls={controls} onClose={onClose} onRegistered={registered} />
          )}
        </Checkout>
      </Suspense>
    );
  }
  return (
    <FreeCheckout drill={drill} fee={fee}>
      {frame}
    </FreeCheckout>
  );
};
