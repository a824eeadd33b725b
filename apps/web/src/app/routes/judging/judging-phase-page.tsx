import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/empty-state';
import { CardSkeletons } from '@/components/loaders';
import { RetryAlert } from '@/components/retry-alert';
import { usePageTitle } from '@/components/use-page-title';
import { useMyAssignments } from '@/features/judging/api/get-my-assignments';
import { JudgeProgress } from '@/features/judging/components/judge-progress';
import { JudgingStatusChip } from '@/features/judging/components/judging-status-chip';
import { MyAssignmentList } from '@/features/judging/components/my-assignment-list';
import { errorMessage } from '@/lib/api-client';
import { NotFoundPage } from '../errors/not-found';
import { useIdParam } from './judging-id';

/** /judging/phases/:phaseId: the submissions of one phase assigned to me, calibration first, and my progress. */
export const JudgingPhasePage = () => {
  const phaseId = useIdParam('phaseId');
  const list = useMyAssignments(phaseId);
  usePageTitle(list.data ? `${list.data.phase.name} · Judging` : 'Judging');
  if (phaseId === null) return <NotFoundPage />;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/judging">
          Judging
        </Link>
        <Typography color="text.primary">{list.data?.phase.name ?? 'Phase'}</Typography>
      </Breadcrumbs>
      {list.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading your submissions">
          <Skeleton width="50%" height={48} />
          <CardSkeletons count={4} height={64} />
        </Stack>
      ) : list.isError ? (
        <RetryAlert onRetry={() => void list.refetch()} retrying={list.isFetching}>
          {errorMessage(list.error)}
        </RetryAlert>
      ) : (
        <Stack spacing={3}>
          <div>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
              {list.data.phase.name}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
              <Typography color="text.secondary">{list.data.phase.drillName}</Typography>
              <JudgingStatusChip status={list.data.phase.judgingStatus} />
            </Stack>
          </div>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
            <JudgeProgress progress={list.data.progress} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Scores are whole numbers from 0 to {list.data.phase.scoreScale} on each criterion.
              {list.data.phase.blindJudging
                ? ' Blind judging: submissions are shown without names or institutions.'
                : ''}
            </Typography>
          </Paper>
          {list.data.phase.judgingStatus === 'setup' ? (
            <Alert severity="info">Judging of this phase has not opened yet. You will be notified when it does.</Alert>
          ) : null}
          {list.data.phase.judgingStatus === 'closed' ? (
            <Alert severity="info">Judging of this phase is closed and the scores are locked. Thank you!</Alert>
          ) : null}
          {list.data.data.length === 0 ? (
            <EmptyState title="No submissions assigned to you in this phase">
              Submissions are assigned when the hosts open judging. If you declared a conflict with one, it is no longer
              on your list.
            </EmptyState>
          ) : (
            <MyAssignmentList assignments={list.data.data} />
          )}
        </Stack>
      )}
    </Container>
  );
};
export default JudgingPhasePage;
