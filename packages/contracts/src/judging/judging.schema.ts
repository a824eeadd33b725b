import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { blankIsUnset, idOf, limitParam, offsetParam } from '../common/query-params.ts';
import { FormAnswersSchema } from '../drills/submission.schema.ts';
import { FormFieldDefinitionSchema } from '../drills/form-fields.schema.ts';
import {
  ASSIGNMENT_MODES,
  ASSIGNMENT_SEED_MAX,
  CALIBRATION_MAX,
  CONFLICT_NOTE_MAX,
  CONFLICT_REASONS,
  CRITERION_DESCRIPTION_MAX,
  CRITERION_NAME_MAX,
  FEEDBACK_MAX_LENGTH,
  FEEDBACK_SHARING,
  JUDGE_NAME_MAX,
  JUDGE_ORGANISATION_MAX,
  JUDGE_STATUSES,
  JUDGING_AUDIT_MAX_OFFSET,
  JUDGING_AUDIT_MAX_PAGE_SIZE,
  JUDGING_AUDIT_PAGE_SIZE,
  JUDGING_STATUSES,
  OWNER_KEY_PATTERN,
  REVIEW_STATES,
  REVIEWS_PER_SUBMISSION_MAX,
  REVIEWS_PER_SUBMISSION_MIN,
  RUBRIC_CRITERIA_MAX,
  RUBRIC_CRITERIA_MIN,
  SCORE_SCALE_MAX,
  SCORE_SCALE_MIN,
  SCORE_STATUSES,
  TIE_BREAK_RULES,
} from './judging.constants.ts';
import { JudgingMessages as M } from './judging.messages.ts';

/**
 * Judging of hackathon phases (issue 12): judges invited by email, conflicts of interest, a weighted rubric per
 * phase, assignment of submissions to judges, judges' scores, locking and the audit log.
 *
 * Every answer is the usual envelope ({httpStatus, message?, result}); the schemas below are the `result`.
 *
 * Hosts (signed in; host of the hackathon = admin, or employer of its partner company; 404 unknown hackathon,
 * 403 another company's):
 *   GET    /console/drills/:drillId/judges                               → JudgeList
 *   POST   /console/drills/:drillId/judges            JudgeInvite        → JudgeInvited (201 new, 200 re-sent)
 *   PATCH  /console/drills/:drillId/judges/:judgeId   JudgeUpdate        → Judge
 *   DELETE /console/drills/:drillId/judges/:judgeId   ?discardScores=    → JudgeRemoved
 *   POST   /console/drills/:drillId/judges/:judgeId/resend               → JudgeInvited
 *   GET    /console/drills/:drillId/judges/:judgeId/conflicts            → ConflictList (declared + organisation)
 *   POST   /console/drills/:drillId/judges/:judgeId/conflicts  ConflictWrite → Conflict (201)
 *   DELETE /console/drills/:drillId/judges/:judgeId/conflicts/:conflictId → { conflictId }
 *   GET    /console/drills/:drillId/conflict-owners?q=                  → ConflictOwnerList (teams and solo
 *                                                                          participants to pick from)
 *   GET    /console/drills/:drillId/phases/:phaseId/rubric               → Rubric
 *   PUT    /console/drills/:drillId/phases/:phaseId/rubric    RubricWrite → Rubric
 *   POST   /console/drills/:drillId/phases/:phaseId/judging/open      JudgingOpen → JudgingRun
 *   POST   /console/drills/:drillId/phases/:phaseId/judging/rebalance JudgingOpen → JudgingRun
 *   POST   /console/drills/:drillId/phases/:phaseId/judging/close                 → JudgingState
 *   POST   /console/drills/:drillId/phases/:phaseId/judging/reopen    JudgingReopen → JudgingState
 *   GET    /console/drills/:drillId/phases/:phaseId/coverage                      → Coverage
 *   GET    /console/drills/:drillId/judging/audit?phaseId&limit&offset            → JudgingAuditList (newest first)
 *
 * Judges:
 *   GET    /judging/invitations/:token   (no sign-in needed)  → InvitationPreview
 *   POST   /judging/invitations/:token/accept  (signed in)    → InvitationAccepted
 *   GET    /judging/mine                                      → MyJudging
 *   GET    /judging/phases/:phaseId/assignments               → MyAssignments (calibration first)
 *   GET    /judging/assignments/:assignmentId                 → AssignmentDetail (others' assignments: 404)
 *   PUT    /judging/assignments/:assignmentId/score   ScoreWrite    → ScoreSaved
 *   POST   /judging/assignments/:assignmentId/conflict DeclareConflict → ConflictDeclared
 */

