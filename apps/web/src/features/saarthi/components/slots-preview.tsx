import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { useMentorSlots } from '../api/get-mentor-slots';
import { groupSlotsByDay, sameZone, timeLabel, zoneName } from './slot-time';

/** The mentor's next open times (first few days), in the viewer's zone, with the mentor's zone noted. */
export const SlotsPreview = ({ saarthiId, mentorZone }: { saarthiId: number; mentorZone: string }) => {
  const timeZone = useViewerTimeZone();
  const slots = useMentorSlots(saarthiId, 14);
  const now = new Date().toISOString();
  if (slots.isPending)
    return (
      <Stack spacing={1} role="status" aria-label="Loading open times">
        <Skeleton variant="rounded" height={32} />
        <Skeleton variant="rounded" height={32} />
      </Stack>
    );
  if (!slots.data) return <Typography color="text.secondary">Open times could not be loaded just now.</Typography>;
  const days = groupSlotsByDay(slots.data.slots, timeZone).slice(0, 4);
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        Times in your time zone ({zoneName(now, timeZone)}, {timeZone}).
        {!sameZone(now, mentorZone, timeZone) ? ` The mentor is in ${mentorZone} (${zoneName(now, mentorZone)}).` : ''}
      </Typography>
      {days.length === 0 ? (
        <Typography>No open times in the next two weeks.</Typography>
      ) : (
        days.map((day) => (
          <Box key={day.key}>
            <Typography variant="subtitle2" component="h3">
              {day.label}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
              {day.slots.slice(0, 6).map((s) => (
                <Chip key={s.startsAt} label={timeLabel(s.startsAt, timeZone)} variant="outlined" size="small" />
              ))}
              {day.slots.length > 6 ? <Chip label={`+${day.slots.length - 6} more`} size="small" /> : null}
            </Stack>
          </Box>
        ))
      )}
    </Stack>
  );
};
