/**
 * Writes the benchmark data set (generate.ts) into a database: companies, then jobs in multi-row inserts of
 * JOB_CHUNK rows, all in one transaction, then VACUUM ANALYZE so the planner knows the new sizes and the GIN
 * indexes' pending lists are merged. Touches only benchmark rows (custom URL `bench-…`) and their jobs.
 */
import { count, like, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { jobs } from '../../../db/schema/jobs.ts';
import { partners } from '../../../db/schema/partners.ts';
import {
  BENCH_COMPANY_COUNT,
  BENCH_JOB_COUNT,
  BENCH_URL_PREFIX,
  buildBenchCompanies,
  generateBenchJobs,
  type BenchJobRow,
} from './generate.ts';

/** 1,000 jobs × 22 columns stays well under PostgreSQL's 65,535 parameters per statement. */
const JOB_CHUNK = 1_000;
const COMPANY_CHUNK = 1_000;

export interface BenchSeedOptions {
  companies?: number;
  jobs?: number;
  /** Delete the benchmark companies (and, by cascade, their jobs) first. */
  reset?: boolean;
  /** Reference time of every posting date; defaults to the start of the current UTC day (same day, same rows). */
  now?: Date;
  onProgress?: (message: string) => void;
}

export interface BenchSeedResult {
  seeded: boolean;
  /** Benchmark companies and jobs in the database afterwards. */
  companies: number;
  jobs: number;
  activeJobs: number;
  /** Rows deleted by `reset`. */
  removedCompanies: number;
  insertSeconds: number;
  analyzeSeconds: number;
}

const benchPartners = like(partners.customUrl, `${BENCH_URL_PREFIX}%`);

export const countBenchData = async (
  database: Database,
): Promise<{ companies: number; jobs: number; activeJobs: number }> => {
  const result = await database.db.execute<{ companies: number; jobs: number; active_jobs: number }>(sql`
    SELECT
      (SELECT count(*)::int FROM partners WHERE custom_url LIKE ${`${BENCH_URL_PREFIX}%`}) AS companies,
      count(*)::int AS jobs,
      (count(*) FILTER (WHERE j.is_active))::int AS active_jobs
    FROM jobs j JOIN partners p ON p.id = j.partner_id
    WHERE p.custom_url LIKE ${`${BENCH_URL_PREFIX}%`}`);
  const row = result.rows[0];
  return { companies: row?.companies ?? 0, jobs: row?.jobs ?? 0, activeJobs: row?.active_jobs ?? 0 };
};

const startOfUtcDay = (d: Date): Date => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

export const seedBenchData = async (database: Database, opts: BenchSeedOptions = {}): Promise<BenchSeedResult> => {
  const companyCount = opts.companies ?? BENCH_COMPANY_COUNT;
  const jobCount = opts.jobs ?? BENCH_JOB_COUNT;
  const now = opts.now ?? startOfUtcDay(new Date());
  const log = opts.onProgress ?? (() => undefined);
  const { db } = database;

  const started = performance.now();
  const outcome = await db.transaction(async (tx: Tx) => {
    // One seeder at a time; readers are not blocked.
    await tx.execute(sql`lock table ${partners} in share row exclusive mode`);
    let removedCompanies = 0;
    if (opts.reset) {
      const removed = await tx.delete(partners).where(benchPartners).returning({ id: partners.id });
      removedCompanies = removed.length;
      if (removedCompanies > 0) log(`removed ${removedCompanies} benchmark companies and their jobs`);
    } else {
      const [existing] = await tx.select({ n: count() }).from(partners).where(benchPartners);
      if ((existing?.n ?? 0) > 0) return { seeded: false, removedCompanies };
    }

    const companies = buildBenchCompanies(companyCount, now);
    const ids: number[] = [];
    for (let i = 0; i < companies.length; i += COMPANY_CHUNK) {
      const inserted = await tx
        .insert(partners)
        .values(companies.slice(i, i + COMPANY_CHUNK).map((c) => c.row))
        .returning({ id: partners.id });
      ids.push(...inserted.map((r) => r.id));
    }
    log(`${companies.length} companies inserted`);

    let chunk: Array<BenchJobRow & { partnerId: number }> = [];
    let done = 0;
    const flush = async () => {
      if (chunk.length === 0) return;
      await tx.insert(jobs).values(chunk);
      done += chunk.length;
      chunk = [];
      if (done % 10_000 === 0 || done === jobCount) {
        log(`${done.toLocaleString('en-US')} jobs (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      }
    };
    for (const job of generateBenchJobs(companies, jobCount, now)) {
      chunk.push({ ...job.row, partnerId: ids[job.company] as number });
      if (chunk.length === JOB_CHUNK) await flush();
    }
    await flush();
    return { seeded: true, removedCompanies };
  });
  const insertSeconds = (performance.now() - started) / 1000;

  let analyzeSeconds = 0;
  if (outcome.seeded || outcome.removedCompanies > 0) {
    const t0 = performance.now();
    await db.execute(sql`VACUUM (ANALYZE) jobs`);
    await db.execute(sql`VACUUM (ANALYZE) partners`);
    analyzeSeconds = (performance.now() - t0) / 1000;
  }
  return { ...outcome, ...(await countBenchData(database)), insertSeconds, analyzeSeconds };
};
