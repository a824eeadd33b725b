import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { ErrorCode, ErrorMessage } from '@elevate/contracts/common/error-codes';
import {
  isPublicPurpose,
  MAX_UPLOAD_BYTES,
  typeMessageOf,
  UPLOAD_RULES,
  UploadMessages,
  type PresignRequest,
  type PresignResult,
  type ReadUrlResult,
  type UploadPurpose,
  type UploadResult,
} from '@elevate/contracts/uploads/upload.schema';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  claimUpload,
  completeUpload,
  findUpload,
  insertPendingUpload,
  releaseClaim,
  resumeSentToEmployer,
  type UploadRow,
} from './uploads.repository.ts';
import { signedQuery, verifySignedQuery } from './signed-url.ts';
import { READ_TTL_MS, UPLOAD_TTL_MS, type StorageDriver, type StoredFileRef } from './storage/storage-driver.ts';

/** `file-type` decides by at most this many leading bytes: all a direct upload's check needs to read. */
const SNIFF_BYTES = 4100;

/** Who may upload what: company and job pictures and certificates by those who run pages and drills. */
const ISSUER_PURPOSES: ReadonlySet<UploadPurpose> = new Set([
  'content-image',
  'partner-logo',
  'partner-banner',
  'partner-gallery',
  'job-image',
  'certificate',
]);
const mayUpload = (user: AuthUser, purpose: UploadPurpose) =>
  !ISSUER_PURPOSES.has(purpose) || user.role === 'employer' || user.role === 'admin';

/** A declared type for the S3 signature: the one the name's extension implies (the content is checked later). */
const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const linkExpired = () => new AppError(ErrorCode.LINK_EXPIRED, UploadMessages.linkExpired);
const alreadyUsed = () => new AppError(ErrorCode.CONFLICT, UploadMessages.linkExpired);
const missingFile = () => notFound('We could not find this file.');
const publicUrlOf = (key: string) => `/uploads/u/${key}`;
const refOf = (row: Pick<UploadRow, 'key' | 'purpose' | 'isPublic'>): StoredFileRef => ({
  key: row.key,
  purpose: row.purpose as UploadPurpose,
  isPublic: row.isPublic,
});

export const presignUpload = async (
  db: DbOrTx,
  config: Config,
  storage: StorageDriver,
  user: AuthUser,
  req: PresignRequest,
): Promise<PresignResult> => {
  if (!mayUpload(user, req.purpose)) throw forbidden();
  const extension = req.fileName.split('.').pop()?.toLowerCase() ?? '';
  const key = `${req.purpose}-${randomUUID()}.${extension}`;
  const isPublic = isPublicPurpose(req.purpose);
  await insertPendingUpload(db, { key, ownerUid: user.uid, purpose: req.purpose, fileName: req.fileName, isPublic });
  const signed = await storage.signUpload(
    { key, purpose: req.purpose, isPublic },
    { contentType: CONTENT_TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream', sizeBytes: req.sizeBytes },
  );
  const confirm = signed.needsConfirm ? signedQuery(config.jwtSecret, 'PUT', key, UPLOAD_TTL_MS) : null;
  return {
    key,
    uploadUrl: signed.url,
    method: 'PUT',
    fileUrl: isPublic ? publicUrlOf(key) : null,
    expiresAt: signed.expiresAt,
    headers: signed.headers,
    confirmUrl: confirm
      ? `/api/uploads/${key}/confirm?expires=${confirm.expires}&signature=${confirm.signature}`
      : null,
  };
};

/** The size (spec §9: 2 MB) and content (by magic bytes, never by name) checks; the file's type when it passes. */
const checkContent = async (purpose: UploadPurpose, sizeBytes: number, head: Buffer): Promise<string> => {
  if (sizeBytes === 0)
    throw new AppError(ErrorCode.VALIDATION, UploadMessages.emptyFile, { file: UploadMessages.emptyFile });
  if (sizeBytes > MAX_UPLOAD_BYTES) {
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, UploadMessages.tooLarge, { file: UploadMessages.tooLarge });
  }
  const detected = await fileTypeFromBuffer(head);
  if (!detected || !UPLOAD_RULES[purpose].mimeTypes.includes(detected.mime)) {
    throw new AppError(ErrorCode.VALIDATION, typeMessageOf(purpose), { file: typeMessageOf(purpose) });
  }
  return detected.mime;
};

/** The pending upload a signed upload or confirm address names, or the answer that the link is dead. */
const pendingUpload = async (
  db: DbOrTx,
  config: Config,
  key: string,
  query: { expires: number; signature: string },
) => {
  if (!verifySignedQuery(config.jwtSecret, 'PUT', key, query)) throw linkExpired();
  const upload = await findUpload(db, key);
  if (!upload) throw linkExpired();
  if (upload.uploadedAt) throw alreadyUsed();
  return upload;
};

const resultOf = (upload: UploadRow, file: { sizeBytes: number; contentType: string }): UploadResult => ({
  key: upload.key,
  fileUrl: upload.isPublic ? publicUrlOf(upload.key) : null,
  fileName: upload.fileName,
  ...file,
});

/**
 * Runs `store` as the one holder of the upload's claim. Losers of the claim are refused with 409 before they
 * store anything, so the stored file is always the winner's; a failed store gives the claim back.
 */
const asSoleUploader = async <T>(db: DbOrTx, key: string, store: () => Promise<T>): Promise<T> => {
  if (!(await claimUpload(db, key, new Date()))) throw alreadyUsed();
  try {
    return await store();
  } catch (err) {
    await releaseClaim(db, key);
    throw err;
  }
};

