import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupAddIcon from '@mui/icons-material/GroupAddOutlined';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import type { ParticipantTeamRef } from '@elevate/contracts/drills/participation.schema';
import { INVITE_CODE_LENGTH, participantDashboardPath } from '@elevate/contracts/drills/team.constants';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useJoinTeam } from '../api/team-join';
import { useTeamOfInviteCode } from '../api/team-search';

/** The invite code of an address (`?invite=CODE`): letters and digits only, or null when it cannot be one. */
export const inviteCodeOf = (value: string | null): string | null => {
  const code = (value ?? '').trim().toUpperCase();
  return /^[A-Z0-9]+$/.test(code) && code.length <= INVITE_CODE_LENGTH * 2 ? code : null;
};

export const InviteMessages = {
  noLonger: (what: 'link' | 'code') =>
    `This invite ${what} no longer works: it is mistyped, expired, or the team lead made a new one. Ask the lead for a new ${what}.`,
} as const;

/**
 * The offer an invite link (or a typed code) makes once the caller is registered: the team it lets in, and Join
 * (the code goes with the request, so the server checks it is still valid and the team has room). Already in a
 * team, it says so.
 */
export const InviteOffer = ({
  drill,
  participantId,
  team: mine,
  code,
  source = 'link',
  onDismiss,
}: {
  drill: DrillDetail;
  participantId: number;
  /** The caller's team now, if any. */
  team: ParticipantTeamRef | null;
  code: string;
  /** Where the code came from: the address (an invite link) or typed on the dashboard. */
  source?: 'link' | 'code';
  onDismiss: () => void;
}) => {
  const team = useTeamOfInviteCode(drill.drillId, code);
  const join = useJoinTeam(drill.drillId, participantId);
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);

  if (team.isPending)
    return <Skeleton variant="rounded" width="100%" height={96} role="status" aria-label="Finding the team" />;
  if (team.isError) return <Alert severity="error">{errorMessage(team.error)}</Alert>;
  const found = team.data;
  if (!found)
    return (
      <Alert severity="warning" onClose={onDismiss}>
        {InviteMessages.noLonger(source)}
      </Alert>
    );
  if (mine?.teamId === found.teamId)
    return (
      <Alert severity="success" onClose={onDismiss}>
        You are in {found.teamName}.
      </Alert>
    );
  if (mine)
    return (
      <Alert severity="info" onClose={onDismiss}>
        {found.teamName} invited you, but you are already in {mine.teamName}. To join {found.teamName}, leave your team
        on your dashboard first.
      </Alert>
    );

  const accept = () => {
    setProblem(null);
    // mutateAsync: on the dashboard the offer gives way to the team once joined, and the toast must still show.
    join.mutateAsync({ teamId: found.teamId, inviteCode: code }).then(
      ({ message }) => {
        toast.success(message ?? TeamMessages.joined(found.teamName));
        navigate(participantDashboardPath(drill.drillId, participantId));
      },
      (err: unknown) => setProblem(errorMessage(err)),
    );
  };
  const lead = found.members.find((m) => m.isLead)?.name;
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%' }} component="section" aria-label="Team invitation">
      <Typography sx={{ fontWeight: 700 }}>You are invited to join {found.teamName}</Typography>
      <Typography variant="body2" color="text.secondary">
        {lead ? `Led by ${lead} · ` : ''}
        {found.memberCount} of {found.teamSize.max} members
      </Typography>
      {problem ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <PendingButton variant="contained" startIcon={<GroupAddIcon />} pending={join.isPending} onClick={accept}>
          Join {found.teamName}
        </PendingButton>
        <Button onClick={onDismiss} disabled={join.isPending}>
          Not now
        </Button>
      </Stack>
    </Paper>
  );
};
