import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { JobSearchResult } from '@elevate/contracts/jobs/job-search.schema';
import { build } from '../../../test/helper.ts';
import { drills } from '../../db/schema/drills.ts';
import { linkJobsToDrill } from '../drills/drills.repository.ts';
import { insertSearchFixture, type SearchFixture } from './jobs.test-fixtures.ts';

const t = build();
let fx: SearchFixture;
let hackathon: number;
let otherHackathon: number;

beforeAll(async () => {
  const db = t.database.db;
  fx = await insertSearchFixture(db);
  const now = Date.now();
  const hack = (name: string) => ({
    name,
    custUrl: name.toLowerCase().replace(/\W+/g, '-'),
    partnerName: 'Kaveri Analytics',
    location: 'Online',
    startDt: new Date(now),
    registrationEndDt: new Date(now + 86_400_000),
    endDt: new Date(now + 2 * 86_400_000),
  });
  [hackathon, otherHackathon] = (
    await db
      .insert(drills)
      .values([hack('Kaveri DataQuest'), hack('Sahyadri FinHack')])
      .returning({ id: drills.id })
  ).map((r) => r.id) as [number, number];
  await linkJobsToDrill(db, hackathon, [fx.job.kotlinEngineer, fx.job.dataAnalyst, fx.job.closedKotlin]);
  await linkJobsToDrill(db, otherHackathon, [fx.job.pythonDeveloper]);
});

const search = async (qs: string) => {
  const res = await t.inject({ method: 'GET', url: `/api/jobs/search?${qs}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as JobSearchResult;
};
const ids = (r: JobSearchResult) => r.data.map((j) => j.jobId).sort((a, b) => a - b);
const sortedIds = (...values: number[]) => values.sort((a, b) => a - b);

describe('jobs/search?drillId', () => {
  it('finds the open jobs linked to the hackathon, and only those', async () => {
    const r = await search(`drillId=${hackathon}`);
    // The closed job linked to it stays out, as every search leaves closed jobs out.
    expect(ids(r)).toEqual(sortedIds(fx.job.kotlinEngineer, fx.job.dataAnalyst));
    expect(r.totalRecordCount).toBe(2);
    expect(ids(await search(`drillId=${otherHackathon}`))).toEqual([fx.job.pythonDeveloper]);
  });

  it('counts the facets among the linked jobs only', async () => {
    const r = await search(`drillId=${hackathon}`);
    const total = (buckets: { count: number }[]) => buckets.reduce((n, b) => n + b.count, 0);
    expect(total(r.facets.jobType)).toBe(2);
  });

  it('combines with the keyword and the other filters', async () => {
    expect(ids(await search(`drillId=${hackathon}&q=kotlin`))).toEqual([fx.job.kotlinEngineer]);
    expect(ids(await search(`drillId=${hackathon}&q=python`))).toEqual([fx.job.dataAnalyst]);
    expect(ids(await search(`drillId=${hackathon}&q=django`))).toEqual([]);
    expect(ids(await search(`drillId=${hackathon}&jobType=Full-Time&q=kotlin`))).toEqual([fx.job.kotlinEngineer]);
  });

  it('answers none for a hackathon without linked jobs, never retrying the keyword loosely', async () => {
    const r = await search('drillId=999999&q=kotlin');
    expect(r).toMatchObject({ data: [], totalRecordCount: 0, fuzzy: false });
  });

  // The answers and facet counts are cached per search generation (jobs.service.ts); a change of drill_id moves
  // the generation (migration 0015), so the next answer counts again.
  it('sees a job linked or unlinked after an answer was cached, totals and facets alike', async () => {
    const before = await search(`drillId=${otherHackathon}`);
    expect(before.totalRecordCount).toBe(1);
    await linkJobsToDrill(t.database.db, otherHackathon, [fx.job.mobileDeveloper]);
    const linked = await search(`drillId=${otherHackathon}`);
    expect(ids(linked)).toEqual(sortedIds(fx.job.pythonDeveloper, fx.job.mobileDeveloper));
    expect(linked.totalRecordCount).toBe(2);
    expect(linked.facets.jobType.reduce((n, b) => n + b.count, 0)).toBe(2);

    await linkJobsToDrill(t.database.db, null, [fx.job.pythonDeveloper]);
    const unlinked = await search(`drillId=${otherHackathon}`);
    expect(ids(unlinked)).toEqual([fx.job.mobileDeveloper]);
    expect(unlinked.totalRecordCount).toBe(1);
    expect(unlinked.facets.jobType.reduce((n, b) => n + b.count, 0)).toBe(1);
  });

  it("forgets a deleted hackathon's jobs at once: the link cleared by the foreign key also refreshes the cache", async () => {
    const db = t.database.db;
    const [gone] = await db
      .insert(drills)
      .values({
        name: 'Short-lived Hack',
        custUrl: `short-lived-hack-${Date.now()}`,
        partnerName: 'Kaveri Analytics',
        location: 'Online',
        startDt: new Date(),
        registrationEndDt: new Date(),
        endDt: new Date(),
      })
      .returning({ id: drills.id });
    await linkJobsToDrill(db, gone!.id, [fx.job.dataAnalyst]);
    expect((await search(`drillId=${gone!.id}`)).totalRecordCount).toBe(1);
    await db.delete(drills).where(eq(drills.id, gone!.id));
    expect((await search(`drillId=${gone!.id}`)).totalRecordCount).toBe(0);
  });
});
