import { APPLICATION_STATUSES } from '@elevate/contracts/applications/application-status';
import type {
  Applicant,
  ApplicantCounts,
  ApplicantDetail,
  ApplicantsJob,
  ApplicantsResult,
} from '@elevate/contracts/applications/applicants.schema';

export const buildApplicantsJob = (overrides: Partial<ApplicantsJob> = {}): ApplicantsJob => ({
  jobId: 11,
  jobTitle: 'Data Analyst',
  custUrl: 'data-analyst-kaveri',
  jobLocation: 'Bengaluru',
  isActive: true,
  partnerId: 3,
  partnerName: 'Kaveri Analytics',
  applicantCount: 2,
  ...overrides,
});

export const buildApplicant = (overrides: Partial<Applicant> = {}): Applicant => ({
  applicationId: 101,
  user: {
    uid: 42,
    fullName: 'Ananya',
    lastName: 'Rao',
    email: 'ananya@example.in',
    contact: '9876543210',
    utype: 'Student',
    currentCity: 'Pune',
    highestQualification: 'Post Graduation',
  },
  appliedDateTime: '2026-03-05T10:00:00.000+05:30',
  currentStatus: 'Applied',
  statusUpdatedOn: '2026-03-05T10:00:00.000+05:30',
  lastFeedback: null,
  resumeAvailable: true,
  resumeKey: 'resume/ananya.pdf',
  resumeFileName: 'Ananya-Rao-CV.pdf',
  ...overrides,
});

export const buildApplicantDetail = (overrides: Partial<ApplicantDetail> = {}): ApplicantDetail => ({
  ...buildApplicant(),
  job: buildApplicantsJob(),
  status: [
    {
      statusValue: 'Applied',
      updatedBy: 'Ananya Rao',
      feedback: null,
      updatedStatusOnTs: '2026-03-05T10:00:00.000+05:30',
      updatedRecordOnTs: '2026-03-05T10:00:00.000+05:30',
    },
  ],
  ...overrides,
});

export const countsOf = (partial: Partial<ApplicantCounts> = {}): ApplicantCounts => ({
  ...(Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, 0])) as ApplicantCounts),
  ...partial,
});

export const buildApplicantsResult = (
  data: Applicant[],
  overrides: Partial<ApplicantsResult> = {},
): ApplicantsResult => ({
  data,
  totalRecordCount: data.length,
  totalRecords: data.length,
  job: buildApplicantsJob({ applicantCount: data.length }),
  countsByStatus: countsOf({ Applied: data.length }),
  ...overrides,
});
