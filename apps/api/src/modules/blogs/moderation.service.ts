import {
  type ModerationAction,
  type ModerationState,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@elevate/contracts/blogs/blogs.constants';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import type { ModerationCase, ReportAbuseInput } from '@elevate/contracts/blogs/blogs.schema';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import type { Db, DbOrTx } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { findVisibleComment } from './blog-reactions.repository.ts';
import { findPublicBlog } from './blogs.repository.ts';
import {
  caseForUpdate,
  type CaseRow,
  findCase,
  insertReport,
  listCases,
  reportsOf,
  setCaseState,
  setTargetHidden,
  targetsOf,
  touchCase,
} from './moderation.repository.ts';

const DETAILS_SHOWN = 5;

/** The author of what is reported, or null when it is not readable (the same 404 as an unknown id). */
const readableAuthor = async (db: DbOrTx, type: ReportTargetType, id: number, now: Date) => {
  const found = type === 'blog' ? await findPublicBlog(db, id, now) : await findVisibleComment(db, id, now);
  if (!found) throw notFound(type === 'blog' ? BlogMessages.notFound : BlogMessages.commentNotFound);
  return found.authorUid;
};

/**
 * POST reportabuse: one report per account and item (a second one changes nothing). The item's case counts
 * distinct reporters; a case an admin dismissed or restored opens again when a new account reports it.
 */
export const reportAbuse = async (db: Db, uid: number, input: ReportAbuseInput, now: Date) =>
  db.transaction(async (tx) => {
    const authorUid = await readableAuthor(tx, input.targetType, input.targetId, now);
    if (authorUid === uid) {
      throw new AppError(ErrorCode.VALIDATION, BlogMessages.cannotReportOwn, {
        targetId: BlogMessages.cannotReportOwn,
      });
    }
    const c = await caseForUpdate(tx, input.targetType, input.targetId, now);
    const added = await insertReport(tx, {
      caseId: c.id,
      targetType: input.targetType,
      targetId: input.targetId,
      reporterUid: uid,
      reason: input.reason,
      details: input.details?.trim() || null,
    });
    if (!added) return { result: { alreadyReported: true }, message: BlogMessages.alreadyReported };
    await touchCase(tx, c.id, c.state === 'dismissed' || c.state === 'restored', now);
    return { result: { alreadyReported: false }, message: BlogMessages.reported };
  });

const isReason = (r: string): r is ReportReason => (REPORT_REASONS as readonly string[]).includes(r);

const toCases = async (db: DbOrTx, rows: CaseRow[]): Promise<ModerationCase[]> => {
  const ids = rows.map((r) => r.c.id);
  const blogIds = rows.filter((r) => r.c.targetType === 'blog').map((r) => r.c.targetId);
  const commentIds = rows.filter((r) => r.c.targetType === 'comment').map((r) => r.c.targetId);
  const [{ reasons, details }, { posts, comments }] = await Promise.all([
    reportsOf(db, ids),
    targetsOf(db, blogIds, commentIds),
  ]);
  return rows.map(({ c, resolvedByName }) => {
    const post = c.targetType === 'blog' ? posts.find((p) => p.id === c.targetId) : undefined;
    const comment = c.targetType === 'comment' ? comments.find((p) => p.id === c.targetId) : undefined;
    const target = post
      ? {
          title: post.title,
          excerpt: post.summary,
          authorName: post.authorName,
          path: `/blogs/${post.custUrl}`,
          hidden: post.hiddenAt !== null,
        }
      : comment
        ? {
            title: comment.title,
            excerpt: comment.body,
            authorName: comment.authorName,
            path: `/blogs/${comment.custUrl}#comment-${c.targetId}`,
            hidden: comment.status === 'hidden',
          }
        : { title: '', excerpt: '', authorName: '', path: '/blogs', hidden: true };
    return {
      caseId: c.id,
      targetType: c.targetType as ReportTargetType,
      targetId: c.targetId,
      state: c.state as ModerationState,
      reportCount: c.reportCount,
      reasons: reasons
        .filter((r) => r.caseId === c.id && isReason(r.reason))
        .sort((a, b) => b.n - a.n)
        .map((r) => ({ reason: r.reason as ReportReason, count: r.n })),
      details: details
        .filter((d) => d.caseId === c.id && d.details)
        .slice(0, DETAILS_SHOWN)
        .map((d) => d.details as string),
      firstReportedAt: c.firstReportedAt.toISOString(),
      lastReportedAt: c.lastReportedAt.toISOString(),
      target,
      resolvedAt: c.resolvedAt?.toISOString() ?? null,
      resolvedByName,
      note: c.note,
    };
  });
};

/** GET moderation/cases: the queue, latest report first. */
export const moderationCases = async (
  db: Db,
  q: { state: ModerationState; targetType?: ReportTargetType | undefined; limit: number; offset: number },
): Promise<ListResult<ModerationCase>> => {
  const page = await listCases(db, q);
  return list(await toCases(db, page.rows), page.total);
};

/** Which actions each state allows: hide what is not hidden, restore what is, dismiss only an open case. */
const refusal = (state: string, action: ModerationAction): string | null => {
  if (action === 'hide') return state === 'hidden' ? BlogMessages.caseAlreadyHidden : null;
  if (action === 'restore') return state === 'hidden' ? null : BlogMessages.caseNotHidden;
  return state === 'open' ? null : BlogMessages.caseNotOpen;
};

const NEXT: Record<ModerationAction, ModerationState> = { hide: 'hidden', restore: 'restored', dismiss: 'dismissed' };
const DONE: Record<ModerationAction, string> = {
  hide: BlogMessages.caseHidden,
  restore: BlogMessages.caseRestored,
  dismiss: BlogMessages.caseDismissed,
};

/** PUT moderation/cases/{id}: hide the item, show it again, or dismiss the reports; the case records who and when. */
export const actOnCase = async (
  db: Db,
  adminUid: number,
  caseId: number,
  input: { action: ModerationAction; note?: string | undefined },
  now: Date,
) =>
  db.transaction(async (tx) => {
    const found = await findCase(tx, caseId);
    if (!found) throw notFound(BlogMessages.caseNotFound);
    const refused = refusal(found.c.state, input.action);
    if (refused) throw new AppError(ErrorCode.CONFLICT, refused);
    if (input.action !== 'dismiss') {
      await setTargetHidden(tx, found.c.targetType as ReportTargetType, found.c.targetId, input.action === 'hide', now);
    }
    await setCaseState(
      tx,
      caseId,
      { state: NEXT[input.action], resolvedByUid: adminUid, note: input.note || null },
      now,
    );
    const row = await findCase(tx, caseId);
    if (!row) throw notFound(BlogMessages.caseNotFound);
    const [result] = await toCases(tx, [row]);
    return { result: result as ModerationCase, message: DONE[input.action] };
  });
