import { and, desc, eq, lte } from 'drizzle-orm';
import type { FeedKind } from '@elevate/contracts/content/content.constants';
import type { Feed } from '@elevate/contracts/content/site-content.schema';
import type { DbOrTx } from '../../db/client.ts';
import { feeds } from '../../db/schema/content.ts';

type Row = typeof feeds.$inferSelect;
export interface FeedWrite {
  title: string;
  body: string;
  linkUrl: string | null;
  kind: FeedKind;
  active: boolean;
  publishedAt?: Date;
}

const toDto = (r: Row): Feed => ({
  feedId: r.id,
  title: r.title,
  body: r.body,
  linkUrl: r.linkUrl,
  kind: r.kind as FeedKind,
  active: r.active,
  publishedAt: r.publishedAt.toISOString(),
});
const newest = [desc(feeds.publishedAt), desc(feeds.id)];

/** The home page's news: active and published by now, newest first. */
export const listPublicFeeds = async (db: DbOrTx, limit: number, now: Date): Promise<Feed[]> =>
  (
    await db
      .select()
      .from(feeds)
      .where(and(eq(feeds.active, true), lte(feeds.publishedAt, now)))
      .orderBy(...newest)
      .limit(limit)
  ).map(toDto);

export const listAllFeeds = async (db: DbOrTx): Promise<Feed[]> =>
  (
    await db
      .select()
      .from(feeds)
      .orderBy(...newest)
  ).map(toDto);

export const insertFeed = async (db: DbOrTx, w: FeedWrite, uid: number): Promise<Feed> =>
  toDto(
    (
      await db
        .insert(feeds)
        .values({ ...w, createdByUid: uid })
        .returning()
    )[0]!,
  );

export const updateFeed = async (db: DbOrTx, id: number, w: FeedWrite, now: Date): Promise<Feed | null> => {
  const [row] = await db
    .update(feeds)
    .set({ ...w, updatedAt: now })
    .where(eq(feeds.id, id))
    .returning();
  return row ? toDto(row) : null;
};

export const deleteFeed = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.delete(feeds).where(eq(feeds.id, id)).returning({ id: feeds.id })).length > 0;
