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
 * strict: every term must match (full text, or a close trigram spelling in the title or skills).
 * fuzzy: any term may match at a looser trigram threshold; used when the keyword as typed matches nothing.
 */
export type KeywordMode = 'strict' | 'fuzzy';

export interface JobSearchPage {
  data: JobCard[];
  total: number;
  facets: JobSearchFacets;
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

// The original spellings behind the lower-cased tag columns (same splitting as their generated expressions
// in db/schema/jobs.ts), to label a facet 'Node.js' rather than 'node.js'.
const locationSpellings = (column: SQL): SQL =>
  sql`regexp_split_to_array(btrim(regexp_replace(${column}, 'hybrid[[:space:]]*-[[:space:]]*', '', 'gi')), '[[:space:]]*[,/][[:space:]]*')`;
const skillSpellings = (column: SQL): SQL => sql`regexp_split_to_array(btrim(${column}), '[[:space:]]*,[[:space:]]*')`;

const tsquery = (text: string): SQL => sql`to_tsquery('english', ${text})`;

/** One term: a stop word ('the') matches everything; otherwise full text, or a close spelling (trigram). */
const termMatch = (term: string, mode: KeywordMode): SQL => {
  const q = tsquery(tsqueryTerm(term));
  const fullText = sql`j.search_vector @@ ${q}`;
  // `<<%` is strict word similarity against the threshold in force; GIN (gin_trgm_ops) indexes serve it.
  const trigram = isLongTerm(term) ? [sql`${term} <<% lower(j.title)`, sql`${term} <<% lower(j.skills)`] : [];
  return mode === 'strict' ? anyOf([sql`numnode(${q}) = 0`, fullText, ...trigram]) : anyOf([fullText, ...trigram]);
};

export const keywordCondition = (terms: readonly string[], mode: KeywordMode): SQL => {
  if (terms.length === 0) return sql`TRUE`;
  const each = terms.map((t) => termMatch(t, mode));
  return mode === 'strict' ? allOf(each) : anyOf(each);
};

/**
 * Relevance: ts_rank_cd over the weighted document (title A, skills B, company C, description D), plus how
 * close the terms are to the title, which is what ranks a misspelt keyword's best matches first. (Closeness
 * to the skills too would double the cost for little: every match already has the term in title or skills.)
 */
const rankExpression = (terms: readonly string[]): SQL => {
  if (terms.length === 0) return sql`0::real`;
  const anyTerm = tsquery(terms.map(tsqueryTerm).join(' | '));
  const closeness = terms.filter(isLongTerm).map((t) => sql`strict_word_similarity(${t}, lower(j.title))`);
  const trigram = closeness.length === 0 ? sql`0` : sql`(${sql.join(closeness, sql` + `)}) / ${closeness.length}::real`;
  return sql`(ts_rank_cd(j.search_vector, ${anyTerm}) + 0.5 * ${trigram})::real`;
};

interface FilterFlags {
  type: SQL;
  location: SQL;
  experience: SQL;
  salary: SQL;
  skills: SQL;
  company: SQL;
}

const filterFlags = (f: JobSearchFilters): FilterFlags => {
  const lower = (values: readonly string[]) => values.map((v) => v.toLowerCase());
  const experience: SQL[] = [];
  if (f.minExp !== undefined) experience.push(sql`greatest(j.max_yoe, j.min_yoe) >= ${f.minExp}`);
  if (f.maxExp !== undefined) experience.push(sql`j.min_yoe <= ${f.maxExp}`);
  // A salary filter leaves out jobs that hide their salary: nobody can say they fall in the range.
  const salary: SQL[] = [];
  if (f.minSalary !== undefined || f.maxSalary !== undefined) salary.push(sql`NOT j.is_salary_hidden`);
  if (f.minSalary !== undefined) salary.push(sql`${annual(sql`greatest(j.max_ctc, j.min_ctc)`)} >= ${f.minSalary}`);
  if (f.maxSalary !== undefined) salary.push(sql`${annual(sql`j.min_ctc`)} <= ${f.maxSalary}`);
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
    company: f.companies?.length
      ? sql`(lower(p.name) = ANY(${textArray(lower(f.companies))}) OR lower(p.display_name) = ANY(${textArray(lower(f.companies))}))`
      : sql`TRUE`,
  };
};

const orderBy = (sort: JobSort, hasTerms: boolean): SQL => {
  if (sort === 'salary') {
    return sql`CASE WHEN m.is_salary_hidden THEN NULL ELSE m.annual_max END DESC NULLS LAST, m.annual_min DESC, m.created_at DESC, m.id DESC`;
  }
  if (sort === 'relevance' && hasTerms) return sql`m.rank DESC, m.created_at DESC, m.id DESC`;
  return sql`m.created_at DESC, m.id DESC`;
};

type FlagName = keyof FilterFlags;
const FLAG_NAMES: FlagName[] = ['type', 'location', 'experience', 'salary', 'skills', 'company'];
/** Every filter but `except`: each facet is counted as if its own filter were not set. */
const flagsExcept = (except?: FlagName): SQL =>
  sql.raw(
    FLAG_NAMES.filter((n) => n !== except)
      .map((n) => `m.f_${n}`)
      .join(' AND '),
  );

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

interface SearchRow {
  total: number;
  ids: number[];
  job_type: JobSearchFacets['jobType'];
  location: JobSearchFacets['location'];
  experience: JobSearchFacets['experience'];
  salary: JobSearchFacets['salary'];
  skills: JobSearchFacets['skills'];
  company: JobSearchFacets['company'];
}

/**
 * One statement answers the page of ids, the total and every facet from one pass over the matching jobs
 * (a materialised CTE); the cards are then read by id. Only active jobs of active companies are searched.
 */
