import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { ConsoleMessages } from '@elevate/contracts/console/console.messages';
import { USER_UPLOAD_PREFIX } from '@elevate/contracts/console/console-fields';
import type { DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { AppError } from '../../lib/errors.ts';

export interface ImageField {
  /** The request field it came from, e.g. 'partnerLogoPath' or 'galleryImageUrls.2'. */
  field: string;
  path: string;
}

/**
 * Images on a company page or a job must be files in our own store. A path the record already holds (a seeded
 * image, or one kept from an earlier save) stays allowed; any new one must be a completed public upload
 * (`/uploads/u/<key>` of the uploads table), so nobody points a page at a file that was never checked.
 */
export const assertStoredImages = async (db: DbOrTx, images: ImageField[], alreadyHeld: Set<string>) => {
  const fresh = images.filter((i) => !alreadyHeld.has(i.path));
  if (fresh.length === 0) return;
  const fields: Record<string, string> = {};
  const byKey = new Map<string, ImageField[]>();
  for (const image of fresh) {
    const key = image.path.startsWith(USER_UPLOAD_PREFIX) ? image.path.slice(USER_UPLOAD_PREFIX.length) : '';
    if (!key || key.includes('/')) fields[image.field] ??= ConsoleMessages.uploadedImageOnly;
    else byKey.set(key, [...(byKey.get(key) ?? []), image]);
  }
  if (byKey.size > 0) {
    const found = await db
      .select({ key: uploads.key })
      .from(uploads)
      .where(and(inArray(uploads.key, [...byKey.keys()]), eq(uploads.isPublic, true), isNotNull(uploads.uploadedAt)));
    const present = new Set(found.map((r) => r.key));
    for (const [key, list] of byKey) {
      if (!present.has(key)) for (const image of list) fields[image.field] ??= ConsoleMessages.uploadMissing;
    }
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError(ErrorCode.VALIDATION, first, fields);
};
