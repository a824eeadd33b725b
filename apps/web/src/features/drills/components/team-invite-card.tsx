import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import RefreshIcon from '@mui/icons-material/Refresh';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import type { Team } from '@elevate/contracts/drills/team.schema';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { copyByHand, copyToClipboard } from '@/lib/copy-to-clipboard';
import { useRotateInviteCode } from '../api/team-invite-code';
import { DrillDateTime } from './drill-date';

/** The address that opens the hackathon's page with the offer to join this team. */
export const inviteLinkOf = (drillCustUrl: string, code: string) =>
  `${typeof window === 'undefined' ? '' : window.location.origin}/drills/${encodeURIComponent(drillCustUrl)}?invite=${code}`;

/**
 * The team's invite code and link for members to share, with when they expire. The lead can make a new code,
 * which revokes the old code and every link made with it.
 */
export const TeamInviteCard = ({
  team,
  drillCustUrl,
  participantId,
}: {
  team: Team;
  drillCustUrl: string;
  participantId: number;
}) => {
  const rotate = useRotateInviteCode(team.drillId, participantId, team.teamId);
  const [confirm, setConfirm] = useState(false);
  if (!team.inviteCode) return null;
  const link = inviteLinkOf(drillCustUrl, team.inviteCode);
  const full = team.memberCount >= team.teamSize.max;

  const renew = () =>
    rotate.mutate(undefined, {
      onSuccess: ({ message }) => {
        setConfirm(false);
        toast.success(message ?? TeamMessages.codeRotated);
      },
      onError: (err) => {
        setConfirm(false);
        toast.error(errorMessage(err));
      },
    });

  return (
    <Paper variant="outlined" component="section" aria-labelledby="team-invite-title" sx={{ p: 2 }}>
      <Typography id="team-invite-title" variant="h4" component="h4" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        Invite teammates
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {full
          ? 'The team is full: the code lets no one in until a seat frees up.'
          : 'Share the code or the link; whoever is registered for this hackathon joins at once.'}
      </Typography>
      <Box
        sx={{
          mt: 1.5,
          px: 1.5,
          py: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: '1.25rem',
          letterSpacing: '0.15em',
          display: 'inline-block',
          userSelect: 'all',
        }}
        aria-label="Invite code"
      >
        {team.inviteCode}
      </Box>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere', userSelect: 'all' }} aria-label="Invite link">
        {link}
      </Typography>
      {team.inviteCodeExpiresAt ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Works until <DrillDateTime value={team.inviteCodeExpiresAt} />
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copyToClipboard(team.inviteCode!, copyByHand('code'))}
        >
          Copy code
        </Button>
        <Button
          variant="outlined"
          startIcon={<LinkIcon />}
          onClick={() => void copyToClipboard(link, copyByHand('link'))}
        >
          Copy link
        </Button>
        {team.viewerIsLead ? (
          <Button startIcon={<RefreshIcon />} onClick={() => setConfirm(true)} disabled={team.locked}>
            New code
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirm}
        title="Make a new invite code?"
        confirmLabel="Make a new code"
        pending={rotate.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={renew}
      >
        The code and every link shared so far stop working at once. Use this if a link reached people it should not
        have.
      </ConfirmDialog>
    </Paper>
  );
};
