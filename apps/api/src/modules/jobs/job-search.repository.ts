import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { JOB_TYPES } from '@elevate/contracts/common/constants';
import type { JobCard } from '@elevate/contracts/jobs/job-card.schema';
import {
  EXPERIENCE_BUCKETS,
  JOB_FACET_COMPANY_LIMIT,
  JOB_FACET_LOCATION_LIMIT,
  JOB_FACET_SKILL_LIMIT,
  SALARY_BUCKETS,
  type JobSort,
} from '@elevate/contracts/jobs/job-search.constants';
import type { JobSearchFacets } from '@elevate/contracts/jobs/job-search.schema';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { partners } from '../../db/schema/partners.ts';
import {
  FLAG_NAMES,
  FUZZY_TRIGRAM_THRESHOLD,
  MAX_PREFIX_WORDS,
  allOf,
  annualMax,
  annualMin,
  baseConditions,
  filterFlags,
  isSet,
  locationSpellings,
  rankExpression,
  skillSpellings,
  tsquery,
  type FlagName,
  type Generation,
  type JobSearchInput,
  type JobSearchPage,
  type SearchTerm,
  type TermKind,
} from './job-search.conditions.ts';
import { jobCardColumns, toJobCard } from './jobs.repository.ts';
import { isLongTerm, tsqueryTerm } from './search-terms.ts';

const generationColumn = sql`(SELECT s.generation FROM job_search_state s WHERE s.id = 1)`;

/** The current search generation alone: one indexed row, the cheapest statement a search makes. */
export const readGeneration = async (db: DbOrTx): Promise<Generation> => {
  const result = await db.execute<{ generation: string | number | null }>(
    sql`SELECT ${generationColumn} AS generation`,
  );
  return toGeneration(result.rows[0]?.generation);
};

export interface JobSearchPageInput extends JobSearchInput {
  sort: JobSort;
  limit: number;
  offset: number;
  /**
   * The generation of a total already known for this keyword and filters (the facet cache holds one):
   * the statement then counts only if the database has moved on since, and answers a null total otherwise.
   */
  knownTotalGeneration?: Generation;
}

/** Sorts that need a computed key for every match (rank, annual salary); others follow created_at. */
const computedSort = (input: JobSearchPageInput): { columns: SQL; order: SQL } | undefined => {
  if (input.sort === 'salary') {
    return {
      columns: sql`CASE WHEN j.is_salary_hidden THEN NULL ELSE ${annualMax} END AS salary_key, ${annualMin} AS annual_min`,
      order: sql`f.salary_key DESC NULLS LAST, f.annual_min DESC, f.created_at DESC, f.id DESC`,
    };
  }
  if (input.sort === 'relevance' && input.terms.length > 0) {
    return {
      columns: sql`${rankExpression(input.terms, input.mode)} AS rank`,
      order: sql`f.rank DESC, f.created_at DESC, f.id DESC`,
    };
  }
  return undefined;
};

const pageIds = (from: SQL, order: SQL, input: JobSearchPageInput): SQL =>
  sql`(SELECT coalesce(json_agg(pg.id ORDER BY pg.rn), '[]'::json) FROM (
        SELECT f.id, row_number() OVER (ORDER BY ${order}) AS rn
        FROM ${from} ORDER BY ${order} LIMIT ${input.limit} OFFSET ${input.offset}
      ) pg)`;

/**
 * The page of ids and the total in one statement, over the jobs matching everything (the GIN indexes of the
 * document and the tags meet in a bitmap AND), with the search generation read in the same snapshot.
 * - By rank or salary: the matches are gathered once (a materialised CTE) with their sort key, computed only
 *   for them, then counted and sorted.
 * - Newest first: the page walks the created_at index and stops after `limit` rows; the total is a count
 *   that runs only when `knownTotalGeneration` is not the current generation (an InitPlan in a CASE branch
 *   is evaluated lazily), which is what makes the page without a keyword cheap.
 */
