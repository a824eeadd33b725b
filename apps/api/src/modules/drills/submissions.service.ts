import { ErrorCode, ErrorMessage } from '@elevate/contracts/common/error-codes';
import { answersSchemaOf, FILE_FIELD_TYPES, type FormAnswers } from '@elevate/contracts/drills/form-fields.schema';
import { SubmissionMessages } from '@elevate/contracts/drills/submission.messages';
import type { DrillStatus } from '@elevate/contracts/drills/drill-search.constants';
import { TeamMessages } from '@elevate/contracts/drills/team.messages';
import type {
  PhaseList,
  ProblemStatement,
  SignedFileLink,
  SubmissionDetail,
  SubmissionFields,
  SubmissionList,
  SubmissionReceipt,
  SubmissionSaved,
  SubmissionStatus,
  SubmissionVersion,
} from '@elevate/contracts/drills/submission.schema';
import type { UploadPurpose } from '@elevate/contracts/uploads/upload.schema';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { Mailer } from '../../plugins/mailer.ts';
import { findUpload } from '../uploads/uploads.repository.ts';
import { signedReadOf } from '../uploads/uploads.service.ts';
import type { StorageDriver } from '../uploads/storage/storage-driver.ts';
import {
  activeTeamOf,
  type DrillRow,
  forbidden,
  isDrillHost,
  participantOfUser,
  type ParticipantRow,
  requireDrill,
  requireOwnParticipant,
  submissionOwnerKey,
  type TeamRow,
} from './drill-access.ts';
import { listDrillPhases, toDrillPhase } from './drills.repository.ts';
import { assertTeamComposition } from './teams.service.ts';
import { contentHashOf, formatIst, receiptOf, sendReceipt } from './submission-receipt.ts';
import {
  findPhase,
  findSubmission,
  findSubmissionByOwner,
  insertVersion,
  listProblemStatements,
  listSubmissions,
  listVersions,
  lockTeamIfOpen,
  ownerMembers,
  type PhaseRow,
  savedSubmission,
  upsertSubmission,
} from './submissions.repository.ts';
import { assertAdvancedToPhase } from '../judging/shortlist.service.ts';
import { keepHiddenAnswers } from './hidden-answers.ts';

/**
 * The participant dashboard's submissions (spec §7.6): phases and their forms, drafts and final submissions
 * with every version kept, receipts, and who may read what. Deadlines are the server's clock.
 */

export interface SubmissionDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

const validation = (message: string, fields?: Record<string, string>) =>
  new AppError(ErrorCode.VALIDATION, message, fields);
const conflict = (message: string) => new AppError(ErrorCode.CONFLICT, message);

/** GET drills/phases?drillId&phaseStatus (public): the phases in order with their status by the server clock. */
export const phasesOf = async (
  db: DbOrTx,
  q: { drillId: number; phaseStatus?: DrillStatus | undefined },
  now: Date,
): Promise<PhaseList> => {
  const drill = await requireDrill(db, q.drillId);
  const phases = await listDrillPhases(db, drill.id, now);
  const shown = q.phaseStatus ? phases.filter((p) => p.phaseStatus === q.phaseStatus) : phases;
  return { ...list(shown), serverNow: now.toISOString() };
};

const requirePhase = async (db: DbOrTx, drillId: number, phaseId: number): Promise<PhaseRow> => {
  const phase = await findPhase(db, drillId, phaseId);
  if (!phase) throw notFound(SubmissionMessages.phaseNotFound);
  return phase;
};

/** Registered participants of the hackathon and its hosts; anyone else is refused. */
const requireParticipantOrHost = async (db: DbOrTx, drill: DrillRow, user: AuthUser, message: string) => {
  if (await isDrillHost(db, user, drill)) return;
  const participant = await participantOfUser(db, drill.id, user.uid);
  if (participant?.status !== 'registered') throw forbidden(message);
};

/** GET drills/{id}/submissionFields?phaseId: the phase's form (its registered participants and hosts). */
export const submissionFieldsOf = async (
  db: DbOrTx,
  user: AuthUser,
  drillKey: string,
  phaseId: number,
  now: Date,
): Promise<SubmissionFields> => {
  const drill = await requireDrill(db, drillKey);
  await requireParticipantOrHost(db, drill, user, SubmissionMessages.listNotAllowed);
  const phase = await requirePhase(db, drill.id, phaseId);
  return { phase: toDrillPhase(phase, now), fields: phase.submissionFields };
};

