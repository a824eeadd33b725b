import type { UploadPurpose } from '@elevate/contracts/uploads/upload.schema';
import type { DbOrTx } from '../../db/client.ts';
import { deleteOrphanRow, findOrphanUploads, findUpload } from './uploads.repository.ts';
import { UPLOAD_TTL_MS, type StorageDriver } from './storage/storage-driver.ts';

/** Time past a link's expiry before its pending upload is swept: a claim made just before expiry may still be writing. */
const EXPIRY_MARGIN_MS = 60 * 60_000;
/** Uploads handled per sweep: a backlog drains over a few runs instead of one long one. */
const SWEEP_BATCH = 500;

export interface SweepResult {
  /** Upload rows (and their files) deleted. */
  uploads: number;
  /** Leftovers deleted from the store's incoming or half-written area. */
  leftovers: number;
}

/**
 * Deletes orphaned uploads (docs/decisions/020): signed but never completed once the link is long expired, or
 * completed but referenced by no record after the grace period; then half-written and never-confirmed bytes in
 * the store. A row goes first, in a statement that re-checks it is still an orphan, and only then its bytes:
 * a file is never deleted while something points at it.
 */
export const sweepOrphanUploads = async (
  db: DbOrTx,
  storage: StorageDriver,
  { now = new Date(), graceHours }: { now?: Date; graceHours: number },
): Promise<SweepResult> => {
  const expiredBefore = new Date(now.getTime() - UPLOAD_TTL_MS - EXPIRY_MARGIN_MS);
  const orphans = await findOrphanUploads(
    db,
    { signedBefore: expiredBefore, completedBefore: new Date(now.getTime() - graceHours * 3_600_000) },
    SWEEP_BATCH,
  );
  let uploads = 0;
  for (const orphan of orphans) {
    if (!(await deleteOrphanRow(db, orphan.key))) continue;
    await storage.remove({ key: orphan.key, purpose: orphan.purpose as UploadPurpose, isPublic: orphan.isPublic });
    uploads += 1;
  }
  const leftovers = await storage.sweepIncoming(expiredBefore);
  return { uploads, leftovers };
};

/**
 * Deletes a finished upload that a record has just stopped pointing at (a replaced profile picture or resume),
 * at once rather than after the sweep's grace period, unless something still points at it: an application
 * keeps the resume it was sent with. The row goes first, in the statement that re-checks it, then the bytes.
 */
export const releaseUpload = async (db: DbOrTx, storage: StorageDriver, key: string): Promise<boolean> => {
  const upload = await findUpload(db, key);
  if (!upload?.uploadedAt) return false;
  if (!(await deleteOrphanRow(db, key))) return false;
  await storage.remove({ key, purpose: upload.purpose as UploadPurpose, isPublic: upload.isPublic });
  return true;
};
