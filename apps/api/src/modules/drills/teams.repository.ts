import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drillParticipants, drillTeamMembers, drillTeams } from '../../db/schema/drills.ts';
import { colleges, profileEducation, profileSkills, userProfiles, users } from '../../db/schema/users.ts';
import { uniqueViolationOf } from '../../lib/db-errors.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { publicUploadUrl } from '../users/profile.repository.ts';
import type { TeamRow } from './drill-access.ts';

/** A person of a hackathon as cards show them: name and picture (never the address). */
export interface PersonRow {
  participantId: number;
  uid: number;
  name: string;
  avatar: string | null;
  emailVerified: boolean;
}

export const personColumns = {
  participantId: drillParticipants.id,
  uid: users.id,
  fullName: users.fullName,
  lastName: users.lastName,
  picKey: userProfiles.profilePicKey,
  emailVerifiedAt: users.emailVerifiedAt,
};

export const toPerson = (r: {
  participantId: number;
  uid: number;
  fullName: string;
  lastName: string;
  picKey: string | null;
  emailVerifiedAt: Date | null;
}): PersonRow => ({
  participantId: r.participantId,
  uid: r.uid,
  name: `${r.fullName} ${r.lastName}`.trim() || 'Participant',
  avatar: publicUploadUrl(r.picKey),
  emailVerified: r.emailVerifiedAt !== null,
});

/** Participants with their account and picture, by participant id. */
export const peopleByParticipant = async (db: DbOrTx, participantIds: number[]): Promise<Map<number, PersonRow>> => {
  if (participantIds.length === 0) return new Map();
  const rows = await db
    .select(personColumns)
    .from(drillParticipants)
    .innerJoin(users, eq(users.id, drillParticipants.uid))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(inArray(drillParticipants.id, [...new Set(participantIds)]));
  return new Map(rows.map((r) => [r.participantId, toPerson(r)]));
};

/** Profile skills per user (teammate finder, member cards), in the order they were added. */
export const skillsOfUsers = async (db: DbOrTx, uids: number[]): Promise<Map<number, string[]>> => {
  const out = new Map<number, string[]>();
  if (uids.length === 0) return out;
  const rows = await db
    .select({ uid: profileSkills.userId, name: profileSkills.name })
    .from(profileSkills)
    .where(inArray(profileSkills.userId, [...new Set(uids)]))
    .orderBy(asc(profileSkills.id));
  for (const r of rows) out.set(r.uid, [...(out.get(r.uid) ?? []), r.name]);
  return out;
};

// ── Teams ──────────────────────────────────────────────────────────────────────────────────────────────────

export const teamById = async (db: DbOrTx, drillId: number, teamId: number): Promise<TeamRow | null> => {
  const [row] = await db
    .select()
    .from(drillTeams)
    .where(and(eq(drillTeams.id, teamId), eq(drillTeams.drillId, drillId)))
    .limit(1);
  return row ?? null;
};

/** A team by id alone (the `drillteams/{tid}` paths name no hackathon). */
export const teamByIdOnly = async (db: DbOrTx, teamId: number): Promise<TeamRow | null> => {
  const [row] = await db.select().from(drillTeams).where(eq(drillTeams.id, teamId)).limit(1);
  return row ?? null;
};

/** Whether another team of the hackathon has this name, whatever the case (the unique index's own rule). */
export const teamNameTaken = async (db: DbOrTx, drillId: number, name: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: drillTeams.id })
    .from(drillTeams)
    .where(and(eq(drillTeams.drillId, drillId), sql`lower(${drillTeams.name}) = lower(${name})`))
    .limit(1);
  return row !== undefined;
};

/** Inserts a team; 'name-taken' when the unique index on (hackathon, lower(name)) refuses it. */
export const insertTeam = async (
  tx: DbOrTx,
  t: Pick<
    typeof drillTeams.$inferInsert,
    'drillId' | 'name' | 'leadParticipantId' | 'inviteCode' | 'inviteCodeExpiresAt' | 'rolesNeeded'
  >,
): Promise<TeamRow | 'name-taken'> => {
  try {
    const [row] = await tx
      .insert(drillTeams)
      .values({ ...t, memberCount: 0 })
      .returning();
    if (!row) throw new Error('team insert returned nothing');
    return row;
  } catch (err) {
    if (uniqueViolationOf(err) === 'drill_teams_drill_name_unique') return 'name-taken';
    throw err;
  }
};

