import { COMMENT_MAX_DEPTH, COMMENTS_PAGE_MAX } from '@elevate/contracts/blogs/blogs.constants';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import type { BlogComment } from '@elevate/contracts/blogs/blogs.schema';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { Db, DbOrTx } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { insertNotification } from '../notifications/notifications.repository.ts';
import {
  type CommentRow,
  commentReactions,
  findComment,
  insertComment,
  listPostComments,
  setCommentStatus,
  updateCommentBody,
} from './blog-comments.repository.ts';
import { threadOrder } from './blog-thread.ts';
import { authorOf } from './blogs-read.service.ts';
import { countsOf, findPublicBlog } from './blogs.repository.ts';

export interface Viewer {
  uid: number;
  isAdmin: boolean;
}

const stateOf = (status: string) => (status === 'visible' ? 'visible' : status === 'deleted' ? 'deleted' : 'removed');

const toComment = (
  r: CommentRow,
  reactions: ReturnType<typeof countsOf>,
  mine: string[],
  viewer: Viewer | null,
): BlogComment => {
  const state = stateOf(r.status);
  const shown = state === 'visible';
  return {
    commentId: r.commentId,
    blogId: r.blogId,
    parentId: r.parentId,
    depth: r.depth,
    // A removed or deleted comment shows neither its words nor who wrote them.
    author: shown ? authorOf(r.authorUid, r.authorName ?? '', r.picKey) : null,
    body: shown ? r.body : '',
    state,
    createdAt: r.createdAt.toISOString(),
    editedAt: shown ? (r.editedAt?.toISOString() ?? null) : null,
    reactions,
    mine: shown ? (mine as BlogComment['mine']) : [],
    canEdit: shown && viewer !== null && r.authorUid === viewer.uid,
  };
};

const withReactions = async (db: DbOrTx, rows: CommentRow[], viewer: Viewer | null): Promise<BlogComment[]> => {
  const { kinds, mine } = await commentReactions(
    db,
    rows.map((r) => r.commentId),
    viewer?.uid ?? null,
  );
  return rows.map((r) =>
    toComment(
      r,
      countsOf(kinds.filter((k) => k.commentId === r.commentId)),
      mine.filter((m) => m.commentId === r.commentId).map((m) => m.kind),
      viewer,
    ),
  );
};

/** GET blogs/comments?blogId: the whole thread of a public post in reading order. */
export const postComments = async (
  db: Db,
  blogId: number,
  viewer: Viewer | null,
  now: Date,
): Promise<ListResult<BlogComment>> => {
  if (!(await findPublicBlog(db, blogId, now))) throw notFound(BlogMessages.notFound);
  const rows = await listPostComments(db, blogId, COMMENTS_PAGE_MAX);
  const ordered = threadOrder(rows.map((r) => ({ ...r, visible: r.status === 'visible' })));
  return list(await withReactions(db, ordered, viewer));
};

const tooDeep = () =>
  new AppError(ErrorCode.VALIDATION, BlogMessages.commentTooDeep, { parentId: BlogMessages.commentTooDeep });

/**
 * POST blogs/comments: a comment on a public post, or a reply to a visible comment on the same post, at most
 * COMMENT_MAX_DEPTH deep. The post's author hears of a new comment and a comment's author of a reply (never
 * of their own), in the same transaction.
 */
export const addComment = async (
  db: Db,
  viewer: Viewer & { name: string },
  input: { blogId: number; parentId?: number | null | undefined; body: string },
  now: Date,
): Promise<BlogComment> =>
  db.transaction(async (tx) => {
    const post = await findPublicBlog(tx, input.blogId, now);
    if (!post) throw notFound(BlogMessages.notFound);
    let depth = 0;
    let parentAuthor: number | null = null;
    if (input.parentId != null) {
      const parent = await findComment(tx, input.parentId);
      if (!parent || parent.blogId !== post.id || parent.status !== 'visible') {
        throw new AppError(ErrorCode.VALIDATION, BlogMessages.commentNotFound, {
          parentId: BlogMessages.commentNotFound,
        });
      }
      depth = parent.depth + 1;
      if (depth > COMMENT_MAX_DEPTH) throw tooDeep();
      parentAuthor = parent.authorUid;
    }
    const id = await insertComment(tx, {
      blogId: post.id,
      parentId: input.parentId ?? null,
      depth,
      authorUid: viewer.uid,
      body: input.body,
    });
    const link = `/blogs/${post.custUrl}#comment-${id}`;
    if (parentAuthor !== null && parentAuthor !== viewer.uid) {
      await insertNotification(tx, {
        receiverUid: parentAuthor,
        senderUid: viewer.uid,
        purpose: 'GENERAL',
        oneLiner: `${viewer.name} replied to your comment on “${post.title}”`.slice(0, 200),
        link,
      });
    }
    if (post.authorUid !== null && post.authorUid !== viewer.uid && post.authorUid !== parentAuthor) {
      await insertNotification(tx, {
        receiverUid: post.authorUid,
        senderUid: viewer.uid,
        purpose: 'GENERAL',
        oneLiner: `${viewer.name} commented on your post “${post.title}”`.slice(0, 200),
        link,
      });
    }
    const row = await findComment(tx, id);
    if (!row) throw notFound(BlogMessages.commentNotFound);
    const [comment] = await withReactions(tx, [row], viewer);
    return comment as BlogComment;
  });

/** A visible comment on a public post, for its author (or, to delete, an admin). */
const ownComment = async (db: DbOrTx, commentId: number, viewer: Viewer, adminMay: boolean, now: Date) => {
  const row = await findComment(db, commentId);
  if (!row || row.status !== 'visible' || !(await findPublicBlog(db, row.blogId, now))) {
    throw notFound(BlogMessages.commentNotFound);
  }
  if (row.authorUid !== viewer.uid && !(adminMay && viewer.isAdmin)) throw forbidden(BlogMessages.commentNotYours);
  return row;
};

/** PUT blogs/comments/{id}: the author changes their words. */
export const editComment = async (db: Db, commentId: number, viewer: Viewer, body: string, now: Date) =>
  db.transaction(async (tx) => {
    await ownComment(tx, commentId, viewer, false, now);
    await updateCommentBody(tx, commentId, body, now);
    const row = await findComment(tx, commentId);
    const [comment] = await withReactions(tx, row ? [row] : [], viewer);
    return comment as BlogComment;
  });

/** DELETE blogs/comments/{id}: the author or an admin deletes it (replies stay, under "deleted"). */
export const deleteComment = async (db: Db, commentId: number, viewer: Viewer, now: Date) =>
  db.transaction(async (tx) => {
    await ownComment(tx, commentId, viewer, true, now);
    await setCommentStatus(tx, commentId, 'deleted');
    const row = await findComment(tx, commentId);
    const [comment] = await withReactions(tx, row ? [row] : [], viewer);
    return comment as BlogComment;
  });
