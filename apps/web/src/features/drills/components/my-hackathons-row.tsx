import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MyHackathon } from '@elevate/contracts/drills/my-hackathons.schema';
import { LogoImage } from '@/components/logo-image';
import { MyHackathonDeadline } from './my-hackathons-deadline';
import { teamLine } from './my-hackathons-item';
import { MyHackathonStateChip } from './my-hackathons-state-chip';

/** A hackathon in a short list (the dashboard): its name opening my dashboard, my team and what is due next. */
export const MyHackathonRow = ({ hackathon: h, now }: { hackathon: MyHackathon; now: Date }) => (
  <Box sx={{ display: 'flex', gap: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}>
    <LogoImage src={h.drill.drillLogoUrl} name={h.drill.drillName} size={36} />
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Link
          component={RouterLink}
          to={h.dashboardUrl}
          sx={{ fontWeight: 700, overflowWrap: 'anywhere', lineHeight: 1.35 }}
        >
          {h.drill.drillName}
        </Link>
        <MyHackathonStateChip state={h.state} />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 0.5 }}>
        {teamLine(h)}
      </Typography>
      {h.nextDeadline ? (
        <MyHackathonDeadline hackathon={h} now={now} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {h.state === 'results' ? 'Results are out' : 'Nothing due'}
        </Typography>
      )}
    </Box>
  </Box>
);
