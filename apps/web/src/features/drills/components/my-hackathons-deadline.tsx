import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import { countdownParts, formatCountdown } from '@elevate/contracts/drills/drill-format';
import type { MyHackathon } from '@elevate/contracts/drills/my-hackathons.schema';
import { DrillDateTime } from './drill-date';

/**
 * What is due next: 'Round 1: Idea submission closes 26 Nov 2026, 11:59 PM IST (in 1d 22h 13m)', the instant
 * in the viewer's time zone with the zone named; `now` is the server's clock as the page keeps it.
 */
export const MyHackathonDeadline = ({ hackathon, now }: { hackathon: MyHackathon; now: Date }) => {
  const deadline = hackathon.nextDeadline;
  if (!deadline) return null;
  const left = countdownParts(deadline.at, now);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <EventOutlinedIcon fontSize="small" color="action" aria-hidden sx={{ mt: 0.25 }} />
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {deadline.label}
        </Box>{' '}
        <DrillDateTime value={deadline.at} />
        {left.done ? null : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            (in {formatCountdown(left)})
          </Box>
        )}
      </Typography>
    </Box>
  );
};
