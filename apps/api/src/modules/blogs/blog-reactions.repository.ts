import { and, count, desc, eq } from 'drizzle-orm';
import type { ReactionKind } from '@elevate/contracts/blogs/blogs.constants';
import type { DbOrTx } from '../../db/client.ts';
import { blogCommentReactions, blogComments, blogReactions, blogs } from '../../db/schema/blogs.ts';
import { userProfiles, users } from '../../db/schema/users.ts';
import { isPublicBlog, personName } from './blogs.repository.ts';

/** What a reaction is given to: a post or a comment. */
export type ReactionTarget = { type: 'blog'; id: number } | { type: 'comment'; id: number };

/** A comment readers can see and react to: visible, on a public post. */
export const findVisibleComment = async (db: DbOrTx, commentId: number, now: Date) => {
  const [row] = await db
    .select({ id: blogComments.id, blogId: blogComments.blogId, authorUid: blogComments.authorUid })
    .from(blogComments)
    .innerJoin(blogs, eq(blogs.id, blogComments.blogId))
    .where(and(eq(blogComments.id, commentId), eq(blogComments.status, 'visible'), isPublicBlog(now)))
    .limit(1);
  return row ?? null;
};

/** Gives one kind once: a repeated reaction is not counted again (the key is target, reader, kind). */
export const addReaction = async (db: DbOrTx, t: ReactionTarget, userId: number, kind: ReactionKind) => {
  if (t.type === 'blog') await db.insert(blogReactions).values({ blogId: t.id, userId, kind }).onConflictDoNothing();
  else await db.insert(blogCommentReactions).values({ commentId: t.id, userId, kind }).onConflictDoNothing();
};

export const removeReaction = async (db: DbOrTx, t: ReactionTarget, userId: number, kind: ReactionKind) => {
  if (t.type === 'blog') {
    await db
      .delete(blogReactions)
      .where(and(eq(blogReactions.blogId, t.id), eq(blogReactions.userId, userId), eq(blogReactions.kind, kind)));
  } else {
    await db
      .delete(blogCommentReactions)
      .where(
        and(
          eq(blogCommentReactions.commentId, t.id),
          eq(blogCommentReactions.userId, userId),
          eq(blogCommentReactions.kind, kind),
        ),
      );
  }
};

/** Counts by kind and the reader's own kinds. */
export const reactionsOf = async (db: DbOrTx, t: ReactionTarget, userId: number | null) => {
  if (t.type === 'blog') {
    const [kinds, mine] = await Promise.all([
      db
        .select({ kind: blogReactions.kind, n: count() })
        .from(blogReactions)
        .where(eq(blogReactions.blogId, t.id))
        .groupBy(blogReactions.kind),
      userId === null
        ? []
        : db
            .select({ kind: blogReactions.kind })
            .from(blogReactions)
            .where(and(eq(blogReactions.blogId, t.id), eq(blogReactions.userId, userId))),
    ]);
    return { kinds, mine: mine.map((m) => m.kind) };
  }
  const [kinds, mine] = await Promise.all([
    db
      .select({ kind: blogCommentReactions.kind, n: count() })
      .from(blogCommentReactions)
      .where(eq(blogCommentReactions.commentId, t.id))
      .groupBy(blogCommentReactions.kind),
    userId === null
      ? []
      : db
          .select({ kind: blogCommentReactions.kind })
          .from(blogCommentReactions)
          .where(and(eq(blogCommentReactions.commentId, t.id), eq(blogCommentReactions.userId, userId))),
  ]);
  return { kinds, mine: mine.map((m) => m.kind) };
};

const reactorColumns = { uid: users.id, name: personName, picKey: userProfiles.profilePicKey };

/** Who reacted, newest first, with how many there are. */
export const listReactors = async (
  db: DbOrTx,
  t: ReactionTarget,
  q: { kind?: ReactionKind | undefined; limit: number; offset: number },
) => {
  if (t.type === 'blog') {
    const where = and(eq(blogReactions.blogId, t.id), q.kind ? eq(blogReactions.kind, q.kind) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select({ ...reactorColumns, kind: blogReactions.kind, at: blogReactions.createdAt })
        .from(blogReactions)
        .innerJoin(users, eq(users.id, blogReactions.userId))
        .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
        .where(where)
        .orderBy(desc(blogReactions.createdAt), desc(blogReactions.userId))
        .limit(q.limit)
        .offset(q.offset),
      db.select({ n: count() }).from(blogReactions).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  }
  const where = and(
    eq(blogCommentReactions.commentId, t.id),
    q.kind ? eq(blogCommentReactions.kind, q.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...reactorColumns, kind: blogCommentReactions.kind, at: blogCommentReactions.createdAt })
      .from(blogCommentReactions)
      .innerJoin(users, eq(users.id, blogCommentReactions.userId))
      .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
      .where(where)
      .orderBy(desc(blogCommentReactions.createdAt), desc(blogCommentReactions.userId))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(blogCommentReactions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};
