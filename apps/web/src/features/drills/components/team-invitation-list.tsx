import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import type { InvitationDecision, TeamInvitation } from '@elevate/contracts/drills/team.schema';
import { PendingButton } from '@/components/pending-button';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAnswerInvitation } from '../api/team-invitation-answer';
import { useMyInvitations } from '../api/team-invitations';
import { DrillDateTime } from './drill-date';

type Decide = (invitation: TeamInvitation, decision: InvitationDecision['decision']) => void;

/** One invitation or request as a card: who, for what role, the note, when, and the answers the viewer may give. */
export const InvitationCard = ({
  invitation,
  title,
  person,
  actions,
}: {
  invitation: TeamInvitation;
  title: string;
  /** Show the participant's skills (a request read by the lead). */
  person?: boolean;
  actions: React.ReactNode;
}) => (
  <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
    <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
    <Typography variant="body2" color="text.secondary">
      {invitation.role ? `For the role ${invitation.role} · ` : ''}
      <DrillDateTime value={invitation.createdAt} />
    </Typography>
    {person && invitation.participantSkills.length > 0 ? (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }} aria-label="Skills">
        {invitation.participantSkills.map((s) => (
          <Chip key={s} label={s} size="small" />
        ))}
      </Stack>
    ) : null}
    {invitation.note ? (
      <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        “{invitation.note}”
      </Typography>
    ) : null}
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
      {actions}
    </Stack>
  </Paper>
);

/**
 * The caller's pending invitations from teams (accept or decline) and join requests they sent (withdraw), while
 * they have no team. Nothing pending shows nothing: the ways to find a team follow.
 */
export const MyInvitationList = ({
  drillId,
  participantId,
  disabled,
}: {
  drillId: number;
  participantId: number;
  /** Teams are locked: invitations can no longer be accepted. */
  disabled?: boolean;
}) => {
  const list = useMyInvitations(drillId, participantId);
  const answer = useAnswerInvitation(drillId, participantId);
  const busyWith = answer.isPending ? answer.variables?.invitationId : undefined;

  const decide: Decide = (invitation, decision) =>
    // mutateAsync: accepting puts the caller in a team, and this list gives way to the team before it answers.
    answer.mutateAsync({ kind: invitation.kind, invitationId: invitation.invitationId, decision }).then(
      ({ message }) =>
        toast.success(
          message ??
            (decision === 'accept'
              ? TeamMessages.invitationAccepted(invitation.teamName)
              : decision === 'decline'
                ? TeamMessages.invitationDeclined
                : TeamMessages.withdrawn),
        ),
      (err: unknown) => toast.error(errorMessage(err)),
    );

  if (list.isPending)
    return <Skeleton variant="rounded" height={88} role="status" aria-label="Loading your invitations" />;
  if (list.isError)
    return (
      <RetryAlert onRetry={() => void list.refetch()} retrying={list.isFetching}>
        We could not load your invitations. {errorMessage(list.error)}
      </RetryAlert>
    );
  const { invitations, requests } = list.data;
  if (invitations.length === 0 && requests.length === 0) return null;

  return (
    <Stack spacing={2}>
      {invitations.length > 0 ? (
        <section aria-labelledby="team-invitations-title">
          <Typography id="team-invitations-title" variant="h4" component="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
            Invitations ({invitations.length})
          </Typography>
          {disabled ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              Teams are locked, so invitations can no longer be accepted.
            </Alert>
          ) : null}
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
            {invitations.map((inv) => (
              <InvitationCard
                key={inv.invitationId}
                invitation={inv}
                title={`${inv.teamName} invited you`}
                actions={
                  <>
                    <PendingButton
                      variant="contained"
                      size="small"
                      pending={busyWith === inv.invitationId && answer.variables?.decision === 'accept'}
                      disabled={disabled || answer.isPending}
                      onClick={() => decide(inv, 'accept')}
                      aria-label={`Accept the invitation from ${inv.teamName}`}
                    >
                      Accept
                    </PendingButton>
                    <Button
                      size="small"
                      disabled={answer.isPending}
                      onClick={() => decide(inv, 'decline')}
                      aria-label={`Decline the invitation from ${inv.teamName}`}
                    >
                      Decline
                    </Button>
                  </>
                }
              />
            ))}
          </Stack>
        </section>
      ) : null}
      {requests.length > 0 ? (
        <section aria-labelledby="team-requests-sent-title">
          <Typography id="team-requests-sent-title" variant="h4" component="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
            Your requests to join ({requests.length})
          </Typography>
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
            {requests.map((req) => (
              <InvitationCard
                key={req.invitationId}
                invitation={req}
                title={`Waiting for ${req.teamName} to answer`}
                actions={
                  <Button
                    size="small"
                    disabled={answer.isPending}
                    onClick={() => decide(req, 'withdraw')}
                    aria-label={`Withdraw your request to ${req.teamName}`}
                  >
                    Withdraw
                  </Button>
                }
              />
            ))}
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
};
