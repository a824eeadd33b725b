import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Mentorship } from '@elevate/contracts/saarthi/saarthi.schema';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { BookSessionPanel } from './book-session-panel';
import { SessionItem } from './session-item';

/** Sessions: Book a session (active only), then upcoming and past ones. */
export const SessionsPanel = ({ m }: { m: Mentorship }) => {
  const timeZone = useViewerTimeZone();
  const [booking, setBooking] = useState(false);
  const [now] = useState(() => Date.now());
  const upcoming = m.sessions
    .filter((s) => s.status === 'booked' && Date.parse(s.endsAt) > now)
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const past = m.sessions
    .filter((s) => !upcoming.includes(s))
    .sort((a, b) => Date.parse(b.startsAt) - Date.parse(a.startsAt));
  const canAct = m.role !== 'admin';
  const list = (title: string, items: typeof upcoming) =>
    items.length === 0 ? null : (
      <Box>
        <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
          {title}
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={title}>
          {items.map((s) => (
            <SessionItem
              key={s.sessionId}
              session={s}
              mentorshipId={m.mentorshipId}
              timeZone={timeZone}
              canAct={canAct}
            />
          ))}
        </Stack>
      </Box>
    );
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          Sessions
        </Typography>
        {m.status === 'active' && canAct && !booking ? (
          <Button variant="contained" onClick={() => setBooking(true)}>
            Book a session
          </Button>
        ) : null}
      </Stack>
      {booking ? <BookSessionPanel m={m} onDone={() => setBooking(false)} /> : null}
      {m.sessions.length === 0 && !booking ? (
        <Typography color="text.secondary">
          {m.status === 'active' ? 'No sessions yet. Book the first one from your mentor’s calendar.' : 'No sessions.'}
        </Typography>
      ) : null}
      {list('Upcoming', upcoming)}
      {list('Past', past)}
    </Stack>
  );
};
