import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SESSION_NOTES_MAX } from '@elevate/contracts/saarthi/saarthi.constants';
import type { MentorshipSession } from '@elevate/contracts/saarthi/saarthi.schema';
import { FormDialog } from '@/components/form-dialog';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useUpdateSession } from '../api/update-session';
import { dateTimeLabel, timeLabel } from './slot-time';

const STATUS = { booked: 'Booked', completed: 'Completed', cancelled: 'Cancelled' } as const;

/** Shared notes: typed freely, saved with Save; what was typed stays when a save fails. */
const NotesEditor = ({
  session,
  onSave,
  saving,
}: {
  session: MentorshipSession;
  onSave: (n: string) => Promise<void>;
  saving: boolean;
}) => {
  const [notes, setNotes] = useState(session.notes);
  const [problem, setProblem] = useState<string | null>(null);
  const dirty = notes !== session.notes;
  return (
    <Stack spacing={1}>
      <TextField
        label="Shared notes"
        multiline
        minRows={3}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        helperText={`Both of you can read and edit these. ${notes.length}/${SESSION_NOTES_MAX}`}
        slotProps={{ htmlInput: { maxLength: SESSION_NOTES_MAX } }}
        fullWidth
      />
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <PendingButton
          variant="outlined"
          size="small"
          pending={saving}
          disabled={!dirty}
          onClick={() =>
            onSave(notes).then(
              () => setProblem(null),
              (err: unknown) => setProblem(errorMessage(err)),
            )
          }
        >
          Save notes
        </PendingButton>
        {dirty ? (
          <Typography variant="body2" color="text.secondary">
            Unsaved changes
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
};

/** One session: when (viewer's zone), agenda, notes, and Cancel / Mark completed where allowed. */
export const SessionItem = ({
  session,
  mentorshipId,
  timeZone,
  canAct,
}: {
  session: MentorshipSession;
  mentorshipId: number;
  timeZone: string;
  canAct: boolean;
}) => {
  const update = useUpdateSession(mentorshipId);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [now] = useState(() => Date.now());
  const started = Date.parse(session.startsAt) <= now;
  const change = (c: Parameters<typeof update.mutateAsync>[0]) => update.mutateAsync(c);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent component={Stack} spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>
            {dateTimeLabel(session.startsAt, timeZone)} – {timeLabel(session.endsAt, timeZone)}
          </Typography>
          <Chip
            size="small"
            label={STATUS[session.status]}
            color={session.status === 'booked' ? 'primary' : 'default'}
          />
        </Stack>
        {session.agenda ? <Typography variant="body2">Agenda: {session.agenda}</Typography> : null}
        {session.cancelReason ? (
          <Typography variant="body2" color="text.secondary">
            Cancelled: {session.cancelReason}
          </Typography>
        ) : null}
        {session.status !== 'cancelled' && canAct ? (
          <NotesEditor
            session={session}
            saving={update.isPending && !cancelling}
            onSave={async (notes) => {
              await change({ sessionId: session.sessionId, notes });
              toast.success('Notes saved');
            }}
          />
        ) : session.notes ? (
          <Typography sx={{ whiteSpace: 'pre-line' }}>{session.notes}</Typography>
        ) : null}
        {session.status === 'booked' && canAct ? (
          <Stack direction="row" spacing={1}>
            {started ? (
              <Button
                size="small"
                variant="contained"
                onClick={() =>
                  change({ sessionId: session.sessionId, status: 'completed' })
                    .then(() => toast.success('Session marked completed'))
                    .catch((err: unknown) => toast.error(errorMessage(err)))
                }
              >
                Mark completed
              </Button>
            ) : (
              <Button size="small" color="error" onClick={() => setCancelling(true)}>
                Cancel session
              </Button>
            )}
          </Stack>
        ) : null}
      </CardContent>
      {cancelling ? (
        <FormDialog
          title="Cancel this session?"
          saveLabel="Cancel session"
          saving={update.isPending}
          problem={problem}
          onClose={() => setCancelling(false)}
          onSubmit={() =>
            void change({ sessionId: session.sessionId, status: 'cancelled', cancelReason: reason.trim() || undefined })
              .then(({ message }) => {
                toast.success(message ?? 'Session cancelled');
                setCancelling(false);
              })
              .catch((err: unknown) => setProblem(errorMessage(err)))
          }
        >
          <TextField
            label="Reason (both of you see it)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            fullWidth
          />
        </FormDialog>
      ) : null}
    </Card>
  );
};
