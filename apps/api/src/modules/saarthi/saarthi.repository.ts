import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  mentorshipFeedback,
  mentorships,
  mentorshipSessions,
  saarthiAvailability,
  saarthis,
} from '../../db/schema/saarthi.ts';
import { userProfiles, users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import type { BookedRange, StoredWindow } from './availability-slots.ts';

/** A Saarthi row with the owner's name and picture and the counts every view shows. */
export type SaarthiRow = typeof saarthis.$inferSelect & {
  name: string;
  email: string;
  avatarKey: string | null;
  activeMentees: number;
  completedMentorships: number;
  rating: number | null;
  ratingCount: number;
  reviewedByName: string | null;
};

const personName = sql<string>`trim(concat_ws(' ', ${users.fullName}, ${users.lastName}))`;
const activeMentees =
  sql<number>`(select count(*) from ${mentorships} m where m.saarthi_id = ${saarthis.id} and m.status = 'active')`.mapWith(
    Number,
  );
const completedMentorships =
  sql<number>`(select count(*) from ${mentorships} m where m.saarthi_id = ${saarthis.id} and m.status = 'completed')`.mapWith(
    Number,
  );
/** Mentees' feedback only (the mentor's own words about a mentee never rate the mentor). */
const menteeFeedback = sql`from ${mentorshipFeedback} f join ${mentorships} m on m.id = f.mentorship_id where m.saarthi_id = ${saarthis.id} and f.from_uid = m.mentee_uid`;
const rating = sql<number | null>`(select round(avg(f.rating)::numeric, 1) ${menteeFeedback})`.mapWith((v: unknown) =>
  v === null ? null : Number(v),
);
const ratingCount = sql<number>`(select count(*) ${menteeFeedback})`.mapWith(Number);

const columns = {
  s: saarthis,
  name: personName,
  email: users.email,
  avatarKey: userProfiles.profilePicKey,
  activeMentees,
  completedMentorships,
  rating,
  ratingCount,
  reviewedByName: sql<
    string | null
  >`(select nullif(trim(concat_ws(' ', r.full_name, r.last_name)), '') from ${users} r where r.id = ${saarthis.reviewedByUid})`,
};

type Selected = { s: typeof saarthis.$inferSelect } & Omit<SaarthiRow, keyof typeof saarthis.$inferSelect>;
const flatten = ({ s, ...rest }: Selected): SaarthiRow => ({ ...s, ...rest });

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(saarthis)
    .innerJoin(users, eq(users.id, saarthis.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, saarthis.userId));

export const findSaarthi = async (db: DbOrTx, id: number): Promise<SaarthiRow | null> => {
  const [row] = await base(db).where(eq(saarthis.id, id)).limit(1);
  return row ? flatten(row as Selected) : null;
};

export const findSaarthiOfUser = async (db: DbOrTx, uid: number): Promise<SaarthiRow | null> => {
  const [row] = await base(db).where(eq(saarthis.userId, uid)).limit(1);
  return row ? flatten(row as Selected) : null;
};

/** Locks a mentor's row for the rest of the transaction (capacity and booking checks run under it). */
export const lockSaarthi = async (tx: DbOrTx, id: number): Promise<typeof saarthis.$inferSelect | null> => {
  const [row] = await tx.select().from(saarthis).where(eq(saarthis.id, id)).for('update').limit(1);
  return row ?? null;
};

export type SaarthiFields = Omit<typeof saarthis.$inferInsert, 'id' | 'userId' | 'createdAt'>;

export const insertSaarthi = async (tx: DbOrTx, uid: number, fields: SaarthiFields): Promise<number> => {
  const [row] = await tx
    .insert(saarthis)
    .values({ ...fields, userId: uid })
    .returning({ id: saarthis.id });
  return row!.id;
};

export const updateSaarthi = async (tx: DbOrTx, id: number, fields: Partial<SaarthiFields>): Promise<void> => {
  await tx
    .update(saarthis)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(saarthis.id, id));
};

export const markUserMentor = async (tx: DbOrTx, uid: number): Promise<void> => {
  await tx.update(users).set({ mentor: true }).where(eq(users.id, uid));
};

export const deleteSaarthi = async (tx: DbOrTx, id: number): Promise<void> => {
  await tx.delete(saarthis).where(eq(saarthis.id, id));
};

export const countActiveMentees = async (tx: DbOrTx, saarthiId: number): Promise<number> => {
  const [row] = await tx
    .select({ n: count() })
    .from(mentorships)
    .where(and(eq(mentorships.saarthiId, saarthiId), eq(mentorships.status, 'active')));
  return row?.n ?? 0;
};

/* ------------------------------------------------------------------ availability */

