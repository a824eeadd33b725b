import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { backupPglite, restorePglite } from '../src/db/pglite-backup.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import { partners } from '../src/db/schema/partners.ts';
import { freshDatabase } from './helper.ts';

/** The backup procedures of docs/operations.md, run for real: a database with data, backed up, restored, read. */
const folders: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'elevate-backup-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const addCompanyWithJob = async (database: Database) => {
  const [company] = await database.db
    .insert(partners)
    .values({ name: 'Godavari Robotics', displayName: 'Godavari Robotics', customUrl: 'godavari-robotics' })
    .returning({ id: partners.id });
  await database.db.insert(jobs).values({
    partnerId: company!.id,
    title: 'Firmware Engineer',
    custUrl: 'firmware-engineer-godavari',
    location: 'Hyderabad',
    skills: 'C,RTOS',
    jobType: 'Full-Time',
    minCtc: 800_000,
    maxCtc: 1_200_000,
    description: '<p>Motor controllers.</p>',
  });
};

const findJob = async (database: Database) =>
  database.db
    .select({ title: jobs.title, location: jobs.location })
    .from(jobs)
    .where(eq(jobs.custUrl, 'firmware-engineer-godavari'));

/** The test template (on a PostgreSQL run, freshDatabase gives PostgreSQL: then a PGlite of its own). */
const freshPglite = async () => {
  if (!process.env.TEST_DATABASE_URL) return freshDatabase();
  const database = await openDatabase({});
  await database.migrate();
  return { database, dispose: () => database.close() };
};

describe('PGlite data folder', () => {
  it('a backup restored into a new folder holds the same rows', async () => {
    // A migrated database with data, as the app's own dump gives it (the test template spares an initdb).
    const { database, dispose } = await freshPglite();
    await addCompanyWithJob(database);
    const appDump = join(scratch(), 'app-dump.tar.gz');
    writeFileSync(appDump, Buffer.from(await (await database.dump!()).arrayBuffer()));
    await dispose();

    // That dump becomes a data folder; the folder (its app stopped) is backed up and restored elsewhere.
    const dataDir = join(scratch(), 'db');
    await restorePglite(appDump, dataDir);
    const file = join(scratch(), 'elevate-db.tar.gz');
    expect(await backupPglite(dataDir, file)).toBeGreaterThan(1000);
    const restoredDir = join(scratch(), 'restored');
    await restorePglite(file, restoredDir);

    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      expect(await findJob(restored)).toEqual([{ title: 'Firmware Engineer', location: 'Hyderabad' }]);
      // Still a working database: migrations find nothing to do, and it takes writes.
      await restored.migrate();
      await restored.db
        .insert(partners)
        .values({ name: 'Tunga Foods', displayName: 'Tunga Foods', customUrl: 'tunga-foods' });
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('never restores over an existing database', async () => {
    const dataDir = scratch();
    writeFileSync(join(dataDir, 'PG_VERSION'), '17');
    await expect(restorePglite(join(scratch(), 'missing.tar.gz'), dataDir)).rejects.toThrow(/not empty/);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
const hasTools = ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version']).status === 0);

describe.skipIf(!serverUrl || !hasTools)('PostgreSQL with pg_dump and pg_restore', () => {
  it('a custom-format dump restored into a scratch database holds the same rows', async () => {
    const { database, dispose } = await freshDatabase();
    const target = `elevate_restore_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await addCompanyWithJob(database);
      const source = new URL(serverUrl!);
      const current = await database.db.execute<{ name: string }>('select current_database() as name' as never);
      source.pathname = `/${(current as unknown as { rows: { name: string }[] }).rows[0]!.name}`;
      const file = join(scratch(), 'elevate.dump');
      const dump = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, source.toString()]);
      expect(dump.status, dump.stderr.toString()).toBe(0);

      await admin.query(`create database ${target}`);
      const restoredUrl = new URL(serverUrl!);
      restoredUrl.pathname = `/${target}`;
      const restore = spawnSync('pg_restore', ['--no-owner', `--dbname=${restoredUrl.toString()}`, file]);
      expect(restore.status, restore.stderr.toString()).toBe(0);

      const restored = await openDatabase({ url: restoredUrl.toString() });
      try {
        expect(await findJob(restored)).toEqual([{ title: 'Firmware Engineer', location: 'Hyderabad' }]);
      } finally {
        await restored.close();
      }
    } finally {
      await admin.query(`drop database if exists ${target} with (force)`);
      await admin.end();
      await dispose();
    }
  }, 120_000);
});
