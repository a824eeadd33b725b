// Limits, sort orders and buckets of jobs search, apart from the schemas so the web's /jobs page can import
// them without pulling zod into its bundle.

/** Paging of jobs/search: 10 a page unless asked, never more than 50 (a bigger limit is cut to 50, not refused). */
export const JOB_SEARCH_DEFAULT_LIMIT = 10;
export const JOB_SEARCH_MAX_LIMIT = 50;
/** Deep paging past this offset is refused; nobody reads 10,000 results, and scanning them costs the database. */
export const JOB_SEARCH_MAX_OFFSET = 10_000;
export const JOB_SEARCH_QUERY_MAX_LENGTH = 120;
/** How many values one list filter (locations, skills, companies) may carry. */
export const JOB_SEARCH_MAX_LIST_ITEMS = 20;
/** Facet lengths: the top companies, locations and skills of the matched jobs. */
export const JOB_FACET_COMPANY_LIMIT = 15;
export const JOB_FACET_LOCATION_LIMIT = 15;
export const JOB_FACET_SKILL_LIMIT = 20;
/** Years of experience and annual rupees accepted by the range filters. */
export const JOB_EXPERIENCE_MAX = 50;
export const JOB_SALARY_MAX = 1_000_000_000;

export const JOB_SORTS = ['relevance', 'newest', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** Experience buckets of the facet and of the page's experience filter; each is a [minExp, maxExp] range. */
export const EXPERIENCE_BUCKETS = [
  { value: '0-0', label: 'Fresher', minExp: 0, maxExp: 0 },
  { value: '1-2', label: '1 - 2 years', minExp: 1, maxExp: 2 },
  { value: '3-5', label: '3 - 5 years', minExp: 3, maxExp: 5 },
  { value: '6-9', label: '6 - 9 years', minExp: 6, maxExp: 9 },
  { value: '10-50', label: '10+ years', minExp: 10, maxExp: JOB_EXPERIENCE_MAX },
] as const;

/** Salary buckets in annual rupees (a monthly stipend counts twelve times). */
export const SALARY_BUCKETS = [
  { value: '0-300000', label: 'Up to 3 LPA', minSalary: 0, maxSalary: 300_000 },
  { value: '300000-600000', label: '3 - 6 LPA', minSalary: 300_000, maxSalary: 600_000 },
  { value: '600000-1000000', label: '6 - 10 LPA', minSalary: 600_000, maxSalary: 1_000_000 },
  { value: '1000000-1500000', label: '10 - 15 LPA', minSalary: 1_000_000, maxSalary: 1_500_000 },
  { value: '1500000-1000000000', label: '15+ LPA', minSalary: 1_500_000, maxSalary: JOB_SALARY_MAX },
] as const;

/** Splits `a,b` (and repeated parameters `?x=a&x=b`) into trimmed, non-empty, de-duplicated values. */
export const splitQueryList = (value: string | readonly string[]): string[] => {
  const parts = (typeof value === 'string' ? [value] : value).flatMap((v) => v.split(','));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of parts) {
    const v = raw.trim();
    if (v && !seen.has(v.toLowerCase())) {
      seen.add(v.toLowerCase());
      out.push(v);
    }
  }
  return out;
};