/**
 * The local store's signed PUT: checks the signature, the size and the content, claims the upload (single use),
 * then writes the file atomically and marks the upload complete.
 */
export const receiveUpload = async (
  db: DbOrTx,
  config: Config,
  storage: StorageDriver,
  key: string,
  query: { expires: number; signature: string },
  body: Buffer,
): Promise<UploadResult> => {
  if (storage.kind !== 'local') throw linkExpired();
  const upload = await pendingUpload(db, config, key, query);
  const contentType = await checkContent(upload.purpose as UploadPurpose, body.length, body);
  return asSoleUploader(db, key, async () => {
    await storage.write(refOf(upload), body, contentType);
    const file = { contentType, sizeBytes: body.length };
    await completeUpload(db, key, file, new Date());
    return resultOf(upload, file);
  });
};

/**
 * The S3 store's confirm step: the bytes went straight to the bucket's incoming area, so they are checked here,
 * by the object's size and its first bytes, before anything can reference them. A refused file is deleted; an
 * accepted one is copied, pinned to the checked version, to its folder.
 */
export const confirmUpload = async (
  db: DbOrTx,
  config: Config,
  storage: StorageDriver,
  key: string,
  query: { expires: number; signature: string },
): Promise<UploadResult> => {
  if (storage.kind === 'local') throw linkExpired();
  const upload = await pendingUpload(db, config, key, query);
  const ref = refOf(upload);
  return asSoleUploader(db, key, async () => {
    const incoming = await storage.inspectIncoming(ref, SNIFF_BYTES);
    if (!incoming)
      throw new AppError(ErrorCode.VALIDATION, UploadMessages.notUploaded, { file: UploadMessages.notUploaded });
    let contentType: string;
    try {
      contentType = await checkContent(ref.purpose, incoming.sizeBytes, incoming.head);
    } catch (err) {
      await storage.discardIncoming(ref);
      throw err;
    }
    await storage.promote(ref, { etag: incoming.etag, contentType, fileName: upload.fileName });
    const file = { contentType, sizeBytes: incoming.sizeBytes };
    await completeUpload(db, key, file, new Date());
    return resultOf(upload, file);
  });
};

/** A completed upload of this purpose owned by this user, or a 400 naming the field. */
export const assertOwnUpload = async (
  db: DbOrTx,
  uid: number,
  key: string,
  purpose: UploadPurpose,
  field: string,
): Promise<{ fileName: string }> => {
  const upload = await findUpload(db, key);
  if (!upload || upload.ownerUid !== uid || upload.purpose !== purpose || !upload.uploadedAt) {
    throw new AppError(ErrorCode.VALIDATION, UploadMessages.selectFile, { [field]: UploadMessages.selectFile });
  }
  return { fileName: upload.fileName };
};

/**
 * A read URL for a file: public files are simply their address; a private one is readable by its owner and an
 * admin, and a resume also by the employers of a company the owner applied to with it.
 */
export const readUrl = async (
  db: DbOrTx,
  storage: StorageDriver,
  user: AuthUser,
  key: string,
): Promise<ReadUrlResult> => {
  const upload = await findUpload(db, key);
  if (!upload?.uploadedAt) throw missingFile();
  if (upload.isPublic) return { url: publicUrlOf(key), expiresAt: new Date(Date.now() + READ_TTL_MS).toISOString() };
  const allowed =
    upload.ownerUid === user.uid ||
    user.role === 'admin' ||
    (user.role === 'employer' && upload.purpose === 'resume' && (await resumeSentToEmployer(db, key, user.uid)));
  if (!allowed) throw forbidden();
  return signedReadOf(storage, upload);
};

/**
 * A short-lived read URL for a stored upload under its own name and type, for a caller whose right to read it
 * was checked already (here, or by the module that keeps the record naming the file).
 */
export const signedReadOf = (
  storage: StorageDriver,
  upload: Pick<UploadRow, 'key' | 'purpose' | 'isPublic' | 'fileName' | 'contentType'>,
) =>
  storage.signRead(refOf(upload), {
    fileName: upload.fileName,
    contentType: upload.contentType ?? 'application/octet-stream',
  });

/** Opens a private file of the local store for its signed read URL. */
export const openPrivateFile = async (
  db: DbOrTx,
  config: Config,
  storage: StorageDriver,
  key: string,
  query: { expires: number; signature: string },
) => {
  if (!verifySignedQuery(config.jwtSecret, 'GET', key, query)) {
    throw new AppError(ErrorCode.LINK_EXPIRED, ErrorMessage[ErrorCode.LINK_EXPIRED]);
  }
  const upload = await findUpload(db, key);
  if (!upload?.uploadedAt || upload.isPublic || storage.kind !== 'local') throw missingFile();
  const file = await storage.open(refOf(upload));
  if (!file) throw missingFile();
  return { ...file, contentType: upload.contentType ?? 'application/octet-stream', fileName: upload.fileName };
};

/**
 * A public picture of the S3 store at its stable address `/uploads/u/<key>` (what records hold): a redirect to
 * the CDN when one is configured, otherwise the bytes streamed from the bucket.
 */
export const openPublicFile = async (db: DbOrTx, storage: StorageDriver, key: string) => {
  const upload = await findUpload(db, key);
  if (!upload?.uploadedAt || !upload.isPublic) throw missingFile();
  const ref = refOf(upload);
  const redirect = storage.publicAddress(ref);
  if (redirect) return { redirect } as const;
  const file = await storage.open(ref);
  if (!file) throw missingFile();
  return { ...file, contentType: upload.contentType ?? 'application/octet-stream' } as const;
};
