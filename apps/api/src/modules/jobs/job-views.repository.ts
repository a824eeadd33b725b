import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { jobs, jobViews } from '../../db/schema/jobs.ts';

export const jobExists = async (db: DbOrTx, jobId: number): Promise<boolean> => {
  const [row] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  return row !== undefined;
};

/**
 * Records a view unless this viewer already viewed the job that day: the primary key (job, viewer, day)
 * and `on conflict do nothing` make it one row however many requests race. Answers whether it counted.
 */
export const recordJobView = async (
  db: DbOrTx,
  view: { jobId: number; viewer: string; day: string },
): Promise<boolean> => {
  const inserted = await db.insert(jobViews).values(view).onConflictDoNothing().returning({ jobId: jobViews.jobId });
  return inserted.length > 0;
};

export const countJobViews = async (db: DbOrTx, jobId: number): Promise<number> => {
  const [row] = await db.select({ n: count() }).from(jobViews).where(eq(jobViews.jobId, jobId));
  return row?.n ?? 0;
};
