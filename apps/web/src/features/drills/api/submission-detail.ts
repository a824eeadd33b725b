import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmissionDetail } from '@elevate/contracts/drills/submission.schema';
import { apiGet } from '@/lib/api-client';
import { dashboardKeys } from './submission-keys';

/** GET drills/{id}/submissions/{submissionId}: the submission with every kept version, newest first. */
export const getSubmission = (drillId: number, submissionId: number, signal?: AbortSignal) =>
  apiGet<SubmissionDetail>(`drills/${drillId}/submissions/${submissionId}`, undefined, signal);

export const submissionQuery = (drillId: number, participantId: number, submissionId: number) =>
  queryOptions({
    queryKey: dashboardKeys.submission(drillId, participantId, submissionId),
    queryFn: ({ signal }) => getSubmission(drillId, submissionId, signal),
  });

export const useSubmission = (drillId: number, participantId: number, submissionId: number | null) =>
  useQuery({ ...submissionQuery(drillId, participantId, submissionId ?? 0), enabled: submissionId !== null });
