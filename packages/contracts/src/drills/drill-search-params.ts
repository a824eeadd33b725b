// The /drills and /open-innovation pages keep their whole state in the address (a search can be shared, the
// back button works, the server renders the same page). These pure functions read and write it; the page and
// its server part (drills.server.ts) both call them, so both ask `drills/search` the same question.
import { splitQueryList } from '../jobs/job-search.constants.ts';
import {
  DRILL_AUDIENCES,
  DRILL_NATURES,
  type DrillAudience,
  type DrillNature,
  type DrillProgramType,
} from './drill.constants.ts';
import {
  DRILL_DEFAULT_SORT,
  DRILL_FEE_KINDS,
  DRILL_PRIZE_MAX,
  DRILL_SEARCH_DEFAULT_LIMIT,
  DRILL_SEARCH_LIST_ITEM_MAX_LENGTH,
  DRILL_SEARCH_MAX_LIST_ITEMS,
  DRILL_SEARCH_MAX_PAGE,
  DRILL_SEARCH_QUERY_MAX_LENGTH,
  DRILL_SORTS,
  DRILL_STATUSES,
  DRILL_TEAM_KINDS,
  type DrillFeeKind,
  type DrillSort,
  type DrillStatus,
  type DrillTeamKind,
} from './drill-search.constants.ts';

export interface DrillFilters {
  q: string;
  status: DrillStatus[];
  nature: DrillNature[];
  domain: string[];
  industry: string[];
  location: string[];
  /** Smallest total prize in rupees. */
  prize?: number;
  team?: DrillTeamKind;
  fee?: DrillFeeKind;
  audience?: DrillAudience;
  sort: DrillSort;
  /** 1-based. */
  page: number;
}

export const EMPTY_DRILL_FILTERS: DrillFilters = {
  q: '',
  status: [],
  nature: [],
  domain: [],
  industry: [],
  location: [],
  sort: DRILL_DEFAULT_SORT,
  page: 1,
};

const LIST_KEYS = ['status', 'nature', 'domain', 'industry', 'location'] as const;
const CHOICE_KEYS = ['team', 'fee', 'audience'] as const;
type ListKey = (typeof LIST_KEYS)[number];
type ChoiceKey = (typeof CHOICE_KEYS)[number];
/** Every query key the filters own; others in the address (the login dialog's) are left alone. */
export const DRILL_FILTER_PARAM_KEYS: ReadonlySet<string> = new Set([
  'q',
  ...LIST_KEYS,
  'prize',
  ...CHOICE_KEYS,
  'sort',
  'page',
]);

const CHOICES: { [K in ChoiceKey]: readonly string[] } = {
  team: DRILL_TEAM_KINDS,
  fee: DRILL_FEE_KINDS,
  audience: DRILL_AUDIENCES,
};
const ENUM_LISTS: Partial<Record<ListKey, readonly string[]>> = { status: DRILL_STATUSES, nature: DRILL_NATURES };

const includes = <T extends string>(values: readonly T[], v: string | null | undefined): v is T =>
  v !== null && v !== undefined && (values as readonly string[]).includes(v);

/**
 * Reads the filters from a query string. Forgiving, unlike the API: a hand-edited or stale link with an
 * unknown status or a bad number drops that value instead of showing an error page.
 */
