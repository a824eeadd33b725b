// npm run db:backup -w @elevate/api -- <file>    the PGlite data folder (DATA_DIR/db) into one file
// npm run db:restore -w @elevate/api -- <file>   that file into an empty data folder
// Stop the app first. On PostgreSQL (DATABASE_URL) use pg_dump and pg_restore instead (docs/operations.md).
import { loadConfig } from '../config.ts';
import { backupPglite, restorePglite } from '../db/pglite-backup.ts';

const [command, file] = process.argv.slice(2);
const config = loadConfig();
if (config.DATABASE_URL) {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump and restore with pg_restore (docs/operations.md).',
  );
  process.exit(2);
}
if (!file || (command !== 'backup' && command !== 'restore')) {
  console.error('usage: db-backup.ts backup|restore <file>');
  process.exit(2);
}
if (command === 'backup') {
  const bytes = await backupPglite(config.dbDir, file);
  console.log(`backed up ${config.dbDir} to ${file} (${bytes} bytes)`);
} else {
  await restorePglite(file, config.dbDir);
  console.log(`restored ${file} into ${config.dbDir}`);
}
