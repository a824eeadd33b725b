import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  drillLeaderboardEntries,
  drillParticipants,
  drillPhases,
  drillSubmissions,
  drillTeamMembers,
  drillTeams,
} from '../../db/schema/drills.ts';
import {
  drillJudgeAssignments,
  drillJudges,
  drillJudgingAudit,
  drillPhaseOutcomes,
  drillRubricCriteria,
  drillScores,
} from '../../db/schema/judging.ts';
import { users } from '../../db/schema/users.ts';

/** SQL of standings: a phase's submissions, its submitted reviews, outcomes and published entries. */

export type PhaseRow = typeof drillPhases.$inferSelect;
export type OutcomeRow = typeof drillPhaseOutcomes.$inferSelect;

export const phasesOfDrill = (db: DbOrTx, drillId: number): Promise<PhaseRow[]> =>
  db
    .select()
    .from(drillPhases)
    .where(eq(drillPhases.drillId, drillId))
    .orderBy(asc(drillPhases.position), asc(drillPhases.id));

/** The phase, locked for the rest of the caller's transaction (shortlist and publish decide one at a time). */
export const lockPhase = async (tx: DbOrTx, phaseId: number): Promise<PhaseRow | null> => {
  const [row] = await tx.select().from(drillPhases).where(eq(drillPhases.id, phaseId)).for('update').limit(1);
  return row ?? null;
};

export interface SubmissionOwnerRow {
  submissionId: number;
  ownerKey: string;
  teamId: number | null;
  participantId: number;
  teamName: string | null;
  participantName: string;
  submittedAt: Date | null;
}

/** The phase's submitted submissions with their owners' names (a participant's first and last name). */
export const submittedWithOwnersOfPhase = (db: DbOrTx, phaseId: number): Promise<SubmissionOwnerRow[]> =>
  db
    .select({
      submissionId: drillSubmissions.id,
      ownerKey: drillSubmissions.ownerKey,
      teamId: drillSubmissions.teamId,
      participantId: drillSubmissions.participantId,
      teamName: drillTeams.name,
      participantName: sql<string>`trim(concat_ws(' ', ${users.fullName}, ${users.lastName}))`,
      submittedAt: drillSubmissions.submittedAt,
    })
    .from(drillSubmissions)
    .innerJoin(drillParticipants, eq(drillParticipants.id, drillSubmissions.participantId))
    .innerJoin(users, eq(users.id, drillParticipants.uid))
    .leftJoin(drillTeams, eq(drillTeams.id, drillSubmissions.teamId))
    .where(and(eq(drillSubmissions.phaseId, phaseId), eq(drillSubmissions.status, 'submitted')))
    .orderBy(asc(drillSubmissions.id));

export interface ReviewRow {
  judgeId: number;
  judgeName: string;
  submissionId: number;
  total: number;
  scores: Record<string, number>;
  feedback: string;
  submittedAt: Date | null;
}

/** Submitted reviews of the phase (a removed judge's stay unless the hosts discarded them, as H4's removal does). */
export const submittedReviewsOfPhase = async (db: DbOrTx, phaseId: number): Promise<ReviewRow[]> => {
  const rows = await db
    .select({
      judgeId: drillJudges.id,
      judgeName: sql<string>`coalesce(nullif(${drillJudges.name}, ''), ${drillJudges.email})`,
      submissionId: drillJudgeAssignments.submissionId,
      total: drillScores.total,
      scores: drillScores.scores,
      feedback: drillScores.feedback,
      submittedAt: drillScores.submittedAt,
    })
    .from(drillScores)
    .innerJoin(drillJudgeAssignments, eq(drillJudgeAssignments.id, drillScores.assignmentId))
    .innerJoin(drillJudges, eq(drillJudges.id, drillJudgeAssignments.judgeId))
    .where(
      and(
        eq(drillJudgeAssignments.phaseId, phaseId),
        eq(drillScores.status, 'submitted'),
        isNotNull(drillScores.total),
      ),
    )
    .orderBy(asc(drillScores.submittedAt), asc(drillScores.id));
  return rows.map((r) => ({ ...r, total: r.total! }));
};

export const criteriaOfPhase = (db: DbOrTx, phaseId: number) =>
  db
    .select({ id: drillRubricCriteria.id, name: drillRubricCriteria.name, weight: drillRubricCriteria.weight })
    .from(drillRubricCriteria)
    .where(eq(drillRubricCriteria.phaseId, phaseId))
    .orderBy(asc(drillRubricCriteria.position), asc(drillRubricCriteria.id));

export const outcomesOfPhase = (db: DbOrTx, phaseId: number): Promise<OutcomeRow[]> =>
  db.select().from(drillPhaseOutcomes).where(eq(drillPhaseOutcomes.phaseId, phaseId));

export const outcomeOfOwner = async (db: DbOrTx, phaseId: number, ownerKeys: readonly string[]) => {
  if (!ownerKeys.length) return null;
  const [row] = await db
    .select()
    .from(drillPhaseOutcomes)
    .where(and(eq(drillPhaseOutcomes.phaseId, phaseId), inArray(drillPhaseOutcomes.ownerKey, [...ownerKeys])))
    .limit(1);
  return row ?? null;
};

