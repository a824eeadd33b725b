import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProfileUploadKind } from '@elevate/contracts/users/documents.schema';
import type { DbOrTx } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { userProfiles, users } from '../../db/schema/users.ts';

/** An upload by its key: who owns it, what it is for, whether its bytes arrived and whether it is public. */
export const findUpload = async (db: DbOrTx, key: string) => {
  const [row] = await db
    .select({
      key: uploads.key,
      ownerUid: uploads.ownerUid,
      purpose: uploads.purpose,
      fileName: uploads.fileName,
      contentType: uploads.contentType,
      isPublic: uploads.isPublic,
      uploadedAt: uploads.uploadedAt,
    })
    .from(uploads)
    .where(eq(uploads.key, key))
    .limit(1);
  return row ?? null;
};
export type UploadFacts = NonNullable<Awaited<ReturnType<typeof findUpload>>>;

/** The user_profiles column that holds each slot's upload key. */
const SLOT_COLUMN = {
  'profile-picture': 'profilePicKey',
  resume: 'resumeKey',
  'pan-scan': 'panScanKey',
  'government-id': 'govtIdKey',
} as const satisfies Record<ProfileUploadKind, keyof typeof userProfiles.$inferSelect>;

/** Is there a (not deleted) account with this id? */
export const accountExists = async (db: DbOrTx, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row !== undefined;
};

/**
 * The key a slot holds now, read under a row lock so two attaches to one slot queue up and each releases the
 * file the other replaced; null for an empty slot or no profile row yet.
 */
export const lockSlotKey = async (tx: DbOrTx, userId: number, kind: ProfileUploadKind): Promise<string | null> => {
  const [row] = await tx
    .select({ key: userProfiles[SLOT_COLUMN[kind]] })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .for('update')
    .limit(1);
  return row?.key ?? null;
};

/** Points a slot at an upload (a resume also keeps its file name), or empties it with null. */
export const writeSlot = async (
  tx: DbOrTx,
  userId: number,
  kind: ProfileUploadKind,
  upload: { key: string; fileName: string } | null,
  now: Date,
): Promise<void> => {
  const set = {
    [SLOT_COLUMN[kind]]: upload?.key ?? null,
    ...(kind === 'resume' ? { resumeFileName: upload?.fileName ?? null } : {}),
    updatedAt: now,
  };
  await tx
    .insert(userProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: userProfiles.userId, set });
};

const panScan = alias(uploads, 'pan_scan_upload');
const govtId = alias(uploads, 'govt_id_upload');

/** The identity documents and the resume's name of an account; null when there is no such account. */
export const readDocuments = async (db: DbOrTx, userId: number) => {
  const [row] = await db
    .select({
      panNumber: userProfiles.panNumber,
      panScanKey: userProfiles.panScanKey,
      panScanFileName: panScan.fileName,
      aadhaarLastFour: userProfiles.aadhaarLastFour,
      govtIdKey: userProfiles.govtIdKey,
      govtIdFileName: govtId.fileName,
      resumeKey: userProfiles.resumeKey,
      resumeFileName: userProfiles.resumeFileName,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(panScan, eq(panScan.key, userProfiles.panScanKey))
    .leftJoin(govtId, eq(govtId.key, userProfiles.govtIdKey))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
};
export type StoredDocuments = NonNullable<Awaited<ReturnType<typeof readDocuments>>>;

/** Writes the PAN and the Aadhaar's last four; a field left undefined keeps what is saved. */
export const writeDocuments = async (
  db: DbOrTx,
  userId: number,
  values: { panNumber?: string | null; aadhaarLastFour?: string | null },
  now: Date,
): Promise<void> => {
  const set = {
    ...(values.panNumber !== undefined ? { panNumber: values.panNumber } : {}),
    ...(values.aadhaarLastFour !== undefined ? { aadhaarLastFour: values.aadhaarLastFour } : {}),
    updatedAt: now,
  };
  await db
    .insert(userProfiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: userProfiles.userId, set });
};

/** The profile's resume as a stored file: its key, name and type; null when there is none. */
export const findProfileResume = async (db: DbOrTx, userId: number) => {
  const [row] = await db
    .select({
      key: uploads.key,
      purpose: uploads.purpose,
      isPublic: uploads.isPublic,
      contentType: uploads.contentType,
      fileName: userProfiles.resumeFileName,
      uploadFileName: uploads.fileName,
    })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .innerJoin(uploads, eq(uploads.key, userProfiles.resumeKey))
    .where(and(eq(userProfiles.userId, userId), isNull(users.deletedAt)))
    .limit(1);
  return row ?? null;
};