export const searchPageStatement = (input: JobSearchPageInput): SQL => {
  const flags = filterFlags(input.filters);
  const where = allOf([...baseConditions(input), ...FLAG_NAMES.map((n) => flags[n])]);
  const state = sql`FROM (SELECT 1) AS one LEFT JOIN job_search_state s ON s.id = 1`;
  const sorted = computedSort(input);
  if (sorted) {
    return sql`
      WITH f AS MATERIALIZED (
        SELECT j.id, j.created_at, ${sorted.columns}
        FROM jobs j
        WHERE ${where}
      )
      SELECT
        s.generation,
        (SELECT count(*)::int FROM f) AS total,
        ${pageIds(sql`f`, sorted.order, input)} AS ids
      ${state}`;
  }
  const count = sql`(SELECT count(*)::int FROM jobs j WHERE ${where})`;
  const known = input.knownTotalGeneration;
  return sql`
    SELECT
      s.generation,
      ${known === undefined || known === null ? count : sql`CASE WHEN s.generation = ${known}::bigint THEN NULL ELSE ${count} END`} AS total,
      ${pageIds(sql`(SELECT j.id, j.created_at FROM jobs j WHERE ${where}) f`, sql`f.created_at DESC, f.id DESC`, input)} AS ids
    ${state}`;
};

export const searchPage = async (db: DbOrTx, input: JobSearchPageInput): Promise<JobSearchPage> => {
  const result = await db.execute<{ generation: string | number | null; total: number | null; ids: number[] }>(
    searchPageStatement(input),
  );
  const row = result.rows[0];
  return { generation: toGeneration(row?.generation), total: row?.total ?? null, ids: row?.ids ?? [] };
};

/** bigint arrives as a string from node-postgres and as a number from PGlite. */
const toGeneration = (value: unknown): Generation => {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : null;
};

const bucketValues = (rows: ReadonlyArray<readonly [string, number, number, number]>): SQL =>
  sql`(VALUES ${sql.join(
    rows.map(([value, lo, hi, ord]) => sql`(${value}::text, ${lo}::float8, ${hi}::float8, ${ord}::int)`),
    sql`, `,
  )}) AS b(value, lo, hi, ord)`;

const facetJson = (select: SQL): SQL =>
  sql`(SELECT coalesce(json_agg(json_build_object('value', x.value, 'count', x.n) ORDER BY x.ord), '[]'::json) FROM (${select}) x)`;

/**
 * The most frequent tags (cities, skills) of the matching jobs, each labelled with a spelling found in the
 * jobs themselves (one indexed lookup per shown tag). A job listing a city twice counts twice for it.
 */
const tagFacetJson = (tags: SQL, where: SQL, limit: number, spelling: (tag: SQL) => SQL): SQL =>
  facetJson(sql`
    SELECT coalesce((${spelling(sql`x.tag`)}), initcap(x.tag)) AS value, x.n, x.ord
    FROM (
      SELECT t AS tag, count(*)::int AS n, row_number() OVER (ORDER BY count(*) DESC, t) AS ord
      FROM m, unnest(${tags}) AS t
      WHERE ${where} AND t <> ''
      GROUP BY t
      ORDER BY n DESC, t
      LIMIT ${limit}
    ) x`);

/**
 * Every facet in one statement. Each facet counts the jobs matching the keyword and every filter but its
 * own, so the jobs that can count anywhere are those failing at most one filter: only those are gathered
 * (a materialised CTE with a flag per filter), and each facet is one pass over them. The total (every
 * filter) comes along, for the page without a keyword.
 */
