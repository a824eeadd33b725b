import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { completeUpload, findUpload, insertPendingUpload, resumeSentToEmployer } from './uploads.repository.ts';
import { signedQuery, verifySignedQuery } from './signed-url.ts';

/** An upload URL works for 15 minutes; a read URL of a private file for 10. */
const UPLOAD_TTL_MS = 15 * 60_000;
const READ_TTL_MS = 10 * 60_000;

/** Company images are uploaded by the people who run company pages; anyone signed in uploads their resume. */
const mayUpload = (user: AuthUser, purpose: UploadPurpose) =>
  purpose === 'resume' || user.role === 'employer' || user.role === 'admin';

const forbidden = () => new AppError(ErrorCode.FORBIDDEN, ErrorMessage[ErrorCode.FORBIDDEN]);
const publicUrlOf = (key: string) => `/uploads/u/${key}`;
const pathOf = (config: Config, key: string, isPublic: boolean) =>
  isPublic ? join(config.uploadsDir, 'u', key) : join(config.privateUploadsDir, key);

export const presignUpload = async (
  db: DbOrTx,
  config: Config,
  user: AuthUser,
  req: PresignRequest,
): Promise<PresignResult> => {
  if (!mayUpload(user, req.purpose)) throw forbidden();
  const extension = req.fileName.split('.').pop()?.toLowerCase() ?? '';
  const key = `${req.purpose}-${randomUUID()}.${extension}`;
  const isPublic = isPublicPurpose(req.purpose);
  await insertPendingUpload(db, { key, ownerUid: user.uid, purpose: req.purpose, fileName: req.fileName, isPublic });
  const signed = signedQuery(config.jwtSecret, 'PUT', key, UPLOAD_TTL_MS);
  return {
    key,
    uploadUrl: `/api/uploads/${key}?expires=${signed.expires}&signature=${signed.signature}`,
    method: 'PUT',
    fileUrl: isPublic ? publicUrlOf(key) : null,
    expiresAt: signed.expiresAt,
  };
};

/**
 * Receives the bytes of a signed upload: checks the signature, the size (spec §9: 2 MB) and the content (by its
 * magic bytes, never by name), then writes the file atomically and marks the upload complete.
 */
export const receiveUpload = async (
  db: DbOrTx,
  config: Config,
  key: string,
  query: { expires: number; signature: string },
  body: Buffer,
): Promise<UploadResult> => {
  if (!verifySignedQuery(config.jwtSecret, 'PUT', key, query)) {
    throw new AppError(ErrorCode.LINK_EXPIRED, UploadMessages.linkExpired);
  }
  const upload = await findUpload(db, key);
  if (!upload) throw new AppError(ErrorCode.LINK_EXPIRED, UploadMessages.linkExpired);
  const purpose = upload.purpose as UploadPurpose;
  if (body.length === 0)
    throw new AppError(ErrorCode.VALIDATION, UploadMessages.emptyFile, { file: UploadMessages.emptyFile });
  if (body.length > MAX_UPLOAD_BYTES) {
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, UploadMessages.tooLarge, { file: UploadMessages.tooLarge });
  }
  const detected = await fileTypeFromBuffer(body);
  if (!detected || !UPLOAD_RULES[purpose].mimeTypes.includes(detected.mime)) {
    throw new AppError(ErrorCode.VALIDATION, typeMessageOf(purpose), { file: typeMessageOf(purpose) });
  }
  if (upload.uploadedAt) throw new AppError(ErrorCode.CONFLICT, UploadMessages.linkExpired);

  const target = pathOf(config, key, upload.isPublic);
  const dir = upload.isPublic ? join(config.uploadsDir, 'u') : config.privateUploadsDir;
  await mkdir(dir, { recursive: true });
  const partial = `${target}.${randomUUID()}.part`;
  await writeFile(partial, body, { mode: 0o640 });
  await rename(partial, target);
  if (!(await completeUpload(db, key, { contentType: detected.mime, sizeBytes: body.length }))) {
    throw new AppError(ErrorCode.CONFLICT, UploadMessages.linkExpired);
  }
  return {
    key,
    fileUrl: upload.isPublic ? publicUrlOf(key) : null,
    fileName: upload.fileName,
    sizeBytes: body.length,
    contentType: detected.mime,
  };
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
 * A read URL for a file: public files are simply their address; a private one (a resume) is readable by its
 * owner, an admin, and the employers of a company the owner applied to with it.
 */
export const readUrl = async (db: DbOrTx, config: Config, user: AuthUser, key: string): Promise<ReadUrlResult> => {
  const upload = await findUpload(db, key);
  if (!upload?.uploadedAt) throw notFound('We could not find this file.');
  if (upload.isPublic) return { url: publicUrlOf(key), expiresAt: new Date(Date.now() + READ_TTL_MS).toISOString() };
  const allowed =
    upload.ownerUid === user.uid ||
    user.role === 'admin' ||
    (user.role === 'employer' && (await resumeSentToEmployer(db, key, user.uid)));
  if (!allowed) throw forbidden();
  const signed = signedQuery(config.jwtSecret, 'GET', key, READ_TTL_MS);
  return {
    url: `/api/files/${key}?expires=${signed.expires}&signature=${signed.signature}`,
    expiresAt: signed.expiresAt,
  };
};

/** Opens a private file for a signed read URL. */
export const openPrivateFile = async (
  db: DbOrTx,
  config: Config,
  key: string,
  query: { expires: number; signature: string },
) => {
  if (!verifySignedQuery(config.jwtSecret, 'GET', key, query)) {
    throw new AppError(ErrorCode.LINK_EXPIRED, ErrorMessage[ErrorCode.LINK_EXPIRED]);
  }
  const upload = await findUpload(db, key);
  if (!upload?.uploadedAt || upload.isPublic) throw notFound('We could not find this file.');
  const path = pathOf(config, key, false);
  const info = await stat(path).catch(() => null);
  if (!info) throw notFound('We could not find this file.');
  return {
    stream: createReadStream(path),
    size: info.size,
    contentType: upload.contentType ?? 'application/octet-stream',
    fileName: upload.fileName,
  };
};
