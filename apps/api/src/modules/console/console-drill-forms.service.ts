import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { DrillFormsMessages as M } from '@elevate/contracts/console/console-drill-forms.messages';
import {
  withKeys,
  type ConsoleForm,
  type ConsolePhase,
  type ConsolePhases,
  type ConsoleProblemStatement,
  type FormFieldDraft,
} from '@elevate/contracts/console/console-drill-forms.schema';
import { DRILL_PHASE_KINDS, type DrillPhaseKind } from '@elevate/contracts/drills/drill.constants';
import { spanStatus } from '@elevate/contracts/drills/drill-format';
import type { FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { sanitizeRichHtml } from '../../lib/sanitize-html.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { requireHostedDrill, type DrillRow } from '../drills/drill-access.ts';
import * as repo from './console-drill-forms.repository.ts';

/**
 * The host's registration form, phases with their submission forms, and problem statements. What participants
 * saved is never lost: a form change rewrites only the form (removed questions are hidden, their answers stay in
 * the registrations and submissions, and their keys are never given to a new question); a phase or a problem
 * statement that submissions use cannot be deleted.
 */
export interface Answer<T> {
  result: T;
  message: string;
}

const invalid = (message: string, fields?: Record<string, string>) =>
  new AppError(ErrorCode.VALIDATION, message, fields);

// ---------- forms ----------

const sameField = (a: FormFieldDefinition, b: FormFieldDefinition) =>
  a.label === b.label &&
  a.type === b.type &&
  (a.helpText ?? '') === (b.helpText ?? '') &&
  (a.placeholder ?? '') === (b.placeholder ?? '') &&
  a.maxLength === b.maxLength &&
  JSON.stringify(a.options ?? []) === JSON.stringify(b.options ?? []);

/** What a save changed, in the host's words ("added "College"; removed "T-shirt size" (…)"). */
export const formChangesOf = (
  form: string,
  before: readonly FormFieldDefinition[],
  after: readonly FormFieldDefinition[],
  answered: { total: number; byKey: ReadonlyMap<string, number> },
): string => {
  const old = new Map(before.map((f) => [f.key, f]));
  const kept = after.filter((f) => old.has(f.key));
  const afterKeys = new Set(after.map((f) => f.key));
  const removed = before.filter((f) => !afterKeys.has(f.key));
  const removedAnswers = removed.reduce((n, f) => n + (answered.byKey.get(f.key) ?? 0), 0);
  const labels = (fs: readonly FormFieldDefinition[]) => fs.map((f) => f.label);
  const added = after.filter((f) => !old.has(f.key));
  const nowRequired = kept.filter((f) => f.required && !old.get(f.key)!.required);
  const nowOptional = kept.filter((f) => !f.required && old.get(f.key)!.required);
  const edited = kept.filter((f) => !sameField(old.get(f.key)!, f));
  const oldOrder = before.filter((f) => afterKeys.has(f.key)).map((f) => f.key);
  const parts = [
    added.length > 0 ? M.fieldsAdded(labels(added)) : null,
    removed.length > 0 ? M.fieldsRemoved(labels(removed), removedAnswers) : null,
    nowRequired.length > 0 ? M.fieldsNowRequired(labels(nowRequired), answered.total) : null,
    nowOptional.length > 0 ? M.fieldsNowOptional(labels(nowOptional)) : null,
    edited.length > 0 ? M.fieldsEdited(labels(edited)) : null,
    kept.some((f, i) => f.key !== oldOrder[i]) ? M.fieldsReordered : null,
  ].filter((p): p is string => p !== null);
  return parts.length === 0 ? M.formUnchanged(form) : `${M.formSaved(form)}: ${parts.join('; ')}`;
};

export const getParticipantForm = async (db: Db, user: AuthUser, drillId: number): Promise<ConsoleForm> => {
  const drill = await requireHostedDrill(db, user, drillId);
  return { fields: drill.participantFields, answeredCount: await repo.countParticipants(db, drill.id) };
};

export const saveParticipantForm = async (
  db: Db,
  user: AuthUser,
  drillId: number,
  drafts: readonly FormFieldDraft[],
): Promise<Answer<ConsoleForm>> =>
  db.transaction(async (tx) => {
    await requireHostedDrill(tx, user, drillId);
    await repo.lockDrill(tx, drillId);
    const drill = await requireHostedDrill(tx, user, drillId);
    const byKey = await repo.participantAnswerCounts(tx, drillId);
    const fields = withKeys(drafts, new Set(byKey.keys()));
    await repo.saveParticipantFields(tx, drillId, fields);
    const total = await repo.countParticipants(tx, drillId);
    return {
      result: { fields, answeredCount: total },
      message: formChangesOf(M.registrationForm, drill.participantFields, fields, { total, byKey }),
    };
  });

// ---------- phases ----------

const kindOf = (kind: string): DrillPhaseKind =>
  (DRILL_PHASE_KINDS as readonly string[]).includes(kind) ? (kind as DrillPhaseKind) : 'solution';

const toConsolePhase = (row: repo.PhaseRow, submissions: ReadonlyMap<number, number>, now: Date): ConsolePhase => ({
  phaseId: row.id,
  name: row.name,
  kind: kindOf(row.kind),
  position: row.position,
  startDt: row.startDt.toISOString(),
  endDt: row.endDt.toISOString(),
  description: row.description,
  state: spanStatus(row.startDt, row.endDt, now),
  submissionFields: row.submissionFields,
  submissionCount: submissions.get(row.id) ?? 0,
});

const phasesOf = async (db: DbOrTx, drill: DrillRow, now: Date) => {
  const [rows, counts] = await Promise.all([repo.listPhases(db, drill.id), repo.submissionCountsByPhase(db, drill.id)]);
  return {
    hackathonStartDt: drill.startDt.toISOString(),
    hackathonEndDt: drill.endDt.toISOString(),
    phases: rows.map((r) => toConsolePhase(r, counts, now)),
  };
};

export const listConsolePhases = async (db: Db, user: AuthUser, drillId: number, now: Date): Promise<ConsolePhases> =>
  phasesOf(db, await requireHostedDrill(db, user, drillId), now);

/** Dates as hosts in India read them: "1 Dec 2026, 10:00 am". */
const istOf = (d: Date) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }).format(d);

