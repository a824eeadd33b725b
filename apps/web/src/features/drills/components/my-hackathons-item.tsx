import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import type { MyHackathon } from '@elevate/contracts/drills/my-hackathons.schema';
import { LogoImage } from '@/components/logo-image';
import { DrillDateTime } from './drill-date';
import { MyHackathonDeadline } from './my-hackathons-deadline';
import { MyHackathonStateChip } from './my-hackathons-state-chip';

const ACTION: Record<MyHackathon['state'], string> = {
  live: 'Go to dashboard',
  submitted: 'Review submission',
  upcoming: 'Open dashboard',
  results: 'See results',
  ended: 'Open dashboard',
};

/** Who I take part with: my team, alone in an individual event, or still looking for a team. */
export const teamLine = (h: MyHackathon): string => {
  if (h.teamName) return `Team ${h.teamName}`;
  if (h.drill.drillTeamSize.max <= 1) return 'Individual participation';
  if (h.drill.drillTeamSize.min > 1) return `No team yet: teams need at least ${h.drill.drillTeamSize.min} members`;
  return 'Participating alone';
};

const roundLine = (h: MyHackathon, now: Date) => {
  const p = h.currentPhase;
  if (!p) return null;
  const open = Date.parse(p.phaseStartDt) <= now.getTime();
  return open ? (
    <>Open now: {p.phase}</>
  ) : (
    <>
      Next: {p.phase}, opens <DrillDateTime value={p.phaseStartDt} />
    </>
  );
};

/** The latest shortlisted round: where the team goes on to, or that it did not, and the published rank. */
export const outcomeLine = (o: NonNullable<MyHackathon['outcome']>): string => {
  const rank = o.rank !== null ? ` · Rank ${o.rank}` : '';
  if (o.advanced === true)
    return `${o.phase}: shortlisted${o.nextPhase ? ` — you go on to ${o.nextPhase}` : ''}${rank}`;
  if (o.advanced === false) return `${o.phase}: not shortlisted — your feedback is on your dashboard${rank}`;
  return `${o.phase}: results are out${rank}`;
};

/** One hackathon on My Activities: where it stands, my team, the round, what is due next and my dashboard. */
export const MyHackathonItem = ({ hackathon: h, now }: { hackathon: MyHackathon; now: Date }) => {
  const titleId = useId();
  const round = roundLine(h, now);
  const noTeam = !h.teamName && h.drill.drillTeamSize.min > 1;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <LogoImage src={h.drill.drillLogoUrl} name={h.drill.drillName} size={48} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="h3"
            id={titleId}
            sx={{ fontSize: '1.05rem', lineHeight: 1.35, overflowWrap: 'anywhere' }}
          >
            <Link component={RouterLink} to={`/drills/${h.drill.drillCustUrl}`} underline="hover" color="inherit">
              {h.drill.drillName}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {h.drill.drillPartnerName}
            {h.programType === 'open-innovation' ? ' · Open innovation' : ''}
          </Typography>
        </Box>
        <MyHackathonStateChip state={h.state} />
      </Stack>

      <Stack spacing={0.75} sx={{ mt: 1.5, pl: { sm: 7.5 } }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <GroupsOutlinedIcon fontSize="small" color={noTeam ? 'warning' : 'action'} aria-hidden sx={{ mt: 0.25 }} />
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {teamLine(h)}
            {h.totalPhases > 0 ? (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' '}
                · {h.submittedPhases} of {h.totalPhases} {h.totalPhases === 1 ? 'round' : 'rounds'} submitted
              </Box>
            ) : null}
          </Typography>
        </Box>
        {round ? (
          <Typography variant="body2" color="text.secondary" sx={{ pl: 3.5, overflowWrap: 'anywhere' }}>
            {round}
          </Typography>
        ) : null}
        <MyHackathonDeadline hackathon={h} now={now} />
        {h.certificates > 0 ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <WorkspacePremiumOutlinedIcon fontSize="small" color="secondary" aria-hidden />
            <Typography variant="body2">
              {h.certificates === 1 ? 'Your certificate is ready' : `${h.certificates} certificates are ready`}
            </Typography>
          </Box>
        ) : null}
        {h.outcome ? (
          <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {outcomeLine(h.outcome)}
          </Typography>
        ) : null}
        {h.state === 'ended' ? (
          <Typography variant="body2" color="text.secondary">
            Every round has closed. Results appear on your dashboard when the hosts publish them.
          </Typography>
        ) : null}
      </Stack>

      <Box sx={{ mt: 2, pl: { sm: 7.5 } }}>
        <Button
          component={RouterLink}
          to={h.dashboardUrl}
          variant={h.state === 'live' ? 'contained' : 'outlined'}
          size="small"
          aria-label={`${ACTION[h.state]}: ${h.drill.drillName}`}
        >
          {ACTION[h.state]}
        </Button>
      </Box>
    </Card>
  );
};
