import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  mentorshipFeedback,
  mentorshipGoals,
  mentorships,
  mentorshipSessions,
  saarthis,
} from '../../db/schema/saarthi.ts';
import { userProfiles, users } from '../../db/schema/users.ts';

/** A mentorship with what access checks and views need of its mentor. */
export type MentorshipRow = typeof mentorships.$inferSelect & {
  mentorUid: number;
  mentorTimezone: string;
  mentorSessionMinutes: number;
  mentorCompany: string;
  mentorHeadline: string;
};

const mentorshipColumns = {
  m: mentorships,
  mentorUid: saarthis.userId,
  mentorTimezone: saarthis.timezone,
  mentorSessionMinutes: saarthis.sessionMinutes,
  mentorCompany: saarthis.company,
  mentorHeadline: saarthis.headline,
};

export const findMentorship = async (db: DbOrTx, id: number, lock = false): Promise<MentorshipRow | null> => {
  const q = db
    .select(mentorshipColumns)
    .from(mentorships)
    .innerJoin(saarthis, eq(saarthis.id, mentorships.saarthiId))
    .where(eq(mentorships.id, id))
    .limit(1);
  const [row] = lock ? await q.for('update', { of: mentorships }) : await q;
  if (!row) return null;
  const { m, ...mentor } = row;
  return { ...m, ...mentor };
};

export const insertMentorship = async (
  tx: DbOrTx,
  v: { saarthiId: number; menteeUid: number; message: string; goals: string[]; now: Date },
): Promise<number> => {
  const [row] = await tx
    .insert(mentorships)
    .values({ saarthiId: v.saarthiId, menteeUid: v.menteeUid, message: v.message, createdAt: v.now })
    .returning({ id: mentorships.id });
  const id = row!.id;
  await tx
    .insert(mentorshipGoals)
    .values(v.goals.map((title, position) => ({ mentorshipId: id, title, position, createdByUid: v.menteeUid })));
  return id;
};

export const countOpenRequests = async (tx: DbOrTx, menteeUid: number): Promise<number> => {
  const [row] = await tx
    .select({ n: count() })
    .from(mentorships)
    .where(and(eq(mentorships.menteeUid, menteeUid), eq(mentorships.status, 'requested')));
  return row?.n ?? 0;
};

export const hasOpenWith = async (tx: DbOrTx, saarthiId: number, menteeUid: number): Promise<boolean> => {
  const [row] = await tx
    .select({ id: mentorships.id })
    .from(mentorships)
    .where(
      and(
        eq(mentorships.saarthiId, saarthiId),
        eq(mentorships.menteeUid, menteeUid),
        inArray(mentorships.status, ['requested', 'active']),
      ),
    )
    .limit(1);
  return !!row;
};

export const setMentorship = async (
  tx: DbOrTx,
  id: number,
  fields: Partial<
    Pick<typeof mentorships.$inferInsert, 'status' | 'declineReason' | 'respondedAt' | 'endedAt' | 'endedByUid'>
  >,
): Promise<void> => {
  await tx.update(mentorships).set(fields).where(eq(mentorships.id, id));
};

/** Open mentorships of a mentor (for withdrawing the mentor). */
export const openMentorshipsOf = async (tx: DbOrTx, saarthiId: number) =>
  tx
    .select({ id: mentorships.id, status: mentorships.status, menteeUid: mentorships.menteeUid })
    .from(mentorships)
    .where(and(eq(mentorships.saarthiId, saarthiId), inArray(mentorships.status, ['requested', 'active'])));

/* ------------------------------------------------------------------ goals */

export const goalsOf = async (db: DbOrTx, mentorshipId: number) =>
  db
    .select()
    .from(mentorshipGoals)
    .where(eq(mentorshipGoals.mentorshipId, mentorshipId))
    .orderBy(asc(mentorshipGoals.position), asc(mentorshipGoals.id));

