import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DrillPhaseKind } from '@elevate/contracts/drills/drill.constants';
import type { DrillDetail } from '@elevate/contracts/drills/drill-content.schema';
import { spanStatus } from '@elevate/contracts/drills/drill-format';
import type { ParticipantTeamRef } from '@elevate/contracts/drills/participation.schema';
import { fileKeysOf, type FormAnswers, type FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import { SubmissionMessages } from '@elevate/contracts/drills/submission.messages';
import type { Submission } from '@elevate/contracts/drills/submission.schema';
import { RetryAlert } from '@/components/retry-alert';
import { usePageTitle } from '@/components/use-page-title';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useViewerTimeZone } from '@/lib/viewer-time-zone';
import { useProblemStatements } from '../api/problem-statements';
import { useSubmission } from '../api/submission-detail';
import { useSubmissionFields } from '../api/submission-fields';
import { useSubmissionList } from '../api/submission-list';
import { useSubmissionReceipt } from '../api/submission-receipt';
import { dashboardPaths } from './dashboard-paths';
import { RichText } from './dashboard-rich-text';
import { DashboardSection, SectionEmpty } from './dashboard-section';
import { DrillDateTime, formatZonedDateTime } from './drill-date';
import { PhaseStatusChip } from './phase-status';
import { SubmissionFiles } from './submission-files';
import { SubmissionForm } from './submission-form';
import { SubmissionHistory } from './submission-history';
import { SubmissionReceiptCard } from './submission-receipt';

const hasFiles = (fields: readonly FormFieldDefinition[], answers: FormAnswers) =>
  fileKeysOf(fields, answers).length > 0;

const PageSkeleton = () => (
  <Stack spacing={2} role="status" aria-label="Loading the submission">
    <Skeleton variant="text" width="40%" height={40} />
    <Skeleton variant="text" width="70%" />
    <Skeleton variant="rounded" height={120} />
    <Skeleton variant="rounded" height={220} />
  </Stack>
);

/**
 * A phase's page (/idea/{phaseId} or /solution/{phaseId}): the phase and its window, then the submission
 * form with the problem statements, the receipt of the last final submission, and every kept version. The
 * phase is open by the server's clock (`now`); outside its window the form is read-only and says why.
 */
