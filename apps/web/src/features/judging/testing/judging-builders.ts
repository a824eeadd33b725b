import { DEFAULT_TIE_BREAK } from '@elevate/contracts/judging/judging.constants';
import type {
  AssignmentDetail,
  InvitationPreview,
  MyAssignment,
  Rubric,
  RubricCriterion,
} from '@elevate/contracts/judging/judging.schema';

/** Test data of judging, shaped by the contracts' types. */

export const buildCriterion = (overrides: Partial<RubricCriterion> = {}): RubricCriterion => ({
  criterionId: 1,
  name: 'Innovation',
  description: 'How new is the idea?',
  weight: 30,
  position: 0,
  ...overrides,
});

export const fourCriteria: RubricCriterion[] = [
  buildCriterion(),
  buildCriterion({ criterionId: 2, name: 'Feasibility', description: '', weight: 30, position: 1 }),
  buildCriterion({ criterionId: 3, name: 'Impact', description: '', weight: 20, position: 2 }),
  buildCriterion({ criterionId: 4, name: 'Presentation', description: '', weight: 20, position: 3 }),
];

export const buildRubric = (overrides: Partial<Rubric> = {}): Rubric => ({
  drillId: 12,
  phaseId: 5,
  phaseName: 'Prototype',
  judgingStatus: 'setup',
  locked: false,
  criteria: fourCriteria,
  settings: {
    assignmentMode: 'spread',
    reviewsPerSubmission: 3,
    scoreScale: 10,
    blindJudging: false,
    feedbackSharing: 'feedback-and-scores',
    tieBreak: [...DEFAULT_TIE_BREAK],
    calibrationSubmissionIds: [],
  },
  problems: [],
  activeJudgeCount: 2,
  submittedCount: 4,
  judgingOpenedAt: null,
  judgingClosedAt: null,
  ...overrides,
});

export const buildInvitation = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  drillName: 'Smart India Build',
  hostName: 'Kaveri Analytics Pvt. Ltd.',
  maskedEmail: 'a***@kaveri.in',
  state: 'pending',
  expiresAt: '2026-12-08T10:00:00.000Z',
  ...overrides,
});

export const buildMyAssignment = (overrides: Partial<MyAssignment> = {}): MyAssignment => ({
  assignmentId: 90,
  submissionId: 501,
  displayName: 'Team Nova',
  problemStatementTitle: 'Clean water for villages',
  isCalibration: false,
  review: 'none',
  total: null,
  updatedAt: null,
  ...overrides,
});

export const buildAssignmentDetail = (overrides: Partial<AssignmentDetail> = {}): AssignmentDetail => ({
  assignmentId: 90,
  isCalibration: false,
  phase: {
    phaseId: 5,
    drillId: 12,
    drillName: 'Smart India Build',
    name: 'Prototype',
    judgingStatus: 'open',
    scoreScale: 10,
    blindJudging: false,
    judgingClosedAt: null,
  },
  submission: {
    submissionId: 501,
    displayName: 'Team Nova',
    teamName: 'Team Nova',
    members: ['Meera Iyer', 'Kabir Singh'],
    institutions: ['IIT Madras'],
    problemStatement: { title: 'Clean water for villages', description: 'Safe drinking water for every home.' },
    submittedAt: '2026-03-14T18:29:58.000Z',
    fields: [
      { key: 'summary', label: 'Summary', type: 'Editor', required: true },
      { key: 'deck', label: 'Pitch deck', type: 'File', required: false },
      { key: 'repo', label: 'Code repository', type: 'URL', required: false },
    ],
    answers: {
      summary: 'A filter made from R&D on clay <pots>.',
      deck: 'file-abc.pdf',
      repo: 'https://git.example.in/nova',
    },
    fileLinks: { deck: { url: 'https://files.example.in/deck.pdf?sig=1', expiresAt: '2026-03-15T10:00:00.000Z' } },
  },
  criteria: fourCriteria,
  scoreScale: 10,
  feedbackMinLength: 30,
  review: null,
  canEdit: true,
  lockedMessage: null,
  ...overrides,
});

/** The answer of `GET judging/mine` for someone who judges `count` hackathons (0: nothing), for a mocked API. */
export const myJudgingAnswer = (count: number) =>
  [
    200,
    {
      httpStatus: 200,
      result: {
        data: Array.from({ length: count }, (_, i) => ({
          judgeId: i + 1,
          drillId: 12,
          drillName: 'Smart India Build',
          hostName: 'Kaveri Analytics',
          logoUrl: null,
          phases: [],
        })),
        totalRecordCount: count,
        totalRecords: count,
      },
    },
  ] as const;
