import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import type { MyAssignment } from '@elevate/contracts/judging/judging.schema';
import { RetryAlert } from '@/components/retry-alert';
import { usePageTitle } from '@/components/use-page-title';
import { useAssignment } from '@/features/judging/api/get-assignment';
import { useMyAssignments } from '@/features/judging/api/get-my-assignments';
import { DeclareConflictDialog } from '@/features/judging/components/declare-conflict-dialog';
import { judgingAssignmentPath } from '@/features/judging/components/my-assignment-list';
import { judgingPhasePath } from '@/features/judging/components/my-judging-list';
import { ScoringForm } from '@/features/judging/components/scoring-form';
import { SubmissionAnswers } from '@/features/judging/components/submission-answers';
import { errorMessage } from '@/lib/api-client';
import { NotFoundPage } from '../errors/not-found';
import { useIdParam } from './judging-id';

/** The next submission still to review after this one (in the list's order, wrapping round), or null. */
const nextOf = (list: readonly MyAssignment[] | undefined, current: number): MyAssignment | null => {
  if (!list) return null;
  const at = list.findIndex((a) => a.assignmentId === current);
  const after = [...list.slice(at + 1), ...list.slice(0, Math.max(0, at))];
  return after.find((a) => a.review !== 'submitted') ?? null;
};

/**
 * /judging/assignments/:assignmentId: the scoring page. The submission's answers on the left, the rubric on the
 * right (stacked on a phone), Next submission, and "Declare conflict of interest".
 */
export const JudgingAssignmentPage = () => {
  const assignmentId = useIdParam('assignmentId');
  const detail = useAssignment(assignmentId);
  const siblings = useMyAssignments(detail.data?.phase.phaseId ?? null);
  const navigate = useNavigate();
  const [declaring, setDeclaring] = useState(false);
  usePageTitle(detail.data ? `${detail.data.submission.displayName} · Judging` : 'Judging');
  if (assignmentId === null) return <NotFoundPage />;

  if (detail.isPending) {
    return (
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }} aria-busy="true" aria-label="Loading the submission">
        <Skeleton width="40%" height={48} />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 2 }}>
          <Skeleton variant="rounded" height={420} />
          <Skeleton variant="rounded" height={420} />
        </Box>
      </Container>
    );
  }
  if (detail.isError) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <RetryAlert onRetry={() => void detail.refetch()} retrying={detail.isFetching}>
          {errorMessage(detail.error)}
        </RetryAlert>
        <Button component={RouterLink} to="/judging" sx={{ mt: 2 }}>
          Back to judging
        </Button>
      </Container>
    );
  }
  const a = detail.data;
  const next = nextOf(siblings.data?.data, a.assignmentId);
  const submitted = a.review?.status === 'submitted';
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
      <Breadcrumbs sx={{ mb: 2 }}>
        <Link component={RouterLink} to="/judging">
          Judging
        </Link>
        <Link component={RouterLink} to={judgingPhasePath(a.phase.phaseId)}>
          {a.phase.name}
        </Link>
        <Typography color="text.primary">{a.submission.displayName}</Typography>
      </Breadcrumbs>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <div>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {a.submission.displayName}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography color="text.secondary">
              {a.phase.drillName} · {a.phase.name}
            </Typography>
            {a.isCalibration ? <Chip size="small" color="secondary" label="Calibration" /> : null}
          </Stack>
        </div>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {a.canEdit && !submitted ? (
            // Secondary is the theme's darker amber: warning orange text fails WCAG contrast (2.9:1).
            <Button color="secondary" onClick={() => setDeclaring(true)}>
              Declare conflict of interest
            </Button>
          ) : null}
          {next ? (
            <Button
              variant={submitted ? 'contained' : 'outlined'}
              endIcon={<NavigateNextIcon />}
              component={RouterLink}
              to={judgingAssignmentPath(next.assignmentId)}
            >
              Next submission
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <SubmissionAnswers submission={a.submission} blind={a.phase.blindJudging} />
        <Box sx={{ position: { md: 'sticky' }, top: { md: 80 } }}>
          <ScoringForm
            key={a.assignmentId}
            assignment={a}
            onSubmitted={() => {
              void siblings.refetch();
            }}
          />
        </Box>
      </Box>
      <DeclareConflictDialog
        assignmentId={a.assignmentId}
        open={declaring}
        onClose={() => setDeclaring(false)}
        onDeclared={() => navigate(judgingPhasePath(a.phase.phaseId))}
      />
    </Container>
  );
};
export default JudgingAssignmentPage;