export const searchJobs = async (
  db: DbOrTx,
  input: {
    terms: readonly string[];
    mode: KeywordMode;
    filters: JobSearchFilters;
    sort: JobSort;
    limit: number;
    offset: number;
  },
): Promise<JobSearchPage> => {
  const { terms, mode, filters: f, sort, limit, offset } = input;
  const flags = filterFlags(f);
  const base: SQL[] = [sql`j.is_active`, sql`p.is_active`, keywordCondition(terms, mode)];
  if (f.partnerId !== undefined) base.push(sql`j.partner_id = ${f.partnerId}`);
  if (f.drillId !== undefined) base.push(sql`FALSE`);

  const all = flagsExcept();
  const statement = sql`
    WITH m AS MATERIALIZED (
      SELECT j.id, j.job_type, j.location_tags, j.skill_tags, j.partner_id, p.display_name, j.created_at,
        j.min_yoe, greatest(j.max_yoe, j.min_yoe) AS max_yoe, j.is_salary_hidden,
        ${annual(sql`j.min_ctc`)} AS annual_min,
        ${annual(sql`greatest(j.max_ctc, j.min_ctc)`)} AS annual_max,
        ${rankExpression(terms)} AS rank,
        ${flags.type} AS f_type, ${flags.location} AS f_location, ${flags.experience} AS f_experience,
        ${flags.salary} AS f_salary, ${flags.skills} AS f_skills, ${flags.company} AS f_company
      FROM jobs j JOIN partners p ON p.id = j.partner_id
      WHERE ${allOf(base)}
    )
    SELECT
      (SELECT count(*)::int FROM m WHERE ${all}) AS total,
      (SELECT coalesce(json_agg(pg.id ORDER BY pg.rn), '[]'::json) FROM (
        SELECT m.id, row_number() OVER (ORDER BY ${orderBy(sort, terms.length > 0)}) AS rn
        FROM m WHERE ${all} ORDER BY rn LIMIT ${limit} OFFSET ${offset}
      ) pg) AS ids,
      ${facetJson(sql`
        SELECT b.value, count(m.id)::int AS n, b.ord
        FROM ${bucketValues(JOB_TYPES.map((t, i) => [t, 0, 0, i] as const))}
        LEFT JOIN m ON m.job_type = b.value AND ${flagsExcept('type')}
        GROUP BY b.value, b.ord`)} AS job_type,
      ${tagFacetJson(
        sql`m.location_tags`,
        flagsExcept('location'),
        JOB_FACET_LOCATION_LIMIT,
        (tag) => sql`SELECT btrim(part) FROM jobs jj, unnest(${locationSpellings(sql`jj.location`)}) AS part
          WHERE jj.location_tags @> ARRAY[${tag}] AND lower(btrim(part)) = ${tag} LIMIT 1`,
      )} AS location,
      ${facetJson(sql`
        SELECT b.value, count(m.id)::int AS n, b.ord
        FROM ${bucketValues(EXPERIENCE_BUCKETS.map((x, i) => [x.value, x.minExp, x.maxExp, i] as const))}
        LEFT JOIN m ON m.max_yoe >= b.lo AND m.min_yoe <= b.hi AND ${flagsExcept('experience')}
        GROUP BY b.value, b.ord`)} AS experience,
      ${facetJson(sql`
        SELECT b.value, count(m.id)::int AS n, b.ord
        FROM ${bucketValues(SALARY_BUCKETS.map((x, i) => [x.value, x.minSalary, x.maxSalary, i] as const))}
        LEFT JOIN m ON NOT m.is_salary_hidden AND m.annual_max >= b.lo AND m.annual_min <= b.hi
          AND ${flagsExcept('salary')}
        GROUP BY b.value, b.ord`)} AS salary,
      ${tagFacetJson(
        sql`m.skill_tags`,
        flagsExcept('skills'),
        JOB_FACET_SKILL_LIMIT,
        (tag) => sql`SELECT btrim(part) FROM jobs jj, unnest(${skillSpellings(sql`jj.skills`)}) AS part
          WHERE jj.skill_tags @> ARRAY[${tag}] AND lower(btrim(part)) = ${tag} LIMIT 1`,
      )} AS skills,
      (SELECT coalesce(json_agg(json_build_object('value', x.value, 'count', x.n, 'partnerId', x.partner_id) ORDER BY x.n DESC, x.value), '[]'::json)
        FROM (
          SELECT m.partner_id, min(m.display_name) AS value, count(*)::int AS n
          FROM m WHERE ${flagsExcept('company')}
          GROUP BY m.partner_id
          ORDER BY n DESC, min(m.display_name) LIMIT ${JOB_FACET_COMPANY_LIMIT}
        ) x) AS company`;

  const result = await db.execute<SearchRow & Record<string, unknown>>(statement);
  const row = result.rows[0] as SearchRow | undefined;
  const ids = row?.ids ?? [];
  return {
    data: await jobCardsByIds(db, ids),
    total: row?.total ?? 0,
    facets: {
      jobType: row?.job_type ?? [],
      location: row?.location ?? [],
      experience: row?.experience ?? [],
      salary: row?.salary ?? [],
      skills: row?.skills ?? [],
      company: row?.company ?? [],
    },
  };
};

/** Whether the keyword alone (strictly, no filters) matches any listed job; decides the fuzzy retry. */
export const keywordHasMatches = async (db: DbOrTx, terms: readonly string[]): Promise<boolean> => {
  const result = await db.execute<{ found: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM jobs j JOIN partners p ON p.id = j.partner_id
      WHERE j.is_active AND p.is_active AND ${keywordCondition(terms, 'strict')}
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
