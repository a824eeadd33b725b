import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { ModerationAction } from '@elevate/contracts/blogs/blogs.constants';
import type { ModerationCase } from '@elevate/contracts/blogs/blogs.schema';

export const ACTION_LABELS: Record<ModerationAction, string> = { hide: 'Hide', restore: 'Restore', dismiss: 'Dismiss' };
const ACTION_HELP: Record<ModerationAction, string> = {
  hide: 'Readers will no longer see it. A hidden comment shows as removed by a moderator.',
  restore: 'Readers will see it again.',
  dismiss: 'It stays as it is, and the report leaves the open queue. A new reporter reopens it.',
};

/** The actions a case allows in its state (the API refuses the others). */
export const actionsFor = (c: Pick<ModerationCase, 'state'>): ModerationAction[] =>
  c.state === 'open' ? ['hide', 'dismiss'] : c.state === 'hidden' ? ['restore'] : ['hide'];

/** Confirms a moderation action with an optional note kept on the case. */
export const ModerationDecisionDialog = ({
  item,
  action,
  onCancel,
  onConfirm,
}: {
  item: ModerationCase;
  action: ModerationAction;
  onCancel: () => void;
  onConfirm: (note: string) => void;
}) => {
  const [note, setNote] = useState('');
  const noun = item.targetType === 'blog' ? 'post' : 'comment';
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm" aria-labelledby="decision-title">
      <DialogTitle id="decision-title">
        {ACTION_LABELS[action]} this {noun}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{ACTION_HELP[action]}</DialogContentText>
        <TextField
          label="Note (optional)"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          helperText="Kept with the case for other moderators."
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          variant="contained"
          color={action === 'hide' ? 'error' : 'primary'}
          onClick={() => onConfirm(note.trim())}
        >
          {ACTION_LABELS[action]}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
