import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { AccountMessages } from '@elevate/contracts/account/account.messages';
import { DeleteAccountFormSchema, type DeletionConfirmation } from '@elevate/contracts/account/account.schema';
import { RetryAlert } from '@/components/retry-alert';
import { FormTextField } from '@/components/form-text-field';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useAccountSummary } from '../api/get-account-summary';
import { useDeleteAccount } from '../api/delete-account';

type Form = { confirmation: string };

const WHAT_HAPPENS = [
  'You are logged out on every device at once, and this account can never be used to log in again.',
  'Your profile, resume, documents, notifications, mail preferences and referral code are deleted.',
  'Companies you applied to keep the application and its rounds, shown as “Deleted user” with no name, contact details or resume.',
  'You can sign up again with the same email, as a new account that starts empty.',
];

const ConfirmDialog = ({
  uid,
  email,
  confirmWith,
  onClose,
}: {
  uid: number;
  email: string;
  confirmWith: DeletionConfirmation;
  onClose: () => void;
}) => {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, setFocus } = useForm<Form>({
    resolver: zodResolver(DeleteAccountFormSchema(confirmWith)),
    mode: 'onTouched',
    defaultValues: { confirmation: '' },
  });

  const onSubmit = handleSubmit(async ({ confirmation }) => {
    setFailure(null);
    try {
      const env = await remove.mutateAsync(
        confirmWith === 'password' ? { uid, password: confirmation } : { uid, email: confirmation },
      );
      clearSession();
      navigate('/', { replace: true });
      toast.success(env.message ?? AccountMessages.accountDeleted);
    } catch (err) {
      const field = err instanceof ApiError ? (err.fields.password ?? err.fields.email) : undefined;
      if (field) setError('confirmation', { message: field }, { shouldFocus: true });
      else setFailure(errorMessage(err));
    }
  });

  return (
    <Dialog
      open
      onClose={() => !remove.isPending && onClose()}
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-text"
      fullWidth
      maxWidth="sm"
      // Focused once the dialog is in: a field focused as it mounts loses focus to the dialog's focus trap and
      // counts as touched, showing its message before anything was typed.
      slotProps={{ transition: { onEntered: () => setFocus('confirmation') } }}
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent>
          <Box id="delete-account-text">
            <Typography sx={{ mb: 1 }}>This cannot be undone. When you delete your account:</Typography>
            <Box component="ul" sx={{ pl: 2.5, mt: 0, mb: 2 }}>
              {WHAT_HAPPENS.map((line) => (
                <Typography component="li" key={line} variant="body2" sx={{ mb: 0.5 }}>
                  {line}
                </Typography>
              ))}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {confirmWith === 'password'
                ? 'To confirm, enter your password.'
                : `You sign in with Google, so there is no password to ask for. To confirm, type your email: ${email}`}
            </Typography>
          </Box>
          {failure ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          ) : null}
          {confirmWith === 'password' ? (
            <FormTextField
              control={control}
              name="confirmation"
              label="Password"
              password
              autoComplete="current-password"
              required
              fullWidth
            />
          ) : (
            <FormTextField
              control={control}
              name="confirmation"
              label="Your email"
              type="email"
              autoComplete="off"
              required
              fullWidth
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={remove.isPending}>
            Keep my account
          </Button>
          <PendingButton type="submit" variant="contained" color="error" pending={remove.isPending}>
            Delete my account
          </PendingButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
};

/** The danger zone of /settings: deleting the account after a confirmation (docs/decisions/027). */
export const DeleteAccount = () => {
  const summary = useAccountSummary();
  const [open, setOpen] = useState(false);
  if (summary.isPending) return <Skeleton variant="rounded" width={180} height={36} />;
  if (!summary.data) {
    return <RetryAlert onRetry={() => void summary.refetch()}>{errorMessage(summary.error)}</RetryAlert>;
  }
  const account = summary.data;
  return (
    <>
      <Button variant="contained" color="error" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        Delete my account
      </Button>
      {open ? (
        <ConfirmDialog
          uid={account.uid}
          email={account.email}
          confirmWith={account.confirmDeletionWith}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
};
