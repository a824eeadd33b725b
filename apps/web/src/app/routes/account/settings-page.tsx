import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/use-page-title';
import { useAccountSummary } from '@/features/account/api/get-account-summary';
import { DeleteAccount } from '@/features/account/components/delete-account';
import { DownloadMyData } from '@/features/account/components/download-my-data';
import { MailPreferencesForm } from '@/features/account/components/mail-preferences-form';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { LogoutEverywhere } from '@/features/auth/components/logout-everywhere';
import { useSession } from '@/lib/session';

const Section = ({
  id,
  title,
  lead,
  danger,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  danger?: boolean;
  children: ReactNode;
}) => (
  <Paper
    component="section"
    variant="outlined"
    aria-labelledby={id}
    sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3, ...(danger ? { borderColor: 'error.main' } : {}) }}
  >
    <Typography
      id={id}
      variant="h2"
      sx={{ fontSize: '1.25rem', fontWeight: 700, ...(danger ? { color: 'error.main' } : {}) }}
    >
      {title}
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
      {lead}
    </Typography>
    <Stack>{children}</Stack>
  </Paper>
);

const SubHeading = ({ children }: { children: ReactNode }) => (
  <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5 }}>
    {children}
  </Typography>
);

/** Change password needs the current one; an account made by Google sign-in has none until it sets one. */
const PasswordPart = () => {
  const summary = useAccountSummary();
  if (summary.data && !summary.data.hasPassword) {
    return (
      <Alert severity="info">
        You sign in with Google, so this account has no password. To set one, log out and choose “Forgot password?” in
        the login window: we mail you a link.
      </Alert>
    );
  }
  return (
    <>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        Changing your password logs you out on your other devices; you stay logged in here.
      </Typography>
      <ChangePasswordForm />
    </>
  );
};

/**
 * /settings (signed-in only, spec §2.4): account security (issue 3), mail preferences with the job feed and
 * mentoring choices, the data export and account deletion (issue 10, docs/decisions/027).
 */
export const SettingsPage = () => {
  usePageTitle('Settings');
  const session = useSession();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, fontWeight: 800 }}>
        Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 4, overflowWrap: 'anywhere' }}>
        Signed in as {session?.session.uemail}
      </Typography>
      <Stack spacing={3}>
        <Section id="settings-security" title="Account security" lead="Your password and where you are logged in.">
          <SubHeading>Change password</SubHeading>
          <PasswordPart />
          <Divider sx={{ my: 3 }} />
          <SubHeading>Log out everywhere</SubHeading>
          <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
            Lost a phone or used a shared computer? End every Elevate session, including this one.
          </Typography>
          <LogoutEverywhere />
        </Section>
        <Section
          id="settings-mail"
          title="Mail preferences"
          lead="Choose what we mail you. A change is saved as soon as you make it."
        >
          <MailPreferencesForm />
        </Section>
        <Section
          id="settings-data"
          title="Your data"
          lead="A file with everything Elevate stores about you: your account, profile, applications and their rounds, notifications, referrals, mail preferences and uploads."
        >
          <DownloadMyData />
        </Section>
        <Section
          id="settings-delete"
          title="Delete account"
          lead="Delete your account and the personal data in it, for good."
          danger
        >
          <DeleteAccount />
        </Section>
      </Stack>
    </Container>
  );
};
export default SettingsPage;
