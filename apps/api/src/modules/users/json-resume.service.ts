import type { JsonResumeAccount } from '@elevate/contracts/users/json-resume.export';
import { profileToJsonResume } from '@elevate/contracts/users/json-resume.export';
import { jsonResumeToProfile } from '@elevate/contracts/users/json-resume.import';
import type { JsonResume, JsonResumeImportResult } from '@elevate/contracts/users/json-resume';
import { AccountMessages, type CompleteProfileBody } from '@elevate/contracts/users/profile.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { readResumeAccount } from './json-resume.repository.ts';
import { publicUploadUrl } from './profile.repository.ts';
import { existingCollegeIds } from './profile-entries.repository.ts';
import { readCompleteProfile, replaceCompleteProfile } from './profile.service.ts';

/** The account as a resume shows it; the picture by its absolute address, so the file works anywhere. */
const accountOf = async (db: DbOrTx, userId: number, publicUrl: string): Promise<JsonResumeAccount> => {
  const account = await readResumeAccount(db, userId);
  if (!account) throw notFound(AccountMessages.notFound);
  const picture = publicUploadUrl(account.profilePicKey);
  return { ...account, pictureUrl: picture ? new URL(picture, publicUrl).toString() : null };
};

/** GET users/profile/export: the whole profile as a JSON Resume. */
export const exportJsonResume = async (db: DbOrTx, userId: number, publicUrl: string): Promise<JsonResume> => {
  const account = await accountOf(db, userId, publicUrl);
  return profileToJsonResume(await readCompleteProfile(db, userId), account);
};

/**
 * Lists are read back newest first with the newest id breaking ties (profile-entries.repository.ts); a resume lists
 * newest first too. Saving each list backwards keeps the file's order among entries of the same date.
 */
const savedInFileOrder = (body: CompleteProfileBody): CompleteProfileBody => ({
  ...body,
  education: [...body.education].reverse(),
  work: [...body.work].reverse(),
  project: [...body.project].reverse(),
  other: [...body.other].reverse(),
});

/**
 * POST users/profile/import: the file replaces every section in one transaction (replaceCompleteProfile);
 * pictures, documents and the account's fields stay. What could not be kept is answered, never dropped silently.
 */
export const importJsonResume = async (
  db: Db,
  userId: number,
  json: JsonResume,
  publicUrl: string,
): Promise<JsonResumeImportResult> => {
  const account = await accountOf(db, userId, publicUrl);
  const { body, unmapped } = jsonResumeToProfile(json, account);
  // A college id from the file that is not on our list (another site's, or removed since) is just dropped:
  // the institution's name is kept either way.
  const ids = body.education.flatMap((e) => (typeof e.collegeId === 'number' ? [e.collegeId] : []));
  const known = await existingCollegeIds(db, [...new Set(ids)]);
  const education = body.education.map((e) =>
    typeof e.collegeId === 'number' && !known.has(e.collegeId) ? { ...e, collegeId: null } : e,
  );
  const profile = await replaceCompleteProfile(db, userId, savedInFileOrder({ ...body, education }));
  return { profile, unmapped };
};
