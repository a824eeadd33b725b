import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation } from 'react-router';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { EmailQuerySchema } from '@elevate/contracts/auth/auth.schema';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useForgotPassword } from '../api/forgot-password';
import { returnTarget } from '../auth-links';
import { FormTextField } from '@/components/form-text-field';

/** Forgot password (spec §2.1): on success the server's message, then the 'Check your mail' view (spec §8). */
export const ForgotPasswordForm = ({ onSent }: { onSent: (email: string) => void }) => {
  const { search } = useLocation();
  const returnUrl = returnTarget(search) ?? undefined;
  const forgot = useForgotPassword();
  const [failure, setFailure] = useState<string | null>(null);
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
    setFailure(null);
    try {
      const env = await forgot.mutateAsync(values);
      toast.success(env.message || AuthMessages.forgotPasswordSent);
      onSent(values.emailId);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Forgot password">
      <Typography color="text.secondary">
        Enter the email you signed up with and we will send you a link to choose a new password.
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <FormTextField control={control} name="emailId" label="Email" type="email" autoComplete="email" required />
      <PendingButton type="submit" variant="contained" size="large" pending={forgot.isPending}>
        Send reset link
      </PendingButton>
    </Stack>
  );
};