const trimmed = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

// ---------------------------------------------------------------------------------------------------------------
// Params and queries

export const DrillJudgingParamsSchema = z.object({ drillId: idOf('drillId') });
export const JudgeParamsSchema = z.object({ drillId: idOf('drillId'), judgeId: idOf('judgeId') });
export const ConflictParamsSchema = JudgeParamsSchema.extend({ conflictId: idOf('conflictId') });
export const PhaseJudgingParamsSchema = z.object({ drillId: idOf('drillId'), phaseId: idOf('phaseId') });
export const InvitationParamsSchema = z.object({ token: z.string().trim().min(16).max(128) });
export const JudgePhaseParamsSchema = z.object({ phaseId: idOf('phaseId') });
export const AssignmentParamsSchema = z.object({ assignmentId: idOf('assignmentId') });

// ---------------------------------------------------------------------------------------------------------------
// Judges (hosts)

export const JudgeInviteSchema = z.object({
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, M.emailRequired)
    .pipe(z.email(M.emailInvalid).max(254, M.emailInvalid)),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(JUDGE_NAME_MAX, M.nameMax),
  /** College or company; submissions from the same one are never assigned to this judge. */
  organisation: trimmed(JUDGE_ORGANISATION_MAX, M.organisationMax).default(''),
});
export type JudgeInvite = z.input<typeof JudgeInviteSchema>;

/** PATCH: the host corrects a judge's name or organisation (organisation conflicts follow at the next assignment). */
export const JudgeUpdateSchema = z.object({
  name: z.string().trim().min(1, M.nameRequired).max(JUDGE_NAME_MAX, M.nameMax).optional(),
  organisation: trimmed(JUDGE_ORGANISATION_MAX, M.organisationMax).optional(),
});
export type JudgeUpdate = z.input<typeof JudgeUpdateSchema>;

export const JudgeSchema = z.object({
  judgeId: z.number().int(),
  drillId: z.number().int(),
  email: z.string(),
  name: z.string(),
  organisation: z.string(),
  status: z.enum(JUDGE_STATUSES),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** When the current invitation link stops working (null once accepted). */
  inviteExpiresAt: z.string().nullable(),
  /** Invited and the link has expired: re-send it. */
  inviteExpired: z.boolean(),
  /** Over all phases of the hackathon. */
  assignedCount: z.number().int(),
  submittedCount: z.number().int(),
  /** Stored conflicts (declared and organisation). */
  conflictCount: z.number().int(),
});
export type Judge = z.infer<typeof JudgeSchema>;
export const JudgeListSchema = listOf(JudgeSchema);
export type JudgeList = z.infer<typeof JudgeListSchema>;

export const JudgeInvitedSchema = z.object({ judge: JudgeSchema, resent: z.boolean() });
export type JudgeInvited = z.infer<typeof JudgeInvitedSchema>;

/** DELETE ?discardScores=true also removes the judge's submitted reviews (otherwise they stay in the standings). */
export const JudgeRemoveQuerySchema = z.object({
  discardScores: blankIsUnset(
    z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  ),
});
export const JudgeRemovedSchema = z.object({
  judge: JudgeSchema,
  /** Assignments without a submitted review (all of them with discardScores). */
  removedAssignments: z.number().int(),
  /** Submitted reviews removed (0 unless discardScores). */
  discardedReviews: z.number().int(),
});
export type JudgeRemoved = z.infer<typeof JudgeRemovedSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Conflicts

export const OwnerKeySchema = z.string().trim().regex(OWNER_KEY_PATTERN, M.ownerKeyInvalid);

export const ConflictWriteSchema = z.object({
  ownerKey: OwnerKeySchema,
  note: trimmed(CONFLICT_NOTE_MAX, M.conflictNoteMax).default(''),
});
export type ConflictWrite = z.input<typeof ConflictWriteSchema>;

