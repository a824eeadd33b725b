import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUsersFilter } from '@elevate/contracts/users/admin-users.schema';
import type { DbOrTx } from '../../db/client.ts';
import { userProfiles, users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/sql-like.ts';

/** The list's filters; deleted accounts are never listed (their personal fields are gone). */
const whereOf = (f: AdminUsersFilter): SQL | undefined => {
  const pattern = f.search ? containsPattern(f.search) : null;
  return and(
    isNull(users.deletedAt),
    pattern
      ? or(ilike(sql`(${users.fullName} || ' ' || ${users.lastName})`, pattern), ilike(users.email, pattern))
      : undefined,
    f.role ? eq(users.role, f.role) : undefined,
    f.utype ? eq(users.utype, f.utype) : undefined,
    f.verified === undefined
      ? undefined
      : f.verified
        ? isNotNull(users.emailVerifiedAt)
        : isNull(users.emailVerifiedAt),
  );
};

const rowColumns = {
  uid: users.id,
  fullName: users.fullName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  utype: users.utype,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
};

/** One page of accounts, newest first, and how many match in all. */
export const listUsers = async (db: DbOrTx, f: AdminUsersFilter) => {
  const where = whereOf(f);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** One account with what its summary shows; null for no such id. */
export const findUser = async (db: DbOrTx, uid: number) => {
  const [row] = await db
    .select({
      ...rowColumns,
      ucontact: users.contact,
      referralCode: users.referralCode,
      deletedAt: users.deletedAt,
      profilePicKey: userProfiles.profilePicKey,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, uid))
    .limit(1);
  return row ?? null;
};
