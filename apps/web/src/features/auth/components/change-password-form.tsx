import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { ChangePasswordSchema } from '@elevate/contracts/auth/auth.schema';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { saveSession, useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { applyFieldErrors } from '../form-errors';
import { sessionFromLogin } from '../session-from-login';
import { FormTextField } from '@/components/form-text-field';
import { NewPasswordFields } from './new-password-fields';

type Input = z.input<typeof ChangePasswordSchema>;
const EMPTY: Input = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Change password (issue 3, /settings). The server ends every other session and answers a fresh login
 * result for this device, which replaces the stored session.
 */
export const ChangePasswordForm = () => {
  const session = useSession();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<Input, unknown, z.output<typeof ChangePasswordSchema>>({
    resolver: zodResolver(ChangePasswordSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!session) return;
    setFailure(null);
    try {
      const env = await change.mutateAsync({ uid: session.session.uid, ...values });
      if (env.result) await saveSession(sessionFromLogin(env.result));
      toast.success(AuthMessages.passwordChanged);
      reset(EMPTY);
    } catch (err) {
      if (!applyFieldErrors(err, setError, ['currentPassword', 'newPassword', 'confirmPassword'])) {
        setFailure(errorMessage(err));
      }
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Change password">
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <FormTextField
        control={control}
        name="currentPassword"
        label="Current password"
        password
        autoComplete="current-password"
        required
      />
      <NewPasswordFields control={control} password="newPassword" confirm="confirmPassword" />
      <PendingButton type="submit" variant="contained" pending={change.isPending} sx={{ alignSelf: 'flex-start' }}>
        Change password
      </PendingButton>
    </Stack>
  );
};
