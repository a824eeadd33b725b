import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatTeamSize, isLive, registrationPrefix, splitList } from '@elevate/contracts/common/format';
import type { DrillCard as DrillCardData } from '@elevate/contracts/drills/drill-card.schema';
import { applicantLine, drillLocationLine, formatPrizeValue } from '@elevate/contracts/drills/drill-format';
import { LogoImage } from '@/components/logo-image';
import { TagList } from '@/components/tag-list';
import { DrillDateTime } from './drill-date';

/** The green Live marker (spec §4: shown while the hackathon's end is in the future). */
export const LiveMarker = () => (
  <Box
    component="span"
    sx={{
      px: 1,
      py: 0.25,
      borderRadius: 4,
      bgcolor: 'success.main',
      color: 'success.contrastText',
      fontSize: '0.75rem',
      fontWeight: 700,
      flexShrink: 0,
    }}
  >
    Live
  </Box>
);

/** 'Registration ends on …' while the deadline is ahead, 'Registration ended on …' after (spec §4). */
export const RegistrationLine = ({
  drill,
  now,
}: {
  drill: Pick<DrillCardData, 'drillRegistrationEndDt'>;
  now: Date;
}) => (
  <>
    {registrationPrefix(drill.drillRegistrationEndDt, now)} <DrillDateTime value={drill.drillRegistrationEndDt} />
  </>
);

/**
 * The hackathon card of spec §2.8: name, logo, partner, location with its nature, purposes (three, then '+N'),
 * Live, the registration line, team size, prize value and, when the hosts show it, how many registered.
 * `now` is the instant the lines are worked out at: a listing passes the time its data came with, so the
 * server's HTML and the hydrating render agree; without it the card reads the clock.
 */
export const DrillCard = ({ drill, now = new Date() }: { drill: DrillCardData; now?: Date }) => {
  const titleId = useId();
  const registered = applicantLine(drill);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        height: '100%',
        p: 2,
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 4 },
        '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 1.5 }}>
        <LogoImage src={drill.drillLogoUrl} name={drill.drillName} size={48} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h3" id={titleId} sx={{ fontSize: '1.05rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {/* One link per card, named by the hackathon; it covers the whole card so anywhere opens it. */}
            <Box
              component={RouterLink}
              to={`/drills/${encodeURIComponent(drill.drillCustUrl)}`}
              sx={{
                color: 'inherit',
                textDecoration: 'none',
                '&:focus-visible': { outline: 'none' },
                '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
              }}
            >
              {drill.drillName}
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {drill.drillPartnerName}
          </Typography>
        </Box>
        {isLive(drill.drillEndDt, now) ? <LiveMarker /> : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} title={drill.drillLocation}>
        {drillLocationLine(drill)}
      </Typography>
      <TagList items={splitList(drill.drillPurpose)} label="Purposes" />
      <Box sx={{ flexGrow: 1 }} />
      {/* The card is drawn a dozen times on a page: its last lines are plain markup under one styled element. */}
      <Box
        sx={{
          mt: 2,
          pt: 1.5,
          borderTop: 1,
          borderColor: 'divider',
          typography: 'body2',
          '& p': { m: 0 },
          '& p + p': { mt: 0.5, display: 'flex', flexWrap: 'wrap', columnGap: 2, color: 'text.secondary' },
        }}
      >
        <p>
          <RegistrationLine drill={drill} now={now} />
        </p>
        <p>
          <span>{formatTeamSize(drill.drillTeamSize)}</span>
          <span>
            {drill.totalPrizeValue > 0
              ? `Prizes ${formatPrizeValue(drill.totalPrizeValue, 'short')}`
              : formatPrizeValue(0)}
          </span>
          {registered ? <span>{registered}</span> : null}
        </p>
      </Box>
    </Card>
  );
};
