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
import { PendingButton } from '@/components/pending-button';

/**
 * A request to join a team or an invitation into one: optionally for one of the roles the team needs (`roles`;
 * no choice when it names none), with a short note. `onSend` gets the role ('' for any) and the trimmed note;
 * `problem` is what the server said when it refused.
 */
export const TeamRoleNoteDialog = ({
  title,
  roles,
  initialRole = '',
  noteLabel,
  noteHint,
  sendLabel,
  pending,
  problem,
  onSend,
  onClose,
}: {
  title: string;
  roles: readonly string[];
  initialRole?: string;
  noteLabel: string;
  /** Before the count under the note: who reads it, or what to write. */
  noteHint: string;
  sendLabel: string;
  pending: boolean;
  problem: string | null;
  onSend: (role: string, note: string) => void;
  onClose: () => void;
}) => {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [role, setRole] = useState(initialRole);
  const [note, setNote] = useState('');
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          {roles.length > 0 ? (
            <TextField select label="Role" value={role} onChange={(e) => setRole(e.target.value)}>
              <MenuItem value="">
                <em>Any role</em>
              </MenuItem>
              {roles.map((r) => (
                <MenuItem key={r} value={r}>
                  {r}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            label={noteLabel}
            value={note}
            onChange={(e) => setNote(e.target.value.slice(0, NOTE_MAX))}
            multiline
            minRows={3}
            helperText={`${noteHint} · ${note.length}/${NOTE_MAX}`}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancel
        </Button>
        <PendingButton variant="contained" pending={pending} onClick={() => onSend(role, note.trim())}>
          {sendLabel}
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
};
