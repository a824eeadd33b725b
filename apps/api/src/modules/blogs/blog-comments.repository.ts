import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blogCommentReactions, blogComments } from '../../db/schema/blogs.ts';
import { userProfiles, users } from '../../db/schema/users.ts';
import { personName } from './blogs.repository.ts';

export interface CommentRow {
  commentId: number;
  blogId: number;
  parentId: number | null;
  depth: number;
  authorUid: number | null;
  authorName: string | null;
  picKey: string | null;
  body: string;
  status: string;
  createdAt: Date;
  editedAt: Date | null;
}

const columns = {
  commentId: blogComments.id,
  blogId: blogComments.blogId,
  parentId: blogComments.parentId,
  depth: blogComments.depth,
  authorUid: blogComments.authorUid,
  authorName: personName,
  picKey: userProfiles.profilePicKey,
  body: blogComments.body,
  status: blogComments.status,
  createdAt: blogComments.createdAt,
  editedAt: blogComments.editedAt,
};

const withAuthors = (db: DbOrTx) =>
  db
    .select(columns)
    .from(blogComments)
    .leftJoin(users, eq(users.id, blogComments.authorUid))
    .leftJoin(userProfiles, eq(userProfiles.userId, blogComments.authorUid));

/** Every comment of a post, oldest first (the service threads them), at most `max`. */
export const listPostComments = async (db: DbOrTx, blogId: number, max: number): Promise<CommentRow[]> =>
  withAuthors(db)
    .where(eq(blogComments.blogId, blogId))
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    .limit(max);

export const findComment = async (db: DbOrTx, commentId: number): Promise<CommentRow | null> => {
  const [row] = await withAuthors(db).where(eq(blogComments.id, commentId)).limit(1);
  return row ?? null;
};

/** Reactions of these comments by kind, and the viewer's own. */
export const commentReactions = async (db: DbOrTx, ids: number[], viewerUid: number | null) => {
  if (ids.length === 0) return { kinds: [], mine: [] };
  const [kinds, mine] = await Promise.all([
    db
      .select({ commentId: blogCommentReactions.commentId, kind: blogCommentReactions.kind, n: count() })
      .from(blogCommentReactions)
      .where(inArray(blogCommentReactions.commentId, ids))
      .groupBy(blogCommentReactions.commentId, blogCommentReactions.kind),
    viewerUid === null
      ? []
      : db
          .select({ commentId: blogCommentReactions.commentId, kind: blogCommentReactions.kind })
          .from(blogCommentReactions)
          .where(and(inArray(blogCommentReactions.commentId, ids), eq(blogCommentReactions.userId, viewerUid))),
  ]);
  return { kinds, mine };
};

export const insertComment = async (
  db: DbOrTx,
  c: { blogId: number; parentId: number | null; depth: number; authorUid: number; body: string },
): Promise<number> => {
  const [row] = await db.insert(blogComments).values(c).returning({ id: blogComments.id });
  if (!row) throw new Error('comment insert returned nothing');
  return row.id;
};

export const updateCommentBody = async (db: DbOrTx, commentId: number, body: string, now: Date) =>
  db.update(blogComments).set({ body, editedAt: now }).where(eq(blogComments.id, commentId));

export const setCommentStatus = async (db: DbOrTx, commentId: number, status: 'visible' | 'hidden' | 'deleted') =>
  db.update(blogComments).set({ status }).where(eq(blogComments.id, commentId));
