import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drillParticipants, drillTeamInvitations, drillTeams } from '../../db/schema/drills.ts';
import { userProfiles, users } from '../../db/schema/users.ts';
import { uniqueViolationOf } from '../../lib/db-errors.ts';
import { personColumns, toPerson, type PersonRow } from './teams.repository.ts';

export type InvitationRow = typeof drillTeamInvitations.$inferSelect;
export type InvitationKind = 'invite' | 'request';

/** An invitation with its team and the invited or asking participant, as lists show it. */
export interface InvitationView {
  invitation: InvitationRow;
  teamName: string;
  leadParticipantId: number;
  drillId: number;
  person: PersonRow;
}

/** Inserts a pending invitation or request; 'pending-exists' when the team and participant already have one. */
export const insertInvitation = async (
  tx: DbOrTx,
  i: { teamId: number; participantId: number; kind: InvitationKind; role: string | null; note: string },
): Promise<InvitationRow | 'pending-exists'> => {
  try {
    const [row] = await tx.insert(drillTeamInvitations).values(i).returning();
    if (!row) throw new Error('invitation insert returned nothing');
    return row;
  } catch (err) {
    if (uniqueViolationOf(err) === 'drill_team_invitations_pending_unique') return 'pending-exists';
    throw err;
  }
};

/** The pending invitation or request between a team and a participant, if any. */
export const pendingBetween = async (
  db: DbOrTx,
  teamId: number,
  participantId: number,
): Promise<InvitationRow | null> => {
  const [row] = await db
    .select()
    .from(drillTeamInvitations)
    .where(
      and(
        eq(drillTeamInvitations.teamId, teamId),
        eq(drillTeamInvitations.participantId, participantId),
        eq(drillTeamInvitations.status, 'pending'),
      ),
    )
    .limit(1);
  return row ?? null;
};

export const invitationById = async (db: DbOrTx, invitationId: number): Promise<InvitationRow | null> => {
  const [row] = await db.select().from(drillTeamInvitations).where(eq(drillTeamInvitations.id, invitationId)).limit(1);
  return row ?? null;
};

/** Answers a pending invitation; false when it was no longer pending (someone answered first). */
export const closeInvitation = async (
  tx: DbOrTx,
  invitationId: number,
  status: 'accepted' | 'declined' | 'cancelled',
  now: Date,
): Promise<boolean> => {
  const rows = await tx
    .update(drillTeamInvitations)
    .set({ status, respondedAt: now })
    .where(and(eq(drillTeamInvitations.id, invitationId), eq(drillTeamInvitations.status, 'pending')))
    .returning({ id: drillTeamInvitations.id });
  return rows.length === 1;
};

/** Joining a team cancels the participant's other pending invitations and requests. */
export const cancelPendingOf = async (tx: DbOrTx, participantId: number, now: Date): Promise<void> => {
  await tx
    .update(drillTeamInvitations)
    .set({ status: 'cancelled', respondedAt: now })
    .where(and(eq(drillTeamInvitations.participantId, participantId), eq(drillTeamInvitations.status, 'pending')));
};

/** A full team's pending invitations and requests can no longer be accepted: they are cancelled. */
export const cancelPendingOfTeam = async (tx: DbOrTx, teamId: number, now: Date): Promise<void> => {
  await tx
    .update(drillTeamInvitations)
    .set({ status: 'cancelled', respondedAt: now })
    .where(and(eq(drillTeamInvitations.teamId, teamId), eq(drillTeamInvitations.status, 'pending')));
};

/** Pending invitations or requests of one kind, for a participant or for teams, newest first. */
export const pendingInvitations = async (
  db: DbOrTx,
  q: { kind: InvitationKind; participantId?: number; teamIds?: number[]; exceptTeamId?: number },
): Promise<InvitationView[]> => {
  const conditions: SQL[] = [eq(drillTeamInvitations.kind, q.kind), eq(drillTeamInvitations.status, 'pending')];
  if (q.participantId !== undefined) conditions.push(eq(drillTeamInvitations.participantId, q.participantId));
  if (q.teamIds !== undefined) {
    if (q.teamIds.length === 0) return [];
    conditions.push(inArray(drillTeamInvitations.teamId, q.teamIds));
  }
  if (q.exceptTeamId !== undefined) conditions.push(ne(drillTeamInvitations.teamId, q.exceptTeamId));
  const rows = await db
    .select({
      invitation: drillTeamInvitations,
      teamName: drillTeams.name,
      leadParticipantId: drillTeams.leadParticipantId,
      drillId: drillTeams.drillId,
      ...personColumns,
    })
    .from(drillTeamInvitations)
    .innerJoin(drillTeams, eq(drillTeams.id, drillTeamInvitations.teamId))
    .innerJoin(drillParticipants, eq(drillParticipants.id, drillTeamInvitations.participantId))
    .innerJoin(users, eq(users.id, drillParticipants.uid))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(...conditions))
    .orderBy(desc(drillTeamInvitations.createdAt), desc(drillTeamInvitations.id));
  return rows.map((r) => ({
    invitation: r.invitation,
    teamName: r.teamName,
    leadParticipantId: r.leadParticipantId,
    drillId: r.drillId,
    person: toPerson(r),
  }));
};
