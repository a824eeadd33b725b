import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import UnsubscribeOutlinedIcon from '@mui/icons-material/UnsubscribeOutlined';
import { AccountMessages } from '@elevate/contracts/account/account.messages';
import { MAIL_KIND_INFO } from '@elevate/contracts/account/mail-preferences.schema';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { useChangeMailSubscription, useMailSubscription } from '../api/mail-subscription';

const SettingsLink = () => (
  <Button component={RouterLink} to="/settings" variant="text" sx={{ alignSelf: 'flex-start', px: 0 }}>
    Choose what we send you in Settings
  </Button>
);

const Heading = ({ children }: { children: string }) => (
  <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, fontWeight: 800 }}>
    {children}
  </Typography>
);

const Skeletons = () => (
  <Box role="status" aria-label="Loading">
    <Skeleton variant="text" width="60%" height={40} />
    <Skeleton variant="text" width="90%" />
    <Skeleton variant="rounded" width={160} height={40} sx={{ mt: 2 }} />
  </Box>
);

/**
 * What /unsubscribe?token= shows (docs/decisions/027): which mail and which address the link is about, one
 * button that turns it off (opening the page changes nothing: mail scanners open links), then a confirmation
 * with "Turn it back on". A link that is not ours says so, and points to the settings.
 */
export const UnsubscribePanel = ({ token }: { token: string }) => {
  const query = useMailSubscription(token);
  const change = useChangeMailSubscription(token);

  if (!token) {
    return (
      <Stack spacing={2}>
        <Heading>Unsubscribe</Heading>
        <Alert severity="warning">{AccountMessages.unsubscribeLinkMissing}</Alert>
        <SettingsLink />
      </Stack>
    );
  }
  if (query.isPending) return <Skeletons />;
  if (!query.data) {
    return (
      <Stack spacing={2}>
        <Heading>Unsubscribe</Heading>
        <Alert severity="error">{errorMessage(query.error)}</Alert>
        <SettingsLink />
      </Stack>
    );
  }

  const { kind, email, subscribed } = query.data;
  const info = MAIL_KIND_INFO[kind];
  const done = change.data?.message;
  const failed = change.isError ? errorMessage(change.error) : null;

  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {subscribed ? (
          <UnsubscribeOutlinedIcon color="primary" fontSize="large" aria-hidden />
        ) : (
          <MarkEmailReadOutlinedIcon color="success" fontSize="large" aria-hidden />
        )}
        <Heading>{subscribed ? `Unsubscribe from ${info.label.toLowerCase()}?` : 'You are unsubscribed'}</Heading>
      </Box>
      <Typography>
        {subscribed ? (
          <>
            We send {info.label.toLowerCase()} to <strong>{email}</strong>. {info.description}
          </>
        ) : (
          <>
            We will no longer send {info.label.toLowerCase()} to <strong>{email}</strong>. Mail about your account
            itself, such as password resets, still reaches you.
          </>
        )}
      </Typography>
      <Box aria-live="polite">
        {done ? <Alert severity="success">{done}</Alert> : null}
        {failed ? <Alert severity="error">{failed}</Alert> : null}
      </Box>
      {subscribed ? (
        <PendingButton
          variant="contained"
          onClick={() => change.mutate(false)}
          pending={change.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Unsubscribe
        </PendingButton>
      ) : (
        <PendingButton
          variant="outlined"
          onClick={() => change.mutate(true)}
          pending={change.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Turn it back on
        </PendingButton>
      )}
      <SettingsLink />
    </Stack>
  );
};
