import type { Readable } from 'node:stream';
import type { UploadPurpose } from '@elevate/contracts/uploads/upload.schema';

/** One uploaded file as the store sees it: its key, what it is for, and whether it is public. */
export interface StoredFileRef {
  key: string;
  purpose: UploadPurpose;
  isPublic: boolean;
}

export interface SignedUpload {
  url: string;
  /** Headers the PUT must carry exactly (S3 binds them into the signature). */
  headers: Record<string, string>;
  expiresAt: string;
  /** True when the bytes go straight to the store and the client must ask the API to confirm the upload. */
  needsConfirm: boolean;
}

/** What a direct upload left in the store's incoming area: its size, its version tag and its first bytes. */
export interface IncomingFile {
  sizeBytes: number;
  etag: string;
  head: Buffer;
}

/**
 * Where uploaded files live (docs/decisions/020): local disk with HMAC-signed URLs served by the API, or an
 * S3-compatible bucket with pre-signed URLs. The uploads service holds the rules (who, what, single use); a
 * driver only moves bytes and signs addresses.
 */
export interface StorageDriver {
  readonly kind: 'local' | 's3';
  /** The address a client PUTs the bytes of a pending upload to. */
  signUpload(file: StoredFileRef, opts: { contentType: string; sizeBytes: number }): Promise<SignedUpload>;
  /** Stores bytes that came through the API (local store) at the file's final place, atomically. */
  write(file: StoredFileRef, body: Buffer, contentType: string): Promise<void>;
  /** A direct upload's size, version and first `headBytes` bytes, or null when nothing arrived. */
  inspectIncoming(file: StoredFileRef, headBytes: number): Promise<IncomingFile | null>;
  /** Moves a checked direct upload to its final place, only if it is still the version that was checked. */
  promote(file: StoredFileRef, checked: { etag: string; contentType: string; fileName: string }): Promise<void>;
  /** Deletes what a direct upload left in the incoming area. */
  discardIncoming(file: StoredFileRef): Promise<void>;
  /** A short-lived address that reads a private file. */
  signRead(
    file: StoredFileRef,
    opts: { fileName: string; contentType: string },
  ): Promise<{ url: string; expiresAt: string }>;
  /** Opens a stored file for the API to stream, or null when it is not there. */
  open(file: StoredFileRef): Promise<{ stream: Readable; sizeBytes: number } | null>;
  /** Where a public file may be read directly (a CDN or public bucket), or null to stream it through the API. */
  publicAddress(file: StoredFileRef): string | null;
  /** Deletes a stored file wherever it is (final place and incoming area); a missing file is not an error. */
  remove(file: StoredFileRef): Promise<void>;
  /** Deletes half-written or never-confirmed leftovers older than `before`; answers how many. */
  sweepIncoming(before: Date): Promise<number>;
  close(): Promise<void>;
}

/** How long an upload address works: long enough to send 2 MB on a slow line, short enough to be useless later. */
export const UPLOAD_TTL_MS = 10 * 60_000;
/** How long a read address of a private file works. */
export const READ_TTL_MS = 5 * 60_000;

/**
 * The store's folders (spec §9's sub-folders). Company logos are the company's profile picture and banners its
 * cover picture; gallery and job pictures get folders of their own. Public folders are the *-pictures ones.
 */
export const STORAGE_FOLDERS: Record<UploadPurpose, string> = {
  resume: 'resumes',
  'partner-logo': 'profile-pictures',
  'partner-banner': 'cover-pictures',
  'partner-gallery': 'gallery-pictures',
  'job-image': 'job-pictures',
  'profile-picture': 'profile-pictures',
  'cover-picture': 'cover-pictures',
  'team-profile-picture': 'team-profile-pictures',
  'government-id': 'government-ids',
  certificate: 'certificates',
  'solution-file': 'solution-files',
  'query-file': 'query-files',
  'registration-file': 'registration-files',
  'blog-image': 'blog-pictures',
  'content-image': 'content-pictures',
};

/** Direct uploads land here and are copied to their folder only after the content check. */
export const INCOMING_FOLDER = 'incoming';

export const objectKeyOf = (file: StoredFileRef): string => `${STORAGE_FOLDERS[file.purpose]}/${file.key}`;
export const incomingKeyOf = (file: StoredFileRef): string => `${INCOMING_FOLDER}/${file.key}`;

/** A file name for a Content-Disposition header: no quotes, slashes or control characters. */
export const dispositionName = (fileName: string): string => fileName.replace(/[^\w.\- ]/g, '_');
