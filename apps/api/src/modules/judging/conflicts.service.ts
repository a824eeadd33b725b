import { and, eq, ilike, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { ConflictReason } from '@elevate/contracts/judging/judging.constants';
import { JudgingMessages as M } from '@elevate/contracts/judging/judging.messages';
import type {
  Conflict,
  ConflictList,
  ConflictOwner,
  ConflictOwnerList,
  ConflictWrite,
} from '@elevate/contracts/judging/judging.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { drillParticipants, drillSubmissions, drillTeamMembers, drillTeams } from '../../db/schema/drills.ts';
import { drillJudgeAssignments, drillJudgeConflicts, drillScores } from '../../db/schema/judging.ts';
import { users } from '../../db/schema/users.ts';
import { uniqueViolationOf } from '../../lib/db-errors.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { escapeLike } from '../../lib/sql-like.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { requireHostedDrill } from '../drills/drill-access.ts';
import { insertAudit } from './judging-audit.repository.ts';
import { requireHostedJudge, type JudgeRow } from './judging-access.ts';
import {
  conflictKeysOf,
  normaliseOrganisation,
  ownerNamesOf,
  participantOrganisations,
  teamMembersOf,
} from './judging-owners.repository.ts';

/**
 * Conflicts of interest: declared by hand (by the host, or by the judge on an assignment) against a team or a
 * participant, and found from the judge's organisation matching a participant's college or company. A conflict
 * against a participant also covers the submissions of their team.
 */

export interface OrganisationMatch {
  judgeId: number;
  ownerKey: string;
  note: string;
}

/** Pure: judges whose organisation equals (case-, space- and punctuation-insensitively) a participant's. */
export const organisationMatches = (
  judges: readonly Pick<JudgeRow, 'id' | 'organisation'>[],
  organisations: ReadonlyMap<number, readonly string[]>,
): OrganisationMatch[] => {
  const out: OrganisationMatch[] = [];
  for (const j of judges) {
    const mine = normaliseOrganisation(j.organisation);
    if (!mine) continue;
    for (const [participantId, orgs] of organisations) {
      const hit = orgs.find((o) => normaliseOrganisation(o) === mine);
      if (hit) out.push({ judgeId: j.id, ownerKey: `participant:${participantId}`, note: hit });
    }
  }
  return out;
};

/** Stores the organisation conflicts of these judges not stored yet; answers how many were new. */
export const storeOrganisationConflicts = async (
  tx: DbOrTx,
  drillId: number,
  judges: readonly JudgeRow[],
): Promise<number> => {
  if (!judges.some((j) => normaliseOrganisation(j.organisation))) return 0;
  const matches = organisationMatches(judges, await participantOrganisations(tx, drillId));
  if (matches.length === 0) return 0;
  const inserted = await tx
    .insert(drillJudgeConflicts)
    .values(matches.map((m) => ({ judgeId: m.judgeId, ownerKey: m.ownerKey, reason: 'organisation', note: m.note })))
    .onConflictDoNothing()
    .returning({ id: drillJudgeConflicts.id });
  return inserted.length;
};

/** judgeId → the owner keys they may not review. */
export const conflictsMapOf = async (db: DbOrTx, judgeIds: readonly number[]): Promise<Map<number, Set<string>>> => {
  const out = new Map<number, Set<string>>();
  if (judgeIds.length === 0) return out;
  const rows = await db
    .select({ judgeId: drillJudgeConflicts.judgeId, ownerKey: drillJudgeConflicts.ownerKey })
    .from(drillJudgeConflicts)
    .where(inArray(drillJudgeConflicts.judgeId, [...judgeIds]));
  for (const r of rows) {
    if (!out.has(r.judgeId)) out.set(r.judgeId, new Set());
    out.get(r.judgeId)!.add(r.ownerKey);
  }
  return out;
};

/**
 * Removes the judge's assignments that a conflict now forbids (those with a submitted review too: a review by a
 * conflicted judge must not count). Answers how many went.
 */
export const dropConflictedAssignments = async (
  tx: DbOrTx,
  drillId: number,
  judgeId: number,
  ownerKey: string,
): Promise<{ removed: number; discardedReviews: number }> => {
  const rows = await tx
    .select({ id: drillJudgeAssignments.id, submission: drillSubmissions, scoreStatus: drillScores.status })
    .from(drillJudgeAssignments)
    .innerJoin(drillSubmissions, eq(drillSubmissions.id, drillJudgeAssignments.submissionId))
    .leftJoin(drillScores, eq(drillScores.assignmentId, drillJudgeAssignments.id))
    .where(and(eq(drillJudgeAssignments.judgeId, judgeId), eq(drillSubmissions.drillId, drillId)));
  if (rows.length === 0) return { removed: 0, discardedReviews: 0 };
  const members = await teamMembersOf(tx, drillId);
  const hit = rows.filter((r) => conflictKeysOf(r.submission, members).includes(ownerKey));
  if (hit.length === 0) return { removed: 0, discardedReviews: 0 };
  await tx.delete(drillJudgeAssignments).where(
    inArray(
      drillJudgeAssignments.id,
      hit.map((r) => r.id),
    ),
  );
  return { removed: hit.length, discardedReviews: hit.filter((r) => r.scoreStatus === 'submitted').length };
};

/** Whether the owner key names a team or a participant of this hackathon. */
const ownerExists = async (db: DbOrTx, drillId: number, ownerKey: string): Promise<boolean> => {
  const [kind, raw] = ownerKey.split(':');
  const id = Number(raw);
  if (kind === 'team') {
    const [row] = await db
      .select({ id: drillTeams.id })
      .from(drillTeams)
      .where(and(eq(drillTeams.id, id), eq(drillTeams.drillId, drillId)))
      .limit(1);
    return !!row;
  }
  const [row] = await db
    .select({ id: drillParticipants.id })
    .from(drillParticipants)
    .where(and(eq(drillParticipants.id, id), eq(drillParticipants.drillId, drillId)))
    .limit(1);
  return !!row;
};

/** GET conflicts: the stored ones (declared and organisation) and organisation matches not stored yet. */
export const listConflicts = async (
  db: Db,
  user: AuthUser,
  drillId: number,
  judgeId: number,
): Promise<ConflictList> => {
  const { judge } = await requireHostedJudge(db, user, drillId, judgeId);
  const stored = await db.select().from(drillJudgeConflicts).where(eq(drillJudgeConflicts.judgeId, judgeId));
  const have = new Set(stored.map((c) => c.ownerKey));
  const live = normaliseOrganisation(judge.organisation)
    ? organisationMatches([judge], await participantOrganisations(db, drillId)).filter((m) => !have.has(m.ownerKey))
    : [];
  const names = await ownerNamesOf(db, [...stored.map((c) => c.ownerKey), ...live.map((m) => m.ownerKey)]);
  const data: Conflict[] = [
    ...stored.map((c) => ({
      conflictId: c.id,
      judgeId,
      ownerKey: c.ownerKey,
      ownerName: names.get(c.ownerKey) ?? c.ownerKey,
      reason: c.reason as ConflictReason,
      note: c.note,
      createdAt: c.createdAt.toISOString(),
    })),
    ...live.map((m) => ({
      conflictId: null,
      judgeId,
      ownerKey: m.ownerKey,
      ownerName: names.get(m.ownerKey) ?? m.ownerKey,
      reason: 'organisation' as const,
      note: m.note,
      createdAt: null,
    })),
  ];
  return list(data);
};

/** POST conflicts (host): records it and removes any assignment of the judge it now forbids. */
export const addConflict = async (
  db: Db,
  user: AuthUser,
  drillId: number,
  judgeId: number,
  input: ConflictWrite & { note: string },
): Promise<Conflict> => {
  try {
    return await db.transaction(async (tx) => {
      const { judge } = await requireHostedJudge(tx, user, drillId, judgeId);
      if (!(await ownerExists(tx, drillId, input.ownerKey))) throw notFound(M.ownerNotFound);
      const [row] = await tx
        .insert(drillJudgeConflicts)
        .values({ judgeId, ownerKey: input.ownerKey, reason: 'declared', note: input.note })
        .returning();
      const dropped = await dropConflictedAssignments(tx, drillId, judgeId, input.ownerKey);
      const name = (await ownerNamesOf(tx, [input.ownerKey])).get(input.ownerKey) ?? input.ownerKey;
      await insertAudit(tx, {
        drillId,
        phaseId: null,
        actorUid: user.uid,
        action: 'conflict.added',
        summary: `Recorded a conflict of ${judge.name} with ${name}`,
        details: { judgeId, ownerKey: input.ownerKey, note: input.note, ...dropped },
      });
      return {
        conflictId: row!.id,
        judgeId,
        ownerKey: row!.ownerKey,
        ownerName: name,
        reason: 'declared',
        note: row!.note,
        createdAt: row!.createdAt.toISOString(),
      };
    });
  } catch (err) {
    if (uniqueViolationOf(err) !== null) throw new AppError(ErrorCode.CONFLICT, M.conflictExists);
    throw err;
  }
};

/** DELETE a declared conflict (organisation ones follow the organisation: correct the judge's instead). */
export const removeConflict = (db: Db, user: AuthUser, drillId: number, judgeId: number, conflictId: number) =>
  db.transaction(async (tx): Promise<{ conflictId: number }> => {
    const { judge } = await requireHostedJudge(tx, user, drillId, judgeId);
    const [row] = await tx
      .select()
      .from(drillJudgeConflicts)
      .where(and(eq(drillJudgeConflicts.id, conflictId), eq(drillJudgeConflicts.judgeId, judgeId)))
      .limit(1);
    if (!row) throw notFound(M.conflictNotFound);
    if (row.reason !== 'declared') throw new AppError(ErrorCode.CONFLICT, M.conflictAutomatic);
    await tx.delete(drillJudgeConflicts).where(eq(drillJudgeConflicts.id, conflictId));
    const name = (await ownerNamesOf(tx, [row.ownerKey])).get(row.ownerKey) ?? row.ownerKey;
    await insertAudit(tx, {
      drillId,
      phaseId: null,
      actorUid: user.uid,
      action: 'conflict.removed',
      summary: `Removed the conflict of ${judge.name} with ${name}`,
      details: { judgeId, ownerKey: row.ownerKey },
    });
    return { conflictId };
  });

/** GET conflict-owners?q: teams and participants without a team, by name, for the host's conflict picker. */
export const conflictOwners = async (
  db: Db,
  user: AuthUser,
  drillId: number,
  q: string | undefined,
  limit: number,
): Promise<ConflictOwnerList> => {
  await requireHostedDrill(db, user, drillId);
  const pattern = q ? `%${escapeLike(q)}%` : null;
  const teams = await db
    .select({ id: drillTeams.id, name: drillTeams.name })
    .from(drillTeams)
    .where(
      pattern ? and(eq(drillTeams.drillId, drillId), ilike(drillTeams.name, pattern)) : eq(drillTeams.drillId, drillId),
    )
    .orderBy(drillTeams.name)
    .limit(limit);
  const inTeam = db
    .select({ one: sql`1` })
    .from(drillTeamMembers)
    .where(and(eq(drillTeamMembers.participantId, drillParticipants.id), eq(drillTeamMembers.isActive, true)));
  const nameMatch = pattern
    ? or(
        ilike(users.fullName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.fullName} || ' ' || ${users.lastName}`, pattern),
      )
    : undefined;
  const solo = await db
    .select({ id: drillParticipants.id, first: users.fullName, last: users.lastName })
    .from(drillParticipants)
    .innerJoin(users, eq(users.id, drillParticipants.uid))
    .where(and(eq(drillParticipants.drillId, drillId), notExists(inTeam), isNull(users.deletedAt), nameMatch))
    .orderBy(users.fullName)
    .limit(limit);
  const members = await teamMembersOf(db, drillId);
  const everyone = [...teams.flatMap((t) => members.get(t.id) ?? []), ...solo.map((s) => s.id)];
  const orgs = await participantOrganisations(db, drillId, everyone);
  const orgsOf = (ids: number[]) => [...new Set(ids.flatMap((id) => orgs.get(id) ?? []))];
  const data: ConflictOwner[] = [
    ...teams.map((t) => ({
      ownerKey: `team:${t.id}`,
      name: t.name,
      kind: 'team' as const,
      organisations: orgsOf(members.get(t.id) ?? []),
    })),
    ...solo.map((s) => ({
      ownerKey: `participant:${s.id}`,
      name: [s.first, s.last].filter(Boolean).join(' '),
      kind: 'participant' as const,
      organisations: orgsOf([s.id]),
    })),
  ].slice(0, limit);
  return list(data);
};
