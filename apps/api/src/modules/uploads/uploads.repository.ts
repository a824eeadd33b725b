import { and, asc, eq, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { USER_UPLOAD_PREFIX } from '@elevate/contracts/console/console-fields';
import type { DbOrTx } from '../../db/client.ts';
import { applications } from '../../db/schema/applications.ts';
import { blogs } from '../../db/schema/blogs.ts';
import { caseStudies, events, organisations, sitePages } from '../../db/schema/content.ts';
import {
  drillCertificates,
  drillParticipants,
  drillQueryMessages,
  drills,
  drillSubmissionVersions,
} from '../../db/schema/drills.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partnerMembers, partners } from '../../db/schema/partners.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { userProfiles } from '../../db/schema/users.ts';

export type UploadRow = typeof uploads.$inferSelect;

export const insertPendingUpload = async (db: DbOrTx, row: typeof uploads.$inferInsert): Promise<void> => {
  await db.insert(uploads).values(row);
};

export const findUpload = async (db: DbOrTx, key: string): Promise<UploadRow | undefined> => {
  const [row] = await db.select().from(uploads).where(eq(uploads.key, key)).limit(1);
  return row;
};

/**
 * Claims a signed upload for one request: a conditional update, so of any number of parallel uses exactly one
 * gets true and goes on to store its bytes; the others are refused before they write anything.
 */
export const claimUpload = async (db: DbOrTx, key: string, now: Date): Promise<boolean> => {
  const claimed = await db
    .update(uploads)
    .set({ claimedAt: now })
    .where(and(eq(uploads.key, key), isNull(uploads.claimedAt), isNull(uploads.uploadedAt)))
    .returning({ key: uploads.key });
  return claimed.length > 0;
};

/** Gives a claim back when storing failed or the file was refused, so the link may be used again until it expires. */
export const releaseClaim = async (db: DbOrTx, key: string): Promise<void> => {
  await db
    .update(uploads)
    .set({ claimedAt: null })
    .where(and(eq(uploads.key, key), isNull(uploads.uploadedAt)));
};

/** Marks a claimed upload complete once its bytes are stored. */
export const completeUpload = async (
  db: DbOrTx,
  key: string,
  file: { contentType: string; sizeBytes: number },
  now: Date,
): Promise<void> => {
  await db
    .update(uploads)
    .set({ ...file, uploadedAt: now })
    .where(eq(uploads.key, key));
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

/**
 * Every record that may point at an upload: by key (resumes) or by its public address `/uploads/u/<key>`
 * (pictures; a gallery holds several, comma-separated). A feature that stores an upload in a new column adds
 * it here, or the orphan sweep deletes that file after its grace period (docs/decisions/020).
 */
const referenced = (): SQL => {
  const path = sql`${USER_UPLOAD_PREFIX} || ${uploads.key}`;
  const anywhere = sql`'%' || ${path} || '%'`;
  const quoted = sql`'%"' || ${uploads.key} || '"%'`;
  return or(
    sql`exists (select 1 from ${applications} where ${applications.resumeKey} = ${uploads.key})`,
    sql`exists (select 1 from ${userProfiles} where ${userProfiles.resumeKey} = ${uploads.key}
      or ${userProfiles.profilePicKey} = ${uploads.key} or ${userProfiles.panScanKey} = ${uploads.key}
      or ${userProfiles.govtIdKey} = ${uploads.key})`,
    sql`exists (select 1 from ${partners} where ${partners.logoPath} = ${path} or ${partners.bannerImageUrl} = ${path}
      or ${partners.galleryImageUrls} like ${anywhere})`,
    sql`exists (select 1 from ${jobs} where ${jobs.imageLink} = ${path})`,
    sql`exists (select 1 from ${blogs} where ${blogs.coverImageUrl} = ${path} or ${blogs.bodyHtml} like ${anywhere})`,
    sql`exists (select 1 from ${caseStudies} where ${caseStudies.coverImageUrl} = ${path}
      or ${caseStudies.bodyHtml} like ${anywhere})`,
    sql`exists (select 1 from ${organisations} where ${organisations.logoUrl} = ${path})`,
    sql`exists (select 1 from ${sitePages} where ${sitePages.sections}::text like ${anywhere})`,
    sql`exists (select 1 from ${events} where ${events.imageUrl} = ${path})`,
    sql`exists (select 1 from ${drills} where ${drills.logoUrl} = ${path} or ${drills.bannerUrl} = ${path})`,
    // Hackathon answers hold upload keys as JSON strings: registration files, and solution files in any saved
    // version (the latest state is always one of them); help messages list theirs.
    sql`exists (select 1 from ${drillParticipants} where ${drillParticipants.answers}::text like ${quoted})`,
    sql`exists (select 1 from ${drillSubmissionVersions} where ${drillSubmissionVersions.answers}::text like ${quoted})`,
    sql`exists (select 1 from ${drillCertificates} where ${drillCertificates.fileKey} = ${uploads.key})`,
    sql`exists (select 1 from ${drillQueryMessages} where ${drillQueryMessages.files} @> jsonb_build_array(${uploads.key}))`,
  )!;
};

export type OrphanRow = Pick<UploadRow, 'key' | 'purpose' | 'isPublic'>;
const orphanColumns = { key: uploads.key, purpose: uploads.purpose, isPublic: uploads.isPublic };

/**
 * Uploads to clean up, oldest first: signed but never completed before `signedBefore` (the link has expired),
 * or completed before `completedBefore` and referenced by no record.
 */
export const findOrphanUploads = async (
  db: DbOrTx,
  cutoffs: { signedBefore: Date; completedBefore: Date },
  limit: number,
): Promise<OrphanRow[]> => {
  const neverCompleted = await db
    .select(orphanColumns)
    .from(uploads)
    .where(and(isNull(uploads.uploadedAt), lt(uploads.createdAt, cutoffs.signedBefore)))
    .orderBy(asc(uploads.createdAt))
    .limit(limit);
  const unreferenced = await db
    .select(orphanColumns)
    .from(uploads)
    .where(
      and(isNotNull(uploads.uploadedAt), lt(uploads.uploadedAt, cutoffs.completedBefore), sql`not ${referenced()}`),
    )
    .orderBy(asc(uploads.uploadedAt))
    .limit(limit);
  return [...neverCompleted, ...unreferenced];
};

/**
 * Deletes an orphan's row if it is still an orphan (nothing came to reference it since it was found); true when
 * it did, and only then may its bytes be deleted.
 */
export const deleteOrphanRow = async (db: DbOrTx, key: string): Promise<boolean> => {
  const gone = await db
    .delete(uploads)
    .where(and(eq(uploads.key, key), or(isNull(uploads.uploadedAt), sql`not ${referenced()}`)))
    .returning({ key: uploads.key });
  return gone.length > 0;
};
