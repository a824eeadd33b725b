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
import type { Db, DbOrTx } from '../../db/client.ts';
import { list } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { findJobCustomUrl, findJobDetail, findSimilarJobs, type JobKey } from './job-detail.repository.ts';
import type { SharedStore } from '../../lib/shared-store/shared-store.ts';
import { searchCacheFor } from './job-search.cache.ts';
import {
  applyFuzzyThreshold,
  classifyTerms,
  jobCardsByIds,
  keywordHasMatches,
  readGeneration,
  searchFacets,
  searchPage,
  type JobSearchCounts,
} from './job-search.repository.ts';
import type {
  Generation,
  JobSearchFilters,
  JobSearchInput,
  JobSearchPage,
  SearchTerm,
} from './job-search.conditions.ts';
import { countJobViews, jobExists, recordJobView } from './job-views.repository.ts';
import { searchTerms } from './search-terms.ts';

const JOB_NOT_FOUND = 'We could not find this job. It may have been removed.';

/**
 * Facet counts (with the total they imply) and term kinds are cached per database and per search generation
 * (job-search.cache.ts): exact until a change to jobs or companies is committed, then counted again. The
 * bounds only cap memory.
 */
const COUNTS_CACHE = { maxEntries: 2000, ttlMs: 15 * 60_000 };
const TERM_CACHE = { maxEntries: 10_000, ttlMs: 15 * 60_000 };
/** Whole answers kept at most (each a page of cards and the facets, a few KB). */
const RESULT_CACHE_ENTRIES = 1000;

interface SearchState {
  /** The newest generation any search statement on this database has read. */
  generation: Generation;
}
const states = new WeakMap<object, SearchState>();
const stateOf = (db: object): SearchState => {
  let state = states.get(db);
  if (!state) {
    state = { generation: null };
    states.set(db, state);
  }
  return state;
};
const newer = (a: Generation, b: Generation): Generation => (a === null ? b : b === null ? a : Math.max(a, b));

/** The facets' cache key: what they depend on (not sort or paging), with lists in a canonical order. */
export const facetsKey = (input: JobSearchInput): string => {
  const f = input.filters;
  const norm = (values?: readonly string[]) => (values ? [...new Set(values.map((v) => v.toLowerCase()))].sort() : []);
  return JSON.stringify([
    input.mode,
    input.terms.map((t) => `${t.kind}:${t.term}`).sort(),
    norm(f.locations),
    norm(f.jobTypes),
    f.minExp ?? null,
    f.maxExp ?? null,
    f.minSalary ?? null,
    f.maxSalary ?? null,
    norm(f.skills),
    f.partnerId ?? null,
    norm(f.companies),
    f.drillId ?? null,
  ]);
};

/** Each word's kind and prefix words: from the cache when every word is known at the newest generation seen, else read. */
const classify = async (
  db: Db,
  words: readonly string[],
  shared: SharedStore | undefined,
  fresh = false,
): Promise<{ generation: Generation; terms: SearchTerm[] }> => {
  const state = stateOf(db);
  const cache = searchCacheFor<SearchTerm>(db, 'job-search-terms', TERM_CACHE, shared);
  if (!fresh && state.generation !== null) {
    const known = await cache.getMany(words, state.generation);
    if (known.every((t) => t !== undefined)) return { generation: state.generation, terms: known as SearchTerm[] };
  }
  const read = await classifyTerms(db, words);
  await Promise.all(read.terms.map((t) => cache.set(t.term, read.generation, t)));
  state.generation = newer(state.generation, read.generation);
  return read;
};

const sameKinds = (a: readonly SearchTerm[], b: readonly SearchTerm[]): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * jobs/search: the keyword is matched strictly first (every word: by its words when some job has them,
 * otherwise by close spellings). Only when the keyword by itself matches no job at all is it retried loosely,
 * any word at a lower trigram threshold, and the answer says `fuzzy` so the page can tell the visitor. A
 * keyword that matches but not with these filters stays an honest zero.
 *
 * Round trips on a warm cache: the page (ids, total, generation) and the cards. The facets are counted only
 * when the cache has none for this keyword and filters at the current generation; a newest-first page
 * takes its total from there too.
 */
