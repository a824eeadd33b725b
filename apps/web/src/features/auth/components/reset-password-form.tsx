import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { PasswordAndConfirmSchema } from '@elevate/contracts/auth/password.schema';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { applyFieldErrors } from '../form-errors';
import { NewPasswordFields } from './new-password-fields';

export type ResetOutcome = { ok: true; message?: string } | { ok: false; invalidLink: true; message: string };

/** The link is unusable: expired or used (WUE-10005), or its email or code do not even parse (400 on them). */
const isInvalidLink = (err: unknown) =>
  err instanceof ApiError && (err.code === ErrorCode.LINK_EXPIRED || 'otp' in err.fields || 'emailId' in err.fields);

/** New password with confirmation for the mailed reset link (wueusers/forgot-password/reset). */
export const ResetPasswordForm = ({
  emailId,
  otp,
  onDone,
}: {
  emailId: string;
  otp: string;
  onDone: (outcome: ResetOutcome) => void;
}) => {
  const reset = useResetPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<
    z.input<typeof PasswordAndConfirmSchema>,
    unknown,
    z.output<typeof PasswordAndConfirmSchema>
  >({
    resolver: zodResolver(PasswordAndConfirmSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const env = await reset.mutateAsync({ emailId, otp, ...values });
      onDone({ ok: true, message: env.message });
    } catch (err) {
      if (isInvalidLink(err)) onDone({ ok: false, invalidLink: true, message: errorMessage(err) });
      else if (!applyFieldErrors(err, setError, ['password', 'confirmPassword'])) setFailure(errorMessage(err));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Set a new password">
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <NewPasswordFields control={control} password="password" confirm="confirmPassword" />
      <PendingButton type="submit" variant="contained" size="large" pending={reset.isPending}>
        Set new password
      </PendingButton>
    </Stack>
  );
};
