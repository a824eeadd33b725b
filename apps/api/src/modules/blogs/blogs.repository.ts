import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blogs } from '../../db/schema/blogs.ts';

export const listBlogUrls = async (db: DbOrTx) =>
  db.select({ custUrl: blogs.custUrl, updatedAt: blogs.publishedAt }).from(blogs).orderBy(desc(blogs.publishedAt));
