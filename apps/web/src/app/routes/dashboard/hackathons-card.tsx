import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { MyHackathonsResult } from '@elevate/contracts/drills/my-hackathons.schema';
import { DashboardCard, QueryContent } from '@/features/dashboard/components/dashboard-card';
import { YourHackathons } from '@/features/dashboard/components/your-hackathons';
import { useMyHackathons } from '@/features/drills/api/my-hackathons';
import { useTickingNow } from '@/features/drills/components/drill-date';
import { MyHackathonRow } from '@/features/drills/components/my-hackathons-row';

/** The dashboard shows this many hackathons, the most urgent first. */
export const URGENT_HACKATHONS = 3;

const Skeletons = () => (
  <>
    {Array.from({ length: URGENT_HACKATHONS }, (_, i) => (
      <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1 }} />
    ))}
  </>
);

const Summary = ({ counts }: { counts: MyHackathonsResult['counts'] }) => {
  const parts = [
    counts.live > 0 ? `${counts.live} to act on` : null,
    counts.submitted > 0 ? `${counts.submitted} submitted` : null,
    counts.upcoming > 0 ? `${counts.upcoming} upcoming` : null,
    counts.results > 0 ? `${counts.results} with results` : null,
  ].filter(Boolean);
  return (
    <Typography variant="body2" color="text.secondary">
      {counts.all} {counts.all === 1 ? 'hackathon' : 'hackathons'}
      {parts.length > 0 ? `: ${parts.join(', ')}` : ''}
    </Typography>
  );
};

const Urgent = ({ result, receivedAt }: { result: MyHackathonsResult; receivedAt: number }) => {
  const now = useTickingNow(Date.parse(result.serverNow), receivedAt, 60_000);
  if (result.counts.all === 0) return <YourHackathons />;
  // The server sends the soonest deadline first; hackathons with nothing due follow, latest first.
  const shown = result.data.slice(0, URGENT_HACKATHONS);
  return (
    <>
      <Summary counts={result.counts} />
      <Box component="ul" aria-label="Most urgent hackathons" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {shown.map((h) => (
          <Box component="li" key={h.participantId}>
            <MyHackathonRow hackathon={h} now={now} />
          </Box>
        ))}
      </Box>
    </>
  );
};

/**
 * "Your hackathons" on /my-dashboard (docs/decisions/028): the few most urgent registrations with their next
 * deadline, the same list as My Activities (one request serves both), or where to find one.
 */
export const HackathonsCard = ({ uid }: { uid: number }) => {
  const query = useMyHackathons(uid);
  return (
    <DashboardCard id="your-hackathons" title="Your hackathons" link={{ to: '/my-hackathons', label: 'My Activities' }}>
      <QueryContent query={query} label="Loading your hackathons" skeleton={<Skeletons />}>
        {(result) => <Urgent result={result} receivedAt={query.dataUpdatedAt} />}
      </QueryContent>
    </DashboardCard>
  );
};
