import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicantDetail } from '@elevate/contracts/applications/applicants.schema';
import { apiGet } from '@/lib/api-client';

/** console/applications/{applicationId}: the applicant's profile and whole status history. */
export const getApplicant = (applicationId: number, signal?: AbortSignal) =>
  apiGet<ApplicantDetail>(`console/applications/${applicationId}`, undefined, signal);

export const applicantKey = (applicationId: number) => ['applicants', 'detail', applicationId] as const;

export const applicantQuery = (applicationId: number) =>
  queryOptions({ queryKey: applicantKey(applicationId), queryFn: ({ signal }) => getApplicant(applicationId, signal) });

export const useApplicant = (applicationId: number | null) =>
  useQuery({ ...applicantQuery(applicationId ?? 0), enabled: applicationId !== null });
