import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import type { Participation } from '@elevate/contracts/drills/participation.schema';
import { ParticipationMessages, TeamMessages } from '@elevate/contracts/drills/team.messages';
import { EmptyState } from '@/components/empty-state';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useParticipation } from '../api/participation-state';
import { TeamDetails } from './team-details';
import { NoTeam } from './team-no-team';
import { TeammateFinder } from './teammate-finder';

/**
 * Why no one can join, leave or form a team any more, by the server's clock (the participation's serverNow): the
 * hackathon ended, or its teams lock when registration closes. A team locked at its first submission says so on
 * its own card.
 */
export const teamsLockedReason = (drill: DrillDetail, participation: Participation): string | null => {
  const now = Date.parse(participation.serverNow);
  if (now >= Date.parse(drill.drillEndDt)) return TeamMessages.ended;
  if (drill.teamLock === 'registration-end' && now >= Date.parse(participation.registrationEndDt))
    return TeamMessages.lockedAtRegistrationEnd;
  return null;
};

type TabKey = 'team' | 'finder';

/**
 * The participant dashboard's team panel: the team (or the ways to get one) and the teammate finder, as two
 * tabs. An individual hackathon (team size at most 1) says no team is needed.
 */
export const TeamPanel = ({ drill, participantId }: { drill: DrillDetail; participantId: number }) => {
  const session = useSession();
  const individual = drill.drillTeamSize.max <= 1;
  const participation = useParticipation(drill.drillId, individual ? null : (session?.session.uid ?? null));
  const [tab, setTab] = useState<TabKey>('team');

  let body;
  if (individual)
    body = (
      <EmptyState title="No team needed">
        {TeamMessages.individualOnly} You take part on your own and submit in your own name.
      </EmptyState>
    );
  else if (participation.isError)
    body = (
      <RetryAlert onRetry={() => void participation.refetch()} retrying={participation.isFetching}>
        We could not load your team. {errorMessage(participation.error)}
      </RetryAlert>
    );
  else if (!participation.data)
    body = (
      <Box role="status" aria-label="Loading your team">
        <Skeleton variant="rounded" height={40} width={260} />
        <Skeleton variant="rounded" height={72} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={72} sx={{ mt: 1 }} />
      </Box>
    );
  else if (participation.data.participantId !== participantId)
    body = <EmptyState title="Not your registration">{ParticipationMessages.notRegistered}</EmptyState>;
  else {
    const p = { ...participation.data, participantId };
    const lockedReason = teamsLockedReason(drill, p);
    body = (
      <>
        <Tabs
          value={tab}
          onChange={(_, next: TabKey) => setTab(next)}
          aria-label="Team"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}
        >
          <Tab
            value="team"
            label={p.team ? 'My team' : 'Find a team'}
            id="team-tab-team"
            aria-controls="team-tabpanel-team"
          />
          <Tab value="finder" label="Teammate finder" id="team-tab-finder" aria-controls="team-tabpanel-finder" />
        </Tabs>
        <Box role="tabpanel" id="team-tabpanel-team" aria-labelledby="team-tab-team" hidden={tab !== 'team'}>
          {tab === 'team' ? (
            p.team ? (
              <TeamDetails
                drillId={drill.drillId}
                drillCustUrl={drill.drillCustUrl}
                teamId={p.team.teamId}
                participantId={participantId}
              />
            ) : (
              <NoTeam drill={drill} participation={p} lockedReason={lockedReason} />
            )
          ) : null}
        </Box>
        <Box role="tabpanel" id="team-tabpanel-finder" aria-labelledby="team-tab-finder" hidden={tab !== 'finder'}>
          {tab === 'finder' ? <TeammateFinder drill={drill} participation={p} lockedReason={lockedReason} /> : null}
        </Box>
      </>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="team-panel-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography
        id="team-panel-title"
        variant="h3"
        component="h2"
        sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1.5 }}
      >
        Team
      </Typography>
      {body}
    </Paper>
  );
};
