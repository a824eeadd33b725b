import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { openDatabase } from './client.ts';

/**
 * Backup and restore of the embedded database's data folder (docs/operations.md). PGlite is one process's
 * database: the app must be stopped first, or the copy may catch a half-written page.
 */

/** Writes the data folder as one gzipped tarball (PGlite's own dump), through a temporary name. */
export const backupPglite = async (dataDir: string, file: string): Promise<number> => {
  if (!existsSync(dataDir) || readdirSync(dataDir).length === 0) throw new Error(`no database in ${dataDir}`);
  const database = await openDatabase({ dataDir });
  try {
    const bytes = Buffer.from(await (await database.dump!()).arrayBuffer());
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return bytes.length;
  } finally {
    await database.close();
  }
};

/** Unpacks a backup into an empty (or new) data folder; never over an existing database. */
export const restorePglite = async (file: string, dataDir: string): Promise<void> => {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: move the old database away first`);
  }
  const database = await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    await database.ping();
  } finally {
    await database.close();
  }
};