interface PhaseInput {
  name: string;
  kind: DrillPhaseKind;
  startDt: Date;
  endDt: Date;
  description: string;
}

/** A phase runs within the hackathon's dates. */
const checkWithinHackathon = (drill: DrillRow, p: PhaseInput) => {
  if (p.startDt < drill.startDt)
    throw invalid(M.phaseBeforeHackathon(istOf(drill.startDt)), {
      startDt: M.phaseBeforeHackathon(istOf(drill.startDt)),
    });
  if (p.endDt > drill.endDt)
    throw invalid(M.phaseAfterHackathon(istOf(drill.endDt)), { endDt: M.phaseAfterHackathon(istOf(drill.endDt)) });
};

type Dated = { id: number; name: string; startDt: Date; endDt: Date };

/**
 * Phases in order: each starts no earlier than the one before it starts and ends no earlier than it ends
 * (rounds may overlap, say an idea round still open while solutions start, but never run backwards).
 */
const checkOrder = (phases: readonly Dated[]) => {
  for (let i = 1; i < phases.length; i++) {
    const [a, b] = [phases[i - 1]!, phases[i]!];
    if (b.startDt < a.startDt || b.endDt < a.endDt) throw invalid(M.phaseOutOfOrder(a.name, b.name));
  }
};

/** The phases sorted by start, then end; ties keep their current order (the sort is stable). */
const byDates = <T extends Dated>(phases: readonly T[]): T[] =>
  [...phases].sort((a, b) => a.startDt.getTime() - b.startDt.getTime() || a.endDt.getTime() - b.endDt.getTime());

const cleanPhase = (p: PhaseInput): repo.PhaseValues => ({
  name: p.name,
  kind: p.kind,
  startDt: p.startDt,
  endDt: p.endDt,
  description: sanitizeRichHtml(p.description),
});