/** GET drills/{id}/PROBLEMSTATEMENT?participantId: the caller's own registration only. */
export const problemStatementsOf = async (
  db: DbOrTx,
  user: AuthUser,
  drillKey: string,
  q: { participantId: number; phaseId?: number | undefined },
): Promise<ProblemStatement[]> => {
  const drill = await requireDrill(db, drillKey);
  await requireOwnParticipant(db, drill.id, q.participantId, user.uid);
  return listProblemStatements(db, drill.id, q.phaseId);
};

/** Who the caller is in the hackathon: host, and/or a registered participant with the owner keys they read. */
export interface Viewer {
  host: boolean;
  participant: ParticipantRow | null;
  team: TeamRow | null;
  /** Owners whose submissions the caller reads: their team's, and their own from before they joined it. */
  ownerKeys: string[];
}

export const viewerOf = async (db: DbOrTx, drill: DrillRow, user: AuthUser): Promise<Viewer> => {
  const [host, found] = await Promise.all([isDrillHost(db, user, drill), participantOfUser(db, drill.id, user.uid)]);
  const participant = found?.status === 'registered' ? found : null;
  const team = participant ? await activeTeamOf(db, participant.id) : null;
  const ownerKeys = participant
    ? [...new Set([submissionOwnerKey(participant.id, team), submissionOwnerKey(participant.id, null)])]
    : [];
  return { host, participant, team, ownerKeys };
};

/** GET drills/{id}/submissions: the hosts read all; a participant their team's and their own; others nothing. */
export const submissionsVisibleTo = async (
  db: DbOrTx,
  user: AuthUser,
  drillKey: string,
  q: { phaseId?: number | undefined; status?: SubmissionStatus | undefined; limit: number; offset: number },
): Promise<SubmissionList> => {
  const drill = await requireDrill(db, drillKey);
  const viewer = await viewerOf(db, drill, user);
  if (!viewer.host && !viewer.participant) throw forbidden(SubmissionMessages.listNotAllowed);
  const page = await listSubmissions(db, {
    drillId: drill.id,
    ownerKeys: viewer.host ? null : viewer.ownerKeys,
    ...q,
  });
  return list(page.data, page.total);
};

/** One submission the caller may read (its team and the hosts); anyone else's is the 404 of a missing one. */
const readableSubmission = async (db: DbOrTx, user: AuthUser, drillKey: string, submissionId: number) => {
  const drill = await requireDrill(db, drillKey);
  const [viewer, found] = await Promise.all([viewerOf(db, drill, user), findSubmission(db, drill.id, submissionId)]);
  if (!found || !(viewer.host || viewer.ownerKeys.includes(found.ownerKey)))
    throw notFound(SubmissionMessages.notFound);
  const { ownerKey: _ownerKey, ...submission } = found;
  return { drill, submission };
};

