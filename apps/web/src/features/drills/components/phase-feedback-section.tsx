import { useQueries } from '@tanstack/react-query';
import type { SubmissionListItem } from '@elevate/contracts/drills/submission.schema';
import { RetryAlert } from '@/components/retry-alert';
import { errorMessage } from '@/lib/api-client';
import { phaseFeedbackQuery } from '../api/phase-feedback';
import { DashboardSection } from './dashboard-section';
import { PhaseFeedbackPanel } from './phase-feedback-panel';

/**
 * "Your outcomes": for every phase the participant submitted in, the outcome and feedback once the hosts
 * shortlisted it or published its results. Shows nothing until one of them is out.
 */
export const PhaseFeedbackSection = ({
  drillId,
  participantId,
  submissions,
}: {
  drillId: number;
  participantId: number;
  submissions: readonly SubmissionListItem[];
}) => {
  const phaseIds = [...new Set(submissions.filter((s) => s.status === 'submitted').map((s) => s.phaseId))];
  const queries = useQueries({ queries: phaseIds.map((id) => phaseFeedbackQuery(drillId, participantId, id)) });
  const ready = queries.flatMap((q) => (q.data?.available && q.data.submitted ? [q.data] : []));
  const failed = queries.find((q) => q.isError && !q.data);
  if (ready.length === 0 && !failed) return null;
  return (
    <DashboardSection id="outcomes" title="Your outcomes">
      {ready.map((f) => (
        <PhaseFeedbackPanel key={f.phaseId} feedback={f} />
      ))}
      {failed ? (
        <RetryAlert
          onRetry={() => void failed.refetch()}
          retrying={failed.isFetching}
          sx={{ mt: ready.length ? 2 : 0 }}
        >
          {errorMessage(failed.error)}
        </RetryAlert>
      ) : null}
    </DashboardSection>
  );
};
