/**
 * Benchmark data CLI (docs/performance.md, "Jobs search at 100k jobs"):
 *
 *   npm run seed:bench                      # 5,000 companies and 100,000 jobs into the PGlite at data/bench
 *   npm run seed:bench -- --reset           # delete the benchmark companies and their jobs, then seed again
 *   DATABASE_URL=postgres://… npm run seed:bench
 *   DATA_DIR=./somewhere npm run seed:bench -- --jobs 20000 --companies 1000
 *   npm run seed:bench -- --users 3000      # also 3,000 job seekers with varied profiles (bench-users.ts)
 *   npm run seed:bench -- --drills 10000    # also 10,000 hackathons (bench-drills.ts)
 *   npm run seed:bench -- --jobs 0 --drills 10000   # the hackathons alone, no companies or jobs
 *
 * Unlike the demo seed it defaults to its own data folder, data/bench, so the demo database never grows
 * 100,000 jobs by accident; DATA_DIR (relative to where npm was started) chooses another. Benchmark rows
 * are the companies whose custom URL starts with `bench-` and their jobs, and the hackathons whose custom URL
 * starts with `bench-drill-`: nothing else is read or changed.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, repoRoot } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedBenchDrills } from './seed/bench/bench-drills.ts';
import { seedBenchUsers } from './seed/bench/bench-users.ts';
import { BENCH_COMPANY_COUNT, BENCH_JOB_COUNT } from './seed/bench/generate.ts';
import { seedBenchData } from './seed/bench/seed-bench-data.ts';

const BENCH_DATA_DIR = join(repoRoot, 'data', 'bench');

const positive = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a positive whole number, got '${value}'`);
  return n;
};

const main = async (): Promise<void> => {
  const { values } = parseArgs({
    options: {
      reset: { type: 'boolean', default: false },
      jobs: { type: 'string' },
      companies: { type: 'string' },
      users: { type: 'string' },
      drills: { type: 'string' },
    },
  });
  // npm runs workspace scripts inside apps/api: a relative DATA_DIR means the folder npm was started from.
  const dataDir = process.env.DATA_DIR
    ? resolve(process.env.INIT_CWD ?? process.cwd(), process.env.DATA_DIR)
    : BENCH_DATA_DIR;
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir });
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dbDir}`;
  const companies = positive(values.companies, BENCH_COMPANY_COUNT, 'companies');
  // `--jobs 0` leaves companies and jobs out (a database for the hackathon benchmark alone).
  const jobs = values.jobs === '0' ? 0 : positive(values.jobs, BENCH_JOB_COUNT, 'jobs');
  const seekers = values.users === undefined ? 0 : positive(values.users, 0, 'users');
  const hackathons = values.drills === undefined ? 0 : positive(values.drills, 0, 'drills');
  if (jobs === 0 && seekers > 0) throw new Error('--jobs 0 seeds the hackathons alone: leave out --users');

  const started = performance.now();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir });
  try {
    await database.migrate();
    if (hackathons > 0) {
      const d = await seedBenchDrills(database, hackathons, {
        reset: values.reset,
        onProgress: (m) => console.log(`  ${m}`),
      });
      console.log(
        d.seeded
          ? `Seeded ${d.drills.toLocaleString('en-US')} hackathons in ${d.seconds.toFixed(1)} s.`
          : `Benchmark hackathons already present (${d.drills}); nothing changed. Use --reset to rebuild them.`,
      );
    }
    if (jobs === 0) return;
    console.log(
      `Benchmark data → ${where}: ${companies.toLocaleString('en-US')} companies, ${jobs.toLocaleString('en-US')} jobs${values.reset ? ' (reset)' : ''}`,
    );
    const r = await seedBenchData(database, {
      companies,
      jobs,
      reset: values.reset,
      onProgress: (m) => console.log(`  ${m}`),
    });
    const total = ((performance.now() - started) / 1000).toFixed(1);
    if (seekers > 0) {
      const u = await seedBenchUsers(database, seekers, {
        reset: values.reset,
        onProgress: (m) => console.log(`  ${m}`),
      });
      console.log(
        u.seeded
          ? `Seeded ${u.users.toLocaleString('en-US')} job seekers (${u.withProfile.toLocaleString('en-US')} with a profile, ` +
              `${u.skills.toLocaleString('en-US')} profile skills; ids ${u.ids?.first}–${u.ids?.last}) in ${u.seconds.toFixed(1)} s.`
          : `Benchmark job seekers already present (${u.users}); nothing changed. Use --reset to rebuild them.`,
      );
    }
    if (!r.seeded) {
      console.log(
        `Benchmark data already present (${r.companies} companies, ${r.jobs} jobs); nothing changed. Use --reset to rebuild it.`,
      );
      return;
    }
    console.log(
      `Seeded ${r.companies.toLocaleString('en-US')} companies and ${r.jobs.toLocaleString('en-US')} jobs ` +
        `(${r.activeJobs.toLocaleString('en-US')} active) in ${total} s ` +
        `(inserts ${r.insertSeconds.toFixed(1)} s, vacuum/analyze ${r.analyzeSeconds.toFixed(1)} s).`,
    );
  } finally {
    await database.close();
  }
};

main().catch((err: unknown) => {
  console.error('Benchmark seeding failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
