import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useColorScheme } from '@mui/material/styles';
import { AuthMessages } from '@elevate/contracts/auth/auth.messages';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { ApiError } from '@/lib/api-client';
import { useLoginWithGoogle } from '../api/login-google';
import { returnTarget } from '../auth-links';
import { loadGoogleIdentity } from '../google-identity';
import { useCompleteLogin } from '../hooks/use-complete-login';

/**
 * Spec §8: a failed Google sign-in keeps 'User email is not verified. Please resend verification link' and
 * says 'Please check the credentials or verify the user' for anything else.
 */
export const googleFailureMessage = (err: unknown): string =>
  err instanceof ApiError &&
  (err.message === AuthMessages.emailNotVerified || err.code === ErrorCode.EMAIL_NOT_VERIFIED)
    ? AuthMessages.emailNotVerified
    : AuthMessages.googleFailed;

/** The Google Identity Services button; its credential goes to wueusers/login/google (spec §7.1). */
export const GoogleSignIn = ({ clientId, context }: { clientId: string; context: 'signin' | 'signup' }) => {
  const host = useRef<HTMLDivElement>(null);
  const { search } = useLocation();
  const google = useLoginWithGoogle();
  const completeLogin = useCompleteLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  // The library keeps the callback it was initialised with; route each credential to the latest render's.
  const onCredential = useRef<(credential: string) => void>(() => {});
  useEffect(() => {
    onCredential.current = (credential) => {
      setFailure(null);
      google
        .mutateAsync({ credential, returnUrl: returnTarget(search) ?? undefined })
        .then(completeLogin, (err: unknown) => setFailure(googleFailureMessage(err)));
    };
  });

  const dark = useColorScheme().colorScheme === 'dark';
  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((id) => {
        if (cancelled || !host.current) return;
        id.initialize({
          client_id: clientId,
          callback: (r) => onCredential.current(r.credential),
          ux_mode: 'popup',
          context,
        });
        host.current.replaceChildren();
        id.renderButton(host.current, {
          type: 'standard',
          theme: dark ? 'filled_black' : 'outline',
          size: 'large',
          text: context === 'signup' ? 'signup_with' : 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.min(400, Math.max(200, host.current.clientWidth || 320)),
        });
      })
      .catch(() => !cancelled && setUnavailable(true));
    return () => {
      cancelled = true;
    };
  }, [clientId, context, dark]);

  return (
    <Box>
      {failure ? (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {failure}
        </Alert>
      ) : null}
      {unavailable ? (
        <Alert severity="info">Google sign-in is unavailable right now. Please use your email instead.</Alert>
      ) : (
        <Box ref={host} data-testid="google-button" sx={{ minHeight: 44, display: 'flex', justifyContent: 'center' }} />
      )}
    </Box>
  );
};
