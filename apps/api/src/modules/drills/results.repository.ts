import { and, asc, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Announcement, LeaderboardRow } from '@elevate/contracts/drills/results.schema';
import type { DbOrTx } from '../../db/client.ts';
import {
  drillAnnouncements,
  drillLeaderboardEntries,
  drillParticipants,
  drillPhases,
  drillSubmissions,
} from '../../db/schema/drills.ts';

/** A phase's published leaderboard in rank order (whether it is published is the service's question). */
export const listLeaderboard = async (db: DbOrTx, phaseId: number): Promise<Omit<LeaderboardRow, 'isMine'>[]> =>
  db
    .select({
      rank: drillLeaderboardEntries.rank,
      displayName: drillLeaderboardEntries.displayName,
      score: drillLeaderboardEntries.score,
      award: drillLeaderboardEntries.award,
      teamId: drillLeaderboardEntries.teamId,
      participantId: drillLeaderboardEntries.participantId,
    })
    .from(drillLeaderboardEntries)
    .where(eq(drillLeaderboardEntries.phaseId, phaseId))
    .orderBy(asc(drillLeaderboardEntries.rank), asc(drillLeaderboardEntries.id));

/**
 * A hackathon's announcements, newest first. `audience` null: all of them (the hosts). Otherwise those to
 * everyone, and those to a phase the participant takes part in: the first phase (everyone registered is in
 * it), or a phase where their team (or they) have a submission.
 */
export const listAnnouncements = async (
  db: DbOrTx,
  drillId: number,
  audience: { ownerKeys: string[]; firstPhaseId: number | null } | null,
): Promise<Announcement[]> => {
  let visible: SQL | undefined;
  if (audience) {
    const inPhase = audience.ownerKeys.length
      ? inArray(
          drillAnnouncements.phaseId,
          db
            .select({ phaseId: drillSubmissions.phaseId })
            .from(drillSubmissions)
            .where(and(eq(drillSubmissions.drillId, drillId), inArray(drillSubmissions.ownerKey, audience.ownerKeys))),
        )
      : undefined;
    visible = or(
      isNull(drillAnnouncements.phaseId),
      audience.firstPhaseId === null ? undefined : eq(drillAnnouncements.phaseId, audience.firstPhaseId),
      inPhase,
    );
  }
  const rows = await db
    .select({ a: drillAnnouncements, phase: drillPhases.name })
    .from(drillAnnouncements)
    .leftJoin(drillPhases, eq(drillPhases.id, drillAnnouncements.phaseId))
    .where(and(eq(drillAnnouncements.drillId, drillId), visible))
    .orderBy(desc(drillAnnouncements.createdAt), desc(drillAnnouncements.id));
  return rows.map(({ a, phase }) => ({
    announcementId: a.id,
    drillId: a.drillId,
    phaseId: a.phaseId,
    phase,
    title: a.title,
    body: a.body,
    createdAt: a.createdAt.toISOString(),
  }));
};

/** The registration `participantId` when it is this user's (in any hackathon, withdrawn ones included). */
export const participantOwnedBy = async (db: DbOrTx, participantId: number, uid: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: drillParticipants.id })
    .from(drillParticipants)
    .where(and(eq(drillParticipants.id, participantId), eq(drillParticipants.uid, uid)))
    .limit(1);
  return row !== undefined;
};
