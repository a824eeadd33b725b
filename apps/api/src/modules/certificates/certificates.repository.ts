import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { HostCertificate, HostCertificatesQuery } from '@elevate/contracts/certificates/certificates.schema';
import type { CertificateStatus } from '@elevate/contracts/certificates/certificates.constants';
import type { CertificateKind } from '@elevate/contracts/drills/results.schema';
import type { DbOrTx } from '../../db/client.ts';
import { drillCertificates, drills } from '../../db/schema/drills.ts';
import { containsPattern } from '../../lib/sql-like.ts';

/** The SQL of certificates: who is eligible for which kind, issuing, listing, revoking and the status lists. */

export type CertificateRow = typeof drillCertificates.$inferSelect;

export interface EligibleParticipant {
  participantId: number;
  recipientName: string;
  rank: number | null;
}

/**
 * Whether registration `p` owns one of `keys` (an uncorrelated list of owner keys of this hackathon): under its
 * own key (`participant:{id}`) or its active team's (`team:{id}`), as submissions, outcomes and leaderboards name
 * their owners. The list does not depend on `p`, so PostgreSQL reads it once and looks each registration up in
 * it (a hashed subplan), instead of scanning every submission for every registration (1,000 registrations ×
 * 1,500 submissions took a second; see docs/performance.md, certificates).
 */
const ownsOneOf = (keys: SQL) =>
  sql`(('participant:' || p.id) in (${keys}) or exists (select 1 from drill_team_members m
    where m.participant_id = p.id and m.is_active and ('team:' || m.team_id) in (${keys})))`;

/**
 * The recipient's name is the account's first name (users.full_name, a legacy column name) and last name.
 * participation: registered, with a submitted submission (own or their team's) in any phase;
 * merit: registered, and their submission advanced (shortlisted) in some phase;
 * winner: registered, and their team or they hold an award on a published leaderboard (the best rank).
 */
const eligibilityOf = (drillId: number, kind: CertificateKind): { where: SQL; rank: SQL } => {
  switch (kind) {
    case 'participation':
      return {
        where: ownsOneOf(
          sql`select s.owner_key from drill_submissions s where s.drill_id = ${drillId} and s.status = 'submitted'`,
        ),
        rank: sql`null::int`,
      };
    case 'merit':
      return {
        where: ownsOneOf(sql`select o.owner_key from drill_phase_outcomes o join drill_phases ph on ph.id = o.phase_id
          where ph.drill_id = ${drillId} and o.advanced = true`),
        rank: sql`null::int`,
      };
    case 'winner': {
      const entries = sql`from drill_leaderboard_entries e join drill_phases ph on ph.id = e.phase_id
        where ph.drill_id = p.drill_id and ph.results_published_at is not null and e.award is not null
          and (e.participant_id = p.id or e.team_id in (select m.team_id from drill_team_members m
            where m.participant_id = p.id and m.is_active))`;
      return { where: sql`exists (select 1 ${entries})`, rank: sql`(select min(e.rank) ${entries})` };
    }
  }
};

const notHolding = (kind: CertificateKind) =>
  sql`not exists (select 1 from drill_certificates c where c.participant_id = p.id and c.kind = ${kind})`;

/** Eligible registrations that do not hold this kind yet, in name order. */
export const listEligibleWithout = async (
  db: DbOrTx,
  drillId: number,
  kind: CertificateKind,
): Promise<EligibleParticipant[]> => {
  const { where, rank } = eligibilityOf(drillId, kind);
  const { rows } = await db.execute<{
    participant_id: number;
    first_name: string;
    last_name: string;
    rank: number | null;
  }>(sql`
    select p.id as participant_id, u.full_name as first_name, u.last_name, ${rank} as rank
    from drill_participants p join users u on u.id = p.uid
    where p.drill_id = ${drillId} and p.status = 'registered' and u.deleted_at is null and ${where} and ${notHolding(kind)}
    order by u.full_name, u.last_name, p.id`);
  return rows.map((r) => ({
    participantId: Number(r.participant_id),
    recipientName: `${r.first_name} ${r.last_name}`.replace(/\s+/g, ' ').trim(),
    rank: r.rank === null ? null : Number(r.rank),
  }));
};

/** How many eligible registrations do not hold this kind yet. */
export const countEligibleWithout = async (db: DbOrTx, drillId: number, kind: CertificateKind): Promise<number> => {
  const { where } = eligibilityOf(drillId, kind);
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from drill_participants p join users u on u.id = p.uid
    where p.drill_id = ${drillId} and p.status = 'registered' and u.deleted_at is null and ${where} and ${notHolding(kind)}`);
  return Number(rows[0]?.n ?? 0);
};

/** Serialises issuing per hackathon, so two clicks at once never issue a kind twice to one person. */
export const lockDrillCertificates = async (db: DbOrTx, drillId: number): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(7207, ${drillId})`);
};

export type NewCertificate = typeof drillCertificates.$inferInsert;

