import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { usePageTitle } from '@/components/use-page-title';
import { useVerifyEmail } from '@/features/auth/api/verify-email';
import { loginHref, returnTarget } from '@/features/auth/auth-links';
import { ResendVerificationForm } from '@/features/auth/components/resend-verification-form';
import { ApiError, errorMessage } from '@/lib/api-client';
import { AuthPageLayout } from './auth-page-layout';

/** An expired or used link, or one that is not even a code (a 400 on encodedstring). */
const isDeadLink = (err: unknown) =>
  err instanceof ApiError && (err.code === ErrorCode.LINK_EXPIRED || err.code === ErrorCode.VALIDATION);

/** /users/verify/{id}: verifies the address on arrival and says what happened (issue 3). */
export const VerifyEmailPage = () => {
  usePageTitle('Verify your email');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const returnUrl = returnTarget(`?${params.toString()}`);
  const verify = useVerifyEmail(id);

  if (verify.isPending) {
    return (
      <AuthPageLayout title="Verifying your email">
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>One moment while we check your link…</Typography>
        </Stack>
      </AuthPageLayout>
    );
  }

  if (verify.isSuccess) {
    const { alreadyVerified, message } = verify.data;
    return (
      <AuthPageLayout title={alreadyVerified ? 'Already verified' : 'Email verified'}>
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {message || (alreadyVerified ? AuthMessages.alreadyVerified : AuthMessages.verified)}
        </Alert>
        <Button component={RouterLink} to={loginHref(returnUrl)} variant="contained" size="large">
          Log in
        </Button>
      </AuthPageLayout>
    );
  }

  if (isDeadLink(verify.error)) {
    return (
      <AuthPageLayout title="This link has expired">
        <Alert severity="warning" sx={{ mb: 2 }}>
          {AuthMessages.verifyLinkInvalid}
        </Alert>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Enter the email you signed up with and we will send you a new verification link.
        </Typography>
        <ResendVerificationForm returnUrl={returnUrl ?? undefined} />
      </AuthPageLayout>
    );
  }

  return (
    <AuthPageLayout title="We could not verify your email">
      <Alert severity="error" sx={{ mb: 3 }}>
        {errorMessage(verify.error)}
      </Alert>
      <Button variant="contained" onClick={() => void verify.refetch()}>
        Try again
      </Button>
    </AuthPageLayout>
  );
};
export default VerifyEmailPage;
