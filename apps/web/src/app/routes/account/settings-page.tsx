import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/use-page-title';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { LogoutEverywhere } from '@/features/auth/components/logout-everywhere';
import { useSession } from '@/lib/session';

const Section = ({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) => (
  <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
    <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
      {title}
    </Typography>
    <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2.5 }}>
      {lead}
    </Typography>
    <Stack>{children}</Stack>
  </Paper>
);

/** /settings (signed-in only, spec §2.4): change password and log out everywhere (issue 3). */
export const SettingsPage = () => {
  usePageTitle('Settings');
  const session = useSession();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, fontWeight: 800 }}>
        Settings
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 4 }}>
        Signed in as {session?.session.uemail}
      </Typography>
      <Stack spacing={3}>
        <Section
          id="settings-password"
          title="Change password"
          lead="Changing your password logs you out on your other devices; you stay logged in here."
        >
          <ChangePasswordForm />
        </Section>
        <Section
          id="settings-sessions"
          title="Log out everywhere"
          lead="Lost a phone or used a shared computer? End every Elevate session, including this one."
        >
          <LogoutEverywhere />
        </Section>
      </Stack>
    </Container>
  );
};
export default SettingsPage;
