/**
 * The words of the participant dashboard's calls and screens (phases, submissions, receipts, help queries,
 * results), defined once for the API and the pages.
 */
export const SubmissionMessages = {
  phaseNotFound: 'We could not find this phase of the hackathon.',
  notIdeaPhase: 'This phase does not take ideas. Submit it from the solution page.',
  ideaPhaseRoute: 'This phase takes ideas. Submit it from the idea page.',
  phaseNotStarted: (phase: string, startsAt: string) =>
    `The ${phase} phase opens on ${startsAt}; submissions open then.`,
  phaseEnded: (phase: string, endedAt: string) =>
    `The ${phase} phase ended on ${endedAt}. Submissions and edits are closed.`,
  problemStatementNotFound: 'Choose one of the problem statements of this phase.',
  problemStatementRequired: 'Choose a problem statement before you submit.',
  alreadySubmittedDraft:
    'This phase is already submitted. Submit your changes to update it; a draft cannot replace a submission.',
  fileNotYours: (label: string) => `${label}: choose a file uploaded by you or a member of your team.`,
  fileNotUploaded: (label: string) => `${label}: the file has not finished uploading. Please upload it again.`,
  notFound: 'We could not find this submission.',
  fileNotInSubmission: 'This file is not part of this submission.',
  listNotAllowed: 'Only the hackathon’s participants and hosts can read its submissions.',
  draftSaved: 'Draft saved',
  submitted: 'Submitted. A receipt is on its way to your team’s inbox.',
  noReceipt: 'There is no receipt yet: the phase has not been submitted.',
  receiptOneLiner: (phase: string, drill: string) => `${phase} submitted for ${drill}`,
  receiptMessage: (version: number, hash: string, ist: string) =>
    `Version ${version} received on ${ist}. Fingerprint (SHA-256): ${hash}`,
  receiptMailSubject: (phase: string, drill: string) => `Receipt: ${phase} submitted for ${drill}`,
  receiptZoneNote: 'The dashboard shows the same time in your own time zone.',
} as const;

export const QueryMessages = {
  notFound: 'We could not find this question.',
  notAllowed: 'Only the participant who asked and the hosts can read this question.',
  hostsOnly: 'Only the hosts of this hackathon can read all of its questions.',
  closed: 'This question is closed. Ask a new question instead.',
  fileNotInThread: 'This file is not part of this question.',
  subjectRequired: 'Please write what your question is about',
  bodyRequired: 'Please write your question',
  replyRequired: 'Please write a reply',
  tooManyFiles: (max: number) => `Attach at most ${max} files`,
  asked: 'Question sent to the hosts',
  replied: 'Reply sent',
  closedNow: 'Question closed',
  answeredOneLiner: (drill: string) => `The hosts of ${drill} answered your question`,
} as const;

export const ResultsMessages = {
  notAllowed: 'Only the hackathon’s participants and hosts can read its results and announcements.',
  notPublished: 'The results of this phase have not been published yet.',
  noCertificates: 'No certificates yet. They appear here when the hosts issue them.',
  participantNotFound: 'We could not find this registration among yours.',
} as const;
