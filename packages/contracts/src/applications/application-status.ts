/**
 * The steps an application moves through (spec §4 names Applied/Application Sent, Shortlisted, Interview
 * Scheduled, Round 1 Selected; the rest follow what hiring teams in India use). Any step may follow any other
 * except that nothing follows Hired or Rejected without the employer choosing it again explicitly: the order
 * here is the order the console offers them in. docs/decisions/011-applications.md.
 */
export const APPLICATION_STATUSES = [
  'Applied',
  'Shortlisted',
  'Interview Scheduled',
  'Round 1 Selected',
  'Round 2 Selected',
  'Round 3 Selected',
  'Offered',
  'Hired',
  'Rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The status every application starts in. */
export const INITIAL_APPLICATION_STATUS: ApplicationStatus = 'Applied';

/** Statuses after which the candidate's journey with this job has ended. */
export const FINAL_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['Hired', 'Rejected'];
