import { z } from 'zod';
import { listOf } from '../common/envelope.ts';
import { blankIsUnset, idOf, limitParam, offsetParam } from '../common/query-params.ts';
import { DrillPhaseSchema } from './drill-content.schema.ts';
import { DRILL_STATUSES } from './drill-search.constants.ts';
import { DRILL_PHASE_KINDS, SUBMISSIONS_PAGE_SIZE } from './drill.constants.ts';
import { FormFieldDefinitionSchema, type FormAnswers } from './form-fields.schema.ts';

/**
 * The participant dashboard's phases, problem statements, submission forms, submissions (drafts, versions)
 * and receipts (spec §7.6: `drills/phases`, `drills/{id}/submissionFields`, `drills/{id}/PROBLEMSTATEMENT`,
 * `drills/{id}/submissions`, `drills/{id}/submissions/idea`).
 */

export const SUBMISSION_STATUSES = ['draft', 'submitted'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** GET drills/phases?drillId&phaseStatus: a hackathon's phases (public), optionally those in one status. */
export const PhaseListQuerySchema = z.object({
  drillId: idOf('drillId'),
  phaseStatus: blankIsUnset(
    z.enum(DRILL_STATUSES, { error: 'phaseStatus must be upcoming, live or ended' }).optional(),
  ),
});
export type PhaseListQuery = z.infer<typeof PhaseListQuerySchema>;

/** The phases in their order, with the server's clock so countdowns do not trust the device. */
export const PhaseListSchema = listOf(DrillPhaseSchema).extend({ serverNow: z.string() });
export type PhaseList = z.infer<typeof PhaseListSchema>;

/** `drills/{id}/...` takes the numeric id or the custom URL of the hackathon. */
export const DrillIdParamsSchema = z.object({ id: z.string().trim().min(1).max(200) });

export const SubmissionFieldsQuerySchema = z.object({ phaseId: idOf('phaseId') });

/** GET drills/{id}/submissionFields?phaseId: the phase and the form its submission fills in. */
export const SubmissionFieldsSchema = z.object({
  phase: DrillPhaseSchema,
  fields: z.array(FormFieldDefinitionSchema),
});
export type SubmissionFields = z.infer<typeof SubmissionFieldsSchema>;

export const ProblemStatementsQuerySchema = z.object({
  participantId: idOf('participantId'),
  /** Only the statements of this phase (and those of every phase); all of them when left out. */
  phaseId: blankIsUnset(idOf('phaseId').optional()),
});

/** A problem statement to choose from; a null phaseId means it serves every phase. */
export const ProblemStatementSchema = z.object({
  problemStatementId: z.number().int(),
  phaseId: z.number().int().nullable(),
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
});
export type ProblemStatement = z.infer<typeof ProblemStatementSchema>;
export const ProblemStatementListSchema = listOf(ProblemStatementSchema);

/** One answer as stored: text, a number, a list (MUISelect) or nothing. */
export const FormAnswerValueSchema = z.union([z.string(), z.number(), z.array(z.string()), z.null()]);
export const FormAnswersSchema: z.ZodType<FormAnswers> = z.record(z.string(), FormAnswerValueSchema);

/**
 * POST drills/{id}/submissions and drills/{id}/submissions/idea. `final: false` saves a draft (checked
 * without the required fields); `final: true` submits (checked in full). The answers are checked against
 * the phase's fields on both sides with `answersSchemaOf`.
 */
export const SubmissionWriteSchema = z.object({
  participantId: idOf('participantId'),
  phaseId: idOf('phaseId'),
  problemStatementId: idOf('problemStatementId').nullable().optional(),
  answers: z.record(z.string(), z.unknown()).default({}),
  final: z.boolean({ error: 'final must be true or false' }),
});
export type SubmissionWrite = z.input<typeof SubmissionWriteSchema>;

/** Who saved: a name to show beside a version ("Asha R. changed the deck"). */
export const SubmissionAuthorSchema = z.object({ uid: z.number().int(), name: z.string() });
export type SubmissionAuthor = z.infer<typeof SubmissionAuthorSchema>;

/** A submission of one phase by its owner: the team, or the participant alone when they have no team. */
export const SubmissionSchema = z.object({
  submissionId: z.number().int(),
  drillId: z.number().int(),
  phaseId: z.number().int(),
  phase: z.string(),
  phaseKind: z.enum(DRILL_PHASE_KINDS),
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  /** The participant who first saved it. */
  participantId: z.number().int(),
  problemStatementId: z.number().int().nullable(),
  problemStatementTitle: z.string().nullable(),
  answers: FormAnswersSchema,
  status: z.enum(SUBMISSION_STATUSES),
  version: z.number().int(),
  /** SHA-256 (hex) of the canonical JSON of {phaseId, problemStatementId, answers}. */
  contentHash: z.string().nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Who saved last; null when that account was deleted. */
  updatedBy: SubmissionAuthorSchema.nullable(),
  createdAt: z.string(),
});
export type Submission = z.infer<typeof SubmissionSchema>;

/** A row of `drills/{id}/submissions`: the submission without its answers. */
export const SubmissionListItemSchema = SubmissionSchema.omit({ answers: true });
export type SubmissionListItem = z.infer<typeof SubmissionListItemSchema>;

/** GET drills/{id}/submissions: page size 10, newest update first; filters phaseId and status. */
export const SubmissionListQuerySchema = z.object({
  phaseId: blankIsUnset(idOf('phaseId').optional()),
  status: blankIsUnset(z.enum(SUBMISSION_STATUSES, { error: 'status must be draft or submitted' }).optional()),
  limit: limitParam(SUBMISSIONS_PAGE_SIZE, SUBMISSIONS_PAGE_SIZE),
  offset: offsetParam(100_000),
});
export type SubmissionListQuery = z.input<typeof SubmissionListQuerySchema>;
export const SubmissionListSchema = listOf(SubmissionListItemSchema);
export type SubmissionList = z.infer<typeof SubmissionListSchema>;

/** One kept save: who made it, when, and which answers it changed from the version before. */
export const SubmissionVersionSchema = z.object({
  version: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  problemStatementId: z.number().int().nullable(),
  answers: FormAnswersSchema,
  contentHash: z.string(),
  createdAt: z.string(),
  createdBy: SubmissionAuthorSchema.nullable(),
  /** Field keys whose answer differs from the previous version ('problemStatementId' when the choice changed). */
  changedFields: z.array(z.string()),
});
export type SubmissionVersion = z.infer<typeof SubmissionVersionSchema>;

export const SubmissionParamsSchema = z.object({
  id: z.string().trim().min(1).max(200),
  submissionId: idOf('submissionId'),
});

/** GET drills/{id}/submissions/{submissionId}: the submission and its versions, newest first. */
export const SubmissionDetailSchema = SubmissionSchema.extend({
  versions: z.array(SubmissionVersionSchema),
});
export type SubmissionDetail = z.infer<typeof SubmissionDetailSchema>;

/**
 * What a final submission acknowledges (in the app, by mail, and at `submissions/{sid}/receipt`): the time as
 * an instant (the page shows it in the viewer's zone), in IST and in UTC, the version and the hash.
 */
export const SubmissionReceiptSchema = z.object({
  submissionId: z.number().int(),
  drillId: z.number().int(),
  drillName: z.string(),
  phaseId: z.number().int(),
  phase: z.string(),
  teamName: z.string().nullable(),
  version: z.number().int(),
  contentHash: z.string(),
  submittedAt: z.string(),
  /** For example "14 Mar 2026, 11:59:58 pm IST". */
  submittedAtIst: z.string(),
  /** For example "14 Mar 2026, 18:29:58 UTC". */
  submittedAtUtc: z.string(),
  submittedBy: SubmissionAuthorSchema.nullable(),
});
export type SubmissionReceipt = z.infer<typeof SubmissionReceiptSchema>;

/** The answer of a save: the submission as stored and, for a final submission, its receipt. */
export const SubmissionSavedSchema = z.object({
  submission: SubmissionSchema,
  receipt: SubmissionReceiptSchema.nullable(),
});
export type SubmissionSaved = z.infer<typeof SubmissionSavedSchema>;

/** GET drills/{id}/submissions/{submissionId}/files?key: a short-lived link to read one file answer. */
export const SubmissionFileQuerySchema = z.object({ key: z.string().trim().min(1).max(300) });
export const SignedFileLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type SignedFileLink = z.infer<typeof SignedFileLinkSchema>;
