import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BlogState } from '@elevate/contracts/blogs/blogs.constants';
import type { DbOrTx } from '../../db/client.ts';
import { blogs, blogWriters } from '../../db/schema/blogs.ts';
import { userProfiles } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { commentCount, reactionCount, readCount } from './blogs-read.repository.ts';

/** What a writer sees of a post: hidden by moderation, a draft, scheduled, or published. */
export const stateOfRow = (
  r: { status: string; publishedAt: Date | null; hiddenAt: Date | null },
  now: Date,
): BlogState => {
  if (r.hiddenAt) return 'hidden';
  if (r.status !== 'published') return 'draft';
  return r.publishedAt && r.publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
};

const stateFilter = (state: BlogState, now: Date): SQL | undefined => {
  if (state === 'hidden') return isNotNull(blogs.hiddenAt);
  const shown = isNull(blogs.hiddenAt);
  if (state === 'draft') return and(shown, ne(blogs.status, 'published'));
  if (state === 'scheduled') return and(shown, eq(blogs.status, 'published'), gt(blogs.publishedAt, now));
  return and(shown, eq(blogs.status, 'published'), or(isNull(blogs.publishedAt), lte(blogs.publishedAt, now)));
};

export const isWriter = async (db: DbOrTx, uid: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: blogWriters.userId })
    .from(blogWriters)
    .where(eq(blogWriters.userId, uid))
    .limit(1);
  return row !== undefined;
};

export const listManagedPosts = async (
  db: DbOrTx,
  q: { authorUid: number | null; state?: BlogState | undefined; q?: string | undefined; limit: number; offset: number },
  now: Date,
) => {
  const where = and(
    q.authorUid === null ? undefined : eq(blogs.authorUid, q.authorUid),
    q.state ? stateFilter(q.state, now) : undefined,
    q.q ? or(ilike(blogs.title, containsPattern(q.q)), ilike(blogs.authorName, containsPattern(q.q))) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        blogId: blogs.id,
        custUrl: blogs.custUrl,
        title: blogs.title,
        status: blogs.status,
        publishedAt: blogs.publishedAt,
        hiddenAt: blogs.hiddenAt,
        updatedAt: blogs.updatedAt,
        authorName: blogs.authorName,
        reactionCount,
        commentCount,
        readCount,
      })
      .from(blogs)
      .where(where)
      .orderBy(desc(blogs.updatedAt), desc(blogs.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(blogs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findPostRow = async (db: DbOrTx, blogId: number) => {
  const [row] = await db
    .select({ b: blogs, picKey: userProfiles.profilePicKey })
    .from(blogs)
    .leftJoin(userProfiles, eq(userProfiles.userId, blogs.authorUid))
    .where(eq(blogs.id, blogId))
    .limit(1);
  return row ?? null;
};

/** Whether another post uses this address. */
export const custUrlTaken = async (db: DbOrTx, custUrl: string, exceptId: number | null): Promise<boolean> => {
  const [row] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.custUrl, custUrl), exceptId === null ? undefined : ne(blogs.id, exceptId)))
    .limit(1);
  return row !== undefined;
};

/** Addresses that start with this base (for picking base-2, base-3...). */
export const custUrlsLike = async (db: DbOrTx, base: string): Promise<string[]> =>
  (
    await db
      .select({ custUrl: blogs.custUrl })
      .from(blogs)
      .where(
        sql`${blogs.custUrl} = ${base} or ${blogs.custUrl} like ${`${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`}`,
      )
  ).map((r) => r.custUrl);

export type PostValues = Omit<typeof blogs.$inferInsert, 'id' | 'createdAt' | 'shareCount' | 'hiddenAt'>;

export const insertPost = async (db: DbOrTx, values: PostValues): Promise<number> => {
  const [row] = await db.insert(blogs).values(values).returning({ id: blogs.id });
  if (!row) throw new Error('post insert returned nothing');
  return row.id;
};

export const updatePost = async (db: DbOrTx, blogId: number, values: Partial<PostValues>) =>
  db.update(blogs).set(values).where(eq(blogs.id, blogId));

export const deletePost = async (db: DbOrTx, blogId: number) => db.delete(blogs).where(eq(blogs.id, blogId));
