// The SQL building blocks of a job search, shared by its statements (job-search.repository.ts): the input
// types, the keyword as a match and a rank, each filter as a condition on `jobs j`, and the conditions every
// search starts from. Nothing here runs a query.
import { sql, type SQL } from 'drizzle-orm';
import type { JobType } from '@elevate/contracts/common/constants';
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
  /** Jobs linked to a hackathon (jobs.drill_id; hosts hire from their hackathon). */
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

export const textArray = (values: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
export const allOf = (parts: SQL[]): SQL => (parts.length === 0 ? sql`TRUE` : sql`(${sql.join(parts, sql` AND `)})`);
export const anyOf = (parts: SQL[]): SQL => (parts.length === 0 ? sql`FALSE` : sql`(${sql.join(parts, sql` OR `)})`);

/** Salaries compared in annual rupees: a monthly stipend counts twelve times. */
const annual = (column: SQL): SQL =>
  sql`(CASE WHEN j.ctc_category = 'monthly' THEN ${column}::bigint * 12 ELSE ${column}::bigint END)`;
export const annualMin = annual(sql`j.min_ctc`);
export const annualMax = annual(sql`greatest(j.max_ctc, j.min_ctc)`);

// The original spellings behind the lower-cased tag columns (same splitting as their generated expressions
// in db/schema/jobs.ts), to label a facet 'Node.js' rather than 'node.js'.
export const locationSpellings = (column: SQL): SQL =>
  sql`regexp_split_to_array(btrim(regexp_replace(${column}, 'hybrid[[:space:]]*-[[:space:]]*', '', 'gi')), '[[:space:]]*[,/][[:space:]]*')`;
export const skillSpellings = (column: SQL): SQL =>
  sql`regexp_split_to_array(btrim(${column}), '[[:space:]]*,[[:space:]]*')`;

export const tsquery = (text: string): SQL => sql`to_tsquery('english', ${text})`;

/** Document words as one tsquery of alternatives, cast (not parsed by a dictionary: they are lexemes already). */
export const exactWords = (words: readonly string[]): SQL =>
  sql`${words.map((w) => `'${w.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' | ')}::tsquery`;

/** What the term's words are matched with: its exact words when known, else its (prefix) query. */
export const termQuery = (t: SearchTerm): SQL =>
  t.words && t.words.length > 0 ? exactWords(t.words) : tsquery(tsqueryTerm(t.term));

/** Close spellings in the title or skills; `<<%` is strict word similarity, served by the GIN trigram indexes. */
export const trigramMatch = (term: string): SQL[] =>
  isLongTerm(term) ? [sql`${term} <<% lower(j.title)`, sql`${term} <<% lower(j.skills)`] : [];

export const termMatch = (t: SearchTerm, mode: KeywordMode): SQL => {
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
export const rankExpression = (terms: readonly SearchTerm[], mode: KeywordMode): SQL => {
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

export interface FilterFlags {
  type: SQL;
  location: SQL;
  experience: SQL;
  salary: SQL;
  skills: SQL;
  company: SQL;
}
export type FlagName = keyof FilterFlags;
export const FLAG_NAMES: FlagName[] = ['type', 'location', 'experience', 'salary', 'skills', 'company'];

/** Each filter as a condition on `jobs j` (TRUE when not set). */
export const filterFlags = (f: JobSearchFilters): FilterFlags => {
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

export const isSet = (f: JobSearchFilters): Record<FlagName, boolean> => ({
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
export const baseConditions = (input: JobSearchInput): SQL[] => {
  const { filters: f } = input;
  const base: SQL[] = [
    sql`j.is_active`,
    sql`j.partner_id NOT IN (SELECT ip.id FROM partners ip WHERE NOT ip.is_active)`,
    keywordCondition(input.terms, input.mode),
  ];
  if (f.partnerId !== undefined) base.push(sql`j.partner_id = ${f.partnerId}`);
  if (f.drillId !== undefined) base.push(sql`j.drill_id = ${f.drillId}`);
  return base;
};