/**
 * Takes one seat of the team, only while it has one free: a single conditional UPDATE, so two joins at once
 * can never both take the last seat (the row lock makes the second wait and re-check). The members now, or
 * null when the team was full.
 */
export const claimSeat = async (tx: DbOrTx, teamId: number, max: number): Promise<number | null> => {
  const [row] = await tx
    .update(drillTeams)
    .set({ memberCount: sql`${drillTeams.memberCount} + 1`, updatedAt: new Date() })
    .where(and(eq(drillTeams.id, teamId), sql`${drillTeams.memberCount} < ${max}`))
    .returning({ memberCount: drillTeams.memberCount });
  return row?.memberCount ?? null;
};

/** Gives a seat back; the number of members left. */
export const releaseSeat = async (tx: DbOrTx, teamId: number): Promise<number> => {
  const [row] = await tx
    .update(drillTeams)
    .set({ memberCount: sql`greatest(${drillTeams.memberCount} - 1, 0)`, updatedAt: new Date() })
    .where(eq(drillTeams.id, teamId))
    .returning({ memberCount: drillTeams.memberCount });
  return row?.memberCount ?? 0;
};

/** Adds an active member; false when the participant is already active in a team (the partial unique index). */
export const insertMember = async (tx: DbOrTx, teamId: number, participantId: number): Promise<boolean> => {
  try {
    await tx.insert(drillTeamMembers).values({ teamId, participantId });
    return true;
  } catch (err) {
    if (uniqueViolationOf(err) === 'drill_team_members_active_unique') return false;
    throw err;
  }
};

/** Ends a membership; false when the participant was not an active member of the team. */
export const deactivateMember = async (tx: DbOrTx, teamId: number, participantId: number, now: Date) => {
  const rows = await tx
    .update(drillTeamMembers)
    .set({ isActive: false, leftAt: now })
    .where(
      and(
        eq(drillTeamMembers.teamId, teamId),
        eq(drillTeamMembers.participantId, participantId),
        eq(drillTeamMembers.isActive, true),
      ),
    )
    .returning({ id: drillTeamMembers.id });
  return rows.length === 1;
};

