import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TeamCard } from '@elevate/contracts/drills/team.schema';

/** A team as others see it (team search, the teammate finder): name, size, members with the lead, roles needed. */
export const TeamSummaryCard = ({ team, actions }: { team: TeamCard; actions?: ReactNode }) => {
  const full = team.memberCount >= team.teamSize.max;
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={team.teamName}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{team.teamName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {team.memberCount} of {team.teamSize.max} members{full ? ' · full' : ''}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {team.members.map((m) => (m.isLead ? `${m.name} (lead)` : m.name)).join(', ')}
      </Typography>
      {team.rolesNeeded.length > 0 ? (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography variant="body2" component="span">
            Needs:
          </Typography>
          {team.rolesNeeded.map((r) => (
            <Chip key={r} label={r} size="small" color="primary" variant="outlined" />
          ))}
        </Stack>
      ) : null}
      {actions ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      ) : null}
    </Paper>
  );
};
