import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drillParticipants, drillSubmissions, drillTeamMembers, drillTeams } from '../../db/schema/drills.ts';
import { colleges, profileEducation, profileWork, users } from '../../db/schema/users.ts';

/**
 * The people behind submissions, as judging needs them: owner names, the members a team's conflicts reach, and
 * every participant's colleges and companies (profile education and work, and registration answers).
 */

export type SubmissionRow = typeof drillSubmissions.$inferSelect;

/** A phase's submitted submissions, oldest id first. */
export const submittedOfPhase = (db: DbOrTx, phaseId: number): Promise<SubmissionRow[]> =>
  db
    .select()
    .from(drillSubmissions)
    .where(and(eq(drillSubmissions.phaseId, phaseId), eq(drillSubmissions.status, 'submitted')))
    .orderBy(asc(drillSubmissions.id));

const fullName = (first: string | null, last: string | null, deleted: Date | null) =>
  deleted ? 'Deleted user' : [first, last].filter(Boolean).join(' ').trim() || 'Participant';

/** 'team:{id}' → the team's name; 'participant:{id}' → the participant's name. */
export const ownerNamesOf = async (db: DbOrTx, ownerKeys: readonly string[]): Promise<Map<string, string>> => {
  const teamIds = new Set<number>();
  const participantIds = new Set<number>();
  for (const key of ownerKeys) {
    const [kind, id] = key.split(':');
    if (kind === 'team') teamIds.add(Number(id));
    else if (kind === 'participant') participantIds.add(Number(id));
  }
  const names = new Map<string, string>();
  if (teamIds.size > 0) {
    const rows = await db
      .select({ id: drillTeams.id, name: drillTeams.name })
      .from(drillTeams)
      .where(inArray(drillTeams.id, [...teamIds]));
    for (const r of rows) names.set(`team:${r.id}`, r.name);
  }
  if (participantIds.size > 0) {
    const rows = await db
      .select({ id: drillParticipants.id, first: users.fullName, last: users.lastName, deleted: users.deletedAt })
      .from(drillParticipants)
      .innerJoin(users, eq(users.id, drillParticipants.uid))
      .where(inArray(drillParticipants.id, [...participantIds]));
    for (const r of rows) names.set(`participant:${r.id}`, fullName(r.first, r.last, r.deleted));
  }
  return names;
};

/** Active members (participant ids) of each team of the hackathon. */
export const teamMembersOf = async (db: DbOrTx, drillId: number): Promise<Map<number, number[]>> => {
  const rows = await db
    .select({ teamId: drillTeamMembers.teamId, participantId: drillTeamMembers.participantId })
    .from(drillTeamMembers)
    .innerJoin(drillTeams, eq(drillTeams.id, drillTeamMembers.teamId))
    .where(and(eq(drillTeams.drillId, drillId), eq(drillTeamMembers.isActive, true)));
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.teamId, [...(out.get(r.teamId) ?? []), r.participantId]);
  return out;
};

/** The participants a submission stands for: the one who saved it and, for a team, every active member. */
export const participantsOfSubmission = (s: SubmissionRow, members: ReadonlyMap<number, number[]>): number[] => [
  ...new Set([s.participantId, ...(s.teamId !== null ? (members.get(s.teamId) ?? []) : [])]),
];

/** Every key a conflict may name for a submission: its owner and each of its participants. */
export const conflictKeysOf = (s: SubmissionRow, members: ReadonlyMap<number, number[]>): string[] => [
  s.ownerKey,
  ...participantsOfSubmission(s, members).map((p) => `participant:${p}`),
];

/** Registration answers whose key names a college or company ('college', 'company', 'organisation', ...). */
const ORGANISATION_ANSWER_KEY = /college|company|organi[sz]ation|institut|university|employer|school/i;

/** Each registered participant's colleges and companies, as written (profile education, work, answers). */
export const participantOrganisations = async (
  db: DbOrTx,
  drillId: number,
  participantIds?: readonly number[],
): Promise<Map<number, string[]>> => {
  if (participantIds?.length === 0) return new Map();
  const where = participantIds
    ? and(eq(drillParticipants.drillId, drillId), inArray(drillParticipants.id, [...participantIds]))
    : eq(drillParticipants.drillId, drillId);
  const people = await db
    .select({ id: drillParticipants.id, uid: drillParticipants.uid, answers: drillParticipants.answers })
    .from(drillParticipants)
    .where(where);
  const out = new Map<number, Set<string>>(people.map((p) => [p.id, new Set<string>()]));
  const byUid = new Map<number, number[]>();
  for (const p of people) {
    byUid.set(p.uid, [...(byUid.get(p.uid) ?? []), p.id]);
    for (const [key, value] of Object.entries(p.answers)) {
      if (ORGANISATION_ANSWER_KEY.test(key) && typeof value === 'string' && value.trim())
        out.get(p.id)!.add(value.trim());
    }
  }
  const uids = [...byUid.keys()];
  if (uids.length > 0) {
    const education = await db
      .select({ uid: profileEducation.userId, institution: profileEducation.institution, college: colleges.name })
      .from(profileEducation)
      .leftJoin(colleges, eq(colleges.id, profileEducation.collegeId))
      .where(inArray(profileEducation.userId, uids));
    for (const e of education) {
      for (const pid of byUid.get(e.uid) ?? []) {
        for (const name of [e.institution, e.college]) if (name?.trim()) out.get(pid)!.add(name.trim());
      }
    }
    const work = await db
      .select({ uid: profileWork.userId, company: profileWork.company })
      .from(profileWork)
      .where(inArray(profileWork.userId, uids));
    for (const w of work)
      for (const pid of byUid.get(w.uid) ?? []) if (w.company.trim()) out.get(pid)!.add(w.company.trim());
  }
  return new Map([...out].map(([k, v]) => [k, [...v]]));
};

/** Organisations compare case-, space- and punctuation-insensitively ("I.I.T. Bombay" = "iit bombay"). */
export const normaliseOrganisation = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
