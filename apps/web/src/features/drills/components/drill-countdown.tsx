import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DrillCard } from '@elevate/contracts/drills/drill-card.schema';
import { drillCountdown, formatCountdown } from '@elevate/contracts/drills/drill-format';
import { DrillDateTime, useTickingNow } from './drill-date';

/**
 * The time left to the hackathon's next deadline (registration closes, it starts, it ends) by the server's
 * clock: `serverNow` in the server's HTML and while hydrating, then ticking every second. Nothing once it has
 * ended.
 */
export const DrillCountdown = ({
  drill,
  serverNow,
  receivedAt,
}: {
  drill: Pick<DrillCard, 'drillStartDt' | 'drillRegistrationEndDt' | 'drillEndDt'>;
  serverNow: number;
  receivedAt: number;
}) => {
  const now = useTickingNow(serverNow, receivedAt, 1000);
  const next = drillCountdown(drill, now);
  if (!next) return null;
  return (
    <Box
      sx={{
        display: 'inline-flex',
        flexDirection: 'column',
        px: 2,
        py: 1,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {next.label}
      </Typography>
      {/* Not a live region: a screen reader reads the time left when it reaches it, not every second. */}
      <Typography
        sx={{ fontWeight: 800, fontSize: '1.35rem', fontVariantNumeric: 'tabular-nums', letterSpacing: '0.02em' }}
      >
        {formatCountdown(next.parts)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {next.label === 'Registration closes in' ? 'Closes ' : next.label === 'Starts in' ? 'Starts ' : 'Ends '}
        <DrillDateTime value={next.target} />
      </Typography>
    </Box>
  );
};
