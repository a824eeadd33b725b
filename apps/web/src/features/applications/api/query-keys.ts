/**
 * Every query of this feature starts with 'applications', so one invalidation after an application is sent
 * refreshes the job's Apply button, My Jobs and its counts together.
 */
export const applicationKeys = {
  all: ['applications'] as const,
  forJob: (uid: number, jobId: number) => ['applications', 'job', uid, jobId] as const,
  mine: (uid: number, stage: string, offset: number, limit: number) =>
    ['applications', 'mine', uid, stage, offset, limit] as const,
  track: (applicationId: number) => ['applications', 'track', applicationId] as const,
  mandatoryFields: (uid: number) => ['applications', 'mandatory-fields', uid] as const,
};
