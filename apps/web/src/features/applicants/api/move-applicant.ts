import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicantDetail, MoveApplicantBody } from '@elevate/contracts/applications/applicants.schema';
import { apiRequest } from '@/lib/api-client';
import { applicantKey } from './get-applicant';
import { jobApplicantsKey } from './get-job-applicants';

/** POST console/applications/{applicationId}/status: answers the applicant as they now are, and the message. */
export const moveApplicant = async (applicationId: number, body: MoveApplicantBody) => {
  const env = await apiRequest<ApplicantDetail>('POST', `console/applications/${applicationId}/status`, { body });
  if (!env.result) throw new Error('The move answered without the applicant');
  return { applicant: env.result, message: env.message ?? '' };
};

/** After a move the applicant's profile is known; the job's lists and chip counts are fetched again. */
export const useMoveApplicant = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, body }: { applicationId: number; body: MoveApplicantBody }) =>
      moveApplicant(applicationId, body),
    onSuccess: async ({ applicant }) => {
      client.setQueryData(applicantKey(applicant.applicationId), applicant);
      await client.invalidateQueries({ queryKey: jobApplicantsKey(applicant.job.jobId) });
    },
  });
};
