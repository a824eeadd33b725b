import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import StarIcon from '@mui/icons-material/Star';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import type { InvitationDecision, Team, TeamInvitation, TeamMember } from '@elevate/contracts/drills/team.schema';
import { PendingButton } from '@/components/pending-button';
import { RetryAlert } from '@/components/retry-alert';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useTeam } from '../api/team-detail';
import { useAnswerInvitation } from '../api/team-invitation-answer';
import { useHandOverLead } from '../api/team-lead';
import { useSetMemberInactive } from '../api/team-leave';
import { useUpdateTeam } from '../api/team-update';
import { InvitationCard } from './team-invitation-list';
import { TeamInviteCard } from './team-invite-card';
import { TeamRolesField } from './team-roles-field';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

const Heading = ({ id, children }: { id: string; children: React.ReactNode }) => (
  <Typography id={id} variant="h4" component="h4" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1 }}>
    {children}
  </Typography>
);

type Pending = { kind: 'leave' } | { kind: 'remove'; member: TeamMember } | { kind: 'lead'; member: TeamMember };

/** Members with the lead marked; the lead may hand the lead over or remove a member, anyone may leave. */
const Members = ({ team, participantId }: { team: Team; participantId: number }) => {
  const [pending, setPending] = useState<Pending | null>(null);
  const inactive = useSetMemberInactive(team.drillId, team.teamId);
  const lead = useHandOverLead(team.drillId, team.teamId);
  const busy = inactive.isPending || lead.isPending;
  const others = team.members.filter((m) => m.participantId !== participantId);

  const confirm = () => {
    if (!pending) return;
    // mutateAsync: leaving takes the caller out of this team, and the toast must show after it gives way.
    const failed = (err: unknown) => toast.error(errorMessage(err));
    const close = () => setPending(null);
    if (pending.kind === 'lead')
      lead
        .mutateAsync(pending.member.participantId)
        .then(({ message }) => toast.success(message ?? TeamMessages.leadHandedOver(pending.member.name)), failed)
        .finally(close);
    else {
      const member = pending.kind === 'remove' ? pending.member : null;
      inactive
        .mutateAsync(member?.participantId ?? participantId)
        .then(
          ({ message }) =>
            toast.success(message ?? (member ? TeamMessages.removed(member.name) : TeamMessages.left(team.teamName))),
          failed,
        )
        .finally(close);
    }
  };

  let dialog = null;
  if (pending?.kind === 'leave')
    dialog = {
      title: `Leave ${team.teamName}?`,
      label: 'Leave team',
      danger: true,
      text:
        others.length === 0
          ? 'You are its only member, so the team is closed.'
          : team.viewerIsLead
            ? 'The member who joined first after you becomes the lead. You can join or create another team afterwards.'
            : 'You can join or create another team afterwards.',
    };
  else if (pending?.kind === 'remove')
    dialog = {
      title: `Remove ${pending.member.name}?`,
      label: 'Remove',
      danger: true,
      text: `${pending.member.name} is told in the app and can join another team.`,
    };
  else if (pending?.kind === 'lead')
    dialog = {
      title: `Make ${pending.member.name} the lead?`,
      label: 'Hand over the lead',
      danger: false,
      text: `${pending.member.name} will answer requests, invite people and manage the team; you stay a member.`,
    };

  return (
    <Box component="section" aria-labelledby="team-members-title">
      <Heading id="team-members-title">
        Members ({team.memberCount} of {team.teamSize.max})
      </Heading>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
        {team.members.map((m) => {
          const self = m.participantId === participantId;
          return (
            <Paper
              key={m.participantId}
              component="li"
              variant="outlined"
              sx={{ p: 1.5, listStyle: 'none', display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
            >
              <Avatar src={m.avatar ?? undefined} alt="" sx={{ width: 40, height: 40, bgcolor: 'primary.main' }}>
                {initialsOf(m.name)}
              </Avatar>
              <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {m.name}
                    {self ? ' (you)' : ''}
                  </Typography>
                  {m.isLead ? <Chip icon={<StarIcon />} label="Lead" size="small" color="primary" /> : null}
                </Stack>
                {m.skills.length > 0 ? (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {m.skills.join(' · ')}
                  </Typography>
                ) : null}
              </Box>
              {team.viewerIsLead && !self ? (
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    disabled={busy}
                    onClick={() => setPending({ kind: 'lead', member: m })}
                    aria-label={`Make ${m.name} the lead`}
                  >
                    Make lead
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={busy || team.locked}
                    onClick={() => setPending({ kind: 'remove', member: m })}
                    aria-label={`Remove ${m.name}`}
                  >
                    Remove
                  </Button>
                </Stack>
              ) : null}
            </Paper>
          );
        })}
      </Stack>
      <Button
        color="error"
        startIcon={<LogoutIcon />}
        sx={{ mt: 1.5 }}
        disabled={busy || team.locked}
        onClick={() => setPending({ kind: 'leave' })}
      >
        Leave team
      </Button>
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.label ?? ''}
        danger={dialog?.danger}
        pending={busy}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      >
        {dialog?.text}
      </ConfirmDialog>
    </Box>
  );
};

/** Requests to join (the lead accepts or declines) and invitations the team sent (the lead may withdraw). */
const Pending = ({ team, participantId }: { team: Team; participantId: number }) => {
  const answer = useAnswerInvitation(team.drillId, participantId);
  if (team.requests.length === 0 && team.invitations.length === 0) return null;
  const decide = (inv: TeamInvitation, decision: InvitationDecision['decision']) =>
    answer.mutate(
      { kind: inv.kind, invitationId: inv.invitationId, decision },
      {
        onSuccess: ({ message }) =>
          toast.success(
            message ??
              (decision === 'accept'
                ? TeamMessages.requestAccepted(inv.participantName)
                : decision === 'decline'
                  ? TeamMessages.requestDeclined
                  : TeamMessages.withdrawn),
          ),
        onError: (err) => toast.error(errorMessage(err)),
      },
    );
  const busy = (inv: TeamInvitation, d: InvitationDecision['decision']) =>
    answer.isPending && answer.variables?.invitationId === inv.invitationId && answer.variables.decision === d;
  const full = team.memberCount >= team.teamSize.max;

  return (
    <Stack spacing={2}>
      {team.requests.length > 0 ? (
        <Box component="section" aria-labelledby="team-requests-title">
          <Heading id="team-requests-title">Requests to join ({team.requests.length})</Heading>
          {team.viewerIsLead && full ? (
            <Alert severity="info" sx={{ mb: 1 }}>
              {TeamMessages.full}: a request can be accepted once a seat frees up.
            </Alert>
          ) : null}
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
            {team.requests.map((req) => (
              <InvitationCard
                key={req.invitationId}
                invitation={req}
                person
                title={`${req.participantName} asked to join`}
                actions={
                  team.viewerIsLead ? (
                    <>
                      <PendingButton
                        size="small"
                        variant="contained"
                        pending={busy(req, 'accept')}
                        disabled={answer.isPending || team.locked || full}
                        onClick={() => decide(req, 'accept')}
                        aria-label={`Accept ${req.participantName}`}
                      >
                        Accept
                      </PendingButton>
                      <Button
                        size="small"
                        disabled={answer.isPending}
                        onClick={() => decide(req, 'decline')}
                        aria-label={`Decline ${req.participantName}`}
                      >
                        Decline
                      </Button>
                    </>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      The lead answers requests.
                    </Typography>
                  )
                }
              />
            ))}
          </Stack>
        </Box>
      ) : null}
      {team.invitations.length > 0 ? (
        <Box component="section" aria-labelledby="team-sent-title">
          <Heading id="team-sent-title">Invitations sent ({team.invitations.length})</Heading>
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
            {team.invitations.map((inv) => (
              <InvitationCard
                key={inv.invitationId}
                invitation={inv}
                title={`Waiting for ${inv.participantName}`}
                actions={
                  team.viewerIsLead ? (
                    <Button
                      size="small"
                      disabled={answer.isPending}
                      onClick={() => decide(inv, 'withdraw')}
                      aria-label={`Withdraw the invitation to ${inv.participantName}`}
                    >
                      Withdraw
                    </Button>
                  ) : null
                }
              />
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
};

/** The roles the team still needs and whether it takes members: the lead edits them, members read them. */
const TeamCardEditor = ({ team, participantId }: { team: Team; participantId: number }) => {
  const [roles, setRoles] = useState(team.rolesNeeded);
  const [looking, setLooking] = useState(team.lookingForMembers);
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateTeam(team.drillId, participantId);
  const changed =
    looking !== team.lookingForMembers ||
    roles.length !== team.rolesNeeded.length ||
    roles.some((r, i) => r !== team.rolesNeeded[i]);

  if (!team.viewerIsLead)
    return (
      <Box component="section" aria-labelledby="team-roles-title">
        <Heading id="team-roles-title">Roles needed</Heading>
        <Typography variant="body2" color="text.secondary">
          {team.rolesNeeded.length > 0 ? team.rolesNeeded.join(' · ') : 'None listed.'}{' '}
          {team.lookingForMembers ? 'The team is taking new members.' : 'The team is not taking new members.'}
        </Typography>
      </Box>
    );

  const save = () => {
    setProblem(null);
    // mutateAsync: the saved card starts this editor afresh (its key), and the toast must still show.
    update.mutateAsync({ rolesNeeded: roles, lookingForMembers: looking }).then(
      ({ message }) => toast.success(message ?? TeamMessages.updated),
      (err: unknown) => setProblem(errorMessage(err)),
    );
  };
  return (
    <Box component="section" aria-labelledby="team-roles-title">
      <Heading id="team-roles-title">Roles needed</Heading>
      <Stack spacing={1.5}>
        <TeamRolesField
          value={roles}
          onChange={setRoles}
          disabled={update.isPending}
          error={problem}
          label="Roles your team still needs"
        />
        <FormControlLabel
          control={
            <Switch checked={looking} onChange={(e) => setLooking(e.target.checked)} disabled={update.isPending} />
          }
          label="Taking new members (shown in team search and the teammate finder)"
        />
        <Box>
          <PendingButton variant="outlined" pending={update.isPending} disabled={!changed} onClick={save}>
            Save team card
          </PendingButton>
        </Box>
      </Stack>
    </Box>
  );
};

/** The caller's team: who is in it, how to invite, what waits for an answer, what it needs, and leaving. */
export const TeamDetails = ({
  drillId,
  drillCustUrl,
  teamId,
  participantId,
}: {
  drillId: number;
  drillCustUrl: string;
  teamId: number;
  participantId: number;
}) => {
  const query = useTeam(drillId, teamId);
  if (query.isPending)
    return (
      <Stack spacing={1.5} role="status" aria-label="Loading your team">
        <Skeleton variant="text" width="40%" height={36} />
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  if (query.isError)
    return (
      <RetryAlert onRetry={() => void query.refetch()} retrying={query.isFetching}>
        We could not load your team. {errorMessage(query.error)}
      </RetryAlert>
    );
  const team = query.data;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.35rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
          {team.teamName}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap' }}>
          {team.viewerIsLead ? <Chip label="You lead this team" size="small" color="primary" /> : null}
          {team.complete ? (
            <Chip label="Enough members to submit" size="small" color="success" variant="outlined" />
          ) : (
            // Orange text on white is too faint (3.1:1): the warning colour marks the border and icon only.
            <Chip
              label={`Needs at least ${team.teamSize.min} members`}
              size="small"
              variant="outlined"
              icon={<ErrorOutlineIcon />}
              sx={{ borderColor: 'warning.main', '& .MuiChip-icon': { color: 'warning.main' } }}
            />
          )}
          {team.locked ? <Chip label="Locked" size="small" /> : null}
        </Stack>
      </Box>
      {team.locked && team.lockedReason ? <Alert severity="info">{team.lockedReason}</Alert> : null}
      <Members team={team} participantId={participantId} />
      {!team.locked ? <TeamInviteCard team={team} drillCustUrl={drillCustUrl} participantId={participantId} /> : null}
      <Pending team={team} participantId={participantId} />
      <TeamCardEditor
        key={`${team.rolesNeeded.join('|')}-${team.lookingForMembers}`}
        team={team}
        participantId={participantId}
      />
    </Stack>
  );
};