export const insertGoal = async (tx: DbOrTx, mentorshipId: number, title: string, uid: number): Promise<void> => {
  await tx.insert(mentorshipGoals).values({
    mentorshipId,
    title,
    createdByUid: uid,
    position: sql`(select coalesce(max(position), -1) + 1 from ${mentorshipGoals} g where g.mentorship_id = ${mentorshipId})`,
  });
};

export const updateGoal = async (
  tx: DbOrTx,
  mentorshipId: number,
  goalId: number,
  fields: { title?: string; doneAt?: Date | null },
): Promise<boolean> => {
  const rows = await tx
    .update(mentorshipGoals)
    .set(fields)
    .where(and(eq(mentorshipGoals.id, goalId), eq(mentorshipGoals.mentorshipId, mentorshipId)))
    .returning({ id: mentorshipGoals.id });
  return rows.length > 0;
};

export const deleteGoal = async (tx: DbOrTx, mentorshipId: number, goalId: number): Promise<boolean> => {
  const rows = await tx
    .delete(mentorshipGoals)
    .where(and(eq(mentorshipGoals.id, goalId), eq(mentorshipGoals.mentorshipId, mentorshipId)))
    .returning({ id: mentorshipGoals.id });
  return rows.length > 0;
};

/* ------------------------------------------------------------------ sessions */

export type SessionRow = typeof mentorshipSessions.$inferSelect;

export const sessionsOf = async (db: DbOrTx, mentorshipId: number): Promise<SessionRow[]> =>
  db
    .select()
    .from(mentorshipSessions)
    .where(eq(mentorshipSessions.mentorshipId, mentorshipId))
    .orderBy(asc(mentorshipSessions.startsAt), asc(mentorshipSessions.id));

export const findSession = async (db: DbOrTx, mentorshipId: number, sessionId: number): Promise<SessionRow | null> => {
  const [row] = await db
    .select()
    .from(mentorshipSessions)
    .where(and(eq(mentorshipSessions.id, sessionId), eq(mentorshipSessions.mentorshipId, mentorshipId)))
    .limit(1);
  return row ?? null;
};

export const insertSession = async (
  tx: DbOrTx,
  v: { mentorshipId: number; saarthiId: number; startsAt: Date; endsAt: Date; agenda: string; bookedByUid: number },
): Promise<number> => {
  const [row] = await tx.insert(mentorshipSessions).values(v).returning({ id: mentorshipSessions.id });
  return row!.id;
};

export const updateSession = async (
  tx: DbOrTx,
  id: number,
  fields: Partial<Pick<SessionRow, 'notes' | 'status' | 'cancelReason' | 'cancelledByUid'>> & {
    bumpSequence?: boolean;
  },
): Promise<void> => {
  const { bumpSequence, ...rest } = fields;
  await tx
    .update(mentorshipSessions)
    .set({
      ...rest,
      updatedAt: new Date(),
      ...(bumpSequence ? { sequence: sql`${mentorshipSessions.sequence} + 1` } : {}),
    })
    .where(eq(mentorshipSessions.id, id));
};

/** Booked sessions of these mentorships that have not started yet. */
export const futureBookedSessions = async (tx: DbOrTx, mentorshipIds: number[], now: Date): Promise<SessionRow[]> =>
  mentorshipIds.length === 0
    ? []
    : tx
        .select()
        .from(mentorshipSessions)
        .where(
          and(
            inArray(mentorshipSessions.mentorshipId, mentorshipIds),
            eq(mentorshipSessions.status, 'booked'),
            gt(mentorshipSessions.startsAt, now),
          ),
        );

/** Sessions that took place (completed, or booked and already started). */
export const heldSessionCount = async (db: DbOrTx, mentorshipId: number, now: Date): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(mentorshipSessions)
    .where(
      and(
        eq(mentorshipSessions.mentorshipId, mentorshipId),
        sql`(${mentorshipSessions.status} = 'completed' or (${mentorshipSessions.status} = 'booked' and ${mentorshipSessions.startsAt} <= ${now}))`,
      ),
    );
  return row?.n ?? 0;
};

