import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { DELETED_USER, DELETED_USER_NAME } from '@elevate/contracts/account/account.schema';
import type { UploadPurpose } from '@elevate/contracts/uploads/upload.schema';
import type { DbOrTx } from '../../db/client.ts';
import { applications, applicationStatusHistory } from '../../db/schema/applications.ts';
import { authTokens } from '../../db/schema/auth-tokens.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { partnerMembers } from '../../db/schema/partners.ts';
import { referralHides } from '../../db/schema/referrals.ts';
import { uploads } from '../../db/schema/uploads.ts';
import {
  colleges,
  mailOptOuts,
  profileEducation,
  profileOther,
  profileProjects,
  profileSkills,
  profileWork,
  userProfiles,
  users,
} from '../../db/schema/users.ts';
import type { StoredFileRef } from '../uploads/storage/storage-driver.ts';

/** What settings and the deletion rules need to know about a live account. */
export interface AccountRecord {
  uid: number;
  email: string;
  fullName: string;
  lastName: string;
  passwordHash: string;
  googleSub: string | null;
  createdAt: Date;
}

export const findLiveAccount = async (db: DbOrTx, uid: number): Promise<AccountRecord | null> => {
  const [row] = await db
    .select({
      uid: users.id,
      email: users.email,
      fullName: users.fullName,
      lastName: users.lastName,
      passwordHash: users.passwordHash,
      googleSub: users.googleSub,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, uid), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
};

/**
 * Uploads that are the person's own and go with the account: resumes, identity documents, their pictures and
 * certificates. Company pictures (logos, banners, gallery, job images) and team files stay with the company or
 * team they belong to, only no longer owned by anyone.
 */
export const PERSONAL_UPLOAD_PURPOSES = [
  'resume',
  'government-id',
  'profile-picture',
  'cover-picture',
  'certificate',
] as const satisfies readonly UploadPurpose[];

export interface Erasure {
  uid: number;
  /** The non-deliverable address that replaces the real one (unique per account). */
  placeholderEmail: string;
  /** A value no referral code can be typed as (codes are upper case). */
  placeholderReferralCode: string;
  /** An unusable password marker (password-hash.ts). */
  unusablePassword: string;
  now: Date;
}

/**
 * Wipes everything personal of one account, in the caller's transaction (docs/decisions/027). The users row
 * stays, renamed "Deleted user", so the applications pointing at it stay whole for the companies; every
 * session dies (token version), and no way of signing in is left. Answers the files to delete from storage
 * once the transaction has committed, or null when the account was already deleted.
 */
export const eraseAccount = async (tx: DbOrTx, e: Erasure): Promise<StoredFileRef[] | null> => {
  const { uid } = e;
  // First, so the row is locked: a second deletion racing this one waits, then finds the account gone.
  const [erased] = await tx
    .update(users)
    .set({
      fullName: DELETED_USER.fullName,
      lastName: DELETED_USER.lastName,
      email: e.placeholderEmail,
      contact: null,
      role: 'user',
      passwordHash: e.unusablePassword,
      passwordUnproven: false,
      googleSub: null,
      referralCode: e.placeholderReferralCode,
      referralSource: null,
      mentor: false,
      jobfeed: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      deletedAt: e.now,
    })
    .where(and(eq(users.id, uid), isNull(users.deletedAt)))
    .returning({ uid: users.id });
  if (!erased) return null;

  const files = await tx
    .delete(uploads)
    .where(and(eq(uploads.ownerUid, uid), inArray(uploads.purpose, [...PERSONAL_UPLOAD_PURPOSES])))
    .returning({ key: uploads.key, purpose: uploads.purpose, isPublic: uploads.isPublic });
  await tx
    .update(uploads)
    .set({ ownerUid: null })
    .where(and(eq(uploads.ownerUid, uid), notInArray(uploads.purpose, [...PERSONAL_UPLOAD_PURPOSES])));

  await tx.delete(userProfiles).where(eq(userProfiles.userId, uid));
  for (const section of [profileEducation, profileWork, profileProjects, profileSkills, profileOther]) {
    await tx.delete(section).where(eq(section.userId, uid));
  }
  // The resume an application was sent with is the person's file: it is gone, and the application says so.
  await tx.update(applications).set({ resumeKey: null }).where(eq(applications.userId, uid));
  // The one change the append-only history allows (migration 0011): the name of whoever moved a status.
  await tx
    .update(applicationStatusHistory)
    .set({ updatedByName: DELETED_USER_NAME })
    .where(eq(applicationStatusHistory.updatedByUid, uid));

  await tx.delete(notifications).where(eq(notifications.receiverUid, uid));
  await tx.update(notifications).set({ senderUid: null }).where(eq(notifications.senderUid, uid));
  await tx.delete(authTokens).where(eq(authTokens.userId, uid));
  await tx.delete(mailOptOuts).where(eq(mailOptOuts.userId, uid));
  await tx.delete(partnerMembers).where(eq(partnerMembers.userId, uid));
  // Friends this account hid from its referral list: its own view, gone with it. A referrer's choice to hide
  // this account stays theirs.
  await tx.delete(referralHides).where(eq(referralHides.referrerId, uid));
  await tx.update(colleges).set({ addedByUid: null }).where(eq(colleges.addedByUid, uid));

  return files.map((f) => ({ key: f.key, purpose: f.purpose as UploadPurpose, isPublic: f.isPublic }));
};
