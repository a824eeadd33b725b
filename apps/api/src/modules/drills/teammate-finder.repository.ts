import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drillParticipants, drillTeamMembers } from '../../db/schema/drills.ts';
import { profileSkills, userProfiles, users } from '../../db/schema/users.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import { personColumns, toPerson, type PersonRow } from './teams.repository.ts';

export interface SeekerRow extends PersonRow {
  pitch: string;
}

/**
 * The teammate finder's people: participants of the hackathon who said they are looking for a team, have no
 * team, and (when asked) list a profile skill containing `skill`, any case; newest registrations first. The
 * caller is left out, and so are deleted accounts.
 */
export const searchSeekers = async (
  db: DbOrTx,
  q: { drillId: number; exceptParticipantId: number; skill?: string | undefined; limit: number; offset: number },
): Promise<{ rows: SeekerRow[]; total: number }> => {
  const conditions: SQL[] = [
    eq(drillParticipants.drillId, q.drillId),
    eq(drillParticipants.status, 'registered'),
    eq(drillParticipants.lookingForTeam, true),
    ne(drillParticipants.id, q.exceptParticipantId),
    sql`${users.deletedAt} is null`,
    sql`not exists (select 1 from ${drillTeamMembers} where ${drillTeamMembers.participantId} = ${drillParticipants.id}
      and ${drillTeamMembers.isActive})`,
  ];
  if (q.skill) {
    conditions.push(sql`exists (select 1 from ${profileSkills} where ${profileSkills.userId} = ${users.id}
      and ${profileSkills.name} ilike ${`%${escapeLike(q.skill)}%`})`);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...personColumns, pitch: drillParticipants.pitch })
      .from(drillParticipants)
      .innerJoin(users, eq(users.id, drillParticipants.uid))
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(drillParticipants.createdAt), desc(drillParticipants.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(drillParticipants)
      .innerJoin(users, eq(users.id, drillParticipants.uid))
      .where(where),
  ]);
  return { rows: rows.map((r) => ({ ...toPerson(r), pitch: r.pitch })), total: total?.n ?? 0 };
};
