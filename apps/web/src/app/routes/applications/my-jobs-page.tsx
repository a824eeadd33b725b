import { Link as RouterLink, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { APPLICATION_STAGES, type ApplicationStage } from '@elevate/contracts/applications/application.schema';
import { usePageTitle } from '@/components/use-page-title';
import { MyApplications } from '@/features/applications/components/my-applications';
import { TrackedApplicationDialog } from '@/features/applications/components/tracked-application-dialog';
import { useSession } from '@/lib/session';
import { parseId } from '@elevate/contracts/common/query-params';

const stageOf = (value: string | null): ApplicationStage =>
  (APPLICATION_STAGES as readonly string[]).includes(value ?? '') ? (value as ApplicationStage) : 'all';
const pageOf = (value: string | null): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};
/**
 * /my-jobs: the jobs I applied to and where each stands. The tab (?stage), the page (?page) and an
 * application opened from a link (?application) live in the address, so Back and shared links work.
 */
export const MyJobsPage = () => {
  usePageTitle('My Jobs');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const stage = stageOf(params.get('stage'));
  const page = pageOf(params.get('page'));
  const tracked = parseId(params.get('application'));

  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace },
    );

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
            My Jobs
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            The jobs you applied to and where each application stands.
          </Typography>
        </div>
        <Button
          component={RouterLink}
          to="/jobs"
          variant="outlined"
          startIcon={<SearchIcon />}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}
        >
          Find more jobs
        </Button>
      </Stack>
      <MyApplications
        uid={session.session.uid}
        stage={stage}
        page={page}
        onStageChange={(s) => update({ stage: s === 'all' ? null : s, page: null })}
        onPageChange={(p) => {
          update({ page: p === 1 ? null : String(p) });
          window.scrollTo({ top: 0 });
        }}
      />
      {tracked !== null ? (
        <TrackedApplicationDialog applicationId={tracked} onClose={() => update({ application: null }, true)} />
      ) : null}
    </Container>
  );
};

export default MyJobsPage;
