import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmissionReceipt } from '@elevate/contracts/drills/submission.schema';
import { apiGet } from '@/lib/api-client';
import { dashboardKeys } from './submission-keys';

/** GET drills/{id}/submissions/{submissionId}/receipt: the receipt of the latest final submission. */
export const getSubmissionReceipt = (drillId: number, submissionId: number, signal?: AbortSignal) =>
  apiGet<SubmissionReceipt>(`drills/${drillId}/submissions/${submissionId}/receipt`, undefined, signal);

export const submissionReceiptQuery = (drillId: number, participantId: number, submissionId: number) =>
  queryOptions({
    queryKey: dashboardKeys.receipt(drillId, participantId, submissionId),
    queryFn: ({ signal }) => getSubmissionReceipt(drillId, submissionId, signal),
  });

/** Read only once the phase has been submitted: before that the API has no receipt to give. */
export const useSubmissionReceipt = (drillId: number, participantId: number, submissionId: number | null) =>
  useQuery({
    ...submissionReceiptQuery(drillId, participantId, submissionId ?? 0),
    enabled: submissionId !== null,
  });
