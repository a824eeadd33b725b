import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { SESSION_AGENDA_MAX } from '@elevate/contracts/saarthi/saarthi.constants';
import type { Mentorship } from '@elevate/contracts/saarthi/saarthi.schema';
import { PendingButton } from '@/components/pending-button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { useBookSession } from '../api/book-session';
import { useMentorSlots } from '../api/get-mentor-slots';
import { groupSlotsByDay, sameZone, timeLabel, zoneName } from './slot-time';

/** The mentor's open times, by day in the viewer's zone; pick one, add an agenda, Book. */
export const BookSessionPanel = ({ m, onDone }: { m: Mentorship; onDone: () => void }) => {
  const timeZone = useViewerTimeZone();
  const slots = useMentorSlots(m.mentor.saarthiId, 28);
  const book = useBookSession(m.mentorshipId);
  const [picked, setPicked] = useState<string | null>(null);
  const [agenda, setAgenda] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const now = new Date().toISOString();
  const submit = async () => {
    if (!picked) return setProblem('Choose a time first.');
    setProblem(null);
    try {
      const { message } = await book.mutateAsync({ startsAt: picked, agenda: agenda.trim() });
      toast.success(message ?? 'Session booked');
      onDone();
    } catch (err) {
      // slotTaken and the like: the times are read again (onSettled) and the choice cleared.
      setPicked(null);
      setProblem(errorMessage(err));
    }
  };
  return (
    <Stack spacing={2} component="section" aria-label="Book a session">
      <Typography variant="body2" color="text.secondary">
        {m.mentor.sessionMinutes}-minute sessions. Times in your time zone ({zoneName(now, timeZone)}, {timeZone})
        {!sameZone(now, m.mentor.timezone, timeZone) ? `; ${m.mentor.name} is in ${m.mentor.timezone}` : ''}.
      </Typography>
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      {slots.isPending ? (
        <Stack spacing={1} role="status" aria-label="Loading open times">
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      ) : !slots.data ? (
        <Alert severity="error" action={<Button onClick={() => void slots.refetch()}>Try again</Button>}>
          {errorMessage(slots.error)}
        </Alert>
      ) : slots.data.slots.length === 0 ? (
        <Typography>No open times in the next four weeks. Ask your mentor to add availability.</Typography>
      ) : (
        <Stack spacing={1.5} sx={{ maxHeight: 360, overflowY: 'auto' }}>
          {groupSlotsByDay(slots.data.slots, timeZone).map((day) => (
            <Box key={day.key} role="group" aria-label={day.label}>
              <Typography variant="subtitle2" component="h3">
                {day.label}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                {day.slots.map((s) => (
                  <ToggleButton
                    key={s.startsAt}
                    value={s.startsAt}
                    size="small"
                    selected={picked === s.startsAt}
                    onChange={() => setPicked(s.startsAt)}
                    sx={{ textTransform: 'none' }}
                  >
                    {timeLabel(s.startsAt, timeZone)}
                  </ToggleButton>
                ))}
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      <TextField
        label="Agenda (optional)"
        placeholder="What would you like to talk about?"
        value={agenda}
        onChange={(e) => setAgenda(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: SESSION_AGENDA_MAX } }}
      />
      <Stack direction="row" spacing={1}>
        <PendingButton variant="contained" pending={book.isPending} onClick={() => void submit()}>
          Book session
        </PendingButton>
        <Button onClick={onDone} disabled={book.isPending}>
          Cancel
        </Button>
      </Stack>
    </Stack>
  );
};
