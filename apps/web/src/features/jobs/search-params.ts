import { JOB_TYPES, type JobType } from '@elevate/contracts/common/constants';
import {
  EXPERIENCE_BUCKETS,
  JOB_SEARCH_MAX_OFFSET,
  JOB_SEARCH_QUERY_MAX_LENGTH,
  JOB_SORTS,
  SALARY_BUCKETS,
  splitQueryList,
  type JobSort,
} from '@elevate/contracts/jobs/job-search.constants';
import type { FilterChip } from '@/components/filter-panel';

/**
 * The /jobs page keeps its whole state in the address (spec: a search can be shared and the back button
 * works). These pure functions read and write it; the page only calls them.
 */
export interface JobFilters {
  q: string;
  location: string[];
  jobType: JobType[];
  skills: string[];
  company: string[];
  minExp?: number;
  maxExp?: number;
  minSalary?: number;
  maxSalary?: number;
  sort: JobSort;
  /** 1-based. */
  page: number;
}

/** Cards per page: 12 fills one, two or three columns evenly. */
export const JOBS_PAGE_SIZE = 12;
export const MAX_PAGE = Math.floor(JOB_SEARCH_MAX_OFFSET / JOBS_PAGE_SIZE) + 1;

export const EMPTY_FILTERS: JobFilters = {
  q: '',
  location: [],
  jobType: [],
  skills: [],
  company: [],
  sort: 'relevance',
  page: 1,
};

const LIST_KEYS = ['location', 'jobType', 'skills', 'company'] as const;
const RANGE_KEYS = ['minExp', 'maxExp', 'minSalary', 'maxSalary'] as const;
/** Every query key the filters own; others in the address (the login dialog's) are left alone. */
export const FILTER_PARAM_KEYS: ReadonlySet<string> = new Set(['q', ...LIST_KEYS, ...RANGE_KEYS, 'sort', 'page']);
type ListKey = (typeof LIST_KEYS)[number];

const readNumber = (value: string | null): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/**
 * Reads the filters from a query string. Forgiving, unlike the API: a hand-edited or stale link with an
 * unknown job type or a bad number drops that value instead of showing an error page.
 */