/* ------------------------------------------------------------------ feedback */

export const feedbackOf = async (db: DbOrTx, mentorshipId: number) =>
  db
    .select()
    .from(mentorshipFeedback)
    .where(eq(mentorshipFeedback.mentorshipId, mentorshipId))
    .orderBy(asc(mentorshipFeedback.createdAt));

export const insertFeedback = async (
  tx: DbOrTx,
  v: { mentorshipId: number; fromUid: number; rating: number; comment: string },
): Promise<void> => {
  await tx.insert(mentorshipFeedback).values(v);
};

/* ------------------------------------------------------------------ people and lists */

export interface PersonRow {
  uid: number;
  name: string;
  avatarKey: string | null;
}

export const personOf = async (db: DbOrTx, uid: number): Promise<PersonRow | null> => {
  const [row] = await db
    .select({
      uid: users.id,
      name: sql<string>`trim(concat_ws(' ', ${users.fullName}, ${users.lastName}))`,
      avatarKey: userProfiles.profilePicKey,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, uid))
    .limit(1);
  return row ?? null;
};

export interface CardRow {
  mentorshipId: number;
  status: string;
  mentorUid: number;
  menteeUid: number;
  createdAt: Date;
  otherUid: number;
  otherName: string;
  otherAvatarKey: string | null;
  otherHeadline: string | null;
  nextSessionAt: Date | null;
  goalsDone: number;
  goalsTotal: number;
}

/** The caller's mentorships as mentee and as mentor, newest first. */
export const listMentorshipsOf = async (
  db: DbOrTx,
  uid: number,
  f: { role?: 'mentor' | 'mentee'; status?: string },
  now: Date,
): Promise<CardRow[]> => {
  const asMentor = sql`${saarthis.userId} = ${uid}`;
  const asMentee = sql`${mentorships.menteeUid} = ${uid}`;
  const otherUid = sql<number>`case when ${asMentor} then ${mentorships.menteeUid} else ${saarthis.userId} end`;
  const rows = await db
    .select({
      mentorshipId: mentorships.id,
      status: mentorships.status,
      mentorUid: saarthis.userId,
      menteeUid: mentorships.menteeUid,
      createdAt: mentorships.createdAt,
      otherUid,
      otherName: sql<string>`(select trim(concat_ws(' ', u.full_name, u.last_name)) from ${users} u where u.id = ${otherUid})`,
      otherAvatarKey: sql<
        string | null
      >`(select p.profile_pic_key from ${userProfiles} p where p.user_id = ${otherUid})`,
      otherHeadline: sql<string | null>`case when ${asMentor} then null else ${saarthis.headline} end`,
      nextSessionAt:
        sql<Date | null>`(select min(s.starts_at) from ${mentorshipSessions} s where s.mentorship_id = ${mentorships.id} and s.status = 'booked' and s.starts_at > ${now})`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
      goalsDone:
        sql<number>`(select count(*) from ${mentorshipGoals} g where g.mentorship_id = ${mentorships.id} and g.done_at is not null)`.mapWith(
          Number,
        ),
      goalsTotal:
        sql<number>`(select count(*) from ${mentorshipGoals} g where g.mentorship_id = ${mentorships.id})`.mapWith(
          Number,
        ),
    })
    .from(mentorships)
    .innerJoin(saarthis, eq(saarthis.id, mentorships.saarthiId))
    .where(
      and(
        f.role === 'mentor' ? asMentor : f.role === 'mentee' ? asMentee : sql`(${asMentor} or ${asMentee})`,
        f.status ? eq(mentorships.status, f.status) : undefined,
      ),
    )
    .orderBy(desc(mentorships.createdAt), desc(mentorships.id))
    .limit(200);
  return rows;
};
