import type { FastifyBaseLogger } from 'fastify';
import { ApplicationMessages } from '@elevate/contracts/applications/application.messages';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { isResumeFile } from '@elevate/contracts/common/validators';
import type { UploadPurpose } from '@elevate/contracts/uploads/upload.schema';
import {
  DocumentsMessages,
  maskAadhaar,
  PROFILE_UPLOAD_PURPOSE,
  type Documents,
  type DocumentsValues,
  type ProfileUploadKind,
  type ProfileUploadResult,
  type ResumeLink,
} from '@elevate/contracts/users/documents.schema';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { releaseUpload } from '../uploads/orphan-uploads.service.ts';
import type { StorageDriver } from '../uploads/storage/storage-driver.ts';
import {
  accountExists,
  findProfileResume,
  findUpload,
  lockSlotKey,
  readDocuments,
  writeDocuments,
  writeSlot,
  type StoredDocuments,
  type UploadFacts,
} from './documents.repository.ts';
import { canReadDocuments, canReadResume, type ProfileViewer } from './profile-access.ts';

export interface DocumentsContext {
  db: Db;
  storage: StorageDriver;
  log: FastifyBaseLogger;
}

const fieldError = (field: string, message: string) =>
  new AppError(ErrorCode.VALIDATION, message, { [field]: message });

/**
 * The caller's own finished upload of this purpose, or null. Someone else's key, an unfinished upload, one of
 * another purpose and a key that does not exist all look the same: keys are not for probing.
 */
export const ownFinishedUpload = async (
  db: DbOrTx,
  userId: number,
  key: string,
  purpose: UploadPurpose,
): Promise<UploadFacts | null> => {
  const upload = await findUpload(db, key);
  if (!upload || upload.ownerUid !== userId || upload.purpose !== purpose || !upload.uploadedAt) return null;
  return upload;
};

/**
 * The resume a profile is about to point at (this profile's slot and users/{id}/mandatoryfields): the caller's
 * own finished upload of purpose resume that is a PDF; otherwise a 400 naming `field`.
 */
export const ownResumeUpload = async (
  db: DbOrTx,
  userId: number,
  key: string,
  field: string,
): Promise<{ key: string; fileName: string }> => {
  const upload = await ownFinishedUpload(db, userId, key, 'resume');
  if (!upload) throw fieldError(field, ApplicationMessages.resumeNotFound);
  if (!isResumeFile(upload.fileName) || (upload.contentType !== null && upload.contentType !== 'application/pdf')) {
    throw fieldError(field, ApplicationMessages.resumeNotPdf);
  }
  return { key, fileName: upload.fileName };
};

/** The upload a slot may take, or the one 400 for anything else. */
const uploadForSlot = async (db: DbOrTx, userId: number, kind: ProfileUploadKind, key: string) => {
  if (kind === 'resume') return ownResumeUpload(db, userId, key, 'key');
  const upload = await ownFinishedUpload(db, userId, key, PROFILE_UPLOAD_PURPOSE[kind]);
  if (!upload) throw fieldError('key', DocumentsMessages.uploadNotFound);
  return { key, fileName: upload.fileName, isPublic: upload.isPublic };
};

/** Releases a file a slot stopped pointing at; a failure only leaves it for the orphan sweep. */
const release = async (ctx: DocumentsContext, key: string | null) => {
  if (!key) return;
  try {
    await releaseUpload(ctx.db, ctx.storage, key);
  } catch (err) {
    ctx.log.warn({ err }, 'a replaced profile file was left for the orphan sweep');
  }
};

const publicUrlOf = (key: string) => `/uploads/u/${key}`;

/** PUT users/profile/{id}/upload: points the slot at the upload and releases the file it held before. */
export const attachProfileUpload = async (
  ctx: DocumentsContext,
  userId: number,
  body: { kind: ProfileUploadKind; key: string },
  now: Date,
): Promise<ProfileUploadResult> => {
  const { upload, previous } = await ctx.db.transaction(async (tx) => {
    const upload = await uploadForSlot(tx, userId, body.kind, body.key);
    const previous = await lockSlotKey(tx, userId, body.kind);
    await writeSlot(tx, userId, body.kind, upload, now);
    return { upload, previous };
  });
  if (previous !== upload.key) await release(ctx, previous);
  return {
    kind: body.kind,
    fileName: upload.fileName,
    fileUrl: body.kind === 'profile-picture' ? publicUrlOf(upload.key) : null,
  };
};

/** DELETE users/profile/{id}/upload/{kind}: empties the slot and releases its file. */
export const removeProfileUpload = async (
  ctx: DocumentsContext,
  userId: number,
  kind: ProfileUploadKind,
  now: Date,
): Promise<ProfileUploadResult> => {
  const previous = await ctx.db.transaction(async (tx) => {
    const previous = await lockSlotKey(tx, userId, kind);
    if (previous) await writeSlot(tx, userId, kind, null, now);
    return previous;
  });
  await release(ctx, previous);
  return { kind, fileName: null, fileUrl: null };
};

const toDocuments = (stored: StoredDocuments): Documents => ({
  panNumber: stored.panNumber,
  hasPanScan: stored.panScanKey !== null,
  panScanFileName: stored.panScanKey ? stored.panScanFileName : null,
  aadhaarLastFour: stored.aadhaarLastFour,
  aadhaarMasked: stored.aadhaarLastFour ? maskAadhaar(stored.aadhaarLastFour) : null,
  hasGovtIdScan: stored.govtIdKey !== null,
  govtIdFileName: stored.govtIdKey ? stored.govtIdFileName : null,
  resumeFileName: stored.resumeKey ? stored.resumeFileName : null,
});

/**
 * GET users/profile/documents?uId: the owner and admins only. Anyone else gets 403 whether or not the account
 * exists; only an admin learns that it does not (404).
 */
export const getDocuments = async (db: DbOrTx, viewer: ProfileViewer, userId: number): Promise<Documents> => {
  if (!canReadDocuments(viewer, userId)) throw forbidden();
  const stored = await readDocuments(db, userId);
  if (!stored) throw notFound(DocumentsMessages.accountNotFound);
  return toDocuments(stored);
};

/** PUT users/profile/documents?uId (owner only): the Aadhaar arrives here already cut to its last four digits. */
export const saveDocuments = async (db: Db, userId: number, values: DocumentsValues, now: Date) => {
  await writeDocuments(db, userId, { panNumber: values.panNumber, aadhaarLastFour: values.aadhaarNumber }, now);
  return getDocuments(db, { uid: userId, role: 'user' }, userId);
};

/**
 * GET users/profile/resume?uId: a short-lived signed link to the profile's resume for the owner, admins and
 * employers the user applied to. Anyone else gets 403 before anything is looked up, so the answer says nothing
 * about whether a resume or the account exists.
 */
export const profileResumeLink = async (
  db: DbOrTx,
  storage: StorageDriver,
  viewer: ProfileViewer,
  userId: number,
): Promise<ResumeLink> => {
  if (!(await canReadResume(db, viewer, userId))) throw forbidden();
  const resume = await findProfileResume(db, userId);
  if (!resume) {
    if (!(await accountExists(db, userId))) throw notFound(DocumentsMessages.accountNotFound);
    throw notFound(DocumentsMessages.noResume);
  }
  const fileName = resume.fileName ?? resume.uploadFileName;
  const signed = await storage.signRead(
    { key: resume.key, purpose: resume.purpose as UploadPurpose, isPublic: resume.isPublic },
    { fileName, contentType: resume.contentType ?? 'application/pdf' },
  );
  return { fileName, url: signed.url, expiresAt: signed.expiresAt };
};