export const ConflictSchema = z.object({
  /** Null for an organisation match found now but not yet stored (stored when assignments are made). */
  conflictId: z.number().int().nullable(),
  judgeId: z.number().int(),
  ownerKey: z.string(),
  /** The team's name, or the participant's name when they have no team. */
  ownerName: z.string(),
  reason: z.enum(CONFLICT_REASONS),
  /** Declared: the note; organisation: which college or company matched. */
  note: z.string(),
  createdAt: z.string().nullable(),
});
export type Conflict = z.infer<typeof ConflictSchema>;
export const ConflictListSchema = listOf(ConflictSchema);
export type ConflictList = z.infer<typeof ConflictListSchema>;

export const ConflictOwnersQuerySchema = z.object({
  q: blankIsUnset(z.string().trim().max(100).optional()),
  limit: limitParam(50, 20),
});
/** Someone a host may declare a conflict with: a team, or a participant without a team. */
export const ConflictOwnerSchema = z.object({
  ownerKey: z.string(),
  name: z.string(),
  kind: z.enum(['team', 'participant']),
  /** Colleges and companies of its members (from their profiles and registration answers). */
  organisations: z.array(z.string()),
});
export type ConflictOwner = z.infer<typeof ConflictOwnerSchema>;
export const ConflictOwnerListSchema = listOf(ConflictOwnerSchema);
export type ConflictOwnerList = z.infer<typeof ConflictOwnerListSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Rubric and settings

export const RubricCriterionWriteSchema = z.object({
  /** Keep the id of an existing criterion so its scores stay attached; leave out for a new one. */
  criterionId: z.number().int().positive().optional(),
  name: z
    .string({ error: M.criterionNameRequired })
    .trim()
    .min(1, M.criterionNameRequired)
    .max(CRITERION_NAME_MAX, M.criterionNameMax),
  description: trimmed(CRITERION_DESCRIPTION_MAX, M.criterionDescriptionMax).default(''),
  weight: z.number({ error: M.weightWhole }).int(M.weightWhole).min(1, M.weightMin).max(100, M.weightMax),
});
export type RubricCriterionWrite = z.input<typeof RubricCriterionWriteSchema>;

export const JudgingSettingsSchema = z.object({
  assignmentMode: z.enum(ASSIGNMENT_MODES),
  /** K: reviews each submission should get; with 'spread' also how many judges each goes to. */
  reviewsPerSubmission: z
    .number()
    .int(M.reviewsRange)
    .min(REVIEWS_PER_SUBMISSION_MIN, M.reviewsRange)
    .max(REVIEWS_PER_SUBMISSION_MAX, M.reviewsRange),
  scoreScale: z.number().int(M.scaleRange).min(SCORE_SCALE_MIN, M.scaleRange).max(SCORE_SCALE_MAX, M.scaleRange),
  blindJudging: z.boolean(),
  feedbackSharing: z.enum(FEEDBACK_SHARING),
  tieBreak: z
    .array(z.enum(TIE_BREAK_RULES, { error: M.tieBreakUnknown }))
    .min(1, M.tieBreakEmpty)
    .max(TIE_BREAK_RULES.length, M.tieBreakDuplicate)
    .refine((rules) => new Set(rules).size === rules.length, M.tieBreakDuplicate),
  calibrationSubmissionIds: z
    .array(z.number().int().positive())
    .max(CALIBRATION_MAX, M.calibrationMax)
    .refine((ids) => new Set(ids).size === ids.length, M.calibrationMax),
});
export type JudgingSettings = z.infer<typeof JudgingSettingsSchema>;

/**
 * PUT rubric: the whole rubric and the settings. In setup anything may change. Once judging is open the rubric
 * is locked: a change needs confirmLockedChange: true (otherwise 409 with M.rubricLocked), the scale, the mode
 * and the tie-break chain cannot change, and the change is audited (existing totals are recomputed).
 */
export const RubricWriteSchema = z
  .object({
    criteria: z
      .array(RubricCriterionWriteSchema)
      .min(RUBRIC_CRITERIA_MIN, M.criteriaMin)
      .max(RUBRIC_CRITERIA_MAX, M.criteriaMax),
    settings: JudgingSettingsSchema,
    confirmLockedChange: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    const sum = v.criteria.reduce((s, c) => s + c.weight, 0);
    if (sum !== 100) ctx.addIssue({ code: 'custom', path: ['criteria'], message: M.weightTotal(sum) });
    const names = v.criteria.map((c) => c.name.trim().toLowerCase());
    if (new Set(names).size !== names.length) {
      ctx.addIssue({ code: 'custom', path: ['criteria'], message: M.criterionNameDuplicate });
    }
  });
