import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { EVENT_REMINDER_HOURS_BEFORE } from '@elevate/contracts/content/content.constants';
import type { Event } from '@elevate/contracts/content/content.schema';
import { ContentMessages } from '@elevate/contracts/content/content.messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PendingButton } from '@/components/pending-button';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useOpenLogin } from '@/lib/use-open-login';
import { useEventRegistration } from '../api/get-event-registration';
import { useCancelEventRegistration, useRegisterForEvent } from '../api/register-for-event';
import { eventPhase, seatsLeft } from './event-labels';

/** Why someone not registered cannot register now; null while they can. */
const refusal = (e: Event): string | null => {
  const phase = eventPhase(e);
  if (phase === 'ended') return ContentMessages.eventOver;
  if (phase === 'closed') return ContentMessages.eventClosed;
  if (phase === 'full') return ContentMessages.eventFull;
  return null;
};

const SeatsLine = ({ event }: { event: Event }) => {
  const left = seatsLeft(event);
  if (left === null || eventPhase(event) === 'ended') return null;
  return (
    <Typography variant="body2" color={left <= 5 ? 'warning.main' : 'text.secondary'} sx={{ fontWeight: 600 }}>
      {left === 0
        ? 'No seats left'
        : `${left.toLocaleString('en-IN')} of ${event.capacity!.toLocaleString('en-IN')} seats left`}
    </Typography>
  );
};

/** A registrant's view: registered, the invite hint, the meeting link when online, and Cancel. */
const Registered = ({ event, meetingUrl }: { event: Event; meetingUrl: string | null }) => {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelEventRegistration(event.eventId);
  const ended = eventPhase(event) === 'ended';
  return (
    <Stack spacing={1.5}>
      <Alert severity="success" icon={<EventAvailableIcon />}>
        <AlertTitle>You&rsquo;re registered</AlertTitle>
        {ended
          ? ContentMessages.eventOver
          : `${ContentMessages.registered} Open it to add the event to your calendar; we also send a reminder ${EVENT_REMINDER_HOURS_BEFORE} hours before it starts.`}
      </Alert>
      {meetingUrl && event.mode === 'online' && !ended ? (
        <Typography variant="body2">
          Join online:{' '}
          <Link href={meetingUrl} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
            {meetingUrl}
          </Link>
        </Typography>
      ) : null}
      {ended ? null : (
        <Button color="error" onClick={() => setConfirming(true)} sx={{ alignSelf: 'flex-start' }}>
          Cancel registration
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Cancel your registration?"
        confirmLabel="Cancel registration"
        danger
        pending={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: (env) => {
              setConfirming(false);
              toast.success(env.message ?? ContentMessages.registrationCancelled);
            },
            onError: (err) => {
              setConfirming(false);
              toast.error(errorMessage(err));
            },
          })
        }
      >
        Your seat is freed for someone else and the calendar invite is withdrawn. You can register again while
        registration is open.
      </ConfirmDialog>
    </Stack>
  );
};

/** Register for an event: log in first when signed out; then one click, and the state the API answers. */
export const EventRegistrationPanel = ({ event }: { event: Event }) => {
  const session = useSession();
  const openLogin = useOpenLogin();
  const registration = useEventRegistration(event.eventId);
  const register = useRegisterForEvent(event.eventId);
  const blocked = refusal(event);

  let body;
  if (!session) {
    body = blocked ? (
      <Alert severity="info">{blocked}</Alert>
    ) : (
      <Button variant="contained" size="large" onClick={openLogin}>
        Log in to register
      </Button>
    );
  } else if (registration.isPending) {
    body = <Skeleton variant="rounded" height={44} width={180} aria-label="Checking your registration" />;
  } else if (!registration.data) {
    body = (
      <RetryAlert onRetry={() => void registration.refetch()} retrying={registration.isFetching}>
        {errorMessage(registration.error)}
      </RetryAlert>
    );
  } else if (registration.data.registered) {
    body = <Registered event={event} meetingUrl={registration.data.meetingUrl} />;
  } else if (blocked) {
    body = <Alert severity="info">{blocked}</Alert>;
  } else {
    body = (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <PendingButton
          variant="contained"
          size="large"
          pending={register.isPending}
          // The panel itself turns into "You're registered": no toast on top of it.
          onClick={() => register.mutate()}
        >
          Register
        </PendingButton>
        {register.isError ? <Alert severity="error">{errorMessage(register.error)}</Alert> : null}
      </Stack>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="registration-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="registration-title" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Registration
      </Typography>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          Free to attend.
        </Typography>
        <SeatsLine event={event} />
        {body}
      </Stack>
    </Paper>
  );
};
