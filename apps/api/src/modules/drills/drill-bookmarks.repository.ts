import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DrillCard } from '@elevate/contracts/drills/drill-card.schema';
import type { DrillUserAction } from '@elevate/contracts/drills/drill-search.constants';
import type { DbOrTx } from '../../db/client.ts';
import { drills, drillUserActions } from '../../db/schema/drills.ts';
import { published, toDrillCard } from './drills.repository.ts';

const key = (drillId: number, uid: number, action: DrillUserAction) =>
  and(eq(drillUserActions.drillId, drillId), eq(drillUserActions.uid, uid), eq(drillUserActions.action, action));

/** When the user took the action on the hackathon, or null when they have not. */
export const findUserAction = async (
  db: DbOrTx,
  drillId: number,
  uid: number,
  action: DrillUserAction,
): Promise<Date | null> => {
  const [row] = await db
    .select({ createdAt: drillUserActions.createdAt })
    .from(drillUserActions)
    .where(key(drillId, uid, action))
    .limit(1);
  return row?.createdAt ?? null;
};

/** Sets the action; setting it again keeps the first time (idempotent). Answers when it was set. */
export const setUserAction = async (
  db: DbOrTx,
  drillId: number,
  uid: number,
  action: DrillUserAction,
): Promise<Date> => {
  await db.insert(drillUserActions).values({ drillId, uid, action }).onConflictDoNothing();
  return (await findUserAction(db, drillId, uid, action)) ?? new Date();
};

/** Clears the action; clearing one that is not set is no error (idempotent). */
export const clearUserAction = async (
  db: DbOrTx,
  drillId: number,
  uid: number,
  action: DrillUserAction,
): Promise<void> => {
  await db.delete(drillUserActions).where(key(drillId, uid, action));
};

/** The user's saved hackathons that are still listed, the latest saved first, with the total. */
export const listBookmarkedDrills = async (
  db: DbOrTx,
  q: { uid: number; limit: number; offset: number },
): Promise<{ data: DrillCard[]; total: number }> => {
  const where = and(eq(drillUserActions.uid, q.uid), eq(drillUserActions.action, 'bookmark'), published);
  const rows = await db
    .select({ drill: drills, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(drillUserActions)
    .innerJoin(drills, eq(drills.id, drillUserActions.drillId))
    .where(where)
    .orderBy(desc(drillUserActions.createdAt), desc(drills.id))
    .limit(q.limit)
    .offset(q.offset);
  if (rows.length > 0 || q.offset === 0) {
    return { data: rows.map((r) => toDrillCard(r.drill)), total: rows[0]?.total ?? 0 };
  }
  // Past the last page no row carries the total.
  const [counted] = await db
    .select({ n: count() })
    .from(drillUserActions)
    .innerJoin(drills, eq(drills.id, drillUserActions.drillId))
    .where(where);
  return { data: [], total: counted?.n ?? 0 };
};
