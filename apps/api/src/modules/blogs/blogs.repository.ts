import { and, desc, eq, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { REACTION_KINDS, type ReactionKind } from '@elevate/contracts/blogs/blogs.constants';
import type { ReactionCounts } from '@elevate/contracts/blogs/blogs.schema';
import type { DbOrTx } from '../../db/client.ts';
import { blogs } from '../../db/schema/blogs.ts';
import { users } from '../../db/schema/users.ts';

/** A post is public when it is published, its time has come and moderation has not hidden it. */
export const isPublicBlog = (now: Date): SQL =>
  and(eq(blogs.status, 'published'), lte(blogs.publishedAt, now), isNull(blogs.hiddenAt)) as SQL;

/** A person's name as shown beside what they wrote. */
export const personName = sql<string>`trim(concat_ws(' ', ${users.fullName}, ${users.lastName}))`;

/** Every kind present, 0 when none. */
export const countsOf = (rows: ReadonlyArray<{ kind: string; n: number }>): ReactionCounts => {
  const counts = Object.fromEntries(REACTION_KINDS.map((k) => [k, 0])) as Record<ReactionKind, number>;
  for (const r of rows)
    if ((REACTION_KINDS as readonly string[]).includes(r.kind)) counts[r.kind as ReactionKind] = r.n;
  return counts;
};

/** Public posts for sitemap.xml: published, their time come, not hidden by moderation. */
export const listBlogUrls = async (db: DbOrTx, now = new Date()) =>
  db
    .select({ custUrl: blogs.custUrl, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(isPublicBlog(now))
    .orderBy(desc(blogs.publishedAt));

/** The post's id, author, title and address when it is public now, else null. */
export const findPublicBlog = async (db: DbOrTx, blogId: number, now: Date) => {
  const [row] = await db
    .select({ id: blogs.id, authorUid: blogs.authorUid, title: blogs.title, custUrl: blogs.custUrl })
    .from(blogs)
    .where(and(eq(blogs.id, blogId), isPublicBlog(now)))
    .limit(1);
  return row ?? null;
};
