import { and, eq } from 'drizzle-orm';
import { DrillPeopleMessages } from '@elevate/contracts/console/console-drill-people.messages';
import {
  PEOPLE_CSV_MAX_ROWS,
  type HostedParticipant,
  type HostedParticipantList,
  type HostedTeamList,
  type ParticipantsFilter,
  type PhaseSubmission,
} from '@elevate/contracts/console/console-drill-people.schema';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { FormAnswerValue, FormFieldDefinition } from '@elevate/contracts/drills/form-fields.schema';
import type { DbOrTx } from '../../db/client.ts';
import { drillPhases } from '../../db/schema/drills.ts';
import { list } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { requireHostedDrill, type DrillRow } from '../drills/drill-access.ts';
import { participantsCsv, participantsCsvFileName } from './console-drill-people-csv.ts';
import {
  findPeople,
  findTeams,
  phasesOf,
  submissionsOfOwners,
  type PersonRow,
} from './console-drill-people.repository.ts';

/** An answer as the host reads it: text, a list joined with commas, empty when not given. */
const answerText = (v: FormAnswerValue | undefined): string =>
  v === null || v === undefined ? '' : Array.isArray(v) ? v.join(', ') : String(v);

/** A phase id from the filters must be one of this hackathon's (else a clear 400, never an empty list). */
export const requirePhaseOf = async (db: DbOrTx, drillId: number, phaseId: number | null | undefined) => {
  if (phaseId === undefined || phaseId === null) return null;
  const [phase] = await db
    .select()
    .from(drillPhases)
    .where(and(eq(drillPhases.id, phaseId), eq(drillPhases.drillId, drillId)))
    .limit(1);
  if (!phase)
    throw new AppError(ErrorCode.VALIDATION, DrillPeopleMessages.phaseNotInDrill, {
      phaseId: DrillPeopleMessages.phaseNotInDrill,
    });
  return phase;
};

const toParticipants = async (
  db: DbOrTx,
  drill: DrillRow,
  rows: PersonRow[],
  phases: Array<{ id: number; name: string }>,
): Promise<HostedParticipant[]> => {
  const submissions = await submissionsOfOwners(db, drill.id, [...new Set(rows.map((r) => r.ownerKey))]);
  const byOwnerPhase = new Map(submissions.map((s) => [`${s.ownerKey}|${s.phaseId}`, s]));
  const fields: FormFieldDefinition[] = drill.participantFields;
  return rows.map((r) => ({
    participantId: r.participantId,
    name: r.name,
    email: r.email,
    registeredAt: r.registeredAt.toISOString(),
    status: r.status === 'withdrawn' ? 'withdrawn' : 'registered',
    lookingForTeam: r.lookingForTeam,
    team:
      r.teamId === null
        ? null
        : { teamId: r.teamId, name: r.teamName ?? '', role: r.teamLeadId === r.participantId ? 'lead' : 'member' },
    answers: fields.map((f) => ({ key: f.key, label: f.label, value: answerText(r.answers[f.key]) })),
    phases: phases.map((p): PhaseSubmission => {
      const s = byOwnerPhase.get(`${r.ownerKey}|${p.id}`);
      return {
        phaseId: p.id,
        phase: p.name,
        state: !s ? 'none' : s.status === 'submitted' ? 'submitted' : 'draft',
        submittedAt: s?.submittedAt?.toISOString() ?? null,
      };
    }),
  }));
};

export const listParticipants = async (
  db: DbOrTx,
  user: AuthUser,
  drillId: number,
  query: ParticipantsFilter & { limit: number; offset: number },
): Promise<HostedParticipantList> => {
  const drill = await requireHostedDrill(db, user, drillId);
  await requirePhaseOf(db, drill.id, query.phaseId);
  const { rows, total } = await findPeople(db, drill.id, query, query);
  return list(await toParticipants(db, drill, rows, await phasesOf(db, drill.id)), total);
};

export const exportParticipantsCsv = async (
  db: DbOrTx,
  user: AuthUser,
  drillId: number,
  filter: ParticipantsFilter,
): Promise<{ fileName: string; csv: string }> => {
  const drill = await requireHostedDrill(db, user, drillId);
  await requirePhaseOf(db, drill.id, filter.phaseId);
  const phases = await phasesOf(db, drill.id);
  const { rows } = await findPeople(db, drill.id, filter, { limit: PEOPLE_CSV_MAX_ROWS, offset: 0 });
  return {
    fileName: participantsCsvFileName(drill.custUrl),
    csv: participantsCsv(drill.participantFields, phases, await toParticipants(db, drill, rows, phases)),
  };
};

export const listTeams = async (
  db: DbOrTx,
  user: AuthUser,
  drillId: number,
  query: { search?: string | undefined; limit: number; offset: number },
): Promise<HostedTeamList> => {
  const drill = await requireHostedDrill(db, user, drillId);
  const { teams, members, total } = await findTeams(db, drill.id, query.search, query);
  const phases = await phasesOf(db, drill.id);
  const submitted = (
    await submissionsOfOwners(
      db,
      drill.id,
      teams.map((t) => `team:${t.id}`),
    )
  ).filter((s) => s.status === 'submitted');
  return list(
    teams.map((t) => ({
      teamId: t.id,
      name: t.name,
      createdAt: t.createdAt.toISOString(),
      locked: t.lockedAt !== null,
      members: members
        .filter((m) => m.teamId === t.id)
        .map((m) => ({
          participantId: m.participantId,
          name: m.name,
          email: m.email,
          isLead: m.participantId === t.leadParticipantId,
        })),
      submittedPhases: phases
        .filter((p) => submitted.some((s) => s.ownerKey === `team:${t.id}` && s.phaseId === p.id))
        .map((p) => ({ phaseId: p.id, phase: p.name })),
    })),
    total,
  );
};