export const insertCertificates = async (db: DbOrTx, rows: NewCertificate[]): Promise<number[]> => {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    const inserted = await db
      .insert(drillCertificates)
      .values(rows.slice(i, i + 1000))
      .returning({ id: drillCertificates.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids.sort((a, b) => a - b);
};

/** Per kind and state, the certificates a hackathon holds. */
export const countCertificates = async (db: DbOrTx, drillId: number) =>
  db
    .select({
      kind: drillCertificates.kind,
      status: drillCertificates.status,
      revoked: sql<boolean>`${drillCertificates.revokedAt} is not null`,
      n: count(),
    })
    .from(drillCertificates)
    .where(eq(drillCertificates.drillId, drillId))
    .groupBy(drillCertificates.kind, drillCertificates.status, sql`${drillCertificates.revokedAt} is not null`);

const hostFilter = (drillId: number, q: HostCertificatesQuery): SQL | undefined => {
  const parts: Array<SQL | undefined> = [eq(drillCertificates.drillId, drillId)];
  if (q.q) {
    const pattern = containsPattern(q.q);
    parts.push(or(ilike(drillCertificates.recipientName, pattern), ilike(drillCertificates.code, pattern)));
  }
  if (q.kind) parts.push(eq(drillCertificates.kind, q.kind));
  if (q.status === 'revoked') parts.push(isNotNull(drillCertificates.revokedAt));
  else if (q.status) parts.push(and(eq(drillCertificates.status, q.status), isNull(drillCertificates.revokedAt)));
  return and(...parts);
};

export const toHostCertificate = (c: CertificateRow): HostCertificate => ({
  certificateId: c.id,
  participantId: c.participantId,
  recipientName: c.recipientName,
  kind: c.kind as CertificateKind,
  rank: c.rank,
  title: c.title,
  code: c.code,
  status: c.status as CertificateStatus,
  revokedAt: c.revokedAt?.toISOString() ?? null,
  revokedReason: c.revokedReason,
  issuedAt: c.issuedAt.toISOString(),
});

export const listHostCertificates = async (db: DbOrTx, drillId: number, q: HostCertificatesQuery) => {
  const where = hostFilter(drillId, q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(drillCertificates)
      .where(where)
      .orderBy(desc(drillCertificates.issuedAt), asc(drillCertificates.recipientName), asc(drillCertificates.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(drillCertificates).where(where),
  ]);
  return { rows: rows.map(toHostCertificate), total: total?.n ?? 0 };
};

export const findDrillCertificate = async (db: DbOrTx, drillId: number, certificateId: number) => {
  const [row] = await db
    .select()
    .from(drillCertificates)
    .where(and(eq(drillCertificates.id, certificateId), eq(drillCertificates.drillId, drillId)))
    .limit(1);
  return row ?? null;
};

export const revokeCertificate = async (db: DbOrTx, certificateId: number, reason: string, at: Date) => {
  const [row] = await db
    .update(drillCertificates)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(drillCertificates.id, certificateId), isNull(drillCertificates.revokedAt)))
    .returning();
  return row ?? null;
};

/** A certificate with what its PDF and credential print about the hackathon. */
const withDrill = (db: DbOrTx) =>
  db
    .select({
      c: drillCertificates,
      drillName: drills.name,
      drillCustUrl: drills.custUrl,
      drillPublished: drills.isPublished,
      hostName: drills.partnerName,
    })
    .from(drillCertificates)
    .innerJoin(drills, eq(drills.id, drillCertificates.drillId));

export type CertificateWithDrill = Awaited<ReturnType<ReturnType<typeof withDrill>['where']>>[number];

export const findCertificatesWithDrill = (db: DbOrTx, ids: number[]) =>
  withDrill(db).where(inArray(drillCertificates.id, ids)).orderBy(asc(drillCertificates.id));

/** A ready certificate by its public code (pending and failed ones are not public yet). */
export const findReadyByCode = async (db: DbOrTx, code: string): Promise<CertificateWithDrill | null> => {
  const [row] = await withDrill(db)
    .where(and(eq(drillCertificates.code, code), eq(drillCertificates.status, 'ready')))
    .limit(1);
  return row ?? null;
};

export const markReady = async (
  db: DbOrTx,
  certificateId: number,
  fileKey: string,
  credential: Record<string, unknown>,
): Promise<boolean> => {
  const rows = await db
    .update(drillCertificates)
    .set({ status: 'ready', fileKey, credential })
    .where(and(eq(drillCertificates.id, certificateId), eq(drillCertificates.status, 'pending')))
    .returning({ id: drillCertificates.id });
  return rows.length > 0;
};

export const markFailed = async (db: DbOrTx, certificateIds: number[]) => {
  if (certificateIds.length === 0) return;
  await db
    .update(drillCertificates)
    .set({ status: 'failed' })
    .where(and(inArray(drillCertificates.id, certificateIds), eq(drillCertificates.status, 'pending')));
};

/** The revoked certificate ids of one status list, as entry indexes. */
export const revokedIndexesOf = async (db: DbOrTx, listId: number, size: number): Promise<number[]> => {
  const rows = await db
    .select({ id: drillCertificates.id })
    .from(drillCertificates)
    .where(
      and(
        gte(drillCertificates.id, listId * size),
        lt(drillCertificates.id, (listId + 1) * size),
        isNotNull(drillCertificates.revokedAt),
      ),
    );
  return rows.map((r) => r.id - listId * size);
};

/** A participant's ready certificates, newest first (the participant's own list). */
export const listReadyOfParticipant = async (db: DbOrTx, participantId: number) =>
  withDrill(db)
    .where(and(eq(drillCertificates.participantId, participantId), eq(drillCertificates.status, 'ready')))
    .orderBy(desc(drillCertificates.issuedAt), desc(drillCertificates.id));
