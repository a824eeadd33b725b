import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { MY_HACKATHON_FILTERS, type MyHackathonFilter } from '@elevate/contracts/drills/my-hackathons.schema';
import { usePageTitle } from '@/components/use-page-title';
import { MyHackathonsList } from '@/features/drills/components/my-hackathons-list';
import { useSession } from '@/lib/session';

const stateOf = (value: string | null): MyHackathonFilter =>
  (MY_HACKATHON_FILTERS as readonly string[]).includes(value ?? '') ? (value as MyHackathonFilter) : 'all';

/**
 * /my-hackathons (My Activities, spec §2.4): the hackathons I registered for by state, each with what is due
 * next and a link to its participant dashboard. The tab lives in the address (?state), so Back and shared
 * links keep it.
 */
export const MyHackathonsPage = () => {
  usePageTitle('My Activities');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('state'));

  // RequireAuth renders this page only with a session.
  if (!session) return null;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' }, mb: 3 }}
      >
        <div>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            My Activities
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            The hackathons you registered for, where each stands and what is due next.
          </Typography>
        </div>
        <Button
          component={RouterLink}
          to="/drills"
          variant="outlined"
          startIcon={<SearchIcon />}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}
        >
          Find hackathons
        </Button>
      </Stack>
      <MyHackathonsList
        uid={session.session.uid}
        state={state}
        onStateChange={(s) =>
          setParams((prev) => {
            const next = new URLSearchParams(prev);
            if (s === 'all') next.delete('state');
            else next.set('state', s);
            return next;
          })
        }
      />
    </Container>
  );
};

export default MyHackathonsPage;
