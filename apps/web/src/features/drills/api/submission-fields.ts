import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubmissionFields } from '@elevate/contracts/drills/submission.schema';
import { apiGet } from '@/lib/api-client';
import { dashboardKeys } from './submission-keys';

/** GET drills/{id}/submissionFields?phaseId: the phase (with its status) and the form its submission fills in. */
export const getSubmissionFields = (drillId: number, phaseId: number, signal?: AbortSignal) =>
  apiGet<SubmissionFields>(`drills/${drillId}/submissionFields`, { phaseId }, signal);

export const submissionFieldsQuery = (drillId: number, phaseId: number) =>
  queryOptions({
    queryKey: dashboardKeys.submissionFields(drillId, phaseId),
    queryFn: ({ signal }) => getSubmissionFields(drillId, phaseId, signal),
  });

export const useSubmissionFields = (drillId: number, phaseId: number) =>
  useQuery(submissionFieldsQuery(drillId, phaseId));
