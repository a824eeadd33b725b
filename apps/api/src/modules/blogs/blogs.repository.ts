import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blogs } from '../../db/schema/blogs.ts';

/** Public posts for sitemap.xml: published, their time come, not hidden by moderation. */
export const listBlogUrls = async (db: DbOrTx, now = new Date()) =>
  db
    .select({ custUrl: blogs.custUrl, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(and(eq(blogs.status, 'published'), lte(blogs.publishedAt, now), isNull(blogs.hiddenAt)))
    .orderBy(desc(blogs.publishedAt));