export type NewOutcome = typeof drillPhaseOutcomes.$inferInsert;

/** Writes the phase's outcomes, replacing the earlier decision. */
export const upsertOutcomes = async (tx: DbOrTx, rows: NewOutcome[]): Promise<void> => {
  if (!rows.length) return;
  await tx
    .insert(drillPhaseOutcomes)
    .values(rows)
    .onConflictDoUpdate({
      target: [drillPhaseOutcomes.phaseId, drillPhaseOutcomes.submissionId],
      set: {
        ownerKey: sql`excluded.owner_key`,
        rawAverage: sql`excluded.raw_average`,
        normalisedScore: sql`excluded.normalised_score`,
        reviewCount: sql`excluded.review_count`,
        rank: sql`excluded.rank`,
        advanced: sql`excluded.advanced`,
        decidedAt: sql`excluded.decided_at`,
      },
    });
};

export const setPhaseFields = (tx: DbOrTx, phaseId: number, set: Partial<typeof drillPhases.$inferInsert>) =>
  tx.update(drillPhases).set(set).where(eq(drillPhases.id, phaseId));

export const replaceLeaderboard = async (
  tx: DbOrTx,
  phaseId: number,
  rows: (typeof drillLeaderboardEntries.$inferInsert)[],
): Promise<void> => {
  await tx.delete(drillLeaderboardEntries).where(eq(drillLeaderboardEntries.phaseId, phaseId));
  if (rows.length) await tx.insert(drillLeaderboardEntries).values(rows);
};

export const clearLeaderboard = (tx: DbOrTx, phaseId: number) =>
  tx.delete(drillLeaderboardEntries).where(eq(drillLeaderboardEntries.phaseId, phaseId));

export const insertAudit = (
  tx: DbOrTx,
  row: { drillId: number; phaseId: number; actorUid: number | null; action: string; details: Record<string, unknown> },
) => tx.insert(drillJudgingAudit).values(row);

/** Whether an audit row with this action and marker exists (the notices' once-only ledger). */
export const auditMarkerExists = async (db: DbOrTx, phaseId: number, action: string, marker: string) => {
  const [row] = await db
    .select({ id: drillJudgingAudit.id })
    .from(drillJudgingAudit)
    .where(
      and(
        eq(drillJudgingAudit.phaseId, phaseId),
        eq(drillJudgingAudit.action, action),
        sql`${drillJudgingAudit.details}->>'marker' = ${marker}`,
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** The people behind an owner key: a team's active members, or the participant alone (registered only). */
export const membersOfOwner = async (
  db: DbOrTx,
  ownerKey: string,
): Promise<{ uid: number; participantId: number }[]> => {
  const [kind, idText] = ownerKey.split(':');
  const id = Number(idText);
  if (kind === 'team') {
    return db
      .select({ uid: drillParticipants.uid, participantId: drillParticipants.id })
      .from(drillTeamMembers)
      .innerJoin(drillParticipants, eq(drillParticipants.id, drillTeamMembers.participantId))
      .where(
        and(
          eq(drillTeamMembers.teamId, id),
          eq(drillTeamMembers.isActive, true),
          eq(drillParticipants.status, 'registered'),
        ),
      );
  }
  return db
    .select({ uid: drillParticipants.uid, participantId: drillParticipants.id })
    .from(drillParticipants)
    .where(and(eq(drillParticipants.id, id), eq(drillParticipants.status, 'registered')));
};

export interface OwnerOutcomeRow {
  ownerKey: string;
  drillId: number;
  phaseId: number;
  phaseName: string;
  position: number;
  advanced: boolean | null;
  /** The published rank, only once the phase's results are published. */
  rank: number | null;
}

/** Decided outcomes of these owners in shortlisted phases (for /my-hackathons), with published ranks. */
export const decidedOutcomesOf = async (db: DbOrTx, ownerKeys: readonly string[]): Promise<OwnerOutcomeRow[]> => {
  if (!ownerKeys.length) return [];
  return db
    .select({
      ownerKey: drillPhaseOutcomes.ownerKey,
      drillId: drillPhases.drillId,
      phaseId: drillPhases.id,
      phaseName: drillPhases.name,
      position: drillPhases.position,
      advanced: drillPhaseOutcomes.advanced,
      rank: drillLeaderboardEntries.rank,
    })
    .from(drillPhaseOutcomes)
    .innerJoin(drillPhases, eq(drillPhases.id, drillPhaseOutcomes.phaseId))
    .leftJoin(
      drillLeaderboardEntries,
      and(
        eq(drillLeaderboardEntries.phaseId, drillPhaseOutcomes.phaseId),
        eq(drillLeaderboardEntries.submissionId, drillPhaseOutcomes.submissionId),
        isNotNull(drillPhases.resultsPublishedAt),
      ),
    )
    .where(and(inArray(drillPhaseOutcomes.ownerKey, [...ownerKeys]), isNotNull(drillPhases.shortlistedAt)))
    .orderBy(asc(drillPhases.position), asc(drillPhases.id));
};