/** Runs a phase write under the hackathon's lock, then answers every phase in its new order. */
const phaseWrite = async (
  db: Db,
  user: AuthUser,
  drillId: number,
  now: Date,
  write: (tx: Tx, drill: DrillRow) => Promise<string>,
): Promise<Answer<ConsolePhases>> =>
  db.transaction(async (tx) => {
    await requireHostedDrill(tx, user, drillId);
    await repo.lockDrill(tx, drillId);
    const drill = await requireHostedDrill(tx, user, drillId);
    const message = await write(tx, drill);
    return { result: await phasesOf(tx, drill, now), message };
  });

export const createPhase = (db: Db, user: AuthUser, drillId: number, input: PhaseInput, now: Date) =>
  phaseWrite(db, user, drillId, now, async (tx, drill) => {
    checkWithinHackathon(drill, input);
    const existing = await repo.listPhases(tx, drill.id);
    const row = await repo.insertPhase(tx, drill.id, cleanPhase(input));
    const ordered = byDates([...existing, row]);
    checkOrder(ordered);
    await repo.setPhasePositions(
      tx,
      ordered.map((p) => p.id),
    );
    return M.phaseAdded(row.name);
  });

const requirePhase = async (tx: DbOrTx, drillId: number, phaseId: number) => {
  const phase = await repo.findPhaseOf(tx, drillId, phaseId);
  if (!phase) throw notFound(M.phaseNotFound);
  return phase;
};

export const editPhase = (db: Db, user: AuthUser, drillId: number, phaseId: number, input: PhaseInput, now: Date) =>
  phaseWrite(db, user, drillId, now, async (tx, drill) => {
    await requirePhase(tx, drill.id, phaseId);
    checkWithinHackathon(drill, input);
    const values = cleanPhase(input);
    const existing = await repo.listPhases(tx, drill.id);
    const ordered = byDates(existing.map((p) => (p.id === phaseId ? { ...p, ...values } : p)));
    checkOrder(ordered);
    await repo.updatePhase(tx, phaseId, values);
    await repo.setPhasePositions(
      tx,
      ordered.map((p) => p.id),
    );
    return M.phaseSaved(values.name);
  });

export const removePhase = (db: Db, user: AuthUser, drillId: number, phaseId: number, now: Date) =>
  phaseWrite(db, user, drillId, now, async (tx, drill) => {
    const phase = await requirePhase(tx, drill.id, phaseId);
    const submissions = (await repo.submissionCountsByPhase(tx, drill.id)).get(phase.id) ?? 0;
    // Deleting the phase would cascade to its submissions: what participants saved must never be lost.
    if (submissions > 0) throw new AppError(ErrorCode.CONFLICT, M.phaseHasSubmissions(phase.name, submissions));
    await repo.deletePhase(tx, phase.id);
    const rest = await repo.listPhases(tx, drill.id);
    await repo.setPhasePositions(
      tx,
      rest.map((p) => p.id),
    );
    return M.phaseDeleted(phase.name);
  });

const isPermutation = (given: readonly number[], ids: readonly number[]) =>
  given.length === ids.length && new Set(given).size === given.length && given.every((id) => ids.includes(id));

export const reorderPhases = (db: Db, user: AuthUser, drillId: number, phaseIds: number[], now: Date) =>
  phaseWrite(db, user, drillId, now, async (tx, drill) => {
    const existing = await repo.listPhases(tx, drill.id);
    if (
      !isPermutation(
        phaseIds,
        existing.map((p) => p.id),
      )
    )
      throw invalid(M.orderNotAPermutation);
    const byId = new Map(existing.map((p) => [p.id, p]));
    checkOrder(phaseIds.map((id) => byId.get(id)!));
    await repo.setPhasePositions(tx, phaseIds);
    return M.phasesReordered;
  });

