import { createHmac } from 'node:crypto';
import { splitList } from '@elevate/contracts/common/format';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import {
  SIMILAR_JOBS_LIMIT,
  type CustomUrl,
  type JobDetail,
  type JobViewResult,
} from '@elevate/contracts/jobs/job-detail.schema';
import type { JobSearchQuery, JobSearchResult } from '@elevate/contracts/jobs/job-search.schema';
import type { Db } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { findJobCustomUrl, findJobDetail, findSimilarJobs, type JobKey } from './job-detail.repository.ts';
import { applyFuzzyThreshold, keywordHasMatches, searchJobs as runSearch } from './job-search.repository.ts';
import { countJobViews, jobExists, recordJobView } from './job-views.repository.ts';
import { searchTerms } from './search-terms.ts';

const JOB_NOT_FOUND = 'We could not find this job. It may have been removed.';

/**
 * jobs/search: the keyword is matched strictly first (every word, allowing close spellings). Only when the
 * keyword by itself matches no job at all is it retried loosely, any word at a lower trigram threshold, and
 * the answer says `fuzzy` so the page can tell the visitor. A keyword that matches but not with these
 * filters stays an honest zero.
 */
export const searchJobs = async (db: Db, query: JobSearchQuery): Promise<JobSearchResult> => {
  const terms = searchTerms(query.q);
  const input = {
    terms,
    filters: {
      locations: query.location,
      jobTypes: query.jobType,
      minExp: query.minExp,
      maxExp: query.maxExp,
      minSalary: query.minSalary,
      maxSalary: query.maxSalary,
      skills: query.skills,
      partnerId: query.partnerId,
      companies: query.company,
      drillId: query.drillId,
    },
    sort: query.sort,
    limit: query.limit,
    offset: query.offset,
  };
  let page = await runSearch(db, { ...input, mode: 'strict' });
  let fuzzy = false;
  if (page.total === 0 && terms.length > 0 && query.drillId === undefined && !(await keywordHasMatches(db, terms))) {
    page = await db.transaction(async (tx) => {
      await applyFuzzyThreshold(tx);
      return runSearch(tx, { ...input, mode: 'fuzzy' });
    });
    fuzzy = true;
  }
  return { ...list(page.data, page.total), facets: page.facets, fuzzy };
};

/** `jobs/{id}` takes the numeric id or the custUrl; a number that is no id is tried as a custUrl too. */
export const jobKeysOf = (idOrUrl: string): JobKey[] =>
  /^\d{1,9}$/.test(idOrUrl) ? [{ id: Number(idOrUrl) }, { custUrl: idOrUrl }] : [{ custUrl: idOrUrl }];

export const getJobDetail = async (db: Db, idOrUrl: string): Promise<JobDetail> => {
  for (const key of jobKeysOf(idOrUrl)) {
    const job = await findJobDetail(db, key);
    if (job) return job;
  }
  throw notFound(JOB_NOT_FOUND);
};

export const getJobByShortUrl = async (db: Db, short: string): Promise<JobDetail> => {
  const job = await findJobDetail(db, { custUrl: short });
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
};

export const resolveCustomUrl = async (db: Db, q: { entityId?: number; shortUrl?: string }): Promise<CustomUrl> => {
  const found = await findJobCustomUrl(db, q);
  if (!found) throw notFound('No job has this link.');
  return found;
};

export const getSimilarJobs = async (db: Db, idOrUrl: string): Promise<JobCard[]> => {
  const job = await getJobDetail(db, idOrUrl);
  return findSimilarJobs(
    db,
    { jobId: job.jobId, jobType: job.jobType, skills: splitList(job.jobSkills) },
    SIMILAR_JOBS_LIMIT,
  );
};

/** The calendar day in India, where the platform's visitors are: a "day" of views turns at IST midnight. */
export const viewDay = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/**
 * Who viewed, without storing who: a keyed hash (HMAC with the server secret) of the IP and user agent,
 * so the table cannot be turned back into addresses. Once sign-in exists, a signed-in viewer's id is the
 * better key.
 */
export const viewerKey = (secret: string, ip: string, userAgent: string): string =>
  createHmac('sha256', secret).update(`job-view\u0000${ip}\u0000${userAgent}`).digest('base64url');

export const recordView = async (
  db: Db,
  view: { jobId: number; ip: string; userAgent: string; secret: string; now: Date },
): Promise<JobViewResult> => {
  if (!(await jobExists(db, view.jobId))) throw notFound(JOB_NOT_FOUND);
  const counted = await recordJobView(db, {
    jobId: view.jobId,
    viewer: viewerKey(view.secret, view.ip, view.userAgent),
    day: viewDay(view.now),
  });
  return { jobId: view.jobId, viewCount: await countJobViews(db, view.jobId), counted };
};
