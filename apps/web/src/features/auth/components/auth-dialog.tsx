import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useSession } from '@/lib/session';
import { useAuthConfig } from '../api/get-auth-config';
import { DEFAULT_AFTER_LOGIN, returnTarget } from '../auth-links';
import { withAuthType } from '../auth-search';
import { readAuthType, type AuthType } from '../auth-type';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { ForgotPasswordForm } from './forgot-password-form';
import { GoogleSignIn } from './google-sign-in';
import { LoginForm } from './login-form';
import { OtpLogin } from './otp-login';
import { ResetLinkSent } from './reset-link-sent';
import { SignupForm } from './signup-form';

type View = AuthType | 'code' | 'reset-link-sent';

const HEADINGS: Record<View, { title: string; lead: string }> = {
  login: { title: 'Welcome back', lead: 'Log in to apply for jobs, track your applications and join hackathons.' },
  code: { title: 'Log in with a code', lead: 'No password needed: we email you a one-time code.' },
  signup: { title: 'Join Elevate', lead: 'Jobs, internships, hackathons and mentoring, in one free account.' },
  resetpassword: { title: 'Forgot your password?', lead: 'It happens. We will help you set a new one.' },
  'reset-link-sent': { title: 'Check your mail', lead: 'Your reset link is on its way.' },
};

const OrDivider = () => <Divider sx={{ my: 2.5, color: 'text.secondary', typography: 'body2' }}>or</Divider>;

/**
 * The one auth modal of spec §2.1, mounted by the shell while the address has `?type=login|signup|
 * resetpassword`. Its mode is the address (returnUrl kept); the reset-link-sent and sign-in-code views are
 * steps inside a mode. Closing drops type and returnUrl from the address.
 */
export const AuthDialog = ({ open }: { open: boolean }) => {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const config = useAuthConfig();
  const completeLogin = useCompleteLogin();
  const type = readAuthType(location.search);

  // While closing, the address has no type any more: keep showing the last mode.
  const [mode, setMode] = useState<AuthType>(type ?? 'login');
  const [step, setStep] = useState<{ view: 'code' | 'reset-link-sent'; email: string } | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (type && type !== mode) {
    setMode(type);
    setStep(null);
  }
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setStep(null);
  }
  const view: View = step?.view ?? mode;
  const signupEmail = (location.state as { email?: string } | null)?.email;

  // Spec §2.1: a signed-in user opening signup goes to /my-dashboard; opening login goes where login would.
  const signedIn = session !== null;
  useEffect(() => {
    if (!open || !signedIn) return;
    if (type === 'signup') navigate(DEFAULT_AFTER_LOGIN, { replace: true });
    else if (type === 'login') navigate(returnTarget(location.search) ?? DEFAULT_AFTER_LOGIN, { replace: true });
  }, [open, signedIn, type, location.search, navigate]);

  const close = () =>
    navigate(
      { pathname: location.pathname, search: withAuthType(location.search, null), hash: location.hash },
      { replace: true },
    );
  const toggle = (to: AuthType, question: string, action: string): ReactNode => (
    <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
      {question}{' '}
      <Link
        component={RouterLink}
        to={{ pathname: location.pathname, search: withAuthType(location.search, to), hash: location.hash }}
        replace
        sx={{ fontWeight: 600 }}
      >
        {action}
      </Link>
    </Typography>
  );

  const googleClientId = config.data?.googleClientId;
  const heading = HEADINGS[view];

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="auth-dialog-title"
      aria-describedby="auth-dialog-lead"
      slotProps={{ paper: { sx: { maxWidth: { sm: 480 } } } }}
    >
      <DialogTitle id="auth-dialog-title" sx={{ pr: 7, pb: 0.5, fontSize: '1.5rem', fontWeight: 800 }}>
        {heading.title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        <Typography id="auth-dialog-lead" color="text.secondary" sx={{ mb: 2.5 }}>
          {heading.lead}
        </Typography>
        {view === 'login' ? (
          <>
            <LoginForm initialEmail={signupEmail} onUseCode={(email) => setStep({ view: 'code', email })} />
            {googleClientId ? (
              <>
                <OrDivider />
                <GoogleSignIn clientId={googleClientId} context="signin" />
              </>
            ) : null}
            {toggle('signup', 'New to Elevate?', 'Sign up')}
          </>
        ) : null}
        {view === 'code' && step ? (
          <OtpLogin initialEmail={step.email} onDone={completeLogin} onBack={() => setStep(null)} />
        ) : null}
        {view === 'signup' ? (
          <>
            <SignupForm />
            {googleClientId ? (
              <>
                <OrDivider />
                <GoogleSignIn clientId={googleClientId} context="signup" />
              </>
            ) : null}
            {toggle('login', 'Already have an account?', 'Log in')}
          </>
        ) : null}
        {view === 'resetpassword' ? (
          <>
            <ForgotPasswordForm onSent={(email) => setStep({ view: 'reset-link-sent', email })} />
            {toggle('login', 'Remembered it?', 'Back to login')}
          </>
        ) : null}
        {view === 'reset-link-sent' && step ? (
          <Box>
            <ResetLinkSent email={step.email} />
            {toggle('login', 'Got the new password set?', 'Back to login')}
          </Box>
        ) : null}
      </DialogContent>
    </Dialog>
  );
};
export default AuthDialog;
