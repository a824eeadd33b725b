import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { JOB_TYPES, type JobType } from '@elevate/contracts/common/constants';
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
import { jobCardColumns, toJobCard } from './jobs.repository.ts';
import { isLongTerm, tsqueryTerm } from './search-terms.ts';

export interface JobSearchFilters {
  locations?: string[];
  jobTypes?: JobType[];
  minExp?: number;
  maxExp?: number;
  minSalary?: number;
  maxSalary?: number;
  skills?: string[];
  partnerId?: number;
  companies?: string[];
  /** Jobs linked to a hackathon. No such link exists in the schema yet, so a drillId matches no job. */
  drillId?: number;
}

/**
 * strict: every term must match (see TermKind). fuzzy: any term may match, by its words or a close trigram
 * spelling at a looser threshold; used when the keyword as typed matches nothing.
 */
export type KeywordMode = 'strict' | 'fuzzy';

/**
 * How a term is matched in strict mode, decided per term against the listed jobs (classifyTerms):
 * - stop: a stop word ('the'); it matches every job.
 * - text: some listed job's document has the word (or a word it starts): matched by full text only.
 * - typo: no listed job has it: matched by close spellings of the title or skills (trigram), since only
 *   a misspelling can mean anything then. A word that full text finds is never also looked up by trigram:
 *   that lookup costs more than the full-text one on a large table and would add nothing but near-misses.
 */
export type TermKind = 'stop' | 'text' | 'typo';

export interface SearchTerm {
  term: string;
  kind: TermKind;
  /**
   * The document words a 'text' term's prefix stands for ('java' → java, javascript), from the vocabulary
   * table: matched exactly, they find the same jobs as the prefix, at a fraction of the GIN index's cost.
   * Absent when the prefix starts too many words, or the term is short (matched as a whole word anyway).
   */
  words?: readonly string[];
}

/** Prefixes starting more words than this are left to the index's own prefix match. */
export const MAX_PREFIX_WORDS = 64;

export interface JobSearchInput {
  terms: readonly SearchTerm[];
  mode: KeywordMode;
  filters: JobSearchFilters;
}

/** `job_search_state.generation` as read by the same statement; null if the state row is missing. */
export type Generation = number | null;

export interface JobSearchPage {
  generation: Generation;
  /** Null when the caller's known total is still current (knownTotalGeneration). */
  total: number | null;
  ids: number[];
}

/** Strict word similarity needed in fuzzy mode: 'pyhton' is 0.27 from 'python' (a swap breaks 4 trigrams). */
export const FUZZY_TRIGRAM_THRESHOLD = 0.25;