export const parseDrillFilters = (params: URLSearchParams): DrillFilters => {
  const filters: DrillFilters = {
    ...EMPTY_DRILL_FILTERS,
    q: (params.get('q') ?? '').trim().slice(0, DRILL_SEARCH_QUERY_MAX_LENGTH),
  };
  for (const key of LIST_KEYS) {
    const allowed = ENUM_LISTS[key];
    const values = splitQueryList(params.getAll(key))
      .filter((v) => v.length <= DRILL_SEARCH_LIST_ITEM_MAX_LENGTH)
      .map((v) => (allowed ? v.toLowerCase() : v))
      .filter((v) => !allowed || allowed.includes(v))
      .slice(0, DRILL_SEARCH_MAX_LIST_ITEMS);
    (filters[key] as string[]) = values;
  }
  for (const key of CHOICE_KEYS) {
    const value = params.get(key);
    if (includes(CHOICES[key], value)) (filters as unknown as Record<ChoiceKey, string>)[key] = value;
  }
  const prize = Number(params.get('prize') ?? '');
  if (params.get('prize') && Number.isInteger(prize) && prize >= 0 && prize <= DRILL_PRIZE_MAX) filters.prize = prize;
  const sort = params.get('sort');
  if (includes(DRILL_SORTS, sort)) filters.sort = sort;
  const page = Number(params.get('page'));
  filters.page = Number.isInteger(page) && page >= 1 ? Math.min(page, DRILL_SEARCH_MAX_PAGE) : 1;
  return filters;
};

/**
 * The query string for these filters; defaults are left out so links stay short and equal states are equal.
 * `keep` carries over the address's other parameters.
 */
export const drillFiltersToParams = (f: DrillFilters, keep?: URLSearchParams): URLSearchParams => {
  const params = new URLSearchParams();
  const q = f.q.trim();
  if (q) params.set('q', q);
  for (const key of LIST_KEYS) if (f[key].length > 0) params.set(key, f[key].join(','));
  if (f.prize !== undefined) params.set('prize', String(f.prize));
  for (const key of CHOICE_KEYS) {
    const value = f[key];
    if (value) params.set(key, value);
  }
  if (f.sort !== DRILL_DEFAULT_SORT) params.set('sort', f.sort);
  if (f.page > 1) params.set('page', String(f.page));
  keep?.forEach((value, key) => {
    if (!DRILL_FILTER_PARAM_KEYS.has(key)) params.append(key, value);
  });
  return params;
};

/** The `drills/search` query for these filters on a page of one program type (/drills, /open-innovation). */
export const toDrillSearchQuery = (
  f: DrillFilters,
  programType: DrillProgramType,
  pageSize = DRILL_SEARCH_DEFAULT_LIMIT,
) => ({
  q: f.q.trim() || undefined,
  status: f.status.join(',') || undefined,
  nature: f.nature.join(',') || undefined,
  domain: f.domain.join(',') || undefined,
  industry: f.industry.join(',') || undefined,
  location: f.location.join(',') || undefined,
  prize: f.prize,
  team: f.team,
  fee: f.fee,
  audience: f.audience,
  programType,
  sort: f.sort,
  page: f.page,
  limit: pageSize,
});
export type DrillSearchParams = ReturnType<typeof toDrillSearchQuery>;

/** Any change but turning the page starts again from page 1. */
export const updateDrillFilters = (f: DrillFilters, patch: Partial<DrillFilters>): DrillFilters => ({
  ...f,
  ...patch,
  page: patch.page ?? 1,
});

export const hasActiveDrillFilters = (f: DrillFilters): boolean =>
  LIST_KEYS.some((k) => f[k].length > 0) || f.prize !== undefined || CHOICE_KEYS.some((k) => f[k] !== undefined);

/** How many filter values are set, for the mobile "Filters (3)" button. */
export const activeDrillFilterCount = (f: DrillFilters): number =>
  LIST_KEYS.reduce((n, k) => n + f[k].length, 0) +
  (f.prize !== undefined ? 1 : 0) +
  CHOICE_KEYS.filter((k) => f[k] !== undefined).length;

/** Every filter off; the keyword and the sort order stay. */
export const clearDrillFilters = (f: DrillFilters): DrillFilters => ({ ...EMPTY_DRILL_FILTERS, q: f.q, sort: f.sort });

/** A variation of the listing (any filter, another sort, a later page): search engines follow it but do not list it. */
export const isDrillListingVariation = (f: DrillFilters): boolean =>
  hasActiveDrillFilters(f) || f.sort !== DRILL_DEFAULT_SORT || f.page > 1;
