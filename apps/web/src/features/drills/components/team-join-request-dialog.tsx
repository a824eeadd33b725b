import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { NOTE_MAX } from '@elevate/contracts/drills/team.constants';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import type { TeamCard } from '@elevate/contracts/drills/team.schema';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useJoinTeam } from '../api/team-join';

/**
 * Ask a team's lead to be let in: optionally for one of the roles the team needs, with a short note the lead
 * reads in the app. `role` preselects the role the asker came for (the teammate finder).
 */
export const TeamJoinRequestDialog = ({
  drillId,
  participantId,
  team,
  role: initialRole = '',
  onClose,
}: {
  drillId: number;
  participantId: number;
  team: TeamCard;
  role?: string;
  onClose: () => void;
}) => {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [role, setRole] = useState(initialRole);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const join = useJoinTeam(drillId, participantId);

  const send = () => {
    setProblem(null);
    join.mutate(
      { teamId: team.teamId, note: note.trim(), ...(role ? { role } : {}) },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? TeamMessages.requestSent(team.teamName));
          onClose();
        },
        onError: (err) => setProblem(errorMessage(err)),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={join.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Ask to join {team.teamName}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          {team.rolesNeeded.length > 0 ? (
            <TextField select label="Role" value={role} onChange={(e) => setRole(e.target.value)}>
              <MenuItem value="">
                <em>Any role</em>
              </MenuItem>
              {team.rolesNeeded.map((r) => (
                <MenuItem key={r} value={r}>
                  {r}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            label="A short note to the lead (optional)"
            value={note}
            onChange={(e) => setNote(e.target.value.slice(0, NOTE_MAX))}
            multiline
            minRows={3}
            helperText={`What you would bring to the team · ${note.length}/${NOTE_MAX}`}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={join.isPending}>
          Cancel
        </Button>
        <PendingButton variant="contained" pending={join.isPending} onClick={send}>
          Send request
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
};
