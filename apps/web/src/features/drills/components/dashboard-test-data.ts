import type { ListResult } from '@elevate/contracts/common/envelope';
import type { FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import type { QueryMessage, QueryThread, QueryThreadDetail } from '@elevate/contracts/drills/query.schema';
import type { Announcement, Certificate, Leaderboard } from '@elevate/contracts/drills/results.schema';
import type {
  ProblemStatement,
  Submission,
  SubmissionDetail,
  SubmissionReceipt,
  SubmissionVersion,
} from '@elevate/contracts/drills/submission.schema';

/** Test data of the participant dashboard (hackathon 12, participant 70 of the signed-in user 7). */

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export const listOf = <T>(data: T[]): ListResult<T> => ({
  data,
  totalRecordCount: data.length,
  totalRecords: data.length,
});

export const solutionFields: FormFieldDefinition[] = [
  { key: 'summary', label: 'Summary', type: 'Text', required: true },
  { key: 'demo', label: 'Demo link', type: 'URL', required: false },
];

export const buildStatement = (overrides: Partial<ProblemStatement> = {}): ProblemStatement => ({
  problemStatementId: 31,
  phaseId: null,
  title: 'Crop prices for farmers',
  description: '<p>Help farmers sell at a fair price.</p>',
  ...overrides,
});

export const buildSubmission = (overrides: Partial<Submission> = {}): Submission => ({
  submissionId: 501,
  drillId: 12,
  phaseId: 2,
  phase: 'Prototype',
  phaseKind: 'solution',
  teamId: null,
  teamName: null,
  participantId: 70,
  problemStatementId: 31,
  problemStatementTitle: 'Crop prices for farmers',
  answers: { summary: 'A price board in Marathi', demo: null },
  status: 'draft',
  version: 2,
  contentHash: 'a'.repeat(64),
  submittedAt: null,
  updatedAt: inDays(-0.01),
  updatedBy: { uid: 7, name: 'Aarav Shah' },
  createdAt: inDays(-1),
  ...overrides,
});

export const buildVersion = (overrides: Partial<SubmissionVersion> = {}): SubmissionVersion => ({
  version: 1,
  status: 'draft',
  problemStatementId: 31,
  answers: { summary: 'A price board', demo: null },
  contentHash: 'b'.repeat(64),
  createdAt: inDays(-1),
  createdBy: { uid: 7, name: 'Aarav Shah' },
  changedFields: ['problemStatementId', 'summary'],
  ...overrides,
});

export const buildSubmissionDetail = (
  overrides: Partial<Submission> = {},
  versions: SubmissionVersion[] = [buildVersion()],
): SubmissionDetail => ({ ...buildSubmission(overrides), versions });

export const buildReceipt = (overrides: Partial<SubmissionReceipt> = {}): SubmissionReceipt => ({
  submissionId: 501,
  drillId: 12,
  drillName: 'Smart India Build',
  phaseId: 2,
  phase: 'Prototype',
  teamName: 'Byte Bandits',
  version: 3,
  contentHash: 'c0ffee'.padEnd(64, '0'),
  submittedAt: '2026-03-14T18:29:58.000Z',
  submittedAtIst: '14 Mar 2026, 11:59:58 pm IST',
  submittedAtUtc: '14 Mar 2026, 18:29:58 UTC',
  submittedBy: { uid: 7, name: 'Aarav Shah' },
  ...overrides,
});

export const buildThread = (overrides: Partial<QueryThread> = {}): QueryThread => ({
  queryId: 81,
  drillId: 12,
  participantId: 70,
  participantName: 'Aarav Shah',
  subject: 'Can we use open datasets?',
  status: 'answered',
  messageCount: 2,
  createdAt: inDays(-2),
  updatedAt: inDays(-1),
  ...overrides,
});

export const buildMessage = (overrides: Partial<QueryMessage> = {}): QueryMessage => ({
  messageId: 1,
  fromHost: false,
  authorName: 'Aarav Shah',
  body: 'May we use data.gov.in datasets in the prototype?',
  files: [],
  createdAt: inDays(-2),
  ...overrides,
});

export const buildThreadDetail = (
  overrides: Partial<QueryThread> = {},
  messages: QueryMessage[] = [
    buildMessage(),
    buildMessage({ messageId: 2, fromHost: true, authorName: 'Hosts', body: 'Yes, any open dataset with a licence.' }),
  ],
): QueryThreadDetail => ({ ...buildThread(overrides), messages });

export const buildAnnouncement = (overrides: Partial<Announcement> = {}): Announcement => ({
  announcementId: 9,
  drillId: 12,
  phaseId: null,
  phase: null,
  title: 'Mentor hours on Friday',
  body: '<p>Join the mentors at 6 pm.</p>',
  createdAt: inDays(-1),
  ...overrides,
});

export const buildLeaderboard = (overrides: Partial<Leaderboard> = {}): Leaderboard => ({
  phaseId: 1,
  published: true,
  publishedAt: inDays(-1),
  data: [
    {
      rank: 1,
      displayName: 'Null Pointers',
      score: 92,
      award: 'Winner',
      teamId: 4,
      participantId: null,
      isMine: false,
    },
    { rank: 2, displayName: 'Byte Bandits', score: 88, award: null, teamId: 5, participantId: null, isMine: true },
  ],
  totalRecordCount: 2,
  totalRecords: 2,
  ...overrides,
});

export const buildCertificate = (overrides: Partial<Certificate> = {}): Certificate => ({
  certificateId: 3,
  drillId: 12,
  drillName: 'Smart India Build',
  participantId: 70,
  kind: 'participation',
  title: 'Certificate of participation',
  code: 'SIB-2026-0070',
  issuedAt: inDays(-1),
  downloadUrl: '/api/uploads/certificate-x.pdf?signature=x',
  credentialUrl: 'https://elevate.example/api/certificates/verify/ABCDEFGH2345/credential',
  rank: null,
  revoked: false,
  ...overrides,
});
