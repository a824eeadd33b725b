import { APPLICATION_STATUSES, type ApplicationStatus } from './application-status.ts';

/** The longest note an employer can send with a status change. */
export const APPLICANT_FEEDBACK_MAX_LENGTH = 1000;

/** What the employer side of applications says, once, for the API, the console and the candidate's inbox. */
export const ApplicantsMessages = {
  jobNotFound: 'We could not find this job.',
  applicationNotFound: 'We could not find this application.',
  statusInvalid: `Status must be one of: ${APPLICATION_STATUSES.join(', ')}`,
  chooseStatus: 'Please choose the new status',
  feedbackInvalid: 'Feedback must be text',
  feedbackTooLong: `Feedback must be at most ${APPLICANT_FEEDBACK_MAX_LENGTH} characters`,
  /** 409 when the chosen status is the one the application is already in. */
  sameStatus: (status: ApplicationStatus) => `This application is already ${status}. Choose another status to move it.`,
  moved: (name: string, status: ApplicationStatus) => `${name} moved to ${status}`,
  noApplicants: 'No applicants yet',
  noApplicantsInStatus: 'No applicants in this status',
  noApplicantsMatch: 'No applicants match your search',
} as const;

/** The in-app notification's line, e.g. 'Kaveri Analytics moved your application for Data Analyst to Shortlisted'. */
export const statusChangeOneLiner = (company: string, jobTitle: string, status: ApplicationStatus) =>
  `${company} moved your application for ${jobTitle} to ${status}`;

/** The subject of the mail a candidate gets when the company moves their application. */
export const statusChangeMailSubject = (jobTitle: string, company: string) =>
  `Update on your application for ${jobTitle} at ${company}`;