export const SubmissionPage = ({
  drill,
  participantId,
  team,
  kind,
  phaseId,
  now,
  onNotRegistered,
}: {
  drill: DrillDetail;
  participantId: number;
  team: ParticipantTeamRef | null;
  kind: DrillPhaseKind;
  phaseId: number;
  now: Date;
  /** A 404 for the registration itself (the API's "not registered"): the dashboard shows its own page. */
  onNotRegistered: (message: string) => void;
}) => {
  const drillId = drill.drillId;
  const timeZone = useViewerTimeZone();
  const fieldsQuery = useSubmissionFields(drillId, phaseId);
  const statementsQuery = useProblemStatements(drillId, participantId, phaseId);
  const listQuery = useSubmissionList(drillId, participantId, phaseId);
  // The team's submission of this phase (or the caller's own, without a team).
  const mine = listQuery.data?.data.find((s) => s.teamId === (team?.teamId ?? null)) ?? null;
  const detailQuery = useSubmission(drillId, participantId, mine?.submissionId ?? null);
  const receiptQuery = useSubmissionReceipt(
    drillId,
    participantId,
    mine?.status === 'submitted' ? mine.submissionId : null,
  );
  const [closedBy, setClosedBy] = useState<string | null>(null);
  // The form starts once from what the server held when the page opened; later refreshes never reset it.
  const [start, setStart] = useState<{ submission: Submission | null } | null>(null);
  if (start === null && listQuery.data && (mine === null || detailQuery.data))
    setStart({ submission: mine ? (detailQuery.data ?? null) : null });

  const phase = fieldsQuery.data?.phase;
  usePageTitle(phase ? `${phase.phase} · ${drill.drillName}` : drill.drillName);

  const statementsError = statementsQuery.error;
  const notRegistered =
    statementsError instanceof ApiError && statementsError.status === 404 ? statementsError.message : null;
  useEffect(() => {
    if (notRegistered) onNotRegistered(notRegistered);
  }, [notRegistered, onNotRegistered]);

  if (notRegistered) return null;
  if (fieldsQuery.error instanceof ApiError && fieldsQuery.error.status === 404)
    return (
      <SectionEmpty title={SubmissionMessages.phaseNotFound}>
        Choose one of the phases above, or go back to the overview.
      </SectionEmpty>
    );
  const failed = [fieldsQuery, statementsQuery, listQuery, detailQuery].find((q) => q.isError && !q.data);
  if (failed)
    return (
      <RetryAlert onRetry={() => void failed.refetch()} retrying={failed.isFetching}>
        {errorMessage(failed.error)}
      </RetryAlert>
    );
  if (!phase || !fieldsQuery.data || !statementsQuery.data || !start) return <PageSkeleton />;
  // /idea/{id} of a solution phase (or the other way round): the phase's own page.
  if (phase.kind !== kind) return <Navigate to={dashboardPaths(drillId, participantId).phase(phase)} replace />;

  const status = spanStatus(phase.phaseStartDt, phase.phaseEndDt, now);
  const editable = status === 'live' && closedBy === null;
  const reason =
    closedBy ??
    (status === 'upcoming'
      ? SubmissionMessages.phaseNotStarted(phase.phase, formatZonedDateTime(phase.phaseStartDt, timeZone))
      : status === 'ended'
        ? SubmissionMessages.phaseEnded(phase.phase, formatZonedDateTime(phase.phaseEndDt, timeZone))
        : null);

  return (
    <Stack spacing={3}>
      <Box component="header">
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, fontWeight: 700 }}>
            {phase.phase}
          </Typography>
          <PhaseStatusChip status={status} />
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {status === 'upcoming' ? 'Opens ' : 'Opened '}
          <DrillDateTime value={phase.phaseStartDt} />
          {' · '}
          {status === 'ended' ? 'Closed ' : 'Closes '}
          <DrillDateTime value={phase.phaseEndDt} />
        </Typography>
        {phase.description ? (
          <Box sx={{ mt: 1.5, maxWidth: 820 }}>
            <RichText html={phase.description} />
          </Box>
        ) : null}
      </Box>
      {reason ? (
        <Alert severity={status === 'upcoming' ? 'info' : 'warning'} role="status">
          {reason}
          {status !== 'upcoming' && start.submission === null && mine === null ? ' Nothing was submitted.' : ''}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, lg: 3 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <DashboardSection id="submission" title={kind === 'idea' ? 'Your idea' : 'Your solution'}>
          <SubmissionForm
            key={phase.phaseId}
            drillId={drillId}
            participantId={participantId}
            phase={phase}
            fields={fieldsQuery.data.fields}
            statements={statementsQuery.data.data}
            submission={start.submission}
            editable={editable}
            latestVersion={mine?.version ?? null}
            onPhaseClosed={setClosedBy}
          />
        </DashboardSection>
        <Stack spacing={{ xs: 2, lg: 3 }} sx={{ minWidth: 0 }}>
          {receiptQuery.data ? <SubmissionReceiptCard receipt={receiptQuery.data} /> : null}
          {detailQuery.data && hasFiles(fieldsQuery.data.fields, detailQuery.data.answers) ? (
            <DashboardSection id="files" title="Files">
              <SubmissionFiles submission={detailQuery.data} fields={fieldsQuery.data.fields} />
            </DashboardSection>
          ) : null}
          <DashboardSection id="history" title="Version history">
            {detailQuery.data ? (
              <SubmissionHistory versions={detailQuery.data.versions} fields={fieldsQuery.data.fields} />
            ) : mine ? (
              <Box role="status" aria-label="Loading the version history">
                <Skeleton variant="text" />
                <Skeleton variant="text" width="70%" />
              </Box>
            ) : (
              <SubmissionHistory versions={[]} fields={fieldsQuery.data.fields} />
            )}
          </DashboardSection>
        </Stack>
      </Box>
    </Stack>
  );
};