/** The answers that differ between two versions, in the order of the phase's form. */
const answerKeysChanged = (order: readonly string[], before: FormAnswers, after: FormAnswers): string[] => {
  const keys = [...new Set([...order, ...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
};

/** GET drills/{id}/submissions/{submissionId}: the submission and every kept version (newest first). */
export const submissionDetail = async (
  db: DbOrTx,
  user: AuthUser,
  drillKey: string,
  submissionId: number,
): Promise<SubmissionDetail> => {
  const { drill, submission } = await readableSubmission(db, user, drillKey, submissionId);
  const [rows, phase] = await Promise.all([
    listVersions(db, submission.submissionId),
    findPhase(db, drill.id, submission.phaseId),
  ]);
  const order = (phase?.submissionFields ?? []).map((f) => f.key);
  const versions: SubmissionVersion[] = rows.map((v, i) => {
    const before = rows[i - 1] ?? { answers: {}, problemStatementId: null };
    const changed = answerKeysChanged(order, before.answers, v.answers);
    if (before.problemStatementId !== v.problemStatementId) changed.unshift('problemStatementId');
    return { ...v, changedFields: changed };
  });
  return { ...submission, versions: versions.reverse() };
};

/** GET drills/{id}/submissions/{submissionId}/receipt: the receipt of what is submitted now. */
export const submissionReceipt = async (
  db: DbOrTx,
  user: AuthUser,
  drillKey: string,
  submissionId: number,
): Promise<SubmissionReceipt> => {
  const { drill, submission } = await readableSubmission(db, user, drillKey, submissionId);
  const receipt = receiptOf(drill, submission);
  if (!receipt) throw notFound(SubmissionMessages.noReceipt);
  return receipt;
};

/**
 * GET drills/{id}/submissions/{submissionId}/files?key: a short-lived link to one file answer of the
 * submission (current or an earlier version), for its team and the hosts.
 */
export const submissionFileLink = async (
  db: DbOrTx,
  storage: StorageDriver,
  user: AuthUser,
  drillKey: string,
  submissionId: number,
  key: string,
): Promise<SignedFileLink> => {
  const { submission } = await readableSubmission(db, user, drillKey, submissionId);
  const versions = await listVersions(db, submission.submissionId);
  const named = [submission.answers, ...versions.map((v) => v.answers)].some((answers) =>
    Object.values(answers).some((v) => v === key),
  );
  if (!named) throw notFound(SubmissionMessages.fileNotInSubmission);
  return signedLinkOf(db, storage, key, 'solution-file', SubmissionMessages.fileNotInSubmission);
};

/** A signed read link for a completed private upload of this purpose, or null when there is none. */
export const signedLinkOrNull = async (
  db: DbOrTx,
  storage: StorageDriver,
  key: string,
  purpose: UploadPurpose,
): Promise<SignedFileLink | null> => {
  const upload = await findUpload(db, key);
  if (!upload?.uploadedAt || upload.purpose !== purpose) return null;
  return signedReadOf(storage, upload);
};

/** A signed read link for a private upload of this purpose (after the caller's access was checked). */
export const signedLinkOf = async (
  db: DbOrTx,
  storage: StorageDriver,
  key: string,
  purpose: UploadPurpose,
  missing: string,
): Promise<SignedFileLink> => {
  const link = await signedLinkOrNull(db, storage, key, purpose);
  if (!link) throw notFound(missing);
  return link;
};

export interface SubmissionInput {
  participantId: number;
  phaseId: number;
  problemStatementId?: number | null | undefined;
  answers: Record<string, unknown>;
  final: boolean;
}

/** The answers checked against the phase's form (drafts without the required check), rich text sanitised. */
const checkedAnswers = (phase: PhaseRow, raw: Record<string, unknown>, final: boolean): FormAnswers => {
  const parsed = answersSchemaOf(phase.submissionFields, { partial: !final }).safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[`answers.${issue.path.join('.')}`] ??= issue.message;
    throw validation(Object.values(fields)[0] ?? ErrorMessage[ErrorCode.VALIDATION], fields);
  }
  // Editor answers are plain paragraphs kept exactly as typed ("R&D <ideas>" stays so) and shown as text,
  // never as HTML (docs/decisions/030), so nothing a participant wrote is rewritten.
  return parsed.data;
};

/**
 * File answers must be completed 'solution-file' uploads of the owner's members. A file already in the
 * submission stays valid even if the member who uploaded it has since left the team.
 */
const checkFiles = async (
  db: DbOrTx,
  phase: PhaseRow,
  answers: FormAnswers,
  memberUids: ReadonlySet<number>,
  kept: FormAnswers,
): Promise<void> => {
  const keptKeys = new Set(Object.values(kept).filter((v): v is string => typeof v === 'string'));
  for (const f of phase.submissionFields) {
    const key = answers[f.key];
    if (!FILE_FIELD_TYPES.includes(f.type) || typeof key !== 'string' || keptKeys.has(key)) continue;
    const upload = await findUpload(db, key);
    const field = `answers.${f.key}`;
    if (!upload || upload.purpose !== 'solution-file' || upload.ownerUid === null || !memberUids.has(upload.ownerUid)) {
      throw validation(SubmissionMessages.fileNotYours(f.label), { [field]: SubmissionMessages.fileNotYours(f.label) });
    }
    if (!upload.uploadedAt) {
      throw validation(SubmissionMessages.fileNotUploaded(f.label), {
        [field]: SubmissionMessages.fileNotUploaded(f.label),
      });
    }
  }
};

/** Is the phase open for saving by the server clock? Otherwise a clear refusal naming the time in IST. */
const assertPhaseLive = (phase: PhaseRow, now: Date) => {
  if (now < phase.startDt) throw conflict(SubmissionMessages.phaseNotStarted(phase.name, formatIst(phase.startDt)));
  if (now >= phase.endDt) throw conflict(SubmissionMessages.phaseEnded(phase.name, formatIst(phase.endDt)));
};

const problemStatementOf = async (
  db: DbOrTx,
  drillId: number,
  phaseId: number,
  chosen: number | null,
  final: boolean,
): Promise<{ id: number | null; title: string | null }> => {
  const statements = await listProblemStatements(db, drillId, phaseId);
  if (chosen === null) {
    if (final && statements.length > 0) {
      throw validation(SubmissionMessages.problemStatementRequired, {
        problemStatementId: SubmissionMessages.problemStatementRequired,
      });
    }
    return { id: null, title: null };
  }
  const statement = statements.find((s) => s.problemStatementId === chosen);
  if (!statement) {
    throw validation(SubmissionMessages.problemStatementNotFound, {
      problemStatementId: SubmissionMessages.problemStatementNotFound,
    });
  }
  return { id: statement.problemStatementId, title: statement.title };
};

/**
 * POST drills/{id}/submissions and drills/{id}/submissions/idea: saves a draft or submits the phase for the
 * caller's team (or for the caller alone), while the phase is live by the server's clock. Every save is a new
 * version in the same short transaction; a final one sends the receipt and, where the hackathon says so,
 * locks the team.
 */
export const saveSubmission = async (
  deps: SubmissionDeps,
  user: AuthUser,
  drillKey: string,
  route: 'idea' | 'other',
  input: SubmissionInput,
  now: Date,
): Promise<{ result: SubmissionSaved; message: string }> => {
  const { db } = deps;
  const drill = await requireDrill(db, drillKey);
  const participant = await requireOwnParticipant(db, drill.id, input.participantId, user.uid);
  const phase = await requirePhase(db, drill.id, input.phaseId);
  if (route === 'idea' && phase.kind !== 'idea') throw validation(SubmissionMessages.notIdeaPhase);
  if (route === 'other' && phase.kind === 'idea') throw validation(SubmissionMessages.ideaPhaseRoute);
  assertPhaseLive(phase, now);

  const team = await activeTeamOf(db, participant.id);
  const ownerKey = submissionOwnerKey(participant.id, team);
  // After an earlier phase is shortlisted, only the owners it advanced submit here (issue 12).
  await assertAdvancedToPhase(db, drill.id, phase, ownerKey);
  const [members, existing] = await Promise.all([
    ownerMembers(db, { teamId: team?.id ?? null, participantId: participant.id }),
    findSubmissionByOwner(db, phase.id, ownerKey),
  ]);
  if (!input.final && existing?.status === 'submitted') throw conflict(SubmissionMessages.alreadySubmittedDraft);

  // Answers to fields the hosts have since removed from the form stay in the current record (hidden).
  const answers = keepHiddenAnswers(
    phase.submissionFields,
    existing?.answers,
    checkedAnswers(phase, input.answers, input.final),
  );
  const statement = await problemStatementOf(db, drill.id, phase.id, input.problemStatementId ?? null, input.final);
  await checkFiles(db, phase, answers, new Set(members.map((m) => m.uid)), existing?.answers ?? {});

  // The composition rules hold again at a final submission (a member may have left since the team formed).
  if (input.final && team) await assertTeamComposition(db, drill, team.id);
  if (input.final && !team && drill.teamMin > 1) throw conflict(TeamMessages.tooSmall(drill.teamMin));

  const status: SubmissionStatus = input.final ? 'submitted' : 'draft';
  const contentHash = contentHashOf({ phaseId: phase.id, problemStatementId: statement.id, answers });
  const row = await db.transaction(async (tx) => {
    const saved = await upsertSubmission(tx, {
      drillId: drill.id,
      phaseId: phase.id,
      teamId: team?.id ?? null,
      participantId: participant.id,
      ownerKey,
      problemStatementId: statement.id,
      answers,
      status,
      contentHash,
      uid: user.uid,
      now,
    });
    // A teammate submitted between the check above and this save: the draft is refused, nothing is written.
    if (!saved) throw conflict(SubmissionMessages.alreadySubmittedDraft);
    await insertVersion(tx, saved);
    if (input.final) {
      if (team && drill.teamLock === 'first-submission') await lockTeamIfOpen(tx, team.id, now);
      const receipt = receiptOf(
        drill,
        savedSubmission(saved, { phase, teamName: team?.name ?? null, problemStatementTitle: statement.title, user }),
      );
      if (receipt) await sendReceipt(tx, deps, members, receipt, phase);
    }
    return saved;
  });

  const submission = savedSubmission(row, {
    phase,
    teamName: team?.name ?? null,
    problemStatementTitle: statement.title,
    user,
  });
  return {
    result: { submission, receipt: receiptOf(drill, submission) },
    message: input.final ? SubmissionMessages.submitted : SubmissionMessages.draftSaved,
  };
};
