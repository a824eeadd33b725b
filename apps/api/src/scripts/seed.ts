/**
 * Demo data CLI: `npm run seed -w @elevate/api` seeds an empty database;
 * `npm run seed -w @elevate/api -- --reset` wipes the demo tables and seeds again.
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DEMO_SIGN_INS, seedDemoData } from './seed/seed.ts';

const main = async (): Promise<void> => {
  const reset = process.argv.slice(2).includes('--reset');
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir });
  try {
    await database.migrate();
    const started = Date.now();
    const result = await seedDemoData(database.db, {
      uploadsDir: config.uploadsDir,
      reset,
      production: config.isProduction,
    });
    const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dbDir}`;
    if (!result.seeded) {
      console.log(`Demo data already present in ${where}; nothing changed. Use --reset to rebuild it.`);
    } else {
      const c = result.counts;
      console.log(
        `Seeded demo data into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s${reset ? ' (reset)' : ''}.`,
      );
      if (c) {
        console.log(
          `  ${c.partners} partners, ${c.jobs} jobs, ${c.drills} hackathons, ${c.blogs} blogs, ${c.events} events, ` +
            `${c.testimonials} testimonials, ${c.stats} stats row, ${c.users} users`,
        );
        console.log(`  ${c.images} images in ${config.uploadsDir}/seed`);
      }
    }
    console.log('\nDemo accounts:');
    for (const a of DEMO_SIGN_INS) console.log(`  ${a.label.padEnd(8)} ${a.email.padEnd(29)} ${a.password}`);
  } finally {
    await database.close();
  }
};

main().catch((err: unknown) => {
  console.error('Seeding failed:', err);
  process.exitCode = 1;
});