export const availabilityOf = async (db: DbOrTx, saarthiIds: number[]): Promise<Map<number, StoredWindow[]>> => {
  const out = new Map<number, StoredWindow[]>();
  if (saarthiIds.length === 0) return out;
  const rows = await db
    .select()
    .from(saarthiAvailability)
    .where(inArray(saarthiAvailability.saarthiId, saarthiIds))
    .orderBy(asc(saarthiAvailability.weekday), asc(saarthiAvailability.startMinute));
  for (const r of rows) {
    const list = out.get(r.saarthiId) ?? [];
    list.push({ weekday: r.weekday, startMinute: r.startMinute, endMinute: r.endMinute });
    out.set(r.saarthiId, list);
  }
  return out;
};

export const replaceAvailability = async (tx: DbOrTx, saarthiId: number, windows: StoredWindow[]): Promise<void> => {
  await tx.delete(saarthiAvailability).where(eq(saarthiAvailability.saarthiId, saarthiId));
  if (windows.length > 0) await tx.insert(saarthiAvailability).values(windows.map((w) => ({ ...w, saarthiId })));
};

/** Booked sessions of these mentors (any mentorship) that end after `from`. */
export const bookedRangesOf = async (
  db: DbOrTx,
  saarthiIds: number[],
  from: Date,
): Promise<Map<number, BookedRange[]>> => {
  const out = new Map<number, BookedRange[]>();
  if (saarthiIds.length === 0) return out;
  const rows = await db
    .select({
      saarthiId: mentorshipSessions.saarthiId,
      startsAt: mentorshipSessions.startsAt,
      endsAt: mentorshipSessions.endsAt,
    })
    .from(mentorshipSessions)
    .where(
      and(
        inArray(mentorshipSessions.saarthiId, saarthiIds),
        eq(mentorshipSessions.status, 'booked'),
        gte(mentorshipSessions.endsAt, from),
      ),
    );
  for (const r of rows)
    out.set(r.saarthiId, [...(out.get(r.saarthiId) ?? []), { startsAt: r.startsAt, endsAt: r.endsAt }]);
  return out;
};

/* ------------------------------------------------------------------ lists */

export interface DirectoryFilter {
  q?: string;
  domain?: string;
  company?: string;
  minYears?: number;
  language?: string;
  /** Accepting, below capacity and with some weekly availability. */
  available: boolean;
  limit: number;
  offset: number;
}

const hasCapacity = sql<boolean>`(${saarthis.acceptingMentees} and ${activeMentees} < ${saarthis.maxMentees})`;

export const listDirectory = async (db: DbOrTx, f: DirectoryFilter): Promise<{ rows: SaarthiRow[]; total: number }> => {
  const q = f.q ? containsPattern(f.q) : null;
  const where = and(
    eq(saarthis.status, 'approved'),
    sql`${users.deletedAt} is null`,
    q
      ? or(ilike(personName, q), ilike(saarthis.headline, q), ilike(saarthis.company, q), ilike(saarthis.helpWith, q))
      : undefined,
    f.domain ? sql`${f.domain} = any(${saarthis.expertise})` : undefined,
    f.company ? ilike(saarthis.company, containsPattern(f.company)) : undefined,
    f.minYears !== undefined ? gte(saarthis.yearsOfExperience, f.minYears) : undefined,
    f.language ? sql`${f.language} = any(${saarthis.languages})` : undefined,
    f.available
      ? and(
          hasCapacity,
          sql`exists (select 1 from ${saarthiAvailability} a where a.saarthi_id = ${saarthis.id} and a.end_minute - a.start_minute >= ${saarthis.sessionMinutes})`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    base(db)
      .where(where)
      .orderBy(desc(hasCapacity), sql`${rating} desc nulls last`, desc(saarthis.yearsOfExperience), asc(saarthis.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(saarthis).innerJoin(users, eq(users.id, saarthis.userId)).where(where),
  ]);
  return { rows: rows.map((r) => flatten(r as Selected)), total: total?.n ?? 0 };
};

export const listApplications = async (
  db: DbOrTx,
  f: { status: string; q?: string; limit: number; offset: number },
): Promise<{ rows: SaarthiRow[]; total: number }> => {
  const q = f.q ? containsPattern(f.q) : null;
  const where: SQL | undefined = and(
    eq(saarthis.status, f.status),
    q
      ? or(ilike(personName, q), ilike(users.email, q), ilike(saarthis.company, q), ilike(saarthis.headline, q))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    base(db).where(where).orderBy(asc(saarthis.createdAt), asc(saarthis.id)).limit(f.limit).offset(f.offset),
    db.select({ n: count() }).from(saarthis).innerJoin(users, eq(users.id, saarthis.userId)).where(where),
  ]);
  return { rows: rows.map((r) => flatten(r as Selected)), total: total?.n ?? 0 };
};

/** Admins (for "an application waits" notices). */
export const adminUids = async (db: DbOrTx): Promise<number[]> =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), sql`${users.deletedAt} is null`))
  ).map((r) => r.id);

/** Approved mentors' public profiles for sitemap.xml, with when each last changed. */
export const listMentorUrls = async (db: DbOrTx) =>
  db.select({ id: saarthis.id, updatedAt: saarthis.updatedAt }).from(saarthis).where(eq(saarthis.status, 'approved'));
