import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JobSearchQuerySchema } from '@elevate/contracts/jobs/job-search.schema';
import { build } from '../../../test/helper.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { searchJobs } from './jobs.service.ts';
import { insertSearchFixture, type SearchFixture } from './jobs.test-fixtures.ts';

/**
 * Whole jobs/search answers are reused per query and search generation (docs/decisions/015). What moves the
 * generation (a job or company change) is seen at once; what does not (a job's applicant count) is seen when
 * the entry's time runs out.
 */
describe('jobs/search answers served from the cache', () => {
  const t = build();
  let fx: SearchFixture;
  beforeAll(async () => {
    fx = await insertSearchFixture(t.database.db);
  });

  const query = (qs: string) => JobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
  const applicantsOf = (result: Awaited<ReturnType<typeof searchJobs>>, jobId: number) =>
    result.data.find((j) => j.jobId === jobId)?.jobApplicantCount;

  it('reuses an answer until its time runs out, when no job or company changed', async () => {
    const options = { resultCacheMs: 150 };
    const first = await searchJobs(t.database.db, query('q=python'), options);
    const before = applicantsOf(first, fx.job.pythonDeveloper);
    expect(before).toBeDefined();
    // An applicant count does not move the search generation: the cached answer stands for now.
    await t.database.db.update(jobs).set({ applicantCount: 999 }).where(eq(jobs.id, fx.job.pythonDeveloper));
    expect(applicantsOf(await searchJobs(t.database.db, query('q=python'), options), fx.job.pythonDeveloper)).toBe(
      before,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(applicantsOf(await searchJobs(t.database.db, query('q=python'), options), fx.job.pythonDeveloper)).toBe(999);
  });

  it('answers afresh as soon as a change to jobs is committed, however long the entry may live', async () => {
    const options = { resultCacheMs: 60_000 };
    const before = await searchJobs(t.database.db, query('q=python&sort=newest'), options);
    await t.database.db.insert(jobs).values({
      partnerId: fx.partner.kaveri,
      title: 'Python Platform Engineer',
      custUrl: 'python-platform-results-cache-test',
      location: 'Indore',
      skills: 'Python,Kubernetes',
      jobType: 'Full-Time',
    });
    const after = await searchJobs(t.database.db, query('q=python&sort=newest'), options);
    expect(after.totalRecordCount).toBe(before.totalRecordCount + 1);
    expect(after.data[0]?.jobTitle).toBe('Python Platform Engineer');
  });

  it('computes every answer when the cache is off', async () => {
    const off = { resultCacheMs: 0 };
    await searchJobs(t.database.db, query('q=python'), off);
    await t.database.db.update(jobs).set({ applicantCount: 4242 }).where(eq(jobs.id, fx.job.pythonDeveloper));
    expect(applicantsOf(await searchJobs(t.database.db, query('q=python'), off), fx.job.pythonDeveloper)).toBe(4242);
  });
});
