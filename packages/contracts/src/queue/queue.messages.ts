/** What the background-jobs admin page and its API say. */
export const QueueMessages = {
  retried: 'The job is queued again.',
  discarded: 'The job was discarded.',
  failedJobNotFound: 'There is no failed job with this id any more. Refresh the list.',
  mailDiscarded: 'Discarded by an admin: not sent.',
} as const;
