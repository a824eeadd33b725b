import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { BlogListQuery } from '@elevate/contracts/blogs/blogs.schema';
import type { DbOrTx } from '../../db/client.ts';
import { blogComments, blogReactions, blogs } from '../../db/schema/blogs.ts';
import { entityImpressions } from '../../db/schema/content.ts';
import { userProfiles } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/sql-like.ts';
import { isPublicBlog } from './blogs.repository.ts';

const int = (v: unknown) => Number(v ?? 0);

/**
 * The outer post's id, always qualified: Drizzle writes bare column names in a query on one table, and a
 * bare "id" inside these subqueries would mean the inner table's own id.
 */
const outerBlogId = sql.raw('"blogs"."id"');

export const reactionCount =
  sql<number>`(select count(*) from ${blogReactions} where ${blogReactions.blogId} = ${outerBlogId})`.mapWith(int);
export const commentCount =
  sql<number>`(select count(*) from ${blogComments} where ${blogComments.blogId} = ${outerBlogId} and ${blogComments.status} = 'visible')`.mapWith(
    int,
  );
export const readCount =
  sql<number>`coalesce((select ${entityImpressions.count} from ${entityImpressions} where ${entityImpressions.entityType} = 'blog' and ${entityImpressions.entityId} = ${outerBlogId}), 0)`.mapWith(
    int,
  );

const cardColumns = {
  blogId: blogs.id,
  custUrl: blogs.custUrl,
  title: blogs.title,
  summary: blogs.summary,
  coverImageUrl: blogs.coverImageUrl,
  authorUid: blogs.authorUid,
  authorName: blogs.authorName,
  picKey: userProfiles.profilePicKey,
  tags: blogs.tags,
  readMinutes: blogs.readMinutes,
  publishedAt: blogs.publishedAt,
  reactionCount,
  commentCount,
  readCount,
};

export type BlogCardRow = {
  blogId: number;
  custUrl: string;
  title: string;
  summary: string;
  coverImageUrl: string | null;
  authorUid: number | null;
  authorName: string;
  picKey: string | null;
  tags: string[];
  readMinutes: number;
  publishedAt: Date | null;
  reactionCount: number;
  commentCount: number;
  readCount: number;
};

const filterOf = (q: BlogListQuery, now: Date): SQL | undefined => {
  const parts: Array<SQL | undefined> = [isPublicBlog(now)];
  if (q.q) {
    const pattern = containsPattern(q.q);
    parts.push(
      or(
        ilike(blogs.title, pattern),
        ilike(blogs.summary, pattern),
        sql`exists (select 1 from unnest(${blogs.tags}) as t(tag) where t.tag ilike ${pattern})`,
      ),
    );
  }
  if (q.tag)
    parts.push(sql`exists (select 1 from unnest(${blogs.tags}) as t(tag) where lower(t.tag) = lower(${q.tag}))`);
  if (q.authorId) parts.push(eq(blogs.authorUid, q.authorId));
  return and(...parts);
};

/** One page of public posts and how many match. */
export const listPublicBlogs = async (
  db: DbOrTx,
  q: BlogListQuery,
  now: Date,
): Promise<{ rows: BlogCardRow[]; total: number }> => {
  const where = filterOf(q, now);
  const order =
    q.sort === 'mostread'
      ? [desc(readCount), desc(blogs.publishedAt), desc(blogs.id)]
      : [desc(blogs.publishedAt), desc(blogs.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(blogs)
      .leftJoin(userProfiles, eq(userProfiles.userId, blogs.authorUid))
      .where(where)
      .orderBy(...order)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(blogs).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

/** One public post with its body, by address. */
export const findPublicPost = async (db: DbOrTx, custUrl: string, now: Date) => {
  const [row] = await db
    .select({
      ...cardColumns,
      bodyHtml: blogs.bodyHtml,
      seoDescription: blogs.seoDescription,
      shareCount: blogs.shareCount,
      updatedAt: blogs.updatedAt,
    })
    .from(blogs)
    .leftJoin(userProfiles, eq(userProfiles.userId, blogs.authorUid))
    .where(and(eq(blogs.custUrl, custUrl), isPublicBlog(now)))
    .limit(1);
  return row ?? null;
};

/** A post's reactions by kind. */
export const blogReactionKinds = async (db: DbOrTx, blogId: number) =>
  db
    .select({ kind: blogReactions.kind, n: count() })
    .from(blogReactions)
    .where(eq(blogReactions.blogId, blogId))
    .groupBy(blogReactions.kind);

/** The tags of public posts with how many posts carry each, most used first. */
export const publicTags = async (db: DbOrTx, now: Date) => {
  const rows = await db.execute<{ tag: string; n: number | string }>(
    sql`select t.tag as tag, count(*) as n from ${blogs}, unnest(${blogs.tags}) as t(tag) where ${isPublicBlog(now)} group by t.tag order by count(*) desc, t.tag asc`,
  );
  return rows.rows.map((r) => ({ tag: r.tag, count: Number(r.n) }));
};

/** Adds one share to a public post; null when it is not public. */
export const addShare = async (db: DbOrTx, blogId: number, now: Date) => {
  const [row] = await db
    .update(blogs)
    .set({ shareCount: sql`${blogs.shareCount} + 1` })
    .where(and(eq(blogs.id, blogId), isPublicBlog(now)))
    .returning({ shareCount: blogs.shareCount });
  return row ?? null;
};
