import { useMutation } from '@tanstack/react-query';
import type { ApplicationStatus } from '@elevate/contracts/applications/application-status';
import { apiDownload } from '@/lib/api-download';

/** console/jobs/{jobId}/applicants.csv under the page's filters, saved as the file the server names. */
export const downloadApplicantsCsv = (jobId: number, filter: { status?: ApplicationStatus; q?: string }) =>
  apiDownload(`console/jobs/${jobId}/applicants.csv`, filter, `job-${jobId}-applicants.csv`);

export const useDownloadApplicantsCsv = () =>
  useMutation({
    mutationFn: ({ jobId, filter }: { jobId: number; filter: { status?: ApplicationStatus; q?: string } }) =>
      downloadApplicantsCsv(jobId, filter),
  });
