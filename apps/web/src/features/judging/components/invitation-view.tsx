import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GavelIcon from '@mui/icons-material/Gavel';
import { JudgingMessages as M } from '@elevate/contracts/judging/judging.messages';
import type { InvitationPreview } from '@elevate/contracts/judging/judging.schema';
import { EmptyState } from '@/components/empty-state';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useOpenLogin } from '@/lib/use-open-login';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';

const STATE_MESSAGES: Record<Exclude<InvitationPreview['state'], 'pending'>, string> = {
  accepted: M.invitationUsed,
  expired: M.invitationExpired,
  withdrawn: M.invitationWithdrawn,
};

/**
 * A judging invitation from its mailed link: what it is (the hackathon, the host, the masked address it went to)
 * and Accept. Signed out, Accept opens the login dialog and comes back here; a different account's address gets
 * the API's explanation. Accepting leads to /judging.
 */
export const InvitationView = ({ token }: { token: string }) => {
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation(token);
  const session = useSession();
  const openLogin = useOpenLogin();
  const navigate = useNavigate();

  if (invitation.isPending) {
    return (
      <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }} aria-busy="true" aria-label="Loading the invitation">
        <Skeleton width="60%" height={40} />
        <Skeleton width="80%" />
        <Skeleton variant="rounded" height={44} width={180} sx={{ mt: 2 }} />
      </Paper>
    );
  }
  if (invitation.isError) {
    return (
      <EmptyState
        title="This invitation cannot be opened"
        action={
          <Button variant="outlined" onClick={() => void invitation.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(invitation.error)}
      </EmptyState>
    );
  }
  const inv = invitation.data;
  const onAccept = () => {
    if (!session) {
      openLogin();
      return;
    }
    accept.mutate(undefined, {
      onSuccess: ({ message, drillName }) => {
        toast.success(message ?? M.accepted(drillName));
        navigate('/judging');
      },
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <GavelIcon color="primary" aria-hidden />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            Judge {inv.drillName}
          </Typography>
        </Stack>
        <Typography>
          {inv.hostName} invites you to judge {inv.drillName} on Elevate. As a judge you see only the submissions
          assigned to you, score each on the hackathon’s rubric and write feedback the teams can read without your name.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          The invitation was sent to {inv.maskedEmail}. Accept it signed in with that address.
        </Typography>
        {inv.state !== 'pending' ? (
          <Alert severity={inv.state === 'accepted' ? 'info' : 'warning'}>{STATE_MESSAGES[inv.state]}</Alert>
        ) : null}
        {accept.isError ? (
          <Alert severity="error" role="alert">
            {errorMessage(accept.error)}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {inv.state === 'pending' ? (
            <PendingButton variant="contained" size="large" pending={accept.isPending} onClick={onAccept}>
              {session ? 'Accept invitation' : 'Log in to accept'}
            </PendingButton>
          ) : null}
          {inv.state === 'accepted' && session ? (
            <Button variant="outlined" size="large" onClick={() => navigate('/judging')}>
              Go to my judging
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
};
