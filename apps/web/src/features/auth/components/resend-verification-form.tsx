import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { EmailQuerySchema } from '@elevate/contracts/auth/auth.schema';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';
import { FormTextField } from '@/components/form-text-field';

/** Asks for a fresh verification link (wueusers/resend-verification) when the mailed one has expired. */
export const ResendVerificationForm = ({ returnUrl }: { returnUrl?: string }) => {
  const resend = useResendVerification();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const { control, handleSubmit } = useForm<
    z.input<typeof EmailQuerySchema>,
    unknown,
    z.output<typeof EmailQuerySchema>
  >({
    resolver: zodResolver(EmailQuerySchema),
    mode: 'onTouched',
    defaultValues: { emailId: '', returnUrl },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const env = await resend.mutateAsync(values);
      setOutcome({ ok: true, message: env.message || AuthMessages.verificationSent });
    } catch (err) {
      setOutcome({ ok: false, message: errorMessage(err) });
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Re-send verification email">
      {outcome ? (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </Alert>
      ) : null}
      <FormTextField control={control} name="emailId" label="Email" type="email" autoComplete="email" required />
      <PendingButton type="submit" variant="contained" pending={resend.isPending}>
        Re-send verification email
      </PendingButton>
    </Stack>
  );
};
