import { spanStatus } from '@elevate/contracts/drills/drill-format';
import { DRILL_PHASE_KINDS, DRILL_PROGRAM_TYPES, type DrillPhaseKind } from '@elevate/contracts/drills/drill.constants';
import {
  MY_HACKATHON_STATES,
  type MyHackathon,
  type MyHackathonDeadline,
  type MyHackathonFilter,
  type MyHackathonsResult,
  type MyHackathonState,
} from '@elevate/contracts/drills/my-hackathons.schema';
import { participantDashboardPath } from '@elevate/contracts/drills/team.constants';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden, submissionOwnerKey, type TeamRow } from './drill-access.ts';
import { toDrillCard } from './drills.repository.ts';
import {
  activeTeamsOf,
  certificateCounts,
  phasesOf,
  registrationsOf,
  submittedByOwners,
  type PhaseRow,
  type RegistrationRow,
} from './my-hackathons.repository.ts';
import { decidedOutcomesOf } from '../judging/standings.repository.ts';

export const MY_HACKATHONS_ONLY_OWN = 'You can only see the hackathons you registered for.';

type Clocked = Pick<PhaseRow, 'id' | 'startDt' | 'endDt' | 'resultsPublishedAt'>;

const statusOf = (p: Clocked, now: Date) => spanStatus(p.startDt, p.endDt, now);
const isPublished = (p: Clocked, now: Date) => p.resultsPublishedAt !== null && p.resultsPublishedAt <= now;

/**
 * Where a hackathon stands for one participant at `now` (the server's clock), from its rounds, the rounds the
 * participant's team submitted and their certificates. A round is open from its start (inclusive) until its
 * end (exclusive), as submissions enforce it. Without rounds, the hackathon's own start and end stand in.
 */
export const myHackathonState = (
  drill: { startDt: Date; endDt: Date },
  phases: readonly Clocked[],
  submittedPhaseIds: ReadonlySet<number>,
  certificates: number,
  now: Date,
): MyHackathonState => {
  const rounds = phases.length > 0 ? [...phases].sort((a, b) => a.startDt.getTime() - b.startDt.getTime()) : null;
  if (!rounds) {
    const status = statusOf({ id: 0, startDt: drill.startDt, endDt: drill.endDt, resultsPublishedAt: null }, now);
    if (status !== 'ended') return status;
    return certificates > 0 ? 'results' : 'ended';
  }
  if (statusOf(rounds[0]!, now) === 'upcoming') return 'upcoming';
  const open = rounds.find((p) => statusOf(p, now) === 'live');
  if (open) return submittedPhaseIds.has(open.id) ? 'submitted' : 'live';

  const closed = rounds.filter((p) => statusOf(p, now) === 'ended');
  const lastClosed = closed.at(-1)!;
  const anotherToCome = closed.length < rounds.length;
  if (anotherToCome) {
    // Between rounds: the closed round's results say who goes through.
    if (isPublished(lastClosed, now)) return 'results';
    return submittedPhaseIds.has(lastClosed.id) ? 'submitted' : 'live';
  }
  if (certificates > 0 || rounds.some((p) => isPublished(p, now))) return 'results';
  return rounds.some((p) => submittedPhaseIds.has(p.id)) ? 'submitted' : 'ended';
};

/**
 * The soonest deadline still ahead at `now`: the registration end (teams and answers change until then) or
 * the end of a round not yet closed; a hackathon without rounds counts its own end. Nothing is due once the
 * hackathon has ended.
 */
export const nextDeadlineOf = (
  drill: { registrationEndDt: Date; endDt: Date },
  phases: ReadonlyArray<Pick<PhaseRow, 'id' | 'name' | 'endDt'>>,
  now: Date,
): MyHackathonDeadline | null => {
  if (drill.endDt <= now) return null;
  const ahead: MyHackathonDeadline[] = [];
  const add = (d: Omit<MyHackathonDeadline, 'at'> & { at: Date }) => {
    if (d.at > now) ahead.push({ ...d, at: d.at.toISOString() });
  };
  add({ kind: 'registration', label: 'Registration closes', at: drill.registrationEndDt, phaseId: null });
  for (const p of phases) add({ kind: 'phase', label: `${p.name} closes`, at: p.endDt, phaseId: p.id });
  if (phases.length === 0) add({ kind: 'hackathon', label: 'Hackathon ends', at: drill.endDt, phaseId: null });
  ahead.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return ahead[0] ?? null;
};

const kindOf = (kind: string): DrillPhaseKind =>
  (DRILL_PHASE_KINDS as readonly string[]).includes(kind) ? (kind as DrillPhaseKind) : 'solution';

const programTypeOf = (type: string) =>
  (DRILL_PROGRAM_TYPES as readonly string[]).includes(type)
    ? (type as (typeof DRILL_PROGRAM_TYPES)[number])
    : 'hackathon';