export const savePhaseForm = async (
  db: Db,
  user: AuthUser,
  drillId: number,
  phaseId: number,
  drafts: readonly FormFieldDraft[],
  now: Date,
): Promise<Answer<ConsolePhase>> =>
  db.transaction(async (tx) => {
    await requireHostedDrill(tx, user, drillId);
    await repo.lockDrill(tx, drillId);
    const phase = await requirePhase(tx, drillId, phaseId);
    const byKey = await repo.submissionAnswerCounts(tx, phase.id);
    const fields = withKeys(drafts, new Set(byKey.keys()));
    await repo.saveSubmissionFields(tx, phase.id, fields);
    const counts = await repo.submissionCountsByPhase(tx, drillId);
    const total = counts.get(phase.id) ?? 0;
    return {
      result: toConsolePhase({ ...phase, submissionFields: fields }, counts, now),
      message: formChangesOf(M.submissionForm(phase.name), phase.submissionFields, fields, { total, byKey }),
    };
  });

// ---------- problem statements ----------

const statementsOf = async (db: DbOrTx, drillId: number): Promise<ConsoleProblemStatement[]> => {
  const rows = await repo.listStatements(db, drillId);
  const counts = await repo.submissionCountsByStatement(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    statementId: r.id,
    title: r.title,
    description: r.description,
    phaseId: r.phaseId,
    position: r.position,
    submissionCount: counts.get(r.id) ?? 0,
  }));
};

export const listConsoleStatements = async (db: Db, user: AuthUser, drillId: number) =>
  statementsOf(db, (await requireHostedDrill(db, user, drillId)).id);

interface StatementInput {
  title: string;
  description: string;
  phaseId: number | null;
}

const cleanStatement = async (tx: Tx, drillId: number, input: StatementInput): Promise<repo.StatementValues> => {
  if (input.phaseId !== null && !(await repo.findPhaseOf(tx, drillId, input.phaseId)))
    throw invalid(M.statementPhaseUnknown, { phaseId: M.statementPhaseUnknown });
  return { title: input.title, description: sanitizeRichHtml(input.description), phaseId: input.phaseId };
};

/** Runs a statement write under the hackathon's lock, then answers every statement in order. */
const statementWrite = (
  db: Db,
  user: AuthUser,
  drillId: number,
  write: (tx: Tx) => Promise<string>,
): Promise<Answer<ConsoleProblemStatement[]>> =>
  db.transaction(async (tx) => {
    await requireHostedDrill(tx, user, drillId);
    await repo.lockDrill(tx, drillId);
    const message = await write(tx);
    return { result: await statementsOf(tx, drillId), message };
  });

const requireStatement = async (tx: Tx, drillId: number, id: number) => {
  const row = await repo.findStatementOf(tx, drillId, id);
  if (!row) throw notFound(M.statementNotFound);
  return row;
};

export const createStatement = (db: Db, user: AuthUser, drillId: number, input: StatementInput) =>
  statementWrite(db, user, drillId, async (tx) => {
    const values = await cleanStatement(tx, drillId, input);
    const existing = await repo.listStatements(tx, drillId);
    const position = existing.reduce((max, s) => Math.max(max, s.position + 1), 0);
    await repo.insertStatement(tx, drillId, values, position);
    return M.statementAdded;
  });

export const editStatement = (db: Db, user: AuthUser, drillId: number, id: number, input: StatementInput) =>
  statementWrite(db, user, drillId, async (tx) => {
    await requireStatement(tx, drillId, id);
    await repo.updateStatement(tx, id, await cleanStatement(tx, drillId, input));
    return M.statementSaved;
  });

export const removeStatement = (db: Db, user: AuthUser, drillId: number, id: number) =>
  statementWrite(db, user, drillId, async (tx) => {
    await requireStatement(tx, drillId, id);
    // Deleting would unlink it from the submissions that chose it (their choice would be lost).
    const chosen = (await repo.submissionCountsByStatement(tx, [id])).get(id) ?? 0;
    if (chosen > 0) throw new AppError(ErrorCode.CONFLICT, M.statementChosen(chosen));
    await repo.deleteStatement(tx, id);
    return M.statementDeleted;
  });

export const reorderStatements = (db: Db, user: AuthUser, drillId: number, ids: number[]) =>
  statementWrite(db, user, drillId, async (tx) => {
    const existing = await repo.listStatements(tx, drillId);
    if (
      !isPermutation(
        ids,
        existing.map((s) => s.id),
      )
    )
      throw invalid(M.statementOrderNotAPermutation);
    await repo.setStatementPositions(tx, ids);
    return M.statementsReordered;
  });