export const searchFacetsStatement = (input: JobSearchInput): SQL => {
  const flags = filterFlags(input.filters);
  const set = isSet(input.filters);
  const active = FLAG_NAMES.filter((n) => set[n]);
  /** m.f_<name> for every set filter but `except`. */
  const except = (name?: FlagName): SQL =>
    active.filter((n) => n !== name).length === 0
      ? sql`TRUE`
      : sql.raw(
          active
            .filter((n) => n !== name)
            .map((n) => `m.f_${n}`)
            .join(' AND '),
        );
  const failures = active.map((n) => sql`(NOT ${flags[n]})::int`);
  const where = allOf([
    ...baseConditions(input),
    ...(failures.length > 1 ? [sql`(${sql.join(failures, sql` + `)}) <= 1`] : []),
  ]);
  const flagColumns = active.map((n) => sql`, ${flags[n]} AS ${sql.raw(`f_${n}`)}`);

  return sql`
    WITH m AS MATERIALIZED (
      SELECT j.job_type, j.location_tags, j.skill_tags, j.partner_id,
        j.min_yoe, greatest(j.max_yoe, j.min_yoe) AS max_yoe, j.is_salary_hidden,
        ${annualMin} AS annual_min, ${annualMax} AS annual_max
        ${sql.join(flagColumns, sql``)}
      FROM jobs j
      WHERE ${where}
    )
    SELECT
      ${generationColumn} AS generation,
      (SELECT count(*)::int FROM m WHERE ${except()}) AS total,
      ${facetJson(sql`
        SELECT b.value, count(m.job_type)::int AS n, b.ord
        FROM ${bucketValues(JOB_TYPES.map((t, i) => [t, 0, 0, i] as const))}
        LEFT JOIN m ON m.job_type = b.value AND ${except('type')}
        GROUP BY b.value, b.ord`)} AS job_type,
      ${tagFacetJson(
        sql`m.location_tags`,
        except('location'),
        JOB_FACET_LOCATION_LIMIT,
        (tag) => sql`SELECT btrim(part) FROM jobs jj, unnest(${locationSpellings(sql`jj.location`)}) AS part
          WHERE jj.location_tags @> ARRAY[${tag}] AND lower(btrim(part)) = ${tag} LIMIT 1`,
      )} AS location,
      ${facetJson(sql`
        SELECT b.value, count(m.job_type)::int AS n, b.ord
        FROM ${bucketValues(EXPERIENCE_BUCKETS.map((x, i) => [x.value, x.minExp, x.maxExp, i] as const))}
        LEFT JOIN m ON m.max_yoe >= b.lo AND m.min_yoe <= b.hi AND ${except('experience')}
        GROUP BY b.value, b.ord`)} AS experience,
      ${facetJson(sql`
        SELECT b.value, count(m.job_type)::int AS n, b.ord
        FROM ${bucketValues(SALARY_BUCKETS.map((x, i) => [x.value, x.minSalary, x.maxSalary, i] as const))}
        LEFT JOIN m ON NOT m.is_salary_hidden AND m.annual_max >= b.lo AND m.annual_min <= b.hi
          AND ${except('salary')}
        GROUP BY b.value, b.ord`)} AS salary,
      ${tagFacetJson(
        sql`m.skill_tags`,
        except('skills'),
        JOB_FACET_SKILL_LIMIT,
        (tag) => sql`SELECT btrim(part) FROM jobs jj, unnest(${skillSpellings(sql`jj.skills`)}) AS part
          WHERE jj.skill_tags @> ARRAY[${tag}] AND lower(btrim(part)) = ${tag} LIMIT 1`,
      )} AS skills,
      (SELECT coalesce(json_agg(json_build_object('value', x.value, 'count', x.n, 'partnerId', x.partner_id) ORDER BY x.n DESC, x.value), '[]'::json)
        FROM (
          SELECT c.partner_id, cp.display_name AS value, c.n
          FROM (SELECT m.partner_id, count(*)::int AS n FROM m WHERE ${except('company')} GROUP BY m.partner_id) c
          JOIN partners cp ON cp.id = c.partner_id
          ORDER BY c.n DESC, cp.display_name LIMIT ${JOB_FACET_COMPANY_LIMIT}
        ) x) AS company`;
};

interface FacetsRow {
  generation: string | number | null;
  total: number | null;
  job_type: JobSearchFacets['jobType'] | null;
  location: JobSearchFacets['location'] | null;
  experience: JobSearchFacets['experience'] | null;
  salary: JobSearchFacets['salary'] | null;
  skills: JobSearchFacets['skills'] | null;
  company: JobSearchFacets['company'] | null;
}

/** The facets of a keyword and filters, with the total they imply (the jobs passing every filter). */
export interface JobSearchCounts {
  total: number;
  facets: JobSearchFacets;
}

