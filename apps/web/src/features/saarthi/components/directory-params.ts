import {
  SAARTHI_DIRECTORY_PAGE_SIZE,
  SAARTHI_DOMAINS,
  SAARTHI_EXPERIENCE_BANDS,
  SAARTHI_LANGUAGES,
} from '@elevate/contracts/saarthi/saarthi.constants';

/**
 * The /saarthi directory keeps its filters in the address (shareable, Back works). Forgiving: an unknown domain
 * or band in a hand-edited link is dropped rather than shown as an error.
 */
export interface DirectoryFilters {
  q: string;
  domain: string;
  company: string;
  /** An experience band's value ('5' = 5+ years), or ''. */
  years: string;
  language: string;
  available: boolean;
  /** 1-based. */
  page: number;
}

export const EMPTY_DIRECTORY: DirectoryFilters = {
  q: '',
  domain: '',
  company: '',
  years: '',
  language: '',
  available: false,
  page: 1,
};

const oneOf = (value: string | null, list: readonly string[]) => (value && list.includes(value) ? value : '');

export const parseDirectory = (params: URLSearchParams): DirectoryFilters => {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    domain: oneOf(params.get('domain'), SAARTHI_DOMAINS),
    company: (params.get('company') ?? '').slice(0, 100),
    years: oneOf(
      params.get('years'),
      SAARTHI_EXPERIENCE_BANDS.map((b) => b.value),
    ),
    language: oneOf(params.get('language'), SAARTHI_LANGUAGES),
    available: params.get('available') === 'true',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, 1000) : 1,
  };
};

/** Writes the filters into the address, keeping other values there (the login dialog's). */
export const writeDirectory = (filters: DirectoryFilters, current = new URLSearchParams()) => {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
  set('q', filters.q.trim());
  set('domain', filters.domain);
  set('company', filters.company.trim());
  set('years', filters.years);
  set('language', filters.language);
  set('available', filters.available ? 'true' : '');
  set('page', filters.page > 1 ? String(filters.page) : '');
  return next;
};

/** What GET saarthi is asked for these filters. */
export interface DirectoryQuery {
  q?: string;
  domain?: string;
  company?: string;
  minYears?: number;
  language?: string;
  available?: 'true';
  limit: number;
  offset: number;
}

export const toDirectoryQuery = (f: DirectoryFilters): DirectoryQuery => {
  const band = SAARTHI_EXPERIENCE_BANDS.find((b) => b.value === f.years);
  const query: DirectoryQuery = {
    limit: SAARTHI_DIRECTORY_PAGE_SIZE,
    offset: (f.page - 1) * SAARTHI_DIRECTORY_PAGE_SIZE,
  };
  if (f.q.trim()) query.q = f.q.trim();
  if (f.domain) query.domain = f.domain;
  if (f.company.trim()) query.company = f.company.trim();
  if (band) query.minYears = band.min;
  if (f.language) query.language = f.language;
  if (f.available) query.available = 'true';
  return query;
};

export const hasDirectoryFilters = (f: DirectoryFilters) =>
  !!(f.q || f.domain || f.company || f.years || f.language || f.available);
