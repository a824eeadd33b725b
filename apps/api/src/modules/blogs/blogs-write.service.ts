import { CUST_URL_MAX } from '@elevate/contracts/blogs/blogs.constants';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import type { BlogEditable, BlogInput, BlogManageRow } from '@elevate/contracts/blogs/blogs.schema';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { slugify } from '@elevate/contracts/console/console-partner.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { uniqueViolationOf } from '../../lib/db-errors.ts';
import { list } from '../../lib/envelope.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { isSafeImageSrc, readingMinutesOf, sanitizeArticleHtml } from '../../lib/sanitize-html.ts';
import { authorOf } from './blogs-read.service.ts';
import {
  custUrlsLike,
  custUrlTaken,
  deletePost,
  findPostRow,
  insertPost,
  isWriter,
  listManagedPosts,
  type PostValues,
  stateOfRow,
  updatePost,
} from './blogs-write.repository.ts';
import { deleteCasesOfPost } from './moderation.repository.ts';

/** The caller as the writing rules need them. */
export interface Writer {
  uid: number;
  isAdmin: boolean;
  name: string;
}

/** Admins always write; other accounts once an admin approved them. */
export const canWrite = async (db: DbOrTx, w: { uid: number; isAdmin: boolean }) => w.isAdmin || isWriter(db, w.uid);

const ensureWriter = async (db: DbOrTx, w: Writer) => {
  if (!(await canWrite(db, w))) throw forbidden(BlogMessages.notWriter);
};

const fieldError = (field: string, message: string) =>
  new AppError(ErrorCode.VALIDATION, message, { [field]: message });

/** Room left for a "-12" suffix within the address limit. */
const SLUG_BASE_MAX = CUST_URL_MAX - 6;

/** An address from the title that no post uses yet: the title's words, then -2, -3... */
const freeCustUrl = async (db: DbOrTx, title: string): Promise<string> => {
  const base = slugify(title, SLUG_BASE_MAX) || 'post';
  const used = new Set(await custUrlsLike(db, base));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
};

