import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DRILL_PHASE_KINDS, type DrillPhaseKind } from '@elevate/contracts/drills/drill.constants';
import type { FormAnswers } from '@elevate/contracts/drills/form-fields.schema';
import {
  type ProblemStatement,
  type Submission,
  type SubmissionAuthor,
  type SubmissionListItem,
  type SubmissionStatus,
} from '@elevate/contracts/drills/submission.schema';
import { DELETED_USER_NAME } from '@elevate/contracts/referrals/referral.constants';
import type { DbOrTx } from '../../db/client.ts';
import {
  drillParticipants,
  drillPhases,
  drillProblemStatements,
  drillSubmissions,
  drillSubmissionVersions,
  drillTeamMembers,
  drillTeams,
} from '../../db/schema/drills.ts';
import { users } from '../../db/schema/users.ts';

export type PhaseRow = typeof drillPhases.$inferSelect;
export type SubmissionRow = typeof drillSubmissions.$inferSelect;

const kindOf = (kind: string): DrillPhaseKind =>
  (DRILL_PHASE_KINDS as readonly string[]).includes(kind) ? (kind as DrillPhaseKind) : 'solution';

export const findPhase = async (db: DbOrTx, drillId: number, phaseId: number): Promise<PhaseRow | null> => {
  const [row] = await db
    .select()
    .from(drillPhases)
    .where(and(eq(drillPhases.id, phaseId), eq(drillPhases.drillId, drillId)))
    .limit(1);
  return row ?? null;
};

/** The problem statements of a hackathon, or those serving one phase (its own and the every-phase ones). */
export const listProblemStatements = async (
  db: DbOrTx,
  drillId: number,
  phaseId?: number,
): Promise<ProblemStatement[]> => {
  const rows = await db
    .select()
    .from(drillProblemStatements)
    .where(
      and(
        eq(drillProblemStatements.drillId, drillId),
        phaseId === undefined
          ? undefined
          : or(isNull(drillProblemStatements.phaseId), eq(drillProblemStatements.phaseId, phaseId)),
      ),
    )
    .orderBy(asc(drillProblemStatements.position), asc(drillProblemStatements.id));
  return rows.map((r) => ({
    problemStatementId: r.id,
    phaseId: r.phaseId,
    title: r.title,
    description: r.description,
  }));
};

export interface OwnerMember {
  uid: number;
  participantId: number;
  email: string;
  fullName: string;
  verified: boolean;
}

/** The people behind an owner: the team's active members, or the participant alone. */
export const ownerMembers = async (
  db: DbOrTx,
  owner: { teamId: number | null; participantId: number },
): Promise<OwnerMember[]> => {
  const columns = {
    uid: users.id,
    participantId: drillParticipants.id,
    email: users.email,
    fullName: users.fullName,
    verified: sql<boolean>`${users.emailVerifiedAt} is not null and ${users.deletedAt} is null`,
  };
  if (owner.teamId === null) {
    return db
      .select(columns)
      .from(drillParticipants)
      .innerJoin(users, eq(users.id, drillParticipants.uid))
      .where(eq(drillParticipants.id, owner.participantId));
  }
  return db
    .select(columns)
    .from(drillTeamMembers)
    .innerJoin(drillParticipants, eq(drillParticipants.id, drillTeamMembers.participantId))
    .innerJoin(users, eq(users.id, drillParticipants.uid))
    .where(and(eq(drillTeamMembers.teamId, owner.teamId), eq(drillTeamMembers.isActive, true)))
    .orderBy(asc(drillTeamMembers.joinedAt));
};

export const findSubmissionByOwner = async (
  db: DbOrTx,
  phaseId: number,
  ownerKey: string,
): Promise<SubmissionRow | null> => {
  const [row] = await db
    .select()
    .from(drillSubmissions)
    .where(and(eq(drillSubmissions.phaseId, phaseId), eq(drillSubmissions.ownerKey, ownerKey)))
    .limit(1);
  return row ?? null;
};

export interface SubmissionSave {
  drillId: number;
  phaseId: number;
  teamId: number | null;
  participantId: number;
  ownerKey: string;
  problemStatementId: number | null;
  answers: FormAnswers;
  status: SubmissionStatus;
  contentHash: string;
  uid: number;
  now: Date;
}

/**
 * Creates the owner's submission of the phase (version 1) or moves it to the next version, in one statement:
 * the upsert takes the row lock, so two members saving at once get versions n+1 and n+2 and neither is lost.
 * A draft never replaces a submitted one: then nothing is written and null comes back.
 */