export const isActiveMember = async (db: DbOrTx, teamId: number, participantId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: drillTeamMembers.id })
    .from(drillTeamMembers)
    .where(
      and(
        eq(drillTeamMembers.teamId, teamId),
        eq(drillTeamMembers.participantId, participantId),
        eq(drillTeamMembers.isActive, true),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** The member who joined first among those left (the lead's successor), or null for an empty team. */
export const longestMember = async (tx: DbOrTx, teamId: number): Promise<number | null> => {
  const [row] = await tx
    .select({ participantId: drillTeamMembers.participantId })
    .from(drillTeamMembers)
    .where(and(eq(drillTeamMembers.teamId, teamId), eq(drillTeamMembers.isActive, true)))
    .orderBy(asc(drillTeamMembers.joinedAt), asc(drillTeamMembers.id))
    .limit(1);
  return row?.participantId ?? null;
};

export const setLead = async (tx: DbOrTx, teamId: number, participantId: number): Promise<void> => {
  await tx
    .update(drillTeams)
    .set({ leadParticipantId: participantId, updatedAt: new Date() })
    .where(eq(drillTeams.id, teamId));
};

/** An empty team is deleted (its invitations go with it), which frees its name. */
export const deleteTeam = async (tx: DbOrTx, teamId: number): Promise<void> => {
  await tx.delete(drillTeams).where(eq(drillTeams.id, teamId));
};

export const setInviteCode = async (db: DbOrTx, teamId: number, code: string, expiresAt: Date): Promise<void> => {
  await db
    .update(drillTeams)
    .set({ inviteCode: code, inviteCodeExpiresAt: expiresAt, updatedAt: new Date() })
    .where(eq(drillTeams.id, teamId));
};

export const updateTeamCard = async (
  db: DbOrTx,
  teamId: number,
  patch: { rolesNeeded?: string[] | undefined; lookingForMembers?: boolean | undefined },
): Promise<void> => {
  await db
    .update(drillTeams)
    .set({
      ...(patch.rolesNeeded !== undefined ? { rolesNeeded: patch.rolesNeeded } : {}),
      ...(patch.lookingForMembers !== undefined ? { lookingForMembers: patch.lookingForMembers } : {}),
      updatedAt: new Date(),
    })
    .where(eq(drillTeams.id, teamId));
};

/** A member row of a team, oldest first (the lead is flagged by the service). */
export interface MemberRow extends PersonRow {
  teamId: number;
  joinedAt: Date;
}

/** The active members of these teams, oldest first. */
export const membersOfTeams = async (db: DbOrTx, teamIds: number[]): Promise<MemberRow[]> => {
  if (teamIds.length === 0) return [];
  const rows = await db
    .select({ ...personColumns, teamId: drillTeamMembers.teamId, joinedAt: drillTeamMembers.joinedAt })
    .from(drillTeamMembers)
    .innerJoin(drillParticipants, eq(drillParticipants.id, drillTeamMembers.participantId))
    .innerJoin(users, eq(users.id, drillParticipants.uid))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(inArray(drillTeamMembers.teamId, teamIds), eq(drillTeamMembers.isActive, true)))
    .orderBy(asc(drillTeamMembers.joinedAt), asc(drillTeamMembers.id));
  return rows.map((r) => ({ ...toPerson(r), teamId: r.teamId, joinedAt: r.joinedAt }));
};

/**
 * What the composition rules read of each member: their profile gender, and the institution of their current
 * education (the one still running or ending last), by the shipped college's name when they picked one.
 */
export interface CompositionRow {
  participantId: number;
  name: string;
  gender: string | null;
  institution: string | null;
}

export const compositionOf = async (db: DbOrTx, teamId: number): Promise<CompositionRow[]> => {
  const currentInstitution = sql<string | null>`(
    select lower(trim(coalesce(${colleges.name}, ${profileEducation.institution})))
    from ${profileEducation} left join ${colleges} on ${colleges.id} = ${profileEducation.collegeId}
    where ${profileEducation.userId} = ${users.id}
    order by ${profileEducation.endYear} desc nulls first, ${profileEducation.startYear} desc nulls last,
      ${profileEducation.id} desc
    limit 1)`;
  const rows = await db
    .select({
      participantId: drillParticipants.id,
      fullName: users.fullName,
      lastName: users.lastName,
      gender: userProfiles.gender,
      institution: currentInstitution,
    })
    .from(drillTeamMembers)
    .innerJoin(drillParticipants, eq(drillParticipants.id, drillTeamMembers.participantId))
    .innerJoin(users, eq(users.id, drillParticipants.uid))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(eq(drillTeamMembers.teamId, teamId), eq(drillTeamMembers.isActive, true)))
    .orderBy(asc(drillTeamMembers.joinedAt), asc(drillTeamMembers.id));
  return rows.map((r) => ({
    participantId: r.participantId,
    name: `${r.fullName} ${r.lastName}`.trim(),
    gender: r.gender,
    institution: r.institution || null,
  }));
};

// ── Search ─────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Teams of a hackathon that take members and have a free seat, newest first: by the start of the name, by a
 * role they need (part of it, any case), or the one team an unexpired invite code lets in.
 */
export const searchTeams = async (
  db: DbOrTx,
  q: {
    drillId: number;
    teamMax: number;
    initialLetters?: string | undefined;
    role?: string | undefined;
    inviteCode?: string | undefined;
    now: Date;
    limit: number;
    offset: number;
  },
): Promise<{ rows: TeamRow[]; total: number }> => {
  const conditions: SQL[] = [eq(drillTeams.drillId, q.drillId)];
  if (q.inviteCode !== undefined) {
    conditions.push(eq(drillTeams.inviteCode, q.inviteCode), sql`${drillTeams.inviteCodeExpiresAt} > ${q.now}`);
  } else {
    conditions.push(eq(drillTeams.lookingForMembers, true), sql`${drillTeams.memberCount} < ${q.teamMax}`);
  }
  if (q.initialLetters) conditions.push(ilike(drillTeams.name, `${escapeLike(q.initialLetters)}%`));
  if (q.role) {
    conditions.push(sql`exists (select 1 from jsonb_array_elements_text(${drillTeams.rolesNeeded}) as r(role)
      where r.role ilike ${`%${escapeLike(q.role)}%`})`);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(drillTeams)
      .where(where)
      .orderBy(desc(drillTeams.createdAt), desc(drillTeams.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(drillTeams).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
