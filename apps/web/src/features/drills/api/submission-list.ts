import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUBMISSIONS_PAGE_SIZE } from '@elevate/contracts/drills/drill.constants';
import type { SubmissionList } from '@elevate/contracts/drills/submission.schema';
import { apiGet } from '@/lib/api-client';
import { dashboardKeys } from './submission-keys';

/**
 * GET drills/{id}/submissions?phaseId: what the caller may see, newest update first (spec §9: 10 a page).
 * A participant sees only their own team's (or their own) submissions: one per phase at most.
 */
export const getSubmissions = (drillId: number, phaseId: number | null, signal?: AbortSignal) =>
  apiGet<SubmissionList>(`drills/${drillId}/submissions`, { phaseId, limit: SUBMISSIONS_PAGE_SIZE, offset: 0 }, signal);

/** The participant's submissions, keyed under their registration (the caller decides what the API answers). */
export const submissionListQuery = (drillId: number, participantId: number, phaseId: number | null = null) =>
  queryOptions({
    queryKey: dashboardKeys.submissionList(drillId, participantId, phaseId),
    queryFn: ({ signal }) => getSubmissions(drillId, phaseId, signal),
  });

export const useSubmissionList = (drillId: number, participantId: number, phaseId: number | null = null) =>
  useQuery(submissionListQuery(drillId, participantId, phaseId));
