import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import { formatFee, isRegistrationOpen } from '@elevate/contracts/drills/drill-format';
import { participantDashboardPath } from '@elevate/contracts/drills/team.constants';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useOpenLogin } from '@/lib/use-open-login';
import { useParticipation } from '../api/participation-state';
import { InviteOffer, inviteCodeOf } from './participation-invite';

// The form (its fields, checks and file upload) loads when it is first opened, not with the hackathon's page.
const loadRegistrationDialog = () => import('./registration-dialog');
const RegistrationDialog = lazy(() => loadRegistrationDialog().then((m) => ({ default: m.RegistrationDialog })));

const FeeLine = ({ fee }: { fee: number }) =>
  fee > 0 ? (
    <Typography variant="body2" color="text.secondary">
      Registration fee {formatFee(fee)} (GST included)
    </Typography>
  ) : null;

/** 'Register', or 'Register · ₹1,499' when there is a fee. */
const registerLabel = (fee: number) => (fee > 0 ? `Register · ${formatFee(fee)}` : 'Register');

/** `?register=1` (the failure page's Try again) opens the registration dialog. */
const REGISTER_PARAM = 'register';

const Closed = ({ label, reason }: { label: string; reason: string | null }) => (
  <>
    <Button variant="contained" size="large" disabled>
      {label}
    </Button>
    {reason ? (
      <Typography variant="body2" color="text.secondary" role="note">
        {reason}
      </Typography>
    ) : null}
  </>
);

/**
 * The hackathon page's one primary button, following the caller: signed out, Register opens login (and comes
 * back here); then register, registration closed, not eligible (with the reason), or registered (go to the
 * dashboard). The server has no session, so it draws the signed-out button, as the first render in the browser
 * does. With `?invite=CODE` in the address, a registered participant is offered to join that team (and a
 * team-basis fee may be covered by it); with `?register=1` the registration dialog opens by itself. A cancelled
 * hackathon takes no registrations.
 */
export const ParticipationButton = ({ drill }: { drill: DrillDetail }) => {
  const session = useSession();
  const uid = session?.session.uid ?? null;
  const participation = useParticipation(drill.drillId, uid);
  const [searchParams, setSearchParams] = useSearchParams();
  const invite = inviteCodeOf(searchParams.get('invite'));
  const openLogin = useOpenLogin();
  const navigate = useNavigate();
  const [registering, setRegistering] = useState(false);

  const cancelled = Boolean(drill.cancelledAt);
  const wantsToRegister = searchParams.get(REGISTER_PARAM) === '1';
  const canRegister = participation.data?.state === 'register' && !cancelled;

  // Try again after a failed payment comes back with ?register=1: the dialog opens once, and the address forgets it.
  const opensFromAddress = wantsToRegister && canRegister;
  if (opensFromAddress && !registering) setRegistering(true);
  useEffect(() => {
    if (wantsToRegister && participation.data)
      setSearchParams(
        (p) => {
          p.delete(REGISTER_PARAM);
          return p;
        },
        { replace: true },
      );
  }, [wantsToRegister, participation.data, setSearchParams]);

  // Ready before the click: fetched once registering is possible, after the page is up.
  useEffect(() => {
    if (canRegister) void loadRegistrationDialog().catch(() => undefined);
  }, [canRegister]);

  const dropInvite = () =>
    setSearchParams(
      (p) => {
        p.delete('invite');
        return p;
      },
      { replace: true },
    );

  const registered = (participantId: number | null, message: string | undefined) => {
    setRegistering(false);
    toast.success(message ?? `You are registered for ${drill.drillName}.`);
    // With an invite link the offer to join shows here next; otherwise on to the dashboard.
    if (!invite && participantId !== null) navigate(participantDashboardPath(drill.drillId, participantId));
  };

  let body;
  if (cancelled && participation.data?.state !== 'registered') {
    // The page's banner (drill-hero) says why; the button only stops registering.
    body = <Closed label="Cancelled" reason={null} />;
  } else if (uid === null && !isRegistrationOpen(drill)) {
    // A visitor is told at once that registration is over, rather than asked to log in to find out.
    body = <Closed label="Registration closed" reason={null} />;
  } else if (uid === null) {
    body = (
      <>
        <Button variant="contained" size="large" onClick={openLogin}>
          {registerLabel(drill.registrationFee)}
        </Button>
        <FeeLine fee={drill.registrationFee} />
        {invite ? (
          <Typography variant="body2" color="text.secondary">
            Log in and register to join the team that invited you.
          </Typography>
        ) : null}
      </>
    );
  } else if (participation.data) {
    const p = participation.data;
    switch (p.state) {
      case 'register':
        body = (
          <>
            <Button variant="contained" size="large" onClick={() => setRegistering(true)}>
              {registerLabel(p.fee)}
            </Button>
            <FeeLine fee={p.fee} />
            {invite ? (
              <Typography variant="body2" color="text.secondary">
                Register first, then join the team that invited you.
              </Typography>
            ) : null}
          </>
        );
        break;
      case 'registration-closed':
        body = <Closed label="Registration closed" reason={p.reason} />;
        break;
      case 'not-eligible':
        body = <Closed label="Not eligible" reason={p.reason} />;
        break;
      case 'registered':
        body = (
          <>
            {p.participantId !== null ? (
              <Button
                component={RouterLink}
                to={participantDashboardPath(drill.drillId, p.participantId)}
                variant="contained"
                size="large"
                startIcon={<DashboardIcon />}
              >
                Go to dashboard
              </Button>
            ) : null}
            {invite && p.participantId !== null ? (
              <InviteOffer
                drill={drill}
                participantId={p.participantId}
                team={p.team}
                code={invite}
                onDismiss={dropInvite}
              />
            ) : null}
          </>
        );
        break;
    }
  } else if (participation.isError) {
    body = (
      <RetryAlert onRetry={() => void participation.refetch()} retrying={participation.isFetching}>
        We could not check your registration. {errorMessage(participation.error)}
      </RetryAlert>
    );
  } else {
    body = <Skeleton variant="rounded" width={160} height={42} role="status" aria-label="Checking your registration" />;
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start', maxWidth: '100%' }}>
      {body}
      {registering && canRegister && participation.data ? (
        <Suspense fallback={<CircularProgress size={24} aria-label="Opening the registration form" />}>
          <RegistrationDialog
            drill={drill}
            fee={participation.data.fee}
            inviteCode={invite}
            onClose={() => setRegistering(false)}
            onRegistered={registered}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
};
