import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { AVAILABILITY_MAX_WINDOWS } from '@elevate/contracts/saarthi/saarthi.constants';
import type { AvailabilityInput, AvailabilityWindow } from '@elevate/contracts/saarthi/saarthi.schema';
import { PendingButton } from '@/components/pending-button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';

/** Weekdays as the API counts them (0 = Sunday), listed from Monday. */
export const WEEKDAYS = [
  { weekday: 1, name: 'Monday' },
  { weekday: 2, name: 'Tuesday' },
  { weekday: 3, name: 'Wednesday' },
  { weekday: 4, name: 'Thursday' },
  { weekday: 5, name: 'Friday' },
  { weekday: 6, name: 'Saturday' },
  { weekday: 0, name: 'Sunday' },
] as const;

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A new window for the day: after its last one (an hour, or two when there is room), else 18:00–20:00. */
export const nextWindow = (windows: AvailabilityWindow[], weekday: number): AvailabilityWindow => {
  const ends = windows.filter((w) => w.weekday === weekday).map((w) => toMinutes(w.end));
  const from = ends.length ? Math.max(...ends) : 18 * 60;
  const start = Math.min(from, 22 * 60);
  return { weekday, start: toHhmm(start), end: toHhmm(Math.min(start + 120, 24 * 60 - 15)) };
};

/**
 * The weekly availability editor: per weekday, windows (HH:mm in the mentor's zone) to add and remove; Save
 * replaces them all. The API's checks (overlap, too short, grid) come back as a message shown above Save.
 */
export const AvailabilityEditor = ({
  initial,
  timezone,
  sessionMinutes,
  onSave,
}: {
  initial: AvailabilityWindow[];
  timezone: string;
  sessionMinutes: number;
  onSave: (input: AvailabilityInput) => Promise<{ message?: string }>;
}) => {
  const [windows, setWindows] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const full = windows.length >= AVAILABILITY_MAX_WINDOWS;
  const change = (i: number, patch: Partial<AvailabilityWindow>) =>
    setWindows((ws) => ws.map((w, j) => (j === i ? { ...w, ...patch } : w)));
  const save = async () => {
    setProblem(null);
    setSaving(true);
    try {
      const { message } = await onSave({ timezone, sessionMinutes: sessionMinutes as 30 | 45 | 60, windows });
      toast.success(message ?? 'Availability saved');
    } catch (err) {
      const fields = err instanceof ApiError ? Object.values(err.fields) : [];
      setProblem([errorMessage(err), ...fields.filter((f) => f !== errorMessage(err))].join(' '));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary" variant="body2">
        Times are in your time zone ({timezone}). Each window must fit at least one {sessionMinutes}-minute session;
        mentees see them in their own time zone.
      </Typography>
      <Stack spacing={1.5} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label="Weekly availability">
        {WEEKDAYS.map(({ weekday, name }) => {
          const mine = windows.map((w, i) => ({ w, i })).filter(({ w }) => w.weekday === weekday);
          return (
            <Box
              component="li"
              key={weekday}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' },
                gap: 1,
                alignItems: 'start',
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1.5,
              }}
            >
              <Typography sx={{ fontWeight: 600, pt: { sm: 1 } }}>{name}</Typography>
              <Stack spacing={1}>
                {mine.length === 0 ? (
                  <Typography color="text.secondary" variant="body2" sx={{ pt: { sm: 1 } }}>
                    Not available
                  </Typography>
                ) : null}
                {mine.map(({ w, i }) => (
                  <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <TextField
                      type="time"
                      size="small"
                      label="From"
                      value={w.start}
                      onChange={(e) => change(i, { start: e.target.value })}
                      slotProps={{ htmlInput: { step: 900, 'aria-label': `${name} from` } }}
                    />
                    <TextField
                      type="time"
                      size="small"
                      label="To"
                      value={w.end}
                      onChange={(e) => change(i, { end: e.target.value })}
                      slotProps={{ htmlInput: { step: 900, 'aria-label': `${name} to` } }}
                    />
                    <IconButton
                      aria-label={`Remove ${name} ${w.start}–${w.end}`}
                      onClick={() => setWindows((ws) => ws.filter((_, j) => j !== i))}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Stack>
                ))}
                <Box>
                  <Button
                    size="small"
                    startIcon={<AddIcon />}
                    disabled={full}
                    onClick={() => setWindows((ws) => [...ws, nextWindow(ws, weekday)])}
                    aria-label={`Add a window on ${name}`}
                  >
                    Add time
                  </Button>
                </Box>
              </Stack>
            </Box>
          );
        })}
      </Stack>
      {full ? <Typography variant="body2">At most {AVAILABILITY_MAX_WINDOWS} windows a week.</Typography> : null}
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Box>
        <PendingButton variant="contained" pending={saving} onClick={() => void save()}>
          Save availability
        </PendingButton>
      </Box>
    </Stack>
  );
};