const computeSearch = async (db: Db, query: JobSearchQuery, shared?: SharedStore): Promise<JobSearchResult> => {
  const words = searchTerms(query.q);
  const state = stateOf(db);
  const filters: JobSearchFilters = {
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
  };
  const counts = searchCacheFor<JobSearchCounts>(db, 'job-search-counts', COUNTS_CACHE, shared);
  const countsOf = (conn: DbOrTx, input: JobSearchInput, generation: Generation) =>
    counts.getOrCompute(facetsKey(input), generation, () => searchFacets(conn, input));
  /** The page, its total filled in from the cached counts when the statement found them still current. */
  const pageOf = async (conn: DbOrTx, input: JobSearchInput): Promise<JobSearchPage & { total: number }> => {
    const known = await counts.peek(facetsKey(input));
    const page = await searchPage(conn, {
      ...input,
      sort: query.sort,
      limit: query.limit,
      offset: query.offset,
      knownTotalGeneration: known?.generation,
    });
    return { ...page, total: page.total ?? known?.value.total ?? 0 };
  };
  const answer = async (
    conn: DbOrTx,
    input: JobSearchInput,
    page: JobSearchPage & { total: number },
    fuzzy: boolean,
  ) => {
    const [cards, c] = await Promise.all([jobCardsByIds(conn, page.ids), countsOf(conn, input, page.generation)]);
    return { ...list(cards, page.total), facets: c.facets, fuzzy };
  };

  let classified = words.length > 0 ? await classify(db, words, shared) : { generation: null, terms: [] };
  const strict = (terms: SearchTerm[]): JobSearchInput => ({ terms, mode: 'strict', filters });
  let page = await pageOf(db, strict(classified.terms));
  if (words.length > 0 && page.generation !== classified.generation) {
    // Jobs changed since the kinds were cached: read them again, and the page if any kind moved.
    const previous = classified.terms;
    classified = await classify(db, words, shared, true);
    if (!sameKinds(previous, classified.terms)) page = await pageOf(db, strict(classified.terms));
  }
  state.generation = newer(state.generation, page.generation);

  if (
    page.total === 0 &&
    words.length > 0 &&
    query.drillId === undefined &&
    !(await keywordHasMatches(db, classified.terms))
  ) {
    const input: JobSearchInput = { terms: classified.terms, mode: 'fuzzy', filters };
    return db.transaction(async (tx) => {
      await applyFuzzyThreshold(tx);
      return answer(tx, input, await pageOf(tx, input), true);
    });
  }
  return answer(db, strict(classified.terms), page, false);
};

/** Object keys sorted at every level, so two spellings of one query share a cache entry. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;

export interface SearchJobsOptions {
  /**
   * How long a whole answer may be served from the cache (0: never). It is also only served while the search
   * generation is the one it was computed at, so a committed change to what search matches or counts is seen
   * at once; the time bound covers what does not move the generation (a job's applicant count).
   */
  resultCacheMs: number;
  /** Where the caches live: the app's shared store when it is Redis (docs/decisions/019), else in process. */
  shared?: SharedStore;
}

/**
 * jobs/search with whole answers cached per database, query and search generation (docs/decisions/015): a
 * repeated search costs one single-row read of the generation. The generation is read before the answer is
 * computed, so an entry is never older than its label: a write committed meanwhile only makes it newer.
 */
export const searchJobs = async (
  db: Db,
  query: JobSearchQuery,
  options: SearchJobsOptions = { resultCacheMs: 0 },
): Promise<JobSearchResult> => {
  const { shared } = options;
  if (options.resultCacheMs <= 0) return computeSearch(db, query, shared);
  const results = searchCacheFor<JobSearchResult>(
    db,
    'job-search-results',
    { maxEntries: RESULT_CACHE_ENTRIES, ttlMs: options.resultCacheMs },
    shared,
  );
  const generation = await readGeneration(db);
  if (generation === null) return computeSearch(db, query, shared);
  return results.getOrCompute(JSON.stringify(canonical(query)), generation, async () => ({
    generation,
    value: await computeSearch(db, query, shared),
  }));
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
 * Who viewed, without storing who: a keyed hash (HMAC with the server secret) of the address, so the table
 * cannot be turned back into addresses. Not the User-Agent: the client chooses it, and a new one per request
 * counted the same viewer again (docs/decisions/021).
 */
export const viewerKey = (secret: string, ip: string): string =>
  createHmac('sha256', secret).update(`job-view\u0000${ip}`).digest('base64url');

export const recordView = async (
  db: Db,
  view: { jobId: number; ip: string; secret: string; now: Date },
): Promise<JobViewResult> => {
  if (!(await jobExists(db, view.jobId))) throw notFound(JOB_NOT_FOUND);
  const counted = await recordJobView(db, {
    jobId: view.jobId,
    viewer: viewerKey(view.secret, view.ip),
    day: viewDay(view.now),
  });
  return { jobId: view.jobId, viewCount: await countJobViews(db, view.jobId), counted };
};
