import type { ApplicationStatus } from './application-status.ts';

/** What the candidate side of applications says, once, for the API and the pages. */
export const ApplicationMessages = {
  applied: 'Application sent',
  alreadyApplied: 'You have already applied to this job',
  jobClosed: 'This job is no longer accepting applications',
  jobNotFound: 'We could not find this job. It may have been removed.',
  applicationNotFound: 'We could not find this application.',
  candidatesOnly: 'Only candidate accounts can apply to jobs. Please log in with your candidate account.',
  profileIncomplete: 'Complete your profile to apply.',
  mandatoryFieldsSaved: 'Your profile details are saved',
  resumeNotFound: 'Please upload your resume again: we could not find the file.',
  resumeNotPdf: 'Your resume must be a PDF file.',
} as const;

/** A company name that closes a sentence: 'Pvt. Ltd.' keeps its own full stop rather than gaining a second. */
const closing = (company: string) => (company.endsWith('.') ? company : `${company}.`);

/**
 * The sentence under the current status on the candidate's pages and mails: what it means and what happens
 * next, in the company's name.
 */
export const statusDescription = (status: ApplicationStatus, company: string): string => {
  switch (status) {
    case 'Applied':
      return `Your application has been sent to ${closing(company)} They will review it and update you here.`;
    case 'Shortlisted':
      return `${company} has shortlisted your application. The next step is usually an interview.`;
    case 'Interview Scheduled':
      return `${company} has scheduled an interview with you. Watch your mail for the date and details.`;
    case 'Round 1 Selected':
      return `You cleared the first round with ${closing(company)} They will tell you about the next step.`;
    case 'Round 2 Selected':
      return `You cleared the second round with ${closing(company)} They will tell you about the next step.`;
    case 'Round 3 Selected':
      return `You cleared the third round with ${closing(company)} They will tell you about the next step.`;
    case 'Offered':
      return `${company} has made you an offer. Watch your mail for the offer details.`;
    case 'Hired':
      return `Congratulations! ${company} has hired you.`;
    case 'Rejected':
      return `${company} has decided not to move forward with your application this time.`;
  }
};

/** The confirmation mail a candidate receives once an application is sent. */
export const appliedMailSubject = (jobTitle: string, company: string) =>
  `Your application for ${jobTitle} at ${company}`;
