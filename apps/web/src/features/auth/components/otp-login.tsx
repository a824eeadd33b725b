import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { RequestOtpSchema, VerifyOtpSchema, type LoginResult } from '@elevate/contracts/auth/auth.schema';
import type { Envelope } from '@elevate/contracts/common/envelope';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRequestOtp } from '../api/request-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { returnTarget } from '../auth-links';
import { FormTextField } from '@/components/form-text-field';

const sixDigits = (v: string) => v.replace(/\D/g, '').slice(0, 6);

/** Login with a six-digit code sent by email (auth/request-otp, auth/verify-otp): a second way in. */
export const OtpLogin = ({
  initialEmail,
  onDone,
  onBack,
}: {
  initialEmail: string;
  onDone: (env: Envelope<LoginResult>) => Promise<void>;
  onBack: () => void;
}) => {
  const { search } = useLocation();
  const returnUrl = returnTarget(search) ?? undefined;
  const request = useRequestOtp();
  const verify = useVerifyOtp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const emailForm = useForm<{ email: string }, unknown, { email: string }>({
    resolver: zodResolver(RequestOtpSchema),
    mode: 'onTouched',
    defaultValues: { email: initialEmail },
  });
  const codeForm = useForm<z.input<typeof VerifyOtpSchema>, unknown, z.output<typeof VerifyOtpSchema>>({
    resolver: zodResolver(VerifyOtpSchema),
    mode: 'onTouched',
    defaultValues: { email: '', otp: '', returnUrl },
  });

  const send = async (email: string) => {
    setFailure(null);
    try {
      const env = await request.mutateAsync(email);
      toast.success(env.message || AuthMessages.otpSent);
      setSentTo(email);
      codeForm.reset({ email, otp: '', returnUrl });
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  const onRequest = emailForm.handleSubmit(({ email }) => send(email));
  const onVerify = codeForm.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onDone(await verify.mutateAsync(values));
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

  const busy = request.isPending || verify.isPending;
  return sentTo === null ? (
    <Stack component="form" noValidate spacing={2} onSubmit={onRequest} aria-label="Email me a sign-in code">
      <Typography color="text.secondary">
        We will email you a six-digit code. It works for 10 minutes, so there is no password to remember.
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <FormTextField
        control={emailForm.control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <PendingButton type="submit" variant="contained" size="large" disabled={busy} pending={request.isPending}>
        Send code
      </PendingButton>
      <Button onClick={onBack}>Log in with a password instead</Button>
    </Stack>
  ) : (
    <Stack component="form" noValidate spacing={2} onSubmit={onVerify} aria-label="Enter your sign-in code">
      <Typography color="text.secondary">
        Enter the six-digit code we sent to <strong>{sentTo}</strong>.
      </Typography>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <FormTextField
        control={codeForm.control}
        name="otp"
        label="Sign-in code"
        transform={sixDigits}
        autoComplete="one-time-code"
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <PendingButton type="submit" variant="contained" size="large" disabled={busy} pending={verify.isPending}>
        Log in
      </PendingButton>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Button onClick={() => send(sentTo)} disabled={busy}>
          Send a new code
        </Button>
        <Button onClick={onBack}>Log in with a password instead</Button>
      </Stack>
    </Stack>
  );
};
