import type { Readable } from 'node:stream';
import { ErrorCode } from '@elevate/contracts/common/error-codes';
import { PARSER_VERSION, RESUME_MAX_BYTES } from '@elevate/contracts/matching/matching.constants';
import { MatchingMessages } from '@elevate/contracts/matching/matching.messages';
import type { ParsedResume } from '@elevate/contracts/matching/parse.schema';
import type { UploadPurpose } from '@elevate/contracts/uploads/upload.schema';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import type { StorageDriver } from '../uploads/storage/storage-driver.ts';
import { findUpload } from '../uploads/uploads.repository.ts';
import { findProfileResume } from '../users/documents.repository.ts';
import type { ProfileViewer } from '../users/profile-access.ts';
import { parseResumePdf } from './parser/parse-resume.ts';
import { findResumeParse, saveResumeParse } from './resume-parse.repository.ts';

const noResume = () => notFound(MatchingMessages.noResumeOnProfile);

const readAll = async (stream: Readable, limit: number): Promise<Uint8Array> => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    size += buffer.length;
    if (size > limit) {
      stream.destroy();
      throw new AppError(ErrorCode.VALIDATION, MatchingMessages.tooLarge);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
};

// Two requests for the same file at once (the owner's page and a screening) share one parse.
const parsing = new Map<string, Promise<ParsedResume>>();

const parseAndKeep = async (db: DbOrTx, storage: StorageDriver, uploadKey: string): Promise<ParsedResume> => {
  const upload = await findUpload(db, uploadKey);
  if (!upload?.uploadedAt) throw noResume();
  const file = await storage.open({
    key: upload.key,
    purpose: upload.purpose as UploadPurpose,
    isPublic: upload.isPublic,
  });
  if (!file) throw noResume();
  const parsed = await parseResumePdf(await readAll(file.stream, RESUME_MAX_BYTES));
  await saveResumeParse(db, uploadKey, parsed);
  return parsed;
};

/**
 * A stored resume, parsed (decision 034): read once per file and parser version, kept in resume_parses and
 * answered from there afterwards. The matcher and screening call this. A file that cannot be read is a 400
 * (MatchingMessages.unreadable or tooSlow) each time it is asked for; nothing is kept for it.
 */
export const parseStoredResume = async (
  db: DbOrTx,
  storage: StorageDriver,
  uploadKey: string,
): Promise<ParsedResume> => {
  const cached = await findResumeParse(db, uploadKey, PARSER_VERSION);
  if (cached) return cached;
  const running = parsing.get(uploadKey);
  if (running) return running;
  const work = parseAndKeep(db, storage, uploadKey).finally(() => parsing.delete(uploadKey));
  parsing.set(uploadKey, work);
  return work;
};

/** The resume on a profile, parsed: for its owner and admins only (an employer sees a screening, not this). */
export const parseProfileResume = async (
  db: DbOrTx,
  storage: StorageDriver,
  viewer: ProfileViewer,
  userId: number,
): Promise<ParsedResume> => {
  if (viewer.uid !== userId && viewer.role !== 'admin') throw forbidden(MatchingMessages.othersResume);
  const resume = await findProfileResume(db, userId);
  if (!resume) throw noResume();
  return parseStoredResume(db, storage, resume.key);
};
