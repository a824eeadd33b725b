import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { JUDGE_INVITE_TTL_DAYS } from '@elevate/contracts/judging/judging.constants';
import { EmptyState } from '@/components/empty-state';
import { CardSkeletons } from '@/components/loaders';
import { RetryAlert } from '@/components/retry-alert';
import { usePageTitle } from '@/components/use-page-title';
import { useMyJudging } from '@/features/judging/api/get-my-judging';
import { MyJudgingList } from '@/features/judging/components/my-judging-list';
import { errorMessage } from '@/lib/api-client';

/** /judging: the hackathons and phases I judge, with my progress and each phase's state. */
export const MyJudgingPage = () => {
  usePageTitle('Judging');
  const mine = useMyJudging();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        Judging
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        The hackathons you judge, the phases open for scoring and how far you have got.
      </Typography>
      {mine.isPending ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading your judging">
          <CardSkeletons count={2} height={160} />
        </Stack>
      ) : mine.isError ? (
        <RetryAlert onRetry={() => void mine.refetch()} retrying={mine.isFetching}>
          {errorMessage(mine.error)}
        </RetryAlert>
      ) : mine.data.data.length === 0 ? (
        <EmptyState title="You are not judging any hackathon yet">
          Hosts invite judges by email. Open the link in the invitation mail (it works for {JUDGE_INVITE_TTL_DAYS} days)
          and accept it while signed in with the address it was sent to; the hackathon then appears here.
        </EmptyState>
      ) : (
        <MyJudgingList items={mine.data.data} />
      )}
    </Container>
  );
};
export default MyJudgingPage;
