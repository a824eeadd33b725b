import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { usePageTitle } from '@/components/use-page-title';
import { loginHref, returnTarget } from '@/features/auth/auth-links';
import { ResetPasswordForm, type ResetOutcome } from '@/features/auth/components/reset-password-form';
import { AuthPageLayout } from './auth-page-layout';

/**
 * /resetpassword/{emailId}/{otp}: the mailed link's page to choose a new password (the shell hides here,
 * spec §2.6). Success leads to login; a used or expired link leads to asking for a new one.
 */
export const ResetPasswordPage = () => {
  usePageTitle('Reset your password');
  const { emailId = '', otp = '' } = useParams();
  const [params] = useSearchParams();
  const returnUrl = returnTarget(`?${params.toString()}`);
  const [outcome, setOutcome] = useState<ResetOutcome | null>(null);

  if (outcome?.ok) {
    return (
      <AuthPageLayout title="Password changed">
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {outcome.message || AuthMessages.resetSuccess}
        </Alert>
        <Button component={RouterLink} to={loginHref(returnUrl)} variant="contained" size="large">
          Log in
        </Button>
      </AuthPageLayout>
    );
  }
  if (outcome && !outcome.ok) {
    const again = returnUrl
      ? `/?type=resetpassword&returnUrl=${encodeURIComponent(returnUrl)}`
      : '/?type=resetpassword';
    return (
      <AuthPageLayout title="This link no longer works">
        <Alert severity="warning" sx={{ mb: 3 }}>
          {outcome.message || AuthMessages.resetLinkInvalid}
        </Alert>
        <Button component={RouterLink} to={again} variant="contained" size="large">
          Request a new link
        </Button>
      </AuthPageLayout>
    );
  }
  return (
    <AuthPageLayout title="Choose a new password">
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        For <strong>{emailId}</strong>. Setting a new password logs you out on every device.
      </Typography>
      <ResetPasswordForm emailId={emailId} otp={otp} onDone={setOutcome} />
    </AuthPageLayout>
  );
};
export default ResetPasswordPage;
