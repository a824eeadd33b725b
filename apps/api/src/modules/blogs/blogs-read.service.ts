import type { BlogCard, BlogListQuery, BlogPost, BlogTag } from '@elevate/contracts/blogs/blogs.schema';
import type { ListResult } from '@elevate/contracts/common/envelope';
import { BlogMessages } from '@elevate/contracts/blogs/blogs.messages';
import type { Db } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { publicUploadUrl } from '../users/profile.repository.ts';
import {
  addShare,
  blogReactionKinds,
  type BlogCardRow,
  findPublicPost,
  listPublicBlogs,
  publicTags,
} from './blogs-read.repository.ts';
import { countsOf } from './blogs.repository.ts';

/** The author as readers see them: the stored name stays when the account is gone. */
export const authorOf = (uid: number | null, name: string, picKey: string | null) => ({
  uid,
  name,
  avatarUrl: uid === null ? null : publicUploadUrl(picKey),
});

const toCard = (r: BlogCardRow): BlogCard => ({
  blogId: r.blogId,
  custUrl: r.custUrl,
  title: r.title,
  summary: r.summary,
  coverImageUrl: r.coverImageUrl,
  author: authorOf(r.authorUid, r.authorName, r.picKey),
  tags: r.tags,
  readMinutes: r.readMinutes,
  // Public posts always have a time (the filter requires it).
  publishedAt: (r.publishedAt ?? new Date(0)).toISOString(),
  reactionCount: r.reactionCount,
  commentCount: r.commentCount,
  readCount: r.readCount,
});

/** GET blogs: one page of public posts. */
export const publicBlogs = async (db: Db, q: BlogListQuery, now: Date): Promise<ListResult<BlogCard>> => {
  const page = await listPublicBlogs(db, q, now);
  return list(page.rows.map(toCard), page.total);
};

/** GET blogs?custUrl: one public post, the same for every reader; 404 for a draft, scheduled or hidden one. */
export const publicPost = async (db: Db, custUrl: string, now: Date): Promise<BlogPost> => {
  const row = await findPublicPost(db, custUrl, now);
  if (!row) throw notFound(BlogMessages.notFound);
  const kinds = await blogReactionKinds(db, row.blogId);
  return {
    ...toCard(row),
    bodyHtml: row.bodyHtml,
    seoDescription: row.seoDescription?.trim() || row.summary,
    shareCount: row.shareCount,
    updatedAt: row.updatedAt.toISOString(),
    reactions: countsOf(kinds),
  };
};

export const blogTags = async (db: Db, now: Date): Promise<BlogTag[]> => publicTags(db, now);

/** POST sharecount/{id}: one more share of a public post. */
export const countShare = async (db: Db, blogId: number, now: Date): Promise<{ shareCount: number }> => {
  const row = await addShare(db, blogId, now);
  if (!row) throw notFound(BlogMessages.notFound);
  return row;
};
