import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  MY_HACKATHON_FILTERS,
  MY_HACKATHON_STATE_LABELS,
  type MyHackathonFilter,
  type MyHackathonsResult,
} from '@elevate/contracts/drills/my-hackathons.schema';
import { EmptyState } from '@/components/empty-state';
import { CardSkeletons } from '@/components/loaders';
import { errorMessage } from '@/lib/api-client';
import { useMyHackathons } from '../api/my-hackathons';
import { useTickingNow } from './drill-date';
import { MyHackathonItem } from './my-hackathons-item';

const LABELS: Record<MyHackathonFilter, string> = { all: 'All', ...MY_HACKATHON_STATE_LABELS };

const EMPTY: Record<Exclude<MyHackathonFilter, 'all'>, { title: string; text: string }> = {
  live: {
    title: 'Nothing waiting for you right now',
    text: 'Hackathons with a round open that your team has not submitted yet appear here.',
  },
  submitted: {
    title: 'No submissions waiting for results',
    text: 'Once your team submits a round, the hackathon waits here until the next round or the results.',
  },
  upcoming: {
    title: 'No upcoming hackathons',
    text: 'Hackathons you registered for that have not started yet appear here.',
  },
  results: {
    title: 'No results yet',
    text: 'When the hosts publish a leaderboard or your certificate, the hackathon moves here.',
  },
  ended: {
    title: 'No ended hackathons',
    text: 'Hackathons whose rounds have all closed without a submission from you appear here.',
  },
};

/** Shown when there is nothing at all: the way to find a hackathon. */
const NoneYet = () => (
  <EmptyState
    title="You have not registered for any hackathons yet"
    action={
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/drills" variant="contained">
          Explore hackathons
        </Button>
        <Button component={RouterLink} to="/open-innovation" variant="outlined">
          Open innovation challenges
        </Button>
      </Stack>
    }
  >
    Register for a hackathon to build with a team, get noticed by companies and win prizes. Every hackathon you join
    shows up here with what is due next.
  </EmptyState>
);

const Listing = ({
  result,
  receivedAt,
  state,
  onStateChange,
}: {
  result: MyHackathonsResult;
  receivedAt: number;
  state: MyHackathonFilter;
  onStateChange: (state: MyHackathonFilter) => void;
}) => {
  // Countdowns follow the server's clock; minutes are enough for deadlines days away.
  const now = useTickingNow(Date.parse(result.serverNow), receivedAt, 60_000);
  if (result.counts.all === 0) return <NoneYet />;
  const shown = state === 'all' ? result.data : result.data.filter((h) => h.state === state);
  // Empty tabs other than the chosen one are left out, so phones do not scroll through zeros.
  const tabs = MY_HACKATHON_FILTERS.filter((f) => f === 'all' || f === state || result.counts[f] > 0);
  return (
    <>
      <Tabs
        value={state}
        onChange={(_, v: MyHackathonFilter) => onStateChange(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="My hackathons by state"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((f) => (
          <Tab key={f} value={f} label={`${LABELS[f]} (${result.counts[f]})`} />
        ))}
      </Tabs>
      {shown.length === 0 && state !== 'all' ? (
        <EmptyState
          title={EMPTY[state].title}
          action={<Button onClick={() => onStateChange('all')}>See all my hackathons</Button>}
        >
          {EMPTY[state].text}
        </EmptyState>
      ) : (
        <Stack
          component="ul"
          spacing={2}
          aria-label={`${LABELS[state]} hackathons`}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {shown.map((h) => (
            <Box component="li" key={h.participantId}>
              <MyHackathonItem hackathon={h} now={now} />
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
};

/**
 * My Activities: every hackathon I registered for, by state (tabs with counts), most urgent first. The page
 * owns the tab (it lives in the address).
 */
export const MyHackathonsList = ({
  uid,
  state,
  onStateChange,
}: {
  uid: number;
  state: MyHackathonFilter;
  onStateChange: (state: MyHackathonFilter) => void;
}) => {
  const query = useMyHackathons(uid);
  if (query.isPending)
    return (
      <Stack spacing={2} role="status" aria-label="Loading your hackathons">
        <CardSkeletons count={3} height={170} />
      </Stack>
    );
  if (!query.data)
    return (
      <EmptyState
        title="We could not load your hackathons"
        action={
          <Button variant="contained" onClick={() => void query.refetch()} disabled={query.isFetching}>
            Try again
          </Button>
        }
      >
        {errorMessage(query.error)}
      </EmptyState>
    );
  return <Listing result={query.data} receivedAt={query.dataUpdatedAt} state={state} onStateChange={onStateChange} />;
};