export type RubricWrite = z.input<typeof RubricWriteSchema>;

export const RubricCriterionSchema = z.object({
  criterionId: z.number().int(),
  name: z.string(),
  description: z.string(),
  weight: z.number().int(),
  position: z.number().int(),
});
export type RubricCriterion = z.infer<typeof RubricCriterionSchema>;

export const RubricSchema = z.object({
  drillId: z.number().int(),
  phaseId: z.number().int(),
  phaseName: z.string(),
  judgingStatus: z.enum(JUDGING_STATUSES),
  /** True once judging has opened (changes need confirmLockedChange and are audited). */
  locked: z.boolean(),
  criteria: z.array(RubricCriterionSchema),
  settings: JudgingSettingsSchema,
  /** Why judging cannot open yet (empty when it can): no rubric, no active judge, no submission... */
  problems: z.array(z.string()),
  activeJudgeCount: z.number().int(),
  submittedCount: z.number().int(),
  judgingOpenedAt: z.string().nullable(),
  judgingClosedAt: z.string().nullable(),
});
export type Rubric = z.infer<typeof RubricSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Opening, rebalancing, closing

/** open / rebalance: an optional seed makes the spread reproducible (default: the phase id). */
export const JudgingOpenSchema = z.object({
  seed: z.string().trim().max(ASSIGNMENT_SEED_MAX).optional(),
});
export type JudgingOpen = z.input<typeof JudgingOpenSchema>;

export const JudgingRunSchema = z.object({
  phaseId: z.number().int(),
  judgingStatus: z.enum(JUDGING_STATUSES),
  /** Assignments made by this call. */
  assignmentsCreated: z.number().int(),
  /** Organisation conflicts found (and stored) by this call. */
  conflictsFound: z.number().int(),
  /** Submissions that still have fewer than K judges assigned (too few eligible judges). */
  shortOfJudges: z.number().int(),
  judgingOpenedAt: z.string().nullable(),
});
export type JudgingRun = z.infer<typeof JudgingRunSchema>;

export const JudgingReopenSchema = z.object({
  reason: trimmed(300, M.reasonMax).default(''),
});

export const JudgingStateSchema = z.object({
  phaseId: z.number().int(),
  judgingStatus: z.enum(JUDGING_STATUSES),
  judgingOpenedAt: z.string().nullable(),
  judgingClosedAt: z.string().nullable(),
});
export type JudgingState = z.infer<typeof JudgingStateSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Coverage (hosts)

export const CoverageJudgeRefSchema = z.object({
  judgeId: z.number().int(),
  assignmentId: z.number().int(),
  name: z.string(),
  review: z.enum(REVIEW_STATES),
  /** The judge's raw total (0..100) once submitted. */
  total: z.number().nullable(),
});

export const CoverageSubmissionSchema = z.object({
  submissionId: z.number().int(),
  ownerKey: z.string(),
  /** The team's name, or the participant's when they have no team (hosts always see names). */
  ownerName: z.string(),
  submittedAt: z.string().nullable(),
  isCalibration: z.boolean(),
  judges: z.array(CoverageJudgeRefSchema),
  assignedCount: z.number().int(),
  submittedReviews: z.number().int(),
  /** max(0, K − submitted reviews): > 0 means short of reviews. */
  shortBy: z.number().int(),
  /** max(0, K − assigned judges): > 0 means not enough eligible judges (rebalance after inviting more). */
  unassignedBy: z.number().int(),
  /** Judges who may not review it, and why. */
  conflicts: z.array(
    z.object({ judgeId: z.number().int(), name: z.string(), reason: z.enum(CONFLICT_REASONS), note: z.string() }),
  ),
});
export type CoverageSubmission = z.infer<typeof CoverageSubmissionSchema>;

export const CoverageJudgeSchema = z.object({
  judgeId: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(JUDGE_STATUSES),
  assigned: z.number().int(),
  drafts: z.number().int(),
  submitted: z.number().int(),
  calibrationPending: z.number().int(),
  conflicts: z.number().int(),
});
export type CoverageJudge = z.infer<typeof CoverageJudgeSchema>;

