import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DrillPhaseKind } from '@elevate/contracts/drills/drill.constants';
import type { SubmissionSaved, SubmissionWrite } from '@elevate/contracts/drills/submission.schema';
import { ApiError, apiRequest } from '@/lib/api-client';
import { dashboardKeys } from './submission-keys';

/**
 * POST drills/{id}/submissions/idea (idea phases) or drills/{id}/submissions (the others): `final: false` keeps
 * a draft, `final: true` submits and answers the receipt. Every save is kept as a version.
 */
export const saveSubmission = async (drillId: number, kind: DrillPhaseKind, body: SubmissionWrite) => {
  const path = kind === 'idea' ? `drills/${drillId}/submissions/idea` : `drills/${drillId}/submissions`;
  const env = await apiRequest<SubmissionSaved>('POST', path, { body });
  if (!env.result) throw new ApiError(env.httpStatus, 'No result', env);
  return { ...env.result, message: env.message };
};

/** Saves, then puts the stored submission (and receipt) in the cache and refreshes the lists and history. */
export const useSaveSubmission = (drillId: number, participantId: number, kind: DrillPhaseKind) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmissionWrite) => saveSubmission(drillId, kind, body),
    onSuccess: async ({ submission, receipt }) => {
      if (receipt) client.setQueryData(dashboardKeys.receipt(drillId, participantId, submission.submissionId), receipt);
      await client.invalidateQueries({ queryKey: dashboardKeys.submissions(drillId, participantId) });
    },
  });
};