const toEditable = (row: NonNullable<Awaited<ReturnType<typeof findPostRow>>>, now: Date): BlogEditable => {
  const b = row.b;
  return {
    blogId: b.id,
    custUrl: b.custUrl,
    title: b.title,
    summary: b.summary,
    bodyHtml: b.bodyHtml,
    coverImageUrl: b.coverImageUrl,
    tags: b.tags,
    seoDescription: b.seoDescription,
    status: b.status === 'published' ? 'published' : 'draft',
    state: stateOfRow(b, now),
    publishedAt: b.publishedAt?.toISOString() ?? null,
    readMinutes: b.readMinutes,
    author: authorOf(b.authorUid, b.authorName, row.picKey),
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
};

/** The stored columns from the form: sanitised body, reading time, tags once each, a safe cover. */
const valuesOf = (input: BlogInput, keepPublishedAt: Date | null, now: Date) => {
  const bodyHtml = sanitizeArticleHtml(input.bodyHtml);
  if (!bodyHtml) throw fieldError('bodyHtml', BlogMessages.bodyEmpty);
  const cover = input.coverImageUrl?.trim() || null;
  if (cover && !isSafeImageSrc(cover)) throw fieldError('coverImageUrl', BlogMessages.coverImageUnsafe);
  const tags = [...new Map(input.tags.map((t) => [t.toLowerCase(), t])).values()];
  const given = input.publishedAt ? new Date(input.publishedAt) : null;
  const publishedAt = input.status === 'published' ? (given ?? keepPublishedAt ?? now) : given;
  return {
    title: input.title,
    summary: input.summary,
    bodyHtml,
    readMinutes: readingMinutesOf(bodyHtml),
    coverImageUrl: cover,
    tags,
    seoDescription: input.seoDescription?.trim() || null,
    status: input.status,
    publishedAt,
    updatedAt: now,
  };
};

const messageOf = (e: BlogEditable) =>
  e.status === 'draft'
    ? BlogMessages.savedDraft
    : e.state === 'scheduled'
      ? BlogMessages.scheduled
      : BlogMessages.published;

/** A unique violation on the address (two saves raced for it) is the same 400 as a taken one. */
const custUrlRace = (err: unknown): never => {
  if (uniqueViolationOf(err) !== null) throw fieldError('custUrl', BlogMessages.custUrlTaken);
  throw err;
};

/** POST blogs: a writer or an admin starts a post (draft, scheduled or published now). */
export const createPost = async (db: Db, w: Writer, input: BlogInput, now: Date) =>
  db
    .transaction(async (tx) => {
      await ensureWriter(tx, w);
      if (input.custUrl && (await custUrlTaken(tx, input.custUrl, null))) {
        throw fieldError('custUrl', BlogMessages.custUrlTaken);
      }
      const custUrl = input.custUrl ?? (await freeCustUrl(tx, input.title));
      const values: PostValues = { ...valuesOf(input, null, now), custUrl, authorUid: w.uid, authorName: w.name };
      const id = await insertPost(tx, values);
      const row = await findPostRow(tx, id);
      if (!row) throw notFound(BlogMessages.notFound);
      const result = toEditable(row, now);
      return { result, message: messageOf(result) };
    })
    .catch(custUrlRace);

/** The post for its author (while still a writer) or an admin; another writer is refused. */
const editablePost = async (db: DbOrTx, w: Writer, blogId: number) => {
  const row = await findPostRow(db, blogId);
  if (!row) throw notFound(BlogMessages.notFound);
  if (!w.isAdmin && row.b.authorUid !== w.uid) throw forbidden(BlogMessages.notAuthor);
  return row;
};

/** GET blogs/manage/{id}. */
export const postForEditing = async (db: Db, w: Writer, blogId: number, now: Date): Promise<BlogEditable> =>
  toEditable(await editablePost(db, w, blogId), now);

/** PUT blogs/{id}: the author or an admin saves the whole form again. */
export const savePost = async (db: Db, w: Writer, blogId: number, input: BlogInput, now: Date) =>
  db
    .transaction(async (tx) => {
      const row = await editablePost(tx, w, blogId);
      await ensureWriter(tx, w);
      if (input.custUrl && input.custUrl !== row.b.custUrl && (await custUrlTaken(tx, input.custUrl, blogId))) {
        throw fieldError('custUrl', BlogMessages.custUrlTaken);
      }
      await updatePost(tx, blogId, {
        ...valuesOf(input, row.b.publishedAt, now),
        custUrl: input.custUrl ?? row.b.custUrl,
      });
      const saved = await findPostRow(tx, blogId);
      if (!saved) throw notFound(BlogMessages.notFound);
      const result = toEditable(saved, now);
      return { result, message: messageOf(result) };
    })
    .catch(custUrlRace);

/** DELETE blogs/{id}: the post goes with its comments, reactions and reports. */
export const removePost = async (db: Db, w: Writer, blogId: number) =>
  db.transaction(async (tx) => {
    await editablePost(tx, w, blogId);
    await deleteCasesOfPost(tx, blogId);
    await deletePost(tx, blogId);
    return { blogId };
  });

/** GET blogs/manage: the caller's posts, or (admins, scope all) every post. */
export const managedPosts = async (
  db: Db,
  w: Writer,
  q: {
    scope: 'mine' | 'all';
    state?: BlogManageRow['state'] | undefined;
    q?: string | undefined;
    limit: number;
    offset: number;
  },
  now: Date,
): Promise<ListResult<BlogManageRow>> => {
  if (q.scope === 'all' && !w.isAdmin) throw forbidden();
  await ensureWriter(db, w);
  const page = await listManagedPosts(db, { ...q, authorUid: q.scope === 'all' ? null : w.uid }, now);
  return list(
    page.rows.map((r) => ({
      blogId: r.blogId,
      custUrl: r.custUrl,
      title: r.title,
      state: stateOfRow(r, now),
      publishedAt: r.publishedAt?.toISOString() ?? null,
      updatedAt: r.updatedAt.toISOString(),
      authorName: r.authorName,
      reactionCount: r.reactionCount,
      commentCount: r.commentCount,
      readCount: r.readCount,
    })),
    page.total,
  );
};
