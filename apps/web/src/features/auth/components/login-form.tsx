import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { LoginSchema, type LoginInput } from '@elevate/contracts/auth/auth.schema';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { Messages } from '@elevate/contracts/common/messages';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { clearSession, SESSION_KEY, sessionStore } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { returnTarget } from '../auth-links';
import { withAuthType } from '../auth-search';
import { applyFieldErrors } from '../form-errors';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { FormTextField } from '@/components/form-text-field';

type LoginOutput = { username: string; password: string; returnUrl?: string };

/**
 * Email and password login (spec §2.1, §3). A refusal with WUE-10004 (email not verified) reveals
 * 'Re-send verification email'; the session is cleared on a failed login (spec §4).
 */
export const LoginForm = ({
  initialEmail,
  onUseCode,
}: {
  initialEmail?: string;
  onUseCode: (email: string) => void;
}) => {
  const { search } = useLocation();
  const returnUrl = returnTarget(search) ?? undefined;
  const login = useLogin();
  const resend = useResendVerification();
  const completeLogin = useCompleteLogin();
  const [failure, setFailure] = useState<{ message: string; unverified: boolean } | null>(null);
  const { control, handleSubmit, getValues, setError } = useForm<LoginInput, unknown, LoginOutput>({
    resolver: zodResolver(LoginSchema),
    mode: 'onTouched',
    defaultValues: { username: initialEmail ?? '', password: '', returnUrl },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await completeLogin(await login.mutateAsync(values));
    } catch (err) {
      if (sessionStore.get() || localStorage.getItem(SESSION_KEY)) clearSession();
      applyFieldErrors(err, setError, ['username', 'password']);
      setFailure({
        message: errorMessage(err),
        unverified: err instanceof ApiError && err.code === ErrorCode.EMAIL_NOT_VERIFIED,
      });
    }
  });

  const resendVerification = async () => {
    try {
      const env = await resend.mutateAsync({ emailId: getValues('username').trim(), returnUrl });
      toast.success(env.message || AuthMessages.verificationSent);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : Messages.somethingWentWrong);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Login">
      {failure ? (
        <Alert severity={failure.unverified ? 'warning' : 'error'}>
          {failure.message}
          {failure.unverified ? (
            <Box sx={{ mt: 1 }}>
              <Button
                variant="outlined"
                color="inherit"
                size="small"
                onClick={resendVerification}
                disabled={resend.isPending}
                startIcon={resend.isPending ? <CircularProgress size={14} color="inherit" /> : undefined}
              >
                Re-send verification email
              </Button>
            </Box>
          ) : null}
        </Alert>
      ) : null}
      <FormTextField control={control} name="username" label="Email" type="email" autoComplete="email" required />
      <Box>
        <FormTextField
          control={control}
          name="password"
          label="Password"
          password
          autoComplete="current-password"
          required
          fullWidth
        />
        <Box sx={{ textAlign: 'right', mt: 0.5 }}>
          <Link component={RouterLink} to={withAuthType(search, 'resetpassword')} replace variant="body2">
            Forgot password?
          </Link>
        </Box>
      </Box>
      <PendingButton type="submit" variant="contained" size="large" pending={login.isPending}>
        Login
      </PendingButton>
      <Button variant="outlined" onClick={() => onUseCode(getValues('username').trim())}>
        Email me a sign-in code
      </Button>
    </Stack>
  );
};
