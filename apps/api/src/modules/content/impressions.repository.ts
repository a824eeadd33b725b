import { and, eq, lt, sql } from 'drizzle-orm';
import type { ImpressionEntityType } from '@elevate/contracts/content/content.constants';
import type { DbOrTx } from '../../db/client.ts';
import { blogs } from '../../db/schema/blogs.ts';
import { caseStudies, entityImpressions, events, impressionViews } from '../../db/schema/content.ts';
import { isPublicBlog } from '../blogs/blogs.repository.ts';
import { publicCaseStudy } from './case-studies.repository.ts';

/** Whether the item is public now: a post or story published and not hidden, an event shown. */
export const isPublicItem = async (db: DbOrTx, type: ImpressionEntityType, id: number, now: Date): Promise<boolean> => {
  const q =
    type === 'blog'
      ? db
          .select({ id: blogs.id })
          .from(blogs)
          .where(and(eq(blogs.id, id), isPublicBlog(now)))
      : type === 'casestudy'
        ? db
            .select({ id: caseStudies.id })
            .from(caseStudies)
            .where(and(eq(caseStudies.id, id), publicCaseStudy(now)))
        : db
            .select({ id: events.id })
            .from(events)
            .where(and(eq(events.id, id), eq(events.status, 'show')));
  return (await q.limit(1)).length > 0;
};

export const impressionCount = async (db: DbOrTx, type: ImpressionEntityType, id: number): Promise<number> => {
  const [row] = await db
    .select({ n: entityImpressions.count })
    .from(entityImpressions)
    .where(and(eq(entityImpressions.entityType, type), eq(entityImpressions.entityId, id)));
  return row?.n ?? 0;
};

/** Marks the viewer's view of the day; true when it is their first that day. */
export const markView = async (
  db: DbOrTx,
  type: ImpressionEntityType,
  id: number,
  viewerHash: string,
  day: string,
): Promise<boolean> =>
  (
    await db
      .insert(impressionViews)
      .values({ entityType: type, entityId: id, viewerHash, day })
      .onConflictDoNothing()
      .returning({ day: impressionViews.day })
  ).length > 0;

/** Adds one view to the item's count; answers the new count. */
export const addImpression = async (db: DbOrTx, type: ImpressionEntityType, id: number, now: Date): Promise<number> => {
  const [row] = await db
    .insert(entityImpressions)
    .values({ entityType: type, entityId: id, count: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [entityImpressions.entityType, entityImpressions.entityId],
      set: { count: sql`${entityImpressions.count} + 1`, updatedAt: now },
    })
    .returning({ n: entityImpressions.count });
  return row!.n;
};

/** Forgets who viewed what before `day` (only today's and yesterday's are needed to count once a day). */
export const deleteViewsBefore = async (db: DbOrTx, day: string): Promise<void> => {
  await db.delete(impressionViews).where(lt(impressionViews.day, day));
};