export const searchFacets = async (
  db: DbOrTx,
  input: JobSearchInput,
): Promise<{ generation: Generation; value: JobSearchCounts }> => {
  const result = await db.execute<FacetsRow & Record<string, unknown>>(searchFacetsStatement(input));
  const row = result.rows[0] as FacetsRow | undefined;
  return {
    generation: toGeneration(row?.generation),
    value: {
      total: row?.total ?? 0,
      facets: {
        jobType: row?.job_type ?? [],
        location: row?.location ?? [],
        experience: row?.experience ?? [],
        salary: row?.salary ?? [],
        skills: row?.skills ?? [],
        company: row?.company ?? [],
      },
    },
  };
};

/**
 * Decides each term's TermKind against the listed jobs and expands its prefix into the document words it
 * starts (job_search_lexemes, a range of its primary key), reading the search generation in the same
 * snapshot: the answer holds until it moves on. The planner picks per term: a frequent word stops at its
 * first row, a rare one is one small posting-list lookup in the document's GIN index.
 */
export const classifyTerms = async (
  db: DbOrTx,
  terms: readonly string[],
): Promise<{ generation: Generation; terms: SearchTerm[] }> => {
  const columns = terms.map((term, i) => {
    const q = tsquery(tsqueryTerm(term));
    const expansion = isLongTerm(term)
      ? sql`(SELECT array_agg(x.word ORDER BY x.word) FROM (
          SELECT l.word FROM job_search_lexemes l,
            (SELECT min(v) COLLATE "C" AS p, count(*) AS n
              FROM unnest(tsvector_to_array(to_tsvector('english', ${term}))) AS v) AS t
          WHERE t.n = 1 AND l.word >= t.p AND l.word < t.p || chr(1114111)
          ORDER BY l.word LIMIT ${MAX_PREFIX_WORDS + 1}) x)`
      : sql`NULL::text[]`;
    return sql`, numnode(${q}) = 0 AS ${sql.raw(`stop_${i}`)},
      EXISTS (SELECT 1 FROM jobs j WHERE j.is_active AND j.search_vector @@ ${q}) AS ${sql.raw(`found_${i}`)},
      ${expansion} AS ${sql.raw(`words_${i}`)}`;
  });
  const result = await db.execute<Record<string, unknown>>(
    sql`SELECT ${generationColumn} AS generation ${sql.join(columns, sql``)}`,
  );
  const row = result.rows[0] ?? {};
  return {
    generation: toGeneration(row.generation),
    terms: terms.map((term, i): SearchTerm => {
      const kind: TermKind = row[`stop_${i}`] ? 'stop' : row[`found_${i}`] ? 'text' : 'typo';
      const words = row[`words_${i}`];
      return kind === 'text' && Array.isArray(words) && words.length > 0 && words.length <= MAX_PREFIX_WORDS
        ? { term, kind, words: words.map(String) }
        : { term, kind };
    }),
  };
};

/** Whether the keyword alone (strictly, no filters) matches any listed job; decides the fuzzy retry. */
export const keywordHasMatches = async (db: DbOrTx, terms: readonly SearchTerm[]): Promise<boolean> => {
  const result = await db.execute<{ found: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM jobs j
      WHERE ${allOf(baseConditions({ terms, mode: 'strict', filters: {} }))}
    ) AS found`);
  return Boolean(result.rows[0]?.found);
};

/** Lowers the trigram threshold for the rest of the transaction (set_config(..., true) is SET LOCAL). */
export const applyFuzzyThreshold = async (tx: DbOrTx): Promise<void> => {
  await tx.execute(
    sql`SELECT set_config('pg_trgm.strict_word_similarity_threshold', ${String(FUZZY_TRIGRAM_THRESHOLD)}, true)`,
  );
};

/** Job cards in the order of `ids`. */
export const jobCardsByIds = async (db: DbOrTx, ids: readonly number[]): Promise<JobCard[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select(jobCardColumns)
    .from(jobs)
    .innerJoin(partners, eq(partners.id, jobs.partnerId))
    .where(inArray(jobs.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.job.id, toJobCard(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};
