import { and, count, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { referralHides } from '../../db/schema/referrals.ts';
import { users } from '../../db/schema/users.ts';

/** A referred friend as stored; the service turns it into what the referrer may see. */
export interface FriendRow {
  id: number;
  fullName: string;
  lastName: string;
  email: string;
  deletedAt: Date | null;
  createdAt: Date;
  emailVerifiedAt: Date | null;
  firstAppliedAt: Date | null;
  hidden: boolean;
}

const firstAppliedAt =
  sql<Date | null>`(select min(${applications.createdAt}) from ${applications} where ${applications.userId} = ${users.id})`.mapWith(
    (v: string | Date | null) => (v === null ? null : new Date(v)),
  );

const friendColumns = {
  id: users.id,
  fullName: users.fullName,
  lastName: users.lastName,
  email: users.email,
  deletedAt: users.deletedAt,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
  firstAppliedAt,
  hidden: sql<boolean>`${referralHides.friendId} is not null`,
};

/** The friends of one referrer, with the referrer's own hide marks joined in (never another referrer's). */
const friendsOf = (db: DbOrTx, referrerId: number) =>
  db
    .select(friendColumns)
    .from(users)
    .leftJoin(referralHides, and(eq(referralHides.friendId, users.id), eq(referralHides.referrerId, referrerId)));

const hiddenFilter = (hidden: boolean): SQL =>
  hidden ? isNotNull(referralHides.friendId) : isNull(referralHides.friendId);

/** One page of a referrer's friends (newest first, ties by id so paging is stable) and how many there are. */
export const listFriends = async (
  db: DbOrTx,
  q: { referrerId: number; hidden: boolean; limit: number; offset: number },
): Promise<{ rows: FriendRow[]; total: number }> => {
  const where = and(eq(users.referredById, q.referrerId), hiddenFilter(q.hidden));
  const [rows, [total]] = await Promise.all([
    friendsOf(db, q.referrerId)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset(q.offset),
    db
      .select({ n: count() })
      .from(users)
      .leftJoin(referralHides, and(eq(referralHides.friendId, users.id), eq(referralHides.referrerId, q.referrerId)))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** One friend of this referrer, or null when the id is not a friend of theirs (or does not exist). */
export const findFriend = async (db: DbOrTx, referrerId: number, friendId: number): Promise<FriendRow | null> => {
  const [row] = await friendsOf(db, referrerId)
    .where(and(eq(users.id, friendId), eq(users.referredById, referrerId)))
    .limit(1);
  return row ?? null;
};

/** Every friend's id (for the profile milestone, which is scored outside SQL). */
export const friendIds = async (db: DbOrTx, referrerId: number): Promise<number[]> =>
  (await db.select({ id: users.id }).from(users).where(eq(users.referredById, referrerId))).map((r) => r.id);

/** The milestone counts SQL can make: joined, verified, applied, and how many the referrer hid. */
export const friendCounts = async (
  db: DbOrTx,
  referrerId: number,
): Promise<{ joined: number; emailVerified: number; firstApplication: number; hidden: number }> => {
  const [row] = await db
    .select({
      joined: count(),
      emailVerified: count(users.emailVerifiedAt),
      firstApplication:
        sql<number>`count(*) filter (where exists (select 1 from ${applications} where ${applications.userId} = ${users.id}))`.mapWith(
          Number,
        ),
      hidden: count(referralHides.friendId),
    })
    .from(users)
    .leftJoin(referralHides, and(eq(referralHides.friendId, users.id), eq(referralHides.referrerId, referrerId)))
    .where(eq(users.referredById, referrerId));
  return row ?? { joined: 0, emailVerified: 0, firstApplication: 0, hidden: 0 };
};

/** What the caller's own side of referrals needs: their code, signup time and who invited them. */
export interface OwnReferralState {
  referralCode: string;
  createdAt: Date;
  referredById: number | null;
}

export const findOwnState = async (db: DbOrTx, uid: number): Promise<OwnReferralState | null> => {
  const [row] = await db
    .select({ referralCode: users.referralCode, createdAt: users.createdAt, referredById: users.referredById })
    .from(users)
    .where(eq(users.id, uid))
    .limit(1);
  return row ?? null;
};

export interface ReferrerRecord {
  id: number;
  fullName: string;
  lastName: string;
  referredById: number | null;
  deleted: boolean;
}

const referrerColumns = {
  id: users.id,
  fullName: users.fullName,
  lastName: users.lastName,
  referredById: users.referredById,
  deleted: sql<boolean>`${users.deletedAt} is not null`,
};

/** The live account a referral code belongs to (codes of deleted accounts no longer invite anyone). */
export const findReferrerByCode = async (db: DbOrTx, code: string): Promise<ReferrerRecord | null> => {
  const [row] = await db
    .select(referrerColumns)
    .from(users)
    .where(and(eq(users.referralCode, code), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
};

export const findReferrerById = async (db: DbOrTx, id: number): Promise<ReferrerRecord | null> => {
  const [row] = await db.select(referrerColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
};

/**
 * Records who invited the caller, only if nobody has yet and the account is younger than `since`: two
 * simultaneous claims cannot both win (the second finds referred_by_id set). Returns whether it was recorded.
 */
export const setReferrer = async (
  db: DbOrTx,
  q: { uid: number; referrerId: number; createdAfter: Date },
): Promise<boolean> => {
  const rows = await db
    .update(users)
    .set({ referredById: q.referrerId })
    .where(and(eq(users.id, q.uid), isNull(users.referredById), gt(users.createdAt, q.createdAfter)))
    .returning({ id: users.id });
  return rows.length > 0;
};

/** Hides a friend from their referrer's list; hiding twice keeps the first time. */
export const hideFriend = async (db: DbOrTx, referrerId: number, friendId: number): Promise<void> => {
  await db.insert(referralHides).values({ friendId, referrerId }).onConflictDoNothing();
};

export const showFriend = async (db: DbOrTx, referrerId: number, friendId: number): Promise<void> => {
  await db
    .delete(referralHides)
    .where(and(eq(referralHides.friendId, friendId), eq(referralHides.referrerId, referrerId)));
};
