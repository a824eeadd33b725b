import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { JobSearchResult } from '@elevate/contracts/jobs/job-search.schema';
import { build } from '../../../test/helper.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';
import { insertSearchFixture, type SearchFixture } from './jobs.test-fixtures.ts';

/**
 * Facet counts, totals of newest-first pages and term lookups are cached per search generation: every write
 * below goes straight to the database (no service, no cache invalidation call) and the next search still
 * answers what the database holds.
 */
describe('jobs/search caches stay exact', () => {
  const t = build();
  let fx: SearchFixture;

  beforeAll(async () => {
    fx = await insertSearchFixture(t.database.db);
  });

  const search = async (query: string): Promise<JobSearchResult> => {
    const res = await t.inject({ method: 'GET', url: `/api/jobs/search?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result;
  };
  const facet = (buckets: { value: string; count: number }[], value: string) =>
    buckets.find((b) => b.value === value)?.count ?? 0;
  const generation = async () =>
    Number((await t.database.db.execute<{ g: unknown }>(sql`SELECT generation AS g FROM job_search_state`)).rows[0]?.g);

  it('counts the facets again once a new job is committed', async () => {
    const before = await search('q=kotlin');
    expect(await search('q=kotlin')).toEqual(before);
    const g = await generation();

    await t.database.db.insert(jobs).values({
      partnerId: fx.partner.kaveri,
      title: 'Kotlin Multiplatform Engineer',
      custUrl: 'kotlin-multiplatform-cache-test',
      location: 'Kochi',
      skills: 'Kotlin,Ktor',
      jobType: 'Part-Time',
    });
    expect(await generation()).toBe(g + 1);

    const after = await search('q=kotlin');
    expect(after.totalRecordCount).toBe(before.totalRecordCount + 1);
    expect(facet(after.facets.jobType, 'Part-Time')).toBe(facet(before.facets.jobType, 'Part-Time') + 1);
    expect(facet(after.facets.location, 'Kochi')).toBe(1);
  });

  it('reports the new total of a newest-first page without a keyword after a job closes', async () => {
    const before = await search('sort=newest&limit=5');
    expect((await search('sort=newest&limit=5')).totalRecordCount).toBe(before.totalRecordCount);
    await t.database.db.update(jobs).set({ isActive: false }).where(eq(jobs.id, fx.job.pythonDeveloper));
    const after = await search('sort=newest&limit=5');
    expect(after.totalRecordCount).toBe(before.totalRecordCount - 1);
    expect(facet(after.facets.jobType, 'Part-Time')).toBe(facet(before.facets.jobType, 'Part-Time') - 1);
    await t.database.db.update(jobs).set({ isActive: true }).where(eq(jobs.id, fx.job.pythonDeveloper));
    expect((await search('sort=newest&limit=5')).totalRecordCount).toBe(before.totalRecordCount);
  });

  it('leaves out the jobs of a company taken off the platform, facets included', async () => {
    const before = await search('q=kaveri');
    expect(before.totalRecordCount).toBeGreaterThan(0);
    await t.database.db.update(partners).set({ isActive: false }).where(eq(partners.id, fx.partner.kaveri));
    const hidden = await search('q=kaveri');
    expect(hidden.totalRecordCount).toBe(0);
    expect(hidden.facets.company.find((c) => c.partnerId === fx.partner.kaveri)).toBeUndefined();
    await t.database.db.update(partners).set({ isActive: true }).where(eq(partners.id, fx.partner.kaveri));
    expect((await search('q=kaveri')).totalRecordCount).toBe(before.totalRecordCount);
  });

  it('finds by its prefix a word that first appears after the prefix was looked up', async () => {
    expect((await search('q=zephy')).data.map((j) => j.jobTitle)).not.toContain('Zephyr Firmware Engineer');
    await t.database.db.insert(jobs).values({
      partnerId: fx.partner.sahyadri,
      title: 'Zephyr Firmware Engineer',
      custUrl: 'zephyr-firmware-cache-test',
      location: 'Pune',
      skills: 'Zephyr RTOS,C',
      jobType: 'Full-Time',
    });
    const r = await search('q=zephy');
    expect(r.fuzzy).toBe(false);
    expect(r.data.map((j) => j.jobTitle)).toEqual(['Zephyr Firmware Engineer']);
  });

  it('matches a prefix by every word it starts, like the index prefix match', async () => {
    // 'andro' starts 'android' (title and skills of several jobs): the same jobs as the word itself.
    const prefix = await search('q=andro&limit=50');
    const word = await search('q=android&limit=50');
    expect(prefix.totalRecordCount).toBeGreaterThan(0);
    expect(prefix.data.map((j) => j.jobId).sort()).toEqual(word.data.map((j) => j.jobId).sort());
  });

  it('does not move the generation when only an applicant count changes', async () => {
    const g = await generation();
    await t.database.db
      .update(jobs)
      .set({ applicantCount: sql`${jobs.applicantCount} + 1` })
      .where(eq(jobs.id, fx.job.kotlinEngineer));
    expect(await generation()).toBe(g);
  });
});
