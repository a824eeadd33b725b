import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { JOB_TYPES } from '@elevate/contracts/common/constants';
import { freshDatabase } from '../../../../test/helper.ts';
import type { Database } from '../../../db/client.ts';
import { jobs } from '../../../db/schema/jobs.ts';
import { partners } from '../../../db/schema/partners.ts';
import { sanitizeJobHtml } from '../../../lib/sanitize-html.ts';
import { BENCH_SPAN_DAYS, BENCH_URL_PREFIX, buildBenchCompanies, generateBenchJobs } from './generate.ts';
import { seedBenchData } from './seed-bench-data.ts';

const NOW = new Date('2026-11-22T00:00:00Z');

describe('benchmark data generator', () => {
  const companies = buildBenchCompanies(400, NOW);
  const generated = [...generateBenchJobs(companies, 2_000, NOW)];

  it('is deterministic: same counts and now, same rows', () => {
    expect(buildBenchCompanies(400, NOW)).toEqual(companies);
    expect([...generateBenchJobs(companies, 2_000, NOW)]).toEqual(generated);
  });

  it('names every company once, under the benchmark URL prefix', () => {
    const all = buildBenchCompanies(5_000, NOW);
    expect(new Set(all.map((c) => c.row.name)).size).toBe(5_000);
    expect(new Set(all.map((c) => c.row.customUrl)).size).toBe(5_000);
    expect(all.every((c) => c.row.customUrl.startsWith(BENCH_URL_PREFIX))).toBe(true);
  });

  it('makes valid jobs: known types, ordered salary and experience ranges, dates over two years', () => {
    const earliest = NOW.getTime() - BENCH_SPAN_DAYS * 86_400_000;
    for (const { row } of generated) {
      expect(JOB_TYPES).toContain(row.jobType);
      expect(row.maxCtc).toBeGreaterThanOrEqual(row.minCtc ?? 0);
      expect(row.maxYoe).toBeGreaterThanOrEqual(row.minYoe ?? 0);
      expect(row.createdAt!.getTime()).toBeGreaterThanOrEqual(earliest);
      expect(row.createdAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(row.skills!.split(',').length).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(generated.map((j) => j.row.custUrl)).size).toBe(generated.length);
    const types = new Set(generated.map((j) => j.row.jobType));
    expect(types.size).toBe(JOB_TYPES.length);
    const cities = new Set(generated.map((j) => j.row.location));
    expect(cities.size).toBeGreaterThan(25);
  });

  it('writes descriptions that the job sanitiser leaves as they are', () => {
    for (const { row } of generated.slice(0, 300)) expect(sanitizeJobHtml(row.description!)).toBe(row.description);
  });
});

describe('seedBenchData', () => {
  let database: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ database, dispose } = await freshDatabase());
  });
  afterAll(async () => dispose());

  it('seeds once, then --reset replaces only the benchmark companies and their jobs', async () => {
    const { db } = database;
    const [other] = await db
      .insert(partners)
      .values({ name: 'Own Co', displayName: 'Own Co', customUrl: 'own-co' })
      .returning({ id: partners.id });
    await db
      .insert(jobs)
      .values({ partnerId: other!.id, title: 'Own job', custUrl: 'own-job', location: 'Pune', jobType: 'Full-Time' });

    const first = await seedBenchData(database, { companies: 30, jobs: 300, now: NOW });
    expect(first).toMatchObject({ seeded: true, companies: 30, jobs: 300 });
    expect(first.activeJobs).toBeGreaterThan(200);
    const again = await seedBenchData(database, { companies: 30, jobs: 300, now: NOW });
    expect(again).toMatchObject({ seeded: false, companies: 30, jobs: 300 });

    const reset = await seedBenchData(database, { companies: 20, jobs: 100, now: NOW, reset: true });
    expect(reset).toMatchObject({ seeded: true, removedCompanies: 30, companies: 20, jobs: 100 });
    expect(await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.custUrl, 'own-job'))).toHaveLength(1);

    // The search document and the vocabulary were filled by the database triggers.
    const found = await db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM jobs WHERE search_vector @@ to_tsquery('english', 'engineer | developer | analyst')`,
    );
    expect(found.rows[0]?.n).toBeGreaterThan(0);
  });
});
