import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@elevate/contracts/applications/application-status';
import { APPLICANT_FEEDBACK_MAX_LENGTH } from '@elevate/contracts/applications/applicants.messages';
import {
  MoveApplicantFormSchema,
  type ApplicantDetail,
  type MoveApplicantForm,
} from '@elevate/contracts/applications/applicants.schema';
import { Messages } from '@elevate/contracts/common/messages';
import { PendingButton } from '@/components/pending-button';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMoveApplicant } from '../api/move-applicant';

export interface MoveTarget {
  applicationId: number;
  name: string;
  currentStatus: ApplicationStatus;
}

type FormOutput = { statusValue: ApplicationStatus; feedback: string };

/**
 * 'Move to…': the new status (in the order applicants move through them; the current one cannot be chosen
 * again) and an optional note the candidate receives with it. On success a toast says so and the lists refresh.
 */
export const MoveApplicantDialog = ({
  target,
  onClose,
  onMoved,
}: {
  target: MoveTarget | null;
  onClose: () => void;
  onMoved?: (applicant: ApplicantDetail) => void;
}) => {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const move = useMoveApplicant();
  const form = useForm<MoveApplicantForm, unknown, FormOutput>({
    resolver: zodResolver(MoveApplicantFormSchema),
    mode: 'onTouched',
    defaultValues: { feedback: '' },
  });
  const { control, handleSubmit, reset, setError } = form;

  useEffect(() => {
    if (target) reset({ feedback: '' });
    move.reset();
    // A new applicant starts a clean form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target?.applicationId]);

  const close = () => {
    if (!move.isPending) onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!target) return;
    try {
      const { applicant, message } = await move.mutateAsync({
        applicationId: target.applicationId,
        body: { statusValue: values.statusValue, feedback: values.feedback || undefined },
      });
      toast.success(message || `${target.name} moved to ${applicant.currentStatus}`);
      onMoved?.(applicant);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        setError('statusValue', { message: err.message });
      } else if (err instanceof ApiError && Object.keys(err.fields).length > 0) {
        for (const [name, message] of Object.entries(err.fields)) {
          if (name === 'statusValue' || name === 'feedback') setError(name, { message });
        }
      } else {
        toast.error(err instanceof ApiError ? err.message : Messages.somethingWentWrong);
      }
    }
  });

  return (
    <Dialog
      open={target !== null}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <form noValidate onSubmit={onSubmit} aria-label="Move applicant">
        <DialogTitle id={titleId}>Move {target?.name ?? 'applicant'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {target ? (
              <Typography color="text.secondary">
                Now: <strong>{target.currentStatus}</strong>. The candidate is told in the app and by mail.
              </Typography>
            ) : null}
            <Controller
              name="statusValue"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  value={field.value ?? ''}
                  select
                  required
                  label="New status"
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message}
                >
                  {APPLICATION_STATUSES.map((s) => (
                    <MenuItem key={s} value={s} disabled={s === target?.currentStatus}>
                      {s === target?.currentStatus ? `${s} (current)` : s}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              name="feedback"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  label="Feedback for the candidate (optional)"
                  multiline
                  minRows={3}
                  maxRows={10}
                  error={fieldState.invalid}
                  helperText={
                    fieldState.error?.message ?? `${field.value?.length ?? 0} / ${APPLICANT_FEEDBACK_MAX_LENGTH}`
                  }
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={move.isPending}>
            Cancel
          </Button>
          <PendingButton type="submit" variant="contained" pending={move.isPending}>
            {move.isPending ? 'Moving…' : 'Move'}
          </PendingButton>
        </DialogActions>
      </form>
    </Dialog>
  );
};
