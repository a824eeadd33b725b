import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  drillCertificates,
  drillParticipants,
  drillPhases,
  drills,
  drillSubmissions,
  drillTeamMembers,
  drillTeams,
} from '../../db/schema/drills.ts';
import type { DrillRow, TeamRow } from './drill-access.ts';

export interface RegistrationRow {
  participantId: number;
  registeredAt: Date;
  drill: DrillRow;
}

export interface PhaseRow {
  id: number;
  drillId: number;
  name: string;
  kind: string;
  startDt: Date;
  endDt: Date;
  resultsPublishedAt: Date | null;
}

/** The user's current registrations (withdrawn ones left out) in listed hackathons. */
export const registrationsOf = async (db: DbOrTx, uid: number): Promise<RegistrationRow[]> =>
  db
    .select({ participantId: drillParticipants.id, registeredAt: drillParticipants.createdAt, drill: drills })
    .from(drillParticipants)
    .innerJoin(drills, eq(drills.id, drillParticipants.drillId))
    .where(
      and(eq(drillParticipants.uid, uid), eq(drillParticipants.status, 'registered'), eq(drills.isPublished, true)),
    );

export const phasesOf = async (db: DbOrTx, drillIds: number[]): Promise<PhaseRow[]> =>
  drillIds.length === 0
    ? []
    : db
        .select({
          id: drillPhases.id,
          drillId: drillPhases.drillId,
          name: drillPhases.name,
          kind: drillPhases.kind,
          startDt: drillPhases.startDt,
          endDt: drillPhases.endDt,
          resultsPublishedAt: drillPhases.resultsPublishedAt,
        })
        .from(drillPhases)
        .where(inArray(drillPhases.drillId, drillIds))
        .orderBy(asc(drillPhases.position), asc(drillPhases.startDt), asc(drillPhases.id));

/** Each participant's active team, by participant id (drill-access activeTeamOf, for many at once). */
export const activeTeamsOf = async (db: DbOrTx, participantIds: number[]): Promise<Map<number, TeamRow>> => {
  if (participantIds.length === 0) return new Map();
  const rows = await db
    .select({ participantId: drillTeamMembers.participantId, team: drillTeams })
    .from(drillTeamMembers)
    .innerJoin(drillTeams, eq(drillTeams.id, drillTeamMembers.teamId))
    .where(and(inArray(drillTeamMembers.participantId, participantIds), eq(drillTeamMembers.isActive, true)));
  return new Map(rows.map((r) => [r.participantId, r.team]));
};

/** The submitted (not draft) submissions of these owners ('team:{id}' or 'participant:{id}'). */
export const submittedByOwners = async (
  db: DbOrTx,
  ownerKeys: string[],
): Promise<Array<{ ownerKey: string; phaseId: number }>> =>
  ownerKeys.length === 0
    ? []
    : db
        .select({ ownerKey: drillSubmissions.ownerKey, phaseId: drillSubmissions.phaseId })
        .from(drillSubmissions)
        .where(and(inArray(drillSubmissions.ownerKey, ownerKeys), eq(drillSubmissions.status, 'submitted')));

/** How many certificates each participant has, by participant id. */
export const certificateCounts = async (db: DbOrTx, participantIds: number[]): Promise<Map<number, number>> => {
  if (participantIds.length === 0) return new Map();
  const rows = await db
    .select({ participantId: drillCertificates.participantId, n: count() })
    .from(drillCertificates)
    .where(inArray(drillCertificates.participantId, participantIds))
    .groupBy(drillCertificates.participantId);
  return new Map(rows.map((r) => [r.participantId, r.n]));
};