export const CoverageSchema = z.object({
  phaseId: z.number().int(),
  judgingStatus: z.enum(JUDGING_STATUSES),
  assignmentMode: z.enum(ASSIGNMENT_MODES),
  reviewsPerSubmission: z.number().int(),
  summary: z.object({
    submissions: z.number().int(),
    fullyReviewed: z.number().int(),
    short: z.number().int(),
    assignments: z.number().int(),
    submittedReviews: z.number().int(),
  }),
  /** Every submitted submission of the phase (also in setup: pick calibration ones here), shortest first. */
  submissions: z.array(CoverageSubmissionSchema),
  judges: z.array(CoverageJudgeSchema),
});
export type Coverage = z.infer<typeof CoverageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Audit log (hosts)

export const JudgingAuditQuerySchema = z.object({
  phaseId: blankIsUnset(idOf('phaseId').optional()),
  limit: limitParam(JUDGING_AUDIT_MAX_PAGE_SIZE, JUDGING_AUDIT_PAGE_SIZE),
  offset: offsetParam(JUDGING_AUDIT_MAX_OFFSET),
});
export type JudgingAuditQuery = z.input<typeof JudgingAuditQuerySchema>;

export const JudgingAuditEntrySchema = z.object({
  auditId: z.number().int(),
  phaseId: z.number().int().nullable(),
  phaseName: z.string().nullable(),
  /** One of JUDGING_AUDIT_ACTIONS. */
  action: z.string(),
  /** Who did it; null when the account was deleted. */
  actor: z.object({ uid: z.number().int(), name: z.string() }).nullable(),
  /** A one-line description for the list ("Asha R. submitted a review of Team Nova: 72.5"). */
  summary: z.string(),
  /** Before/after and ids: { before?, after?, judgeId?, submissionId?, assignmentId?, ... }. */
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type JudgingAuditEntry = z.infer<typeof JudgingAuditEntrySchema>;
export const JudgingAuditListSchema = listOf(JudgingAuditEntrySchema);
export type JudgingAuditList = z.infer<typeof JudgingAuditListSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Judges' side

export const INVITATION_STATES = ['pending', 'accepted', 'expired', 'withdrawn'] as const;

/** GET /judging/invitations/:token (no sign-in): what the invitation is, nothing more. */
export const InvitationPreviewSchema = z.object({
  drillName: z.string(),
  /** The hosting company's name (public on the hackathon page anyway). */
  hostName: z.string(),
  /** For example "a***@example.com". */
  maskedEmail: z.string(),
  state: z.enum(INVITATION_STATES),
  expiresAt: z.string().nullable(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const InvitationAcceptedSchema = z.object({
  judgeId: z.number().int(),
  drillId: z.number().int(),
  drillName: z.string(),
});
export type InvitationAccepted = z.infer<typeof InvitationAcceptedSchema>;

export const JudgeProgressSchema = z.object({
  assigned: z.number().int(),
  drafts: z.number().int(),
  submitted: z.number().int(),
  calibrationPending: z.number().int(),
});
export type JudgeProgress = z.infer<typeof JudgeProgressSchema>;

export const MyJudgingPhaseSchema = z.object({
  phaseId: z.number().int(),
  name: z.string(),
  judgingStatus: z.enum(JUDGING_STATUSES),
  scoreScale: z.number().int(),
  blindJudging: z.boolean(),
  judgingOpenedAt: z.string().nullable(),
  judgingClosedAt: z.string().nullable(),
  progress: JudgeProgressSchema,
});
export type MyJudgingPhase = z.infer<typeof MyJudgingPhaseSchema>;

/** GET /judging/mine: each hackathon I am an active judge of, with its phases that have judging set up. */
export const MyJudgingItemSchema = z.object({
  judgeId: z.number().int(),
  drillId: z.number().int(),
  drillName: z.string(),
  hostName: z.string(),
  logoUrl: z.string().nullable(),
  phases: z.array(MyJudgingPhaseSchema),
});
export type MyJudgingItem = z.infer<typeof MyJudgingItemSchema>;
export const MyJudgingSchema = listOf(MyJudgingItemSchema);
export type MyJudging = z.infer<typeof MyJudgingSchema>;

export const JudgingPhaseInfoSchema = z.object({
  phaseId: z.number().int(),
  drillId: z.number().int(),
  drillName: z.string(),
  name: z.string(),
  judgingStatus: z.enum(JUDGING_STATUSES),
  scoreScale: z.number().int(),
  blindJudging: z.boolean(),
  judgingClosedAt: z.string().nullable(),
});
export type JudgingPhaseInfo = z.infer<typeof JudgingPhaseInfoSchema>;

export const MyAssignmentSchema = z.object({
  assignmentId: z.number().int(),
  submissionId: z.number().int(),
  /** The team's or participant's name, or "Submission #n" in a blind phase. */
  displayName: z.string(),
  problemStatementTitle: z.string().nullable(),
  isCalibration: z.boolean(),
  review: z.enum(REVIEW_STATES),
  total: z.number().nullable(),
  updatedAt: z.string().nullable(),
});
export type MyAssignment = z.infer<typeof MyAssignmentSchema>;

/** GET /judging/phases/:phaseId/assignments: mine only, calibration first, then not started, drafts, submitted. */
export const MyAssignmentsSchema = listOf(MyAssignmentSchema).extend({
  phase: JudgingPhaseInfoSchema,
  progress: JudgeProgressSchema,
});
export type MyAssignments = z.infer<typeof MyAssignmentsSchema>;

export const ReviewSchema = z.object({
  /** Criterion id (as a string) → score. */
  scores: z.record(z.string(), z.number()),
  feedback: z.string(),
  /** Σ score / scale × weight, on 0..100; null until every criterion is scored. */
  total: z.number().nullable(),
  status: z.enum(SCORE_STATUSES),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const SignedLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });

/** GET /judging/assignments/:assignmentId. */
export const AssignmentDetailSchema = z.object({
  assignmentId: z.number().int(),
  isCalibration: z.boolean(),
  phase: JudgingPhaseInfoSchema,
  submission: z.object({
    submissionId: z.number().int(),
    displayName: z.string(),
    /** Null in a blind phase. */
    teamName: z.string().nullable(),
    /** Members' names; empty in a blind phase. */
    members: z.array(z.string()),
    /** Members' colleges and companies; empty in a blind phase. */
    institutions: z.array(z.string()),
    problemStatement: z.object({ title: z.string(), description: z.string() }).nullable(),
    submittedAt: z.string().nullable(),
    /** The phase's submission form, to label the answers (Editor answers are plain text: show as text). */
    fields: z.array(FormFieldDefinitionSchema),
    answers: FormAnswersSchema,
    /** File answers by field key: a short-lived read link (null when the file is missing). */
    fileLinks: z.record(z.string(), SignedLinkSchema.nullable()),
  }),
  criteria: z.array(RubricCriterionSchema),
  scoreScale: z.number().int(),
  feedbackMinLength: z.number().int(),
  review: ReviewSchema.nullable(),
  /** True while judging is open. */
  canEdit: z.boolean(),
  /** Why it cannot be edited (closed, not open), or null. */
  lockedMessage: z.string().nullable(),
});
export type AssignmentDetail = z.infer<typeof AssignmentDetailSchema>;

/**
 * PUT /judging/assignments/:assignmentId/score. A draft may leave criteria out; `submit: true` needs every
 * criterion (whole numbers 0..scale) and feedback of at least FEEDBACK_MIN_LENGTH characters. Only while judging
 * is open; after submitting, changes are allowed until close (audited). A submitted review stays submitted.
 */
export const ScoreWriteSchema = z.object({
  scores: z.record(z.string(), z.number({ error: 'Scores are numbers' }).int('Scores are whole numbers')),
  feedback: z.string().max(FEEDBACK_MAX_LENGTH, M.feedbackMax).default(''),
  submit: z.boolean({ error: M.submitRequired }),
});
export type ScoreWrite = z.input<typeof ScoreWriteSchema>;

export const ScoreSavedSchema = z.object({
  assignmentId: z.number().int(),
  review: ReviewSchema,
  progress: JudgeProgressSchema,
});
export type ScoreSaved = z.infer<typeof ScoreSavedSchema>;

export const DeclareConflictSchema = z.object({
  note: trimmed(CONFLICT_NOTE_MAX, M.conflictNoteMax).default(''),
});
export type DeclareConflict = z.input<typeof DeclareConflictSchema>;

export const ConflictDeclaredSchema = z.object({
  assignmentId: z.number().int(),
  phaseId: z.number().int(),
  progress: JudgeProgressSchema,
});
export type ConflictDeclared = z.infer<typeof ConflictDeclaredSchema>;
