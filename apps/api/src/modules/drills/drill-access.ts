import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drillParticipants, drills, drillTeamMembers, drillTeams } from '../../db/schema/drills.ts';
import { drillJudges } from '../../db/schema/judging.ts';
import { forbidden as forbiddenHost, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { canManagePartner } from '../partners/partner-access.ts';

/**
 * Who may do what in a hackathon, shared by every drills route: the hackathon by id or custom URL, the
 * caller's registration in it, their team, and whether they host it.
 */
export type DrillRow = typeof drills.$inferSelect;
export type ParticipantRow = typeof drillParticipants.$inferSelect;
export type TeamRow = typeof drillTeams.$inferSelect;

export const DRILL_NOT_FOUND = 'This hackathon does not exist or is no longer listed.';

/** A published hackathon by its numeric id or its custom URL (`drills/{id}` accepts both). */
export const findDrill = async (db: DbOrTx, idOrCustUrl: string | number): Promise<DrillRow | null> => {
  const key = String(idOrCustUrl);
  const where = /^\d{1,9}$/.test(key) ? eq(drills.id, Number(key)) : eq(drills.custUrl, key);
  const [row] = await db
    .select()
    .from(drills)
    .where(and(where, eq(drills.isPublished, true)))
    .limit(1);
  return row ?? null;
};

export const requireDrill = async (db: DbOrTx, idOrCustUrl: string | number): Promise<DrillRow> => {
  const drill = await findDrill(db, idOrCustUrl);
  if (!drill) throw notFound(DRILL_NOT_FOUND);
  return drill;
};

/** Hosts: admins, and the employers of the hackathon's company. */
export const isDrillHost = async (db: DbOrTx, user: AuthUser | null | undefined, drill: DrillRow): Promise<boolean> => {
  if (!user) return false;
  if (user.role === 'admin') return true;
  return drill.partnerId !== null && (await canManagePartner(db, user, drill.partnerId));
};

/** The user's registration in the hackathon (withdrawn ones included; check `status`). */
export const participantOfUser = async (db: DbOrTx, drillId: number, uid: number): Promise<ParticipantRow | null> => {
  const [row] = await db
    .select()
    .from(drillParticipants)
    .where(and(eq(drillParticipants.drillId, drillId), eq(drillParticipants.uid, uid)))
    .limit(1);
  return row ?? null;
};

/** A registration by id alone, only when it is this user's and still registered (the `drillteams` paths). */
export const ownParticipantById = async (
  db: DbOrTx,
  participantId: number,
  uid: number,
): Promise<ParticipantRow | null> => {
  const [row] = await db
    .select()
    .from(drillParticipants)
    .where(
      and(
        eq(drillParticipants.id, participantId),
        eq(drillParticipants.uid, uid),
        eq(drillParticipants.status, 'registered'),
      ),
    )
    .limit(1);
  return row ?? null;
};

/**
 * The participant `participantId` of this hackathon, when it is the caller's own registration. Anyone else's
 * id answers 404, exactly like an id that does not exist, so ids cannot be probed.
 */
export const requireOwnParticipant = async (
  db: DbOrTx,
  drillId: number,
  participantId: number,
  uid: number,
): Promise<ParticipantRow> => {
  const row = await ownParticipantById(db, participantId, uid);
  if (row?.drillId !== drillId) throw notFound('You are not registered for this hackathon.');
  return row;
};

/** The participant's current team, if any. */
export const activeTeamOf = async (db: DbOrTx, participantId: number): Promise<TeamRow | null> => {
  const [row] = await db
    .select({ team: drillTeams })
    .from(drillTeamMembers)
    .innerJoin(drillTeams, eq(drillTeams.id, drillTeamMembers.teamId))
    .where(and(eq(drillTeamMembers.participantId, participantId), eq(drillTeamMembers.isActive, true)))
    .limit(1);
  return row?.team ?? null;
};

/** Who owns a submission: the team when the participant has one, else the participant alone. */
export const submissionOwnerKey = (participantId: number, team: TeamRow | null): string =>
  team ? `team:${team.id}` : `participant:${participantId}`;

/** 403, for the drills module's rules (the house words unless a rule gives its own). */
export { forbidden } from '../../lib/errors.ts';

/**
 * A hackathon the caller hosts, published or not (the host console and judging setup). A hackathon that does
 * not exist answers 404; one the caller does not host answers 403, like the console's companies.
 */
export const requireHostedDrill = async (db: DbOrTx, user: AuthUser, drillId: number): Promise<DrillRow> => {
  const [drill] = await db.select().from(drills).where(eq(drills.id, drillId)).limit(1);
  if (!drill) throw notFound(DRILL_NOT_FOUND);
  if (!(await isDrillHost(db, user, drill))) throw forbiddenHost();
  return drill;
};

/** Whether the user judges this hackathon (an accepted, not removed invitation): judges cannot take part. */
export const isJudgeOf = async (db: DbOrTx, drillId: number, uid: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: drillJudges.id })
    .from(drillJudges)
    .where(and(eq(drillJudges.drillId, drillId), eq(drillJudges.uid, uid), eq(drillJudges.status, 'active')))
    .limit(1);
  return row !== undefined;
};
