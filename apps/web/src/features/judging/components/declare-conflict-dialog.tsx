import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CONFLICT_NOTE_MAX } from '@elevate/contracts/judging/judging.constants';
import { JudgingMessages as M } from '@elevate/contracts/judging/judging.messages';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeclareConflict } from '../api/declare-conflict';

/**
 * A judge says they cannot judge this submission fairly (they know the team, same college or company...). The
 * submission leaves their list and the hosts see why; `onDeclared` moves on.
 */
export const DeclareConflictDialog = ({
  assignmentId,
  open,
  onClose,
  onDeclared,
}: {
  assignmentId: number;
  open: boolean;
  onClose: () => void;
  onDeclared: () => void;
}) => {
  const declare = useDeclareConflict(assignmentId);
  const [note, setNote] = useState('');
  return (
    <Dialog open={open} onClose={declare.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Declare a conflict of interest</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          If you know this team or someone in it, work or study with them, or could not judge it fairly for another
          reason, say so. The submission is taken off your list and the hosts see your note.
        </DialogContentText>
        <TextField
          label="Why (seen by the hosts only)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: CONFLICT_NOTE_MAX } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={declare.isPending}>
          Cancel
        </Button>
        <PendingButton
          variant="contained"
          color="warning"
          pending={declare.isPending}
          onClick={() =>
            declare.mutate(
              { note },
              {
                onSuccess: ({ message }) => {
                  toast.success(message ?? M.conflictDeclared);
                  onDeclared();
                },
                onError: (err) => toast.error(errorMessage(err)),
              },
            )
          }
        >
          Declare conflict
        </PendingButton>
      </DialogActions>
    </Dialog>
  );
};