export const upsertSubmission = async (tx: DbOrTx, s: SubmissionSave): Promise<SubmissionRow | null> => {
  const submittedAt = s.status === 'submitted' ? s.now : null;
  const [row] = await tx
    .insert(drillSubmissions)
    .values({
      drillId: s.drillId,
      phaseId: s.phaseId,
      teamId: s.teamId,
      participantId: s.participantId,
      ownerKey: s.ownerKey,
      problemStatementId: s.problemStatementId,
      answers: s.answers,
      status: s.status,
      version: 1,
      contentHash: s.contentHash,
      submittedAt,
      updatedBy: s.uid,
      createdAt: s.now,
      updatedAt: s.now,
    })
    .onConflictDoUpdate({
      target: [drillSubmissions.phaseId, drillSubmissions.ownerKey],
      set: {
        problemStatementId: sql`excluded.problem_statement_id`,
        answers: sql`excluded.answers`,
        status: sql`excluded.status`,
        version: sql`${drillSubmissions.version} + 1`,
        contentHash: sql`excluded.content_hash`,
        submittedAt: sql`coalesce(excluded.submitted_at, ${drillSubmissions.submittedAt})`,
        updatedBy: sql`excluded.updated_by`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`not (excluded.status = 'draft' and ${drillSubmissions.status} = 'submitted')`,
    })
    .returning();
  return row ?? null;
};

export const insertVersion = async (tx: DbOrTx, row: SubmissionRow): Promise<void> => {
  await tx.insert(drillSubmissionVersions).values({
    submissionId: row.id,
    version: row.version,
    status: row.status,
    problemStatementId: row.problemStatementId,
    answers: row.answers,
    contentHash: row.contentHash ?? '',
    createdBy: row.updatedBy,
    createdAt: row.updatedAt,
  });
};

/** Locks the team at its first final submission (hackathons whose teams lock then); later calls change nothing. */
export const lockTeamIfOpen = async (tx: DbOrTx, teamId: number, now: Date): Promise<void> => {
  await tx
    .update(drillTeams)
    .set({ lockedAt: now, updatedAt: now })
    .where(and(eq(drillTeams.id, teamId), isNull(drillTeams.lockedAt)));
};

const authorName = sql<string | null>`case when ${users.deletedAt} is not null then ${DELETED_USER_NAME}
  else nullif(trim(concat_ws(' ', ${users.fullName}, ${users.lastName})), '') end`;

const authorOf = (uid: number | null, name: string | null): SubmissionAuthor | null =>
  uid === null ? null : { uid, name: name ?? DELETED_USER_NAME };

// A list page has 10 rows, so its answers are read too and left out of the list items.
const columns = {
  answers: drillSubmissions.answers,
  s: {
    id: drillSubmissions.id,
    drillId: drillSubmissions.drillId,
    phaseId: drillSubmissions.phaseId,
    teamId: drillSubmissions.teamId,
    participantId: drillSubmissions.participantId,
    ownerKey: drillSubmissions.ownerKey,
    problemStatementId: drillSubmissions.problemStatementId,
    status: drillSubmissions.status,
    version: drillSubmissions.version,
    contentHash: drillSubmissions.contentHash,
    submittedAt: drillSubmissions.submittedAt,
    updatedBy: drillSubmissions.updatedBy,
    createdAt: drillSubmissions.createdAt,
    updatedAt: drillSubmissions.updatedAt,
  },
  phase: drillPhases.name,
  phaseKind: drillPhases.kind,
  teamName: drillTeams.name,
  problemStatementTitle: drillProblemStatements.title,
  updatedByName: authorName,
};

type ListRow = {
  answers: FormAnswers;
  s: Omit<SubmissionRow, 'answers'>;
  phase: string;
  phaseKind: string;
  teamName: string | null;
  problemStatementTitle: string | null;
  updatedByName: string | null;
};

const toSubmission = (r: ListRow): Submission & { ownerKey: string } => ({
  answers: r.answers,
  submissionId: r.s.id,
  drillId: r.s.drillId,
  phaseId: r.s.phaseId,
  phase: r.phase,
  phaseKind: kindOf(r.phaseKind),
  teamId: r.s.teamId,
  teamName: r.teamName,
  participantId: r.s.participantId,
  ownerKey: r.s.ownerKey,
  problemStatementId: r.s.problemStatementId,
  problemStatementTitle: r.problemStatementTitle,
  status: r.s.status === 'submitted' ? 'submitted' : 'draft',
  version: r.s.version,
  contentHash: r.s.contentHash,
  submittedAt: r.s.submittedAt?.toISOString() ?? null,
  updatedAt: r.s.updatedAt.toISOString(),
  updatedBy: authorOf(r.s.updatedBy, r.updatedByName),
  createdAt: r.s.createdAt.toISOString(),
});

/** A row just saved by `user`, as the answer of the save (no second read inside the deadline rush). */
export const savedSubmission = (
  row: SubmissionRow,
  ctx: {
    phase: Pick<PhaseRow, 'name' | 'kind'>;
    teamName: string | null;
    problemStatementTitle: string | null;
    user: { fullName: string; lastName: string };
  },
): Submission => {
  const { ownerKey: _ownerKey, ...submission } = toSubmission({
    answers: row.answers,
    s: row,
    phase: ctx.phase.name,
    phaseKind: ctx.phase.kind,
    teamName: ctx.teamName,
    problemStatementTitle: ctx.problemStatementTitle,
    updatedByName: `${ctx.user.fullName} ${ctx.user.lastName}`.trim(),
  });
  return submission;
};

/** Submissions with their phase, team, problem statement and last editor's name. */
const withJoins = (db: DbOrTx) =>
  db
    .select(columns)
    .from(drillSubmissions)
    .innerJoin(drillPhases, eq(drillPhases.id, drillSubmissions.phaseId))
    .leftJoin(drillTeams, eq(drillTeams.id, drillSubmissions.teamId))
    .leftJoin(drillProblemStatements, eq(drillProblemStatements.id, drillSubmissions.problemStatementId))
    .leftJoin(users, eq(users.id, drillSubmissions.updatedBy));

export interface SubmissionFilter {
  drillId: number;
  /** Only these owners ('team:{id}', 'participant:{id}'); every owner when null (the hosts). */
  ownerKeys: string[] | null;
  phaseId?: number | undefined;
  status?: SubmissionStatus | undefined;
  limit: number;
  offset: number;
}

/** A page of a hackathon's submissions, newest update first (ties by id, so paging is stable), and the total. */
export const listSubmissions = async (
  db: DbOrTx,
  f: SubmissionFilter,
): Promise<{ data: SubmissionListItem[]; total: number }> => {
  const where: SQL | undefined = and(
    eq(drillSubmissions.drillId, f.drillId),
    f.ownerKeys ? inArray(drillSubmissions.ownerKey, f.ownerKeys) : undefined,
    f.phaseId === undefined ? undefined : eq(drillSubmissions.phaseId, f.phaseId),
    f.status === undefined ? undefined : eq(drillSubmissions.status, f.status),
  );
  const [rows, [total]] = await Promise.all([
    withJoins(db)
      .where(where)
      .orderBy(desc(drillSubmissions.updatedAt), desc(drillSubmissions.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(drillSubmissions).where(where),
  ]);
  return {
    data: rows.map((r) => {
      const { ownerKey: _ownerKey, answers: _answers, ...item } = toSubmission(r);
      return item;
    }),
    total: total?.n ?? 0,
  };
};

/** One submission of the hackathon with its answers and owner key (the service decides who may read it). */
export const findSubmission = async (
  db: DbOrTx,
  drillId: number,
  submissionId: number,
): Promise<(Submission & { ownerKey: string }) | null> => {
  const [row] = await withJoins(db)
    .where(and(eq(drillSubmissions.id, submissionId), eq(drillSubmissions.drillId, drillId)))
    .limit(1);
  return row ? toSubmission(row) : null;
};

export interface VersionRow {
  version: number;
  status: SubmissionStatus;
  problemStatementId: number | null;
  answers: FormAnswers;
  contentHash: string;
  createdAt: string;
  createdBy: SubmissionAuthor | null;
}

/** Every kept save of a submission, oldest first. */
export const listVersions = async (db: DbOrTx, submissionId: number): Promise<VersionRow[]> => {
  const author = alias(users, 'author');
  const rows = await db
    .select({
      v: drillSubmissionVersions,
      name: sql<string | null>`case when ${author.deletedAt} is not null then ${DELETED_USER_NAME}
        else nullif(trim(concat_ws(' ', ${author.fullName}, ${author.lastName})), '') end`,
    })
    .from(drillSubmissionVersions)
    .leftJoin(author, eq(author.id, drillSubmissionVersions.createdBy))
    .where(eq(drillSubmissionVersions.submissionId, submissionId))
    .orderBy(asc(drillSubmissionVersions.version));
  return rows.map(({ v, name }) => ({
    version: v.version,
    status: v.status === 'submitted' ? 'submitted' : 'draft',
    problemStatementId: v.problemStatementId,
    answers: v.answers,
    contentHash: v.contentHash,
    createdAt: v.createdAt.toISOString(),
    createdBy: authorOf(v.createdBy, name),
  }));
};
