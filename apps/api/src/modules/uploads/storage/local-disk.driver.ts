import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { signedQuery } from '../signed-url.ts';
import { READ_TTL_MS, UPLOAD_TTL_MS, type StorageDriver, type StoredFileRef } from './storage-driver.ts';

export interface LocalDiskOptions {
  /** Public files: `<uploadsDir>/u/<key>`, served at `/uploads/u/<key>`. */
  uploadsDir: string;
  /** Private files: outside every static route, read through `/api/files/<key>` with a signature. */
  privateUploadsDir: string;
  /** Half-written files: on the same disk as both, so a finished one is renamed into place in one step. */
  partsDir: string;
  secret: string;
}

const notDirect = (): never => {
  throw new Error('The local store receives bytes through the API; there is no direct upload to inspect.');
};

/**
 * The default store (docs/decisions/006): files on local disk, upload and read addresses signed with the
 * server's secret and served by the API itself, so the client follows the same two steps as with S3.
 */
export const createLocalDiskDriver = (o: LocalDiskOptions): StorageDriver => {
  const pathOf = (file: StoredFileRef) =>
    file.isPublic ? join(o.uploadsDir, 'u', file.key) : join(o.privateUploadsDir, file.key);

  return {
    kind: 'local',
    signUpload: async (file) => {
      const signed = signedQuery(o.secret, 'PUT', file.key, UPLOAD_TTL_MS);
      return {
        url: `/api/uploads/${file.key}?expires=${signed.expires}&signature=${signed.signature}`,
        headers: {},
        expiresAt: signed.expiresAt,
        needsConfirm: false,
      };
    },
    write: async (file, body) => {
      const target = pathOf(file);
      await mkdir(file.isPublic ? join(o.uploadsDir, 'u') : o.privateUploadsDir, { recursive: true });
      await mkdir(o.partsDir, { recursive: true });
      // Written under a name of its own and renamed into place: a reader never sees half a file.
      const partial = join(o.partsDir, `${file.key}.${randomUUID()}.part`);
      try {
        await writeFile(partial, body, { mode: 0o640 });
        await rename(partial, target);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    inspectIncoming: async () => notDirect(),
    promote: async () => notDirect(),
    discardIncoming: async () => {},
    signRead: async (file) => {
      const signed = signedQuery(o.secret, 'GET', file.key, READ_TTL_MS);
      return {
        url: `/api/files/${file.key}?expires=${signed.expires}&signature=${signed.signature}`,
        expiresAt: signed.expiresAt,
      };
    },
    open: async (file) => {
      const path = pathOf(file);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(path), sizeBytes: info.size };
    },
    publicAddress: () => null,
    remove: async (file) => {
      await rm(pathOf(file), { force: true });
    },
    sweepIncoming: async (before) => {
      const names = await readdir(o.partsDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const path = join(o.partsDir, name);
        const info = await stat(path).catch(() => null);
        if (info && info.mtime < before) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
    close: async () => {},
  };
};