const textArray = (values: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
const allOf = (parts: SQL[]): SQL => (parts.length === 0 ? sql`TRUE` : sql`(${sql.join(parts, sql` AND `)})`);
const anyOf = (parts: SQL[]): SQL => (parts.length === 0 ? sql`FALSE` : sql`(${sql.join(parts, sql` OR `)})`);

/** Salaries compared in annual rupees: a monthly stipend counts twelve times. */
const annual = (column: SQL): SQL =>
  sql`(CASE WHEN j.ctc_category = 'monthly' THEN ${column}::bigint * 12 ELSE ${column}::bigint END)`;
const annualMin = annual(sql`j.min_ctc`);
const annualMax = annual(sql`greatest(j.max_ctc, j.min_ctc)`);

const generationColumn = sql`(SELECT s.generation FROM job_search_state s WHERE s.id = 1)`;

/** The current search generation alone: one indexed row, the cheapest statement a search makes. */
export const readGeneration = async (db: DbOrTx): Promise<Generation> => {
  const result = await db.execute<{ generation: string | number | null }>(
    sql`SELECT ${generationColumn} AS generation`,
  );
  return toGeneration(result.rows[0]?.generation);
};

// The original spellings behind the lower-cased tag columns (same splitting as their generated expressions
// in db/schema/jobs.ts), to label a facet 'Node.js' rather than 'node.js'.
const locationSpellings = (column: SQL): SQL =>
  sql`regexp_split_to_array(btrim(regexp_replace(${column}, 'hybrid[[:space:]]*-[[:space:]]*', '', 'gi')), '[[:space:]]*[,/][[:space:]]*')`;
const skillSpellings = (column: SQL): SQL => sql`regexp_split_to_array(btrim(${column}), '[[:space:]]*,[[:space:]]*')`;

const tsquery = (text: string): SQL => sql`to_tsquery('english', ${text})`;

/** Document words as one tsquery of alternatives, cast (not parsed by a dictionary: they are lexemes already). */
const exactWords = (words: readonly string[]): SQL =>
  sql`${words.map((w) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ')}::tsquery`;

/** What the term's words are matched with: its exact words when known, else its (prefix) query. */
const termQuery = (t: SearchTerm): SQL =>
  t.words && t.words.length > 0 ? exactWords(t.words) : tsquery(tsqueryTerm(t.term));

/** Close spellings in the title or skills; `<<%` is strict word similarity, served by the GIN trigram indexes. */
const trigramMatch = (term: string): SQL[] =>
  isLongTerm(term) ? [sql`${term} <<% lower(j.title)`, sql`${term} <<% lower(j.skills)`] : [];

const termMatch = (t: SearchTerm, mode: KeywordMode): SQL => {
  if (mode === 'fuzzy') {
    return t.kind === 'stop'
      ? sql`FALSE`
      : anyOf([sql`j.search_vector @@ ${tsquery(tsqueryTerm(t.term))}`, ...trigramMatch(t.term)]);
  }
  if (t.kind === 'stop') return sql`TRUE`;
  return t.kind === 'text' ? sql`j.search_vector @@ ${termQuery(t)}` : anyOf(trigramMatch(t.term));
};

export const keywordCondition = (terms: readonly SearchTerm[], mode: KeywordMode): SQL => {
  if (terms.length === 0) return sql`TRUE`;
  const each = terms.map((t) => termMatch(t, mode));
  return mode === 'strict' ? allOf(each) : anyOf(each);
};

/**
 * Relevance: ts_rank_cd over the weighted document (title A, skills B, company C, description D) for the
 * terms found by their words, plus how close the misspelt terms are to the title, which ranks a typo's best
 * matches first. (Closeness to the skills too would double the cost for little.)
 */
const rankExpression = (terms: readonly SearchTerm[], mode: KeywordMode): SQL => {
  const worded = terms.filter((t) => t.kind !== 'stop' && (mode === 'fuzzy' || t.kind === 'text'));
  const misspelt = terms.filter(
    (t) => isLongTerm(t.term) && (mode === 'fuzzy' ? t.kind !== 'stop' : t.kind === 'typo'),
  );
  const parts: SQL[] = [];
  if (worded.length > 0) {
    const expanded = mode === 'strict' && worded.every((t) => t.words && t.words.length > 0);
    const query = expanded
      ? exactWords(worded.flatMap((t) => t.words ?? []))
      : tsquery(worded.map((t) => tsqueryTerm(t.term)).join(' | '));
    parts.push(sql`ts_rank_cd(j.search_vector, ${query})`);
  }
  if (misspelt.length > 0) {
    const closeness = misspelt.map((t) => sql`strict_word_similarity(${t.term}, lower(j.title))`);
    parts.push(sql`0.5 * (${sql.join(closeness, sql` + `)}) / ${misspelt.length}::real`);
  }
  return parts.length === 0 ? sql`0::real` : sql`(${sql.join(parts, sql` + `)})::real`;
};

interface FilterFlags {
  type: SQL;
  location: SQL;
  experience: SQL;
  salary: SQL;
  skills: SQL;
  company: SQL;
}
type FlagName = keyof FilterFlags;
const FLAG_NAMES: FlagName[] = ['type', 'location', 'experience', 'salary', 'skills', 'company'];

/** Each filter as a condition on `jobs j` (TRUE when not set). */
const filterFlags = (f: JobSearchFilters): FilterFlags => {
  const lower = (values: readonly string[]) => values.map((v) => v.toLowerCase());
  const experience: SQL[] = [];
  if (f.minExp !== undefined) experience.push(sql`greatest(j.max_yoe, j.min_yoe) >= ${f.minExp}`);
  if (f.maxExp !== undefined) experience.push(sql`j.min_yoe <= ${f.maxExp}`);
  // A salary filter leaves out jobs that hide their salary: nobody can say they fall in the range.
  const salary: SQL[] = [];
  if (f.minSalary !== undefined || f.maxSalary !== undefined) salary.push(sql`NOT j.is_salary_hidden`);
  if (f.minSalary !== undefined) salary.push(sql`${annualMax} >= ${f.minSalary}`);
  if (f.maxSalary !== undefined) salary.push(sql`${annualMin} <= ${f.maxSalary}`);
  const companies = f.companies?.length ? textArray(lower(f.companies)) : undefined;
  return {
    type: f.jobTypes?.length
      ? sql`j.job_type IN (${sql.join(
          f.jobTypes.map((t) => sql`${t}`),
          sql`, `,
        )})`
      : sql`TRUE`,
    location: f.locations?.length ? sql`j.location_tags && ${textArray(lower(f.locations))}` : sql`TRUE`,
    experience: allOf(experience),
    salary: allOf(salary),
    skills: f.skills?.length ? sql`j.skill_tags && ${textArray(lower(f.skills))}` : sql`TRUE`,
    company: companies
      ? sql`j.partner_id IN (SELECT cp.id FROM partners cp WHERE lower(cp.name) = ANY(${companies}) OR lower(cp.display_name) = ANY(${companies}))`
      : sql`TRUE`,
  };
};

const isSet = (f: JobSearchFilters): Record<FlagName, boolean> => ({
  type: Boolean(f.jobTypes?.length),
  location: Boolean(f.locations?.length),
  experience: f.minExp !== undefined || f.maxExp !== undefined,
  salary: f.minSalary !== undefined || f.maxSalary !== undefined,
  skills: Boolean(f.skills?.length),
  company: Boolean(f.companies?.length),
});

/**
 * Listed jobs matching the keyword and the filters that are not facets (company id, hackathon). Jobs of
 * companies taken off the platform are left out by a hashed lookup of those few companies, not a join.
 */
const baseConditions = (input: JobSearchInput): SQL[] => {
  const { filters: f } = input;
  const base: SQL[] = [
    sql`j.is_active`,
    sql`j.partner_id NOT IN (SELECT ip.id FROM partners ip WHERE NOT ip.is_active)`,
    keywordCondition(input.terms, input.mode),
  ];
  if (f.partnerId !== undefined) base.push(sql`j.partner_id = ${f.partnerId}`);
  if (f.drillId !== undefined) base.push(sql`FALSE`);
  return base;
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