export const parseJobFilters = (params: URLSearchParams): JobFilters => {
  const list = (key: ListKey) => splitQueryList(params.getAll(key));
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  const filters: JobFilters = {
    q: (params.get('q') ?? '').slice(0, JOB_SEARCH_QUERY_MAX_LENGTH),
    location: list('location'),
    jobType: list('jobType').filter((t): t is JobType => (JOB_TYPES as readonly string[]).includes(t)),
    skills: list('skills'),
    company: list('company'),
    sort: (JOB_SORTS as readonly string[]).includes(sort ?? '') ? (sort as JobSort) : 'relevance',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
  for (const key of RANGE_KEYS) {
    const n = readNumber(params.get(key));
    if (n !== undefined) filters[key] = n;
  }
  // A reversed range cannot match anything; read it as the range the visitor meant.
  if (filters.minExp !== undefined && filters.maxExp !== undefined && filters.minExp > filters.maxExp) {
    [filters.minExp, filters.maxExp] = [filters.maxExp, filters.minExp];
  }
  if (filters.minSalary !== undefined && filters.maxSalary !== undefined && filters.minSalary > filters.maxSalary) {
    [filters.minSalary, filters.maxSalary] = [filters.maxSalary, filters.minSalary];
  }
  return filters;
};

/**
 * The query string for these filters; defaults are left out so links stay short and equal states equal.
 * `keep` carries over the address's other parameters.
 */
export const jobFiltersToParams = (f: JobFilters, keep?: URLSearchParams): URLSearchParams => {
  const params = new URLSearchParams();
  const q = f.q.trim();
  if (q) params.set('q', q);
  for (const key of LIST_KEYS) if (f[key].length > 0) params.set(key, f[key].join(','));
  for (const key of RANGE_KEYS) {
    const value = f[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (f.sort !== 'relevance') params.set('sort', f.sort);
  if (f.page > 1) params.set('page', String(f.page));
  keep?.forEach((value, key) => {
    if (!FILTER_PARAM_KEYS.has(key)) params.append(key, value);
  });
  return params;
};

/** The jobs/search query for these filters. */
export const toSearchQuery = (f: JobFilters, pageSize = JOBS_PAGE_SIZE) => ({
  q: f.q.trim() || undefined,
  location: f.location.join(',') || undefined,
  jobType: f.jobType.join(',') || undefined,
  skills: f.skills.join(',') || undefined,
  company: f.company.join(',') || undefined,
  minExp: f.minExp,
  maxExp: f.maxExp,
  minSalary: f.minSalary,
  maxSalary: f.maxSalary,
  sort: f.sort,
  limit: pageSize,
  offset: (f.page - 1) * pageSize,
});
export type JobSearchParams = ReturnType<typeof toSearchQuery>;

/** Any change but turning the page starts again from page 1. */
export const updateFilters = (f: JobFilters, patch: Partial<JobFilters>): JobFilters => ({
  ...f,
  ...patch,
  page: patch.page ?? 1,
});

export const hasActiveFilters = (f: JobFilters): boolean =>
  LIST_KEYS.some((k) => f[k].length > 0) || RANGE_KEYS.some((k) => f[k] !== undefined);

/** How many filter values are set, for the mobile "Filters (3)" button. */
export const activeFilterCount = (f: JobFilters): number =>
  LIST_KEYS.reduce((n, k) => n + f[k].length, 0) +
  (f.minExp !== undefined || f.maxExp !== undefined ? 1 : 0) +
  (f.minSalary !== undefined || f.maxSalary !== undefined ? 1 : 0);

/** Every filter off; the keyword and the sort order stay. */
export const clearFilters = (f: JobFilters): JobFilters => ({ ...EMPTY_FILTERS, q: f.q, sort: f.sort });

/** Which experience bucket the range is: '' for none, 'custom' for a range no bucket has (from a shared link). */
export const experienceChoice = (f: Pick<JobFilters, 'minExp' | 'maxExp'>): string => {
  if (f.minExp === undefined && f.maxExp === undefined) return '';
  const bucket = EXPERIENCE_BUCKETS.find((b) => b.minExp === f.minExp && b.maxExp === f.maxExp);
  return bucket?.value ?? 'custom';
};

export const salaryChoice = (f: Pick<JobFilters, 'minSalary' | 'maxSalary'>): string => {
  if (f.minSalary === undefined && f.maxSalary === undefined) return '';
  const bucket = SALARY_BUCKETS.find((b) => b.minSalary === f.minSalary && b.maxSalary === f.maxSalary);
  return bucket?.value ?? 'custom';
};

export const experienceRangeOf = (value: string): Pick<JobFilters, 'minExp' | 'maxExp'> => {
  const b = EXPERIENCE_BUCKETS.find((x) => x.value === value);
  return b ? { minExp: b.minExp, maxExp: b.maxExp } : { minExp: undefined, maxExp: undefined };
};

export const salaryRangeOf = (value: string): Pick<JobFilters, 'minSalary' | 'maxSalary'> => {
  const b = SALARY_BUCKETS.find((x) => x.value === value);
  return b ? { minSalary: b.minSalary, maxSalary: b.maxSalary } : { minSalary: undefined, maxSalary: undefined };
};

const lakhs = (rupees: number) => `${Number((rupees / 100_000).toFixed(1))} LPA`;

/** A range from a shared link that matches no bucket, in words. */
export const customExperienceLabel = (f: Pick<JobFilters, 'minExp' | 'maxExp'>): string =>
  f.maxExp === undefined ? `${f.minExp ?? 0}+ years` : `${f.minExp ?? 0} - ${f.maxExp} years`;
export const customSalaryLabel = (f: Pick<JobFilters, 'minSalary' | 'maxSalary'>): string =>
  f.maxSalary === undefined ? `${lakhs(f.minSalary ?? 0)}+` : `${lakhs(f.minSalary ?? 0)} - ${lakhs(f.maxSalary)}`;

/** One removable chip per active filter value, so loosening a search is one click. */
export const activeFilterChips = (f: JobFilters): FilterChip<JobFilters>[] => {
  const chips: FilterChip<JobFilters>[] = [];
  for (const key of LIST_KEYS) {
    for (const value of f[key]) {
      chips.push({
        key: `${key}:${value}`,
        label: value,
        without: updateFilters(f, { [key]: f[key].filter((v: string) => v !== value) } as Partial<JobFilters>),
      });
    }
  }
  const exp = experienceChoice(f);
  if (exp) {
    chips.push({
      key: 'experience',
      label: EXPERIENCE_BUCKETS.find((b) => b.value === exp)?.label ?? customExperienceLabel(f),
      without: updateFilters(f, { minExp: undefined, maxExp: undefined }),
    });
  }
  const sal = salaryChoice(f);
  if (sal) {
    chips.push({
      key: 'salary',
      label: SALARY_BUCKETS.find((b) => b.value === sal)?.label ?? customSalaryLabel(f),
      without: updateFilters(f, { minSalary: undefined, maxSalary: undefined }),
    });
  }
  return chips;
};
