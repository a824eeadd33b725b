import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partnerMembers } from '../../db/schema/partners.ts';
import { uploads } from '../../db/schema/uploads.ts';

export type UploadRow = typeof uploads.$inferSelect;

export const insertPendingUpload = async (db: DbOrTx, row: typeof uploads.$inferInsert): Promise<void> => {
  await db.insert(uploads).values(row);
};

export const findUpload = async (db: DbOrTx, key: string): Promise<UploadRow | undefined> => {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row;
};

/** Marks a pending upload complete; false when it was already completed (a replayed upload URL). */
export const completeUpload = async (
  db: DbOrTx,
  key: string,
  file: { contentType: string; sizeBytes: number },
): Promise<boolean> => {
  const done = await db
    .update(uploads)
    .set({ ...file, uploadedAt: new Date() })
    .where(and(eq(uploads.key, key), isNull(uploads.uploadedAt)))
    .returning({ key: uploads.key });
  return done.length > 0;
};

/**
 * Has the resume's owner applied with it to a job of a partner this employer belongs to? That is what lets an
 * employer read a candidate's resume.
 */
export const resumeSentToEmployer = async (db: DbOrTx, key: string, employerUid: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(partnerMembers, eq(partnerMembers.partnerId, jobs.partnerId))
    .where(and(eq(applications.resumeKey, key), eq(partnerMembers.userId, employerUid)))
    .limit(1);
  return row !== undefined;
};
