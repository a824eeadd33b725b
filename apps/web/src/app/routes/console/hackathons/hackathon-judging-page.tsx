import { useState } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EmptyState } from '@/components/empty-state';
import { RetryAlert } from '@/components/retry-alert';
import { usePageTitle } from '@/components/use-page-title';
import { useDrillPhases } from '@/features/console/api/get-drill-phases';
import { useCoverage } from '@/features/judging/api/get-coverage';
import { useRubric } from '@/features/judging/api/get-rubric';
import { CoverageTable } from '@/features/judging/components/coverage-table';
import { JudgesPanel } from '@/features/judging/components/judges-panel';
import { JudgingActions } from '@/features/judging/components/judging-actions';
import { JudgingAuditLog } from '@/features/judging/components/judging-audit-log';
import { RubricForm } from '@/features/judging/components/rubric-form';
import { errorMessage } from '@/lib/api-client';
import { NotFoundPage } from '../../errors/not-found';
import { useHostedDrillId } from './hackathon-console-routes';

/** One phase's judging: state and actions, the rubric and settings, coverage and the audit log. */
const PhaseJudging = ({ drillId, phaseId }: { drillId: number; phaseId: number }) => {
  const rubric = useRubric(drillId, phaseId);
  const coverage = useCoverage(drillId, phaseId);
  if (rubric.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading the phase’s judging">
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={360} />
      </Stack>
    );
  }
  if (rubric.isError) {
    return (
      <RetryAlert onRetry={() => void rubric.refetch()} retrying={rubric.isFetching}>
        {errorMessage(rubric.error)}
      </RetryAlert>
    );
  }
  const candidates = (coverage.data?.submissions ?? []).map((s) => ({
    submissionId: s.submissionId,
    label: s.ownerName,
  }));
  return (
    <Stack spacing={3}>
      <JudgingActions drillId={drillId} rubric={rubric.data} />
      <RubricForm
        key={`${phaseId}-${rubric.data.judgingStatus}`}
        drillId={drillId}
        rubric={rubric.data}
        candidates={candidates}
      />
      {coverage.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : coverage.isError ? (
        <RetryAlert onRetry={() => void coverage.refetch()} retrying={coverage.isFetching}>
          {errorMessage(coverage.error)}
        </RetryAlert>
      ) : (
        <CoverageTable coverage={coverage.data} />
      )}
      <JudgingAuditLog key={phaseId} drillId={drillId} phaseId={phaseId} />
    </Stack>
  );
};

/**
 * The host's Judging tab: the hackathon's judges (for every phase), then per phase (a picker) the state and
 * actions, the rubric and settings, coverage and the audit log.
 */
export const HackathonJudgingPage = () => {
  usePageTitle('Judging · Host console');
  const drillId = useHostedDrillId();
  const phases = useDrillPhases(drillId ?? 0);
  const [picked, setPicked] = useState<number | null>(null);
  if (drillId === null) return <NotFoundPage />;
  const list = phases.data?.phases ?? [];
  const phaseId = picked !== null && list.some((p) => p.phaseId === picked) ? picked : (list[0]?.phaseId ?? null);
  return (
    <Stack spacing={3}>
      <JudgesPanel drillId={drillId} />
      {phases.isPending ? (
        <Skeleton variant="rounded" height={56} />
      ) : phases.isError ? (
        <RetryAlert onRetry={() => void phases.refetch()} retrying={phases.isFetching}>
          {errorMessage(phases.error)}
        </RetryAlert>
      ) : list.length === 0 ? (
        <EmptyState title="No phases yet">
          Add a phase in the Phases tab; each phase is judged on its own rubric.
        </EmptyState>
      ) : (
        <>
          <TextField
            select
            label="Phase"
            value={phaseId ?? ''}
            onChange={(e) => setPicked(Number(e.target.value))}
            sx={{ maxWidth: 360 }}
          >
            {list.map((p) => (
              <MenuItem key={p.phaseId} value={p.phaseId}>
                {p.name} ({p.submissionCount} submission{p.submissionCount === 1 ? '' : 's'})
              </MenuItem>
            ))}
          </TextField>
          {phaseId !== null ? (
            <PhaseJudging drillId={drillId} phaseId={phaseId} />
          ) : (
            <Alert severity="info">Choose a phase.</Alert>
          )}
        </>
      )}
    </Stack>
  );
};
export default HackathonJudgingPage;
