import type { ReactionKind } from '@elevate/contracts/blogs/blogs.constants';
import { REACTION_KINDS } from '@elevate/contracts/blogs/blogs.constants';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import type { ReactionState, Reactor } from '@elevate/contracts/blogs/blogs.schema';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { Db } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  addReaction,
  findVisibleComment,
  listReactors,
  reactionsOf,
  type ReactionTarget,
  removeReaction,
} from './blog-reactions.repository.ts';
import { authorOf } from './blogs-read.service.ts';
import { countsOf, findPublicBlog } from './blogs.repository.ts';

/** Reactions go only to what readers can see: a public post, a visible comment on one. Else the same 404. */
const ensureReadable = async (db: Db, t: ReactionTarget, now: Date) => {
  if (t.type === 'blog') {
    if (!(await findPublicBlog(db, t.id, now))) throw notFound(BlogMessages.notFound);
  } else if (!(await findVisibleComment(db, t.id, now))) throw notFound(BlogMessages.commentNotFound);
};

const isKind = (k: string): k is ReactionKind => (REACTION_KINDS as readonly string[]).includes(k);

export const reactionState = async (db: Db, t: ReactionTarget, uid: number | null): Promise<ReactionState> => {
  const { kinds, mine } = await reactionsOf(db, t, uid);
  const counts = countsOf(kinds);
  return { counts, total: Object.values(counts).reduce((a, b) => a + b, 0), mine: mine.filter(isKind) };
};

/** POST reactions / comment/reactions: give one kind (giving it again changes nothing). */
export const giveReaction = async (db: Db, t: ReactionTarget, uid: number, kind: ReactionKind, now: Date) => {
  await ensureReadable(db, t, now);
  await addReaction(db, t, uid, kind);
  return reactionState(db, t, uid);
};

/** PUT blogs/reactions/{id} / blogs/comment/reactions/{id}: give or take back one kind. */
export const toggleReaction = async (
  db: Db,
  t: ReactionTarget,
  uid: number,
  change: { kind: ReactionKind; reacted: boolean },
  now: Date,
) => {
  await ensureReadable(db, t, now);
  if (change.reacted) await addReaction(db, t, uid, change.kind);
  else await removeReaction(db, t, uid, change.kind);
  return reactionState(db, t, uid);
};

/** GET blogs/reactions/{id}: the caller's view of a public post's reactions. */
export const myReactionState = async (db: Db, t: ReactionTarget, uid: number, now: Date) => {
  await ensureReadable(db, t, now);
  return reactionState(db, t, uid);
};

/** GET reactions / comment/reactions: who reacted to a post or to a comment, newest first. */
export const reactors = async (
  db: Db,
  q: {
    blogId?: number | undefined;
    commentId?: number | undefined;
    kind?: ReactionKind | undefined;
    limit: number;
    offset: number;
  },
  now: Date,
): Promise<ListResult<Reactor>> => {
  if ((q.blogId === undefined) === (q.commentId === undefined)) {
    throw new AppError(ErrorCode.VALIDATION, BlogMessages.reactorsTarget, { blogId: BlogMessages.reactorsTarget });
  }
  const t: ReactionTarget =
    q.blogId !== undefined ? { type: 'blog', id: q.blogId } : { type: 'comment', id: q.commentId as number };
  await ensureReadable(db, t, now);
  const page = await listReactors(db, t, q);
  return list(
    page.rows
      .filter((r) => isKind(r.kind))
      .map((r) => ({
        user: authorOf(r.uid, r.name, r.picKey),
        kind: r.kind as ReactionKind,
        reactedAt: r.at.toISOString(),
      })),
    page.total,
  );
};
