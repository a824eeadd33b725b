import { and, asc, count, eq, exists, ilike, inArray, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { FormAnswers } from '@elevate/contracts/drills/form-fields.schema';
import type { ParticipantsFilter } from '@elevate/contracts/console/console-drill-people.schema';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  drillParticipants,
  drillPhases,
  drillSubmissions,
  drillTeamMembers,
  drillTeams,
} from '../../db/schema/drills.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/sql-like.ts';

/**
 * A hackathon's participants and teams as its hosts read them. A participant's submissions are those of their
 * current team (owner `team:{id}`), or their own (`participant:{id}`) when they have no team.
 */

const fullName = sql<string>`trim(concat_ws(' ', ${users.fullName}, ${users.lastName}))`;

/** The owner key of the participant's submissions, in SQL (the row's current team or the participant). */
export const ownerKeySql = sql<string>`case when ${drillTeams.id} is null then 'participant:' || ${drillParticipants.id} else 'team:' || ${drillTeams.id} end`;

/** drill_participants joined with the account and the current team: the FROM of every people query. */
const withPeopleJoins = <T extends PgSelect>(qb: T) =>
  qb
    .innerJoin(users, eq(users.id, drillParticipants.uid))
    .leftJoin(
      drillTeamMembers,
      and(eq(drillTeamMembers.participantId, drillParticipants.id), eq(drillTeamMembers.isActive, true)),
    )
    .leftJoin(drillTeams, eq(drillTeams.id, drillTeamMembers.teamId));

const submissionOf = (db: DbOrTx, phaseId: number | undefined, submittedOnly: boolean) =>
  db
    .select({ one: sql`1` })
    .from(drillSubmissions)
    .where(
      and(
        eq(drillSubmissions.ownerKey, ownerKeySql),
        eq(drillSubmissions.drillId, drillParticipants.drillId),
        phaseId === undefined ? undefined : eq(drillSubmissions.phaseId, phaseId),
        submittedOnly ? eq(drillSubmissions.status, 'submitted') : undefined,
      ),
    );

const whereOf = (db: DbOrTx, drillId: number, f: ParticipantsFilter): SQL => {
  const conditions: Array<SQL | undefined> = [eq(drillParticipants.drillId, drillId)];
  if (f.status) conditions.push(eq(drillParticipants.status, f.status));
  if (f.kind === 'team') conditions.push(isNotNull(drillTeams.id));
  if (f.kind === 'individual') conditions.push(isNull(drillTeams.id));
  if (f.search) {
    const pattern = containsPattern(f.search);
    conditions.push(or(ilike(fullName, pattern), ilike(users.email, pattern), ilike(drillTeams.name, pattern)));
  }
  if (f.submitted === 'yes') conditions.push(exists(submissionOf(db, f.phaseId, true)));
  else if (f.submitted === 'no') conditions.push(not(exists(submissionOf(db, f.phaseId, true))));
  else if (f.phaseId !== undefined) conditions.push(exists(submissionOf(db, f.phaseId, false)));
  return and(...conditions)!;
};

export interface PersonRow {
  participantId: number;
  name: string;
  email: string;
  registeredAt: Date;
  status: string;
  lookingForTeam: boolean;
  answers: FormAnswers;
  teamId: number | null;
  teamName: string | null;
  teamLeadId: number | null;
  ownerKey: string;
}

export const findPeople = async (
  db: DbOrTx,
  drillId: number,
  f: ParticipantsFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: PersonRow[]; total: number }> => {
  const where = whereOf(db, drillId, f);
  const rows: PersonRow[] = await withPeopleJoins(
    db
      .select({
        participantId: drillParticipants.id,
        name: fullName,
        email: users.email,
        registeredAt: drillParticipants.createdAt,
        status: drillParticipants.status,
        lookingForTeam: drillParticipants.lookingForTeam,
        answers: drillParticipants.answers,
        teamId: drillTeams.id,
        teamName: drillTeams.name,
        teamLeadId: drillTeams.leadParticipantId,
        ownerKey: ownerKeySql,
      })
      .from(drillParticipants)
      .$dynamic(),
  )
    .where(where)
    .orderBy(asc(drillParticipants.createdAt), asc(drillParticipants.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await withPeopleJoins(db.select({ n: count() }).from(drillParticipants).$dynamic()).where(where);
  return { rows, total: Number(total?.n ?? 0) };
};

export const phasesOf = (db: DbOrTx, drillId: number) =>
  db
    .select({ id: drillPhases.id, name: drillPhases.name, position: drillPhases.position })
    .from(drillPhases)
    .where(eq(drillPhases.drillId, drillId))
    .orderBy(asc(drillPhases.position), asc(drillPhases.id));

/** The submissions (latest state) of these owners, one per owner and phase. */
export const submissionsOfOwners = async (db: DbOrTx, drillId: number, ownerKeys: string[]) =>
  ownerKeys.length === 0
    ? []
    : db
        .select({
          ownerKey: drillSubmissions.ownerKey,
          phaseId: drillSubmissions.phaseId,
          status: drillSubmissions.status,
          submittedAt: drillSubmissions.submittedAt,
        })
        .from(drillSubmissions)
        .where(and(eq(drillSubmissions.drillId, drillId), inArray(drillSubmissions.ownerKey, ownerKeys)));

export const findTeams = async (
  db: DbOrTx,
  drillId: number,
  search: string | undefined,
  page: { limit: number; offset: number },
) => {
  const conditions: SQL[] = [eq(drillTeams.drillId, drillId)];
  if (search) {
    const pattern = containsPattern(search);
    // A team is found by its name or by any member's name or email.
    const member = db
      .select({ one: sql`1` })
      .from(drillTeamMembers)
      .innerJoin(drillParticipants, eq(drillParticipants.id, drillTeamMembers.participantId))
      .innerJoin(users, eq(users.id, drillParticipants.uid))
      .where(
        and(
          eq(drillTeamMembers.teamId, drillTeams.id),
          eq(drillTeamMembers.isActive, true),
          or(ilike(fullName, pattern), ilike(users.email, pattern)),
        ),
      );
    conditions.push(or(ilike(drillTeams.name, pattern), exists(member))!);
  }
  const where = and(...conditions);
  const teams = await db
    .select()
    .from(drillTeams)
    .where(where)
    .orderBy(asc(sql`lower(${drillTeams.name})`), asc(drillTeams.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(drillTeams).where(where);
  const ids = teams.map((t) => t.id);
  const members =
    ids.length === 0
      ? []
      : await db
          .select({
            teamId: drillTeamMembers.teamId,
            participantId: drillParticipants.id,
            name: fullName,
            email: users.email,
          })
          .from(drillTeamMembers)
          .innerJoin(drillParticipants, eq(drillParticipants.id, drillTeamMembers.participantId))
          .innerJoin(users, eq(users.id, drillParticipants.uid))
          .where(and(inArray(drillTeamMembers.teamId, ids), eq(drillTeamMembers.isActive, true)))
          .orderBy(asc(drillTeamMembers.joinedAt), asc(drillTeamMembers.id));
  return { teams, members, total: Number(total?.n ?? 0) };
};