/** The round open now, else the next to open; null once every round has closed. */
const currentPhaseOf = (phases: readonly PhaseRow[], now: Date): MyHackathon['currentPhase'] => {
  const p =
    phases.find((x) => statusOf(x, now) === 'live') ??
    [...phases].sort((a, b) => a.startDt.getTime() - b.startDt.getTime()).find((x) => statusOf(x, now) === 'upcoming');
  return p
    ? {
        phaseId: p.id,
        phase: p.name,
        kind: kindOf(p.kind),
        phaseStartDt: p.startDt.toISOString(),
        phaseEndDt: p.endDt.toISOString(),
      }
    : null;
};

/** Soonest deadline first; those with nothing due after them, the latest hackathon first. */
const byUrgency = (a: MyHackathon, b: MyHackathon): number => {
  if (a.nextDeadline && b.nextDeadline) return Date.parse(a.nextDeadline.at) - Date.parse(b.nextDeadline.at);
  if (a.nextDeadline) return -1;
  if (b.nextDeadline) return 1;
  return Date.parse(b.drill.drillEndDt) - Date.parse(a.drill.drillEndDt) || b.participantId - a.participantId;
};

/** `uId` of spec §6 names whose list to read: the caller's own only (an admin's request included). */
export const ownUid = (callerUid: number, uId: number | undefined): number => {
  if (uId !== undefined && uId !== callerUid) throw forbidden(MY_HACKATHONS_ONLY_OWN);
  return callerUid;
};

const describe = (
  r: RegistrationRow,
  phases: PhaseRow[],
  team: TeamRow | undefined,
  submitted: ReadonlySet<number>,
  certificates: number,
  now: Date,
): MyHackathon => ({
  participantId: r.participantId,
  drill: toDrillCard(r.drill),
  programType: programTypeOf(r.drill.programType),
  state: myHackathonState(r.drill, phases, submitted, certificates, now),
  currentPhase: currentPhaseOf(phases, now),
  nextDeadline: nextDeadlineOf(r.drill, phases, now),
  teamId: team?.id ?? null,
  teamName: team?.name ?? null,
  submittedPhases: phases.filter((p) => submitted.has(p.id)).length,
  totalPhases: phases.length,
  certificates,
  registeredAt: r.registeredAt.toISOString(),
  dashboardUrl: participantDashboardPath(r.drill.id, r.participantId),
});

/**
 * Every hackathon the user registered for with its state and next deadline, most urgent first. A round
 * counts as submitted when the participant's current team submitted it, or the participant did alone (before
 * joining a team).
 */
export const myHackathons = async (
  db: DbOrTx,
  uid: number,
  filter: MyHackathonFilter,
  now: Date,
): Promise<MyHackathonsResult> => {
  const registrations = await registrationsOf(db, uid);
  const participantIds = registrations.map((r) => r.participantId);
  const [phases, teams, certificates] = await Promise.all([
    phasesOf(db, [...new Set(registrations.map((r) => r.drill.id))]),
    activeTeamsOf(db, participantIds),
    certificateCounts(db, participantIds),
  ]);
  // The team's submissions, and any the participant made alone before joining it.
  const ownersOf = (participantId: number) => {
    const team = teams.get(participantId);
    const alone = submissionOwnerKey(participantId, null);
    return team ? [alone, submissionOwnerKey(participantId, team)] : [alone];
  };
  const submissions = await submittedByOwners(db, participantIds.flatMap(ownersOf));

  const all = registrations
    .map((r) => {
      const owners = new Set(ownersOf(r.participantId));
      const submitted = new Set(submissions.filter((s) => owners.has(s.ownerKey)).map((s) => s.phaseId));
      return describe(
        r,
        phases.filter((p) => p.drillId === r.drill.id),
        teams.get(r.participantId),
        submitted,
        certificates.get(r.participantId) ?? 0,
        now,
      );
    })
    .sort(byUrgency);
  // The latest shortlisted round's outcome of each registration's team (or of the participant alone).
  const outcomes = await decidedOutcomesOf(db, participantIds.flatMap(ownersOf));
  for (const h of all) {
    const owners = new Set(ownersOf(h.participantId));
    const o = outcomes.filter((x) => owners.has(x.ownerKey) && x.drillId === h.drill.drillId).at(-1);
    const drillPhases = phases.filter((p) => p.drillId === h.drill.drillId);
    const next = o ? drillPhases[drillPhases.findIndex((p) => p.id === o.phaseId) + 1] : undefined;
    h.outcome = o ? { phase: o.phaseName, advanced: o.advanced, rank: o.rank, nextPhase: next?.name ?? null } : null;
  }

  const counts = Object.fromEntries([
    ['all', all.length],
    ...MY_HACKATHON_STATES.map((s) => [s, all.filter((h) => h.state === s).length]),
  ]) as MyHackathonsResult['counts'];
  const data = filter === 'all' ? all : all.filter((h) => h.state === filter);
  return { data, totalRecordCount: data.length, totalRecords: data.length, counts, serverNow: now.toISOString() };
};
