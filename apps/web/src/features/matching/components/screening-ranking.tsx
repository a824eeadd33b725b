import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScreenedApplicant, ScreeningBasis } from '@elevate/contracts/matching/screening.schema';
import { EmptyState } from '@/components/empty-state';
import { RetryAlert } from '@/components/retry-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { istDayTime } from '@/lib/ist-time';
import { useScreening } from '../api/get-screening';
import { useRunScreening } from '../api/run-screening';
import { MatchExplanation } from './match-explanation';

/** Said on the page, once: what the score is for and what it never looks at (issue 15, decision 034). */
export const SCREENING_FAIRNESS =
  'The match score only orders applicants by skills, experience and city so you can decide whom to read first; it never rejects anyone, and it does not use name, gender, age, photo or marital status.';

const BASIS_WORDS: Record<ScreeningBasis, string> = {
  resume: 'From their resume',
  profile: 'From their profile (no readable resume)',
  'resume-and-profile': 'From their resume and profile',
};

const sinceLastScreening = (n: number) =>
  `${n === 1 ? '1 applicant has' : `${n} applicants have`} applied since the last screening. Rescreen to rank them.`;

const loadError = (err: unknown) =>
  err instanceof ApiError && err.status === 403
    ? "You can only screen the applicants of your own company's jobs."
    : errorMessage(err);

const RankingSkeleton = () => (
  <Stack role="status" aria-label="Loading ranking" aria-busy spacing={2}>
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} variant="rounded" height={112} />
    ))}
  </Stack>
);

const RankedApplicant = ({
  rank,
  applicant,
  onOpen,
}: {
  rank: number;
  applicant: ScreenedApplicant;
  onOpen: (a: { applicationId: number; name: string }) => void;
}) => {
  const [why, setWhy] = useState(false);
  const whyId = useId();
  const { skills } = applicant.explanation;
  const missing = [...skills.missingOnProfile, ...skills.missingGaps];
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} aria-label={`${rank}. ${applicant.name}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {rank}. {applicant.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {applicant.status} · {BASIS_WORDS[applicant.basis]}
          </Typography>
          <MatchExplanation explanation={applicant.explanation} score={applicant.score} compact audience="employer" />
          <Typography variant="body2" sx={{ mt: 1 }}>
            {missing.length > 0 ? `Missing: ${missing.join(', ')}` : 'Has every skill the job asks for.'}
          </Typography>
        </Box>
        <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="outlined" size="small" onClick={() => onOpen(applicant)}>
            View profile
          </Button>
          <Button size="small" aria-expanded={why} aria-controls={whyId} onClick={() => setWhy((open) => !open)}>
            {why ? 'Hide why' : 'Why this score'}
          </Button>
        </Stack>
      </Stack>
      {why ? (
        <Box id={whyId} sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}>
          <MatchExplanation explanation={applicant.explanation} score={applicant.score} audience="employer" />
        </Box>
      ) : null}
    </Paper>
  );
};

/**
 * A job's applicants ranked by the explained match score (PUT/GET resume-screening): the last screening's time and
 * scoring version, a button to screen again, and per applicant the score, matched and missing skills and a way to
 * open them. The page composes `onOpen` with the applicants feature's profile drawer.
 */
export const ScreeningRanking = ({
  jobId,
  onOpen,
}: {
  jobId: number;
  onOpen: (a: { applicationId: number; name: string }) => void;
}) => {
  const query = useScreening(jobId);
  const run = useRunScreening(jobId);
  const result = query.data;
  const screened = result?.screenedAt ?? null;

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{SCREENING_FAIRNESS}</Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" aria-live="polite">
          {!result
            ? '\u00a0'
            : screened
              ? `Last screened ${istDayTime(screened)} · scoring ${result.scoringVersion}`
              : 'Not screened yet'}
        </Typography>
        <Button
          variant="contained"
          onClick={() => run.mutate()}
          disabled={run.isPending || !result}
          sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}
        >
          {run.isPending ? 'Screening…' : screened ? 'Rescreen' : 'Screen applicants'}
        </Button>
      </Stack>

      {run.isError ? <Alert severity="error">{loadError(run.error)}</Alert> : null}
      {screened && result && result.notScreened > 0 ? (
        <Alert severity="info">{sinceLastScreening(result.notScreened)}</Alert>
      ) : null}

      {query.isError && !result ? (
        <RetryAlert
          onRetry={() => void query.refetch()}
          canRetry={!(query.error instanceof ApiError && query.error.status < 500)}
        >
          {loadError(query.error)}
        </RetryAlert>
      ) : !result ? (
        <RankingSkeleton />
      ) : result.applicants.length === 0 ? (
        <EmptyState title={screened ? 'No applicants yet' : 'Not ranked yet'}>
          {screened
            ? 'Candidates who apply to this job appear here once you screen again.'
            : 'Screen applicants to rank everyone who applied by how well they match this job.'}
        </EmptyState>
      ) : (
        <Box component="ol" aria-label="Ranked by match" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
          {result.applicants.map((a, i) => (
            <RankedApplicant key={a.applicationId} rank={i + 1} applicant={a} onOpen={onOpen} />
          ))}
        </Box>
      )}
    </Stack>
  );
};
