/**
 * The steps an application moves through (spec §4 names Applied/Application Sent, Shortlisted, Interview
 * Scheduled, Round 1 Selected; the rest follow what hiring teams in India use). Transition rules are not in the
 * spec: an employer may move an applicant to any other step (so a mistake can be undone), in the order listed
 * here; every move is kept in the history. docs/decisions/013-applicants-console.md.
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
