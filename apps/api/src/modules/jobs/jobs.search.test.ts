import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { JobSearchResult } from '@elevate/contracts/jobs/job-search.schema';
import { build } from '../../../test/helper.ts';
import { partners } from '../../db/schema/partners.ts';
import { insertSearchFixture, type SearchFixture } from './jobs.test-fixtures.ts';

describe('jobs/search', () => {
  const t = build();
  let fx: SearchFixture;

  beforeAll(async () => {
    fx = await insertSearchFixture(t.database.db);
  });

  const search = async (query: string): Promise<JobSearchResult> => {
    const res = await t.inject({ method: 'GET', url: `/api/jobs/search${query ? `?${query}` : ''}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result;
  };
  const ids = (r: JobSearchResult) => r.data.map((j) => j.jobId);
  const facet = (buckets: { value: string; count: number }[], value: string) =>
    buckets.find((b) => b.value === value)?.count;

  describe('keyword', () => {
    it('ranks a title match above a skills match above a description-only match', async () => {
      const r = await search('q=kotlin');
      expect(ids(r)).toEqual([fx.job.kotlinEngineer, fx.job.androidIntern, fx.job.mobileDeveloper]);
      expect(r.totalRecordCount).toBe(3);
      expect(r.fuzzy).toBe(false);
    });

    it('lists only active jobs of listed companies', async () => {
      const r = await search('q=kotlin&limit=50');
      expect(ids(r)).not.toContain(fx.job.closedKotlin);
      expect(ids(r)).not.toContain(fx.job.hiddenCoKotlin);
      const all = await search('limit=50');
      expect(all.totalRecordCount).toBe(fx.activeCount);
    });

    it('needs every word to match', async () => {
      const r = await search('q=python%20developer');
      expect(ids(r)).toEqual([fx.job.pythonDeveloper]);
    });

    it('finds jobs by company name', async () => {
      const r = await search('q=kaveri&limit=50');
      expect(new Set(r.data.map((j) => j.partnerId))).toEqual(new Set([fx.partner.kaveri]));
      expect(r.totalRecordCount).toBe(4);
    });

    it('matches the start of a word while typing', async () => {
      expect(ids(await search('q=kotl'))).toContain(fx.job.kotlinEngineer);
    });

    it('tolerates typos in titles and skills', async () => {
      const develper = await search('q=develper');
      expect(ids(develper).sort()).toEqual([fx.job.mobileDeveloper, fx.job.pythonDeveloper].sort());
      expect(develper.fuzzy).toBe(false);

      const anroid = await search('q=anroid%20intern');
      expect(ids(anroid)[0]).toBe(fx.job.androidIntern);

      // A swapped pair of letters breaks most trigrams; the looser second pass still finds it and says so.
      const pyhton = await search('q=pyhton');
      expect(pyhton.fuzzy).toBe(true);
      expect(ids(pyhton)).toEqual(expect.arrayContaining([fx.job.pythonDeveloper, fx.job.dataAnalyst]));
      expect(ids(pyhton)[0]).toBe(fx.job.pythonDeveloper);
    });

    it('answers an honest zero when the keyword matches but the filters do not', async () => {
      const r = await search('q=kotlin&location=Chennai');
      expect(r.totalRecordCount).toBe(0);
      expect(r.fuzzy).toBe(false);
    });

    it('treats punctuation and operators in the keyword as text', async () => {
      for (const q of ["it's", 'a & b | !c', "'); drop table jobs; --", 'c++', '(((', ':*']) {
        const res = await t.inject({ method: 'GET', url: `/api/jobs/search?q=${encodeURIComponent(q)}` });
        expect(res.statusCode, q).toBe(200);
      }
      expect((await search('')).totalRecordCount).toBe(fx.activeCount);
    });

    it('follows a company rename (the search document is kept by a trigger)', async () => {
      await t.database.db.update(partners).set({ name: 'Zanskar Fintech' }).where(eq(partners.id, fx.partner.sahyadri));
      const r = await search('q=zanskar&limit=1');
      expect(r.totalRecordCount).toBe(3 + fx.supportCount);
      await t.database.db
        .update(partners)
        .set({ name: 'Sahyadri Fintech' })
        .where(eq(partners.id, fx.partner.sahyadri));
      expect((await search('q=zanskar')).totalRecordCount).toBe(0);
    });
  });

  describe('filters', () => {
    it('filters by one or many locations, reading multi-city and hybrid locations', async () => {
      expect(ids(await search('location=Pune')).sort()).toEqual([fx.job.kotlinEngineer, fx.job.androidIntern].sort());
      expect(ids(await search('location=remote')).sort()).toEqual([fx.job.dataAnalyst, fx.job.pythonDeveloper].sort());
      expect(ids(await search('location=Bengaluru')).sort()).toEqual([fx.job.androidIntern, fx.job.dataAnalyst].sort());
      expect((await search('location=Pune,Kolkata')).totalRecordCount).toBe(3);
    });

    it('filters by job type, including paid and unpaid internships', async () => {
      const r = await search(`jobType=${encodeURIComponent('Paid Internship,Unpaid Internship')}`);
      expect(ids(r).sort()).toEqual([fx.job.androidIntern, fx.job.contentIntern].sort());
      expect(ids(await search('jobType=Part-Time'))).toEqual([fx.job.pythonDeveloper]);
      expect((await search('jobType=Internship')).totalRecordCount).toBe(0);
    });

    it("filters by experience where the ranges overlap the job's", async () => {
      expect(ids(await search('minExp=5'))).toEqual([fx.job.backendSenior]);
      expect(ids(await search('minExp=3&maxExp=4')).sort()).toEqual([fx.job.kotlinEngineer, fx.job.dataAnalyst].sort());
      // Open to freshers: every job whose range starts at 0.
      expect(ids(await search('maxExp=0')).sort()).toEqual(
        [fx.job.mobileDeveloper, fx.job.androidIntern, fx.job.pythonDeveloper, fx.job.contentIntern].sort(),
      );
    });

    it('filters by annual salary, counting stipends twelve times and leaving out hidden salaries', async () => {
      const high = await search('minSalary=1000000');
      expect(ids(high)).toEqual([fx.job.backendSenior]);
      // 20-25k a month is 2.4-3 LPA; unpaid (0) is at most anything; 30-40k a month (3.6-4.8 LPA) is not.
      const low = await search('maxSalary=300000&jobType=Paid%20Internship,Unpaid%20Internship,Part-Time');
      expect(ids(low).sort()).toEqual([fx.job.androidIntern, fx.job.contentIntern].sort());
      expect(ids(await search('minSalary=800000&maxSalary=1200000'))).toEqual([fx.job.kotlinEngineer]);
      // Without a salary filter the hidden-salary job is listed.
      expect(ids(await search('q=analyst'))).toEqual([fx.job.dataAnalyst]);
    });

    it('filters by skills, matching any of them, whatever the case', async () => {
      expect(ids(await search('skills=KOTLIN')).sort()).toEqual([fx.job.kotlinEngineer, fx.job.androidIntern].sort());
      expect(ids(await search('skills=django,sql')).sort()).toEqual(
        [fx.job.dataAnalyst, fx.job.pythonDeveloper].sort(),
      );
    });

    it('filters by company id or company name', async () => {
      expect((await search(`partnerId=${fx.partner.kaveri}`)).totalRecordCount).toBe(4);
      expect((await search(`company=${encodeURIComponent('kaveri analytics pvt. ltd.')}`)).totalRecordCount).toBe(4);
      expect((await search('company=Sahyadri%20Fintech')).totalRecordCount).toBe(3 + fx.supportCount);
      expect((await search(`partnerId=${fx.partner.closedCo}`)).totalRecordCount).toBe(0);
    });

    it('accepts drillId and answers none: no job is linked to a hackathon yet', async () => {
      const r = await search('drillId=1');
      expect(r).toMatchObject({ data: [], totalRecordCount: 0, totalRecords: 0 });
    });

    it('combines filters with the keyword', async () => {
      const r = await search('q=kotlin&jobType=Full-Time&location=Pune');
      expect(ids(r)).toEqual([fx.job.kotlinEngineer]);
    });
  });

  describe('paging and sorting', () => {
    it('pages with limit and offset and reports the total', async () => {
      const first = await search('limit=10');
      expect(first.data).toHaveLength(10);
      expect(first.totalRecordCount).toBe(fx.activeCount);
      expect(first.totalRecords).toBe(fx.activeCount);
      const last = await search(`limit=10&offset=${fx.activeCount - 3}`);
      expect(last.data).toHaveLength(3);
      const pages = await Promise.all([0, 10, 20].map((o) => search(`limit=10&offset=${o}`)));
      const seen = pages.flatMap(ids);
      expect(new Set(seen).size).toBe(30);
      expect((await search(`offset=${fx.activeCount + 5}`)).data).toEqual([]);
    });

    it('answers 10 by default and never more than 50', async () => {
      expect((await search('')).data).toHaveLength(10);
      const capped = await search('limit=500');
      expect(capped.data).toHaveLength(50);
      expect(capped.totalRecordCount).toBe(fx.activeCount);
      const countOnly = await search('limit=0');
      expect(countOnly.data).toEqual([]);
      expect(countOnly.totalRecordCount).toBe(fx.activeCount);
    });

    it('sorts by newest', async () => {
      const r = await search('sort=newest&limit=50');
      const times = r.data.map((j) => Date.parse(j.createdTs));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(r.data[0]!.jobId).toBe(fx.job.kotlinEngineer);
    });

    it('sorts by annual salary, highest first, hidden salaries last', async () => {
      const all = await search('sort=salary&limit=50&offset=0');
      expect(all.data[0]!.jobId).toBe(fx.job.backendSenior);
      const hiddenAt = (await search('sort=salary&limit=50&offset=50')).data.findIndex(
        (j) => j.jobId === fx.job.dataAnalyst,
      );
      expect(hiddenAt).toBe(fx.activeCount - 50 - 1);
    });

    it('without a keyword, relevance is newest first', async () => {
      expect(ids(await search('sort=relevance&limit=5'))).toEqual(ids(await search('sort=newest&limit=5')));
    });
  });

  describe('facets', () => {
    it('counts job types, locations, experience, salary, skills and companies over the matched jobs', async () => {
      const { facets } = await search('limit=0');
      expect(facets.jobType).toEqual([
        { value: 'Full-Time', count: 4 + fx.supportCount },
        { value: 'Part-Time', count: 1 },
        { value: 'Internship', count: 0 },
        { value: 'Paid Internship', count: 1 },
        { value: 'Unpaid Internship', count: 1 },
      ]);
      expect(facets.location[0]).toEqual({ value: 'Chennai', count: fx.supportCount });
      expect(facet(facets.location, 'Pune')).toBe(2);
      expect(facet(facets.location, 'Bengaluru')).toBe(2);
      expect(facet(facets.location, 'Remote')).toBe(2);
      expect(facets.experience.map((b) => b.value)).toEqual(['0-0', '1-2', '3-5', '6-9', '10-50']);
      expect(facet(facets.experience, '0-0')).toBe(4);
      expect(facet(facets.experience, '10-50')).toBe(1);
      expect(facet(facets.salary, '1500000-1000000000')).toBe(1);
      expect(facets.skills[0]).toMatchObject({ count: fx.supportCount });
      expect(facet(facets.skills, 'Kotlin')).toBe(2);
      expect(facets.company[0]).toEqual({
        value: 'Sahyadri Fintech',
        count: 3 + fx.supportCount,
        partnerId: fx.partner.sahyadri,
      });
      expect(facets.company.find((c) => c.partnerId === fx.partner.closedCo)).toBeUndefined();
    });

    it("counts over the keyword's matches, ignoring each facet's own filter", async () => {
      const { facets, totalRecordCount } = await search('q=kotlin&jobType=Full-Time');
      expect(totalRecordCount).toBe(2);
      // Job type facet: as if no job type were ticked, so other types still show what they would add.
      expect(facet(facets.jobType, 'Full-Time')).toBe(2);
      expect(facet(facets.jobType, 'Paid Internship')).toBe(1);
      // Other facets: narrowed by the job type filter.
      expect(facets.location).toEqual([
        { value: 'Mumbai', count: 1 },
        { value: 'Pune', count: 1 },
      ]);
      expect(facets.company.map((c) => c.count).reduce((a, b) => a + b, 0)).toBe(2);
    });
  });

  describe('bad input gets 400 with the field, never 500', () => {
    it.each([
      ['offset=-1', 'offset'],
      ['limit=abc', 'limit'],
      ['limit=1.5', 'limit'],
      ['limit=-3', 'limit'],
      ['jobType=Contract', 'jobType.0'],
      ['minExp=five', 'minExp'],
      ['minExp=5&maxExp=2', 'maxExp'],
      ['minSalary=-1', 'minSalary'],
      ['maxSalary=900000&minSalary=1000000', 'maxSalary'],
      ['sort=cheapest', 'sort'],
      ['partnerId=x', 'partnerId'],
      [`q=${'a'.repeat(500)}`, 'q'],
    ])('%s', async (query, field) => {
      const res = await t.inject({ method: 'GET', url: `/api/jobs/search?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ httpStatus: 400, error: { code: 'WUE-4000' } });
      expect(res.json().error.fields).toHaveProperty([field]);
    });
  });
});
