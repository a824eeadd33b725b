import { and, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { ModerationState, ReportTargetType } from '@elevate/contracts/blogs/blogs.constants';
import type { DbOrTx } from '../../db/client.ts';
import { abuseReports, blogComments, blogs, moderationCases } from '../../db/schema/blogs.ts';
import { users } from '../../db/schema/users.ts';
import { personName } from './blogs.repository.ts';

/** The case of an item, made on its first report; locked until the transaction ends. */
export const caseForUpdate = async (db: DbOrTx, targetType: ReportTargetType, targetId: number, now: Date) => {
  await db
    .insert(moderationCases)
    .values({ targetType, targetId, firstReportedAt: now, lastReportedAt: now })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(moderationCases)
    .where(and(eq(moderationCases.targetType, targetType), eq(moderationCases.targetId, targetId)))
    .for('update');
  if (!row) throw new Error('moderation case vanished');
  return row;
};

/** One report per account and item: false when this account had reported it already. */
export const insertReport = async (
  db: DbOrTx,
  r: {
    caseId: number;
    targetType: ReportTargetType;
    targetId: number;
    reporterUid: number;
    reason: string;
    details: string | null;
  },
): Promise<boolean> => {
  const rows = await db.insert(abuseReports).values(r).onConflictDoNothing().returning({ id: abuseReports.id });
  return rows.length > 0;
};

/** After a new report: the count of distinct reporters, the time, and a settled case opened again. */
export const touchCase = async (db: DbOrTx, caseId: number, reopen: boolean, now: Date) => {
  const [n] = await db.select({ n: count() }).from(abuseReports).where(eq(abuseReports.caseId, caseId));
  await db
    .update(moderationCases)
    .set({
      reportCount: n?.n ?? 0,
      lastReportedAt: now,
      ...(reopen ? { state: 'open', resolvedAt: null, resolvedByUid: null } : {}),
    })
    .where(eq(moderationCases.id, caseId));
};

export const setCaseState = async (
  db: DbOrTx,
  caseId: number,
  s: { state: ModerationState; resolvedByUid: number; note: string | null },
  now: Date,
) =>
  db
    .update(moderationCases)
    .set({ state: s.state, resolvedByUid: s.resolvedByUid, resolvedAt: now, note: s.note })
    .where(eq(moderationCases.id, caseId));

const caseColumns = {
  c: moderationCases,
  resolvedByName: sql<string | null>`nullif(${personName}, '')`,
};

export const listCases = async (
  db: DbOrTx,
  q: { state: ModerationState; targetType?: ReportTargetType | undefined; limit: number; offset: number },
) => {
  const where = and(
    eq(moderationCases.state, q.state),
    q.targetType ? eq(moderationCases.targetType, q.targetType) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(caseColumns)
      .from(moderationCases)
      .leftJoin(users, eq(users.id, moderationCases.resolvedByUid))
      .where(where)
      .orderBy(desc(moderationCases.lastReportedAt), desc(moderationCases.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(moderationCases).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
};

export const findCase = async (db: DbOrTx, caseId: number) => {
  const [row] = await db
    .select(caseColumns)
    .from(moderationCases)
    .leftJoin(users, eq(users.id, moderationCases.resolvedByUid))
    .where(eq(moderationCases.id, caseId))
    .limit(1);
  return row ?? null;
};

export type CaseRow = NonNullable<Awaited<ReturnType<typeof findCase>>>;

/** Reasons by count and the latest details of these cases. */
export const reportsOf = async (db: DbOrTx, caseIds: number[]) => {
  if (caseIds.length === 0) return { reasons: [], details: [] };
  const [reasons, details] = await Promise.all([
    db
      .select({ caseId: abuseReports.caseId, reason: abuseReports.reason, n: count() })
      .from(abuseReports)
      .where(inArray(abuseReports.caseId, caseIds))
      .groupBy(abuseReports.caseId, abuseReports.reason),
    db
      .select({ caseId: abuseReports.caseId, details: abuseReports.details })
      .from(abuseReports)
      .where(and(inArray(abuseReports.caseId, caseIds), isNotNull(abuseReports.details)))
      .orderBy(desc(abuseReports.createdAt), desc(abuseReports.id)),
  ]);
  return { reasons, details };
};

/** The posts and comments the cases are about, with what an admin needs to judge them. */
export const targetsOf = async (db: DbOrTx, blogIds: number[], commentIds: number[]) => {
  const [posts, comments] = await Promise.all([
    blogIds.length === 0
      ? []
      : db
          .select({
            id: blogs.id,
            title: blogs.title,
            summary: blogs.summary,
            authorName: blogs.authorName,
            custUrl: blogs.custUrl,
            hiddenAt: blogs.hiddenAt,
          })
          .from(blogs)
          .where(inArray(blogs.id, blogIds)),
    commentIds.length === 0
      ? []
      : db
          .select({
            id: blogComments.id,
            body: blogComments.body,
            status: blogComments.status,
            authorName: personName,
            title: blogs.title,
            custUrl: blogs.custUrl,
          })
          .from(blogComments)
          .innerJoin(blogs, eq(blogs.id, blogComments.blogId))
          .leftJoin(users, eq(users.id, blogComments.authorUid))
          .where(inArray(blogComments.id, commentIds)),
  ]);
  return { posts, comments };
};

/** Hides or shows the item itself: a post by hidden_at, a comment by its status (never un-deleting one). */
export const setTargetHidden = async (
  db: DbOrTx,
  targetType: ReportTargetType,
  targetId: number,
  hidden: boolean,
  now: Date,
) => {
  if (targetType === 'blog') {
    await db
      .update(blogs)
      .set({ hiddenAt: hidden ? now : null })
      .where(eq(blogs.id, targetId));
  } else {
    await db
      .update(blogComments)
      .set({ status: hidden ? 'hidden' : 'visible' })
      .where(and(eq(blogComments.id, targetId), eq(blogComments.status, hidden ? 'visible' : 'hidden')));
  }
};

/** A post's cases and its comments' cases go with it. */
export const deleteCasesOfPost = async (db: DbOrTx, blogId: number) => {
  await db
    .delete(moderationCases)
    .where(and(eq(moderationCases.targetType, 'blog'), eq(moderationCases.targetId, blogId)));
  await db
    .delete(moderationCases)
    .where(
      and(
        eq(moderationCases.targetType, 'comment'),
        inArray(
          moderationCases.targetId,
          db.select({ id: blogComments.id }).from(blogComments).where(eq(blogComments.blogId, blogId)),
        ),
      ),
    );
};
