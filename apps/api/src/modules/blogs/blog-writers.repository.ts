import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blogs, blogWriters } from '../../db/schema/blogs.ts';
import { users } from '../../db/schema/users.ts';
import { personName } from './blogs.repository.ts';

const postCount =
  sql<number>`(select count(*) from ${blogs} where ${blogs.authorUid} = ${sql.raw('"blog_writers"."user_id"')})`.mapWith(
    Number,
  );

const writerColumns = {
  uid: blogWriters.userId,
  name: personName,
  email: users.email,
  grantedAt: blogWriters.grantedAt,
  postCount,
};

export const listWriters = async (db: DbOrTx) =>
  db
    .select(writerColumns)
    .from(blogWriters)
    .innerJoin(users, eq(users.id, blogWriters.userId))
    .orderBy(asc(users.fullName), asc(users.id));

export const findWriter = async (db: DbOrTx, uid: number) => {
  const [row] = await db
    .select(writerColumns)
    .from(blogWriters)
    .innerJoin(users, eq(users.id, blogWriters.userId))
    .where(eq(blogWriters.userId, uid))
    .limit(1);
  return row ?? null;
};

/** A live account by its (lower-cased) address. */
export const findAccountByEmail = async (db: DbOrTx, email: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
};

export const grantWriter = async (db: DbOrTx, userId: number, grantedByUid: number) =>
  db.insert(blogWriters).values({ userId, grantedByUid }).onConflictDoNothing();

export const revokeWriter = async (db: DbOrTx, userId: number): Promise<boolean> =>
  (await db.delete(blogWriters).where(eq(blogWriters.userId, userId)).returning({ id: blogWriters.userId })).length > 0;
