import { BLOG_SORTS, BLOGS_PAGE_SIZE, type BlogSort } from '@elevate/contracts/blogs/blogs.constants';
import type { BlogListParams } from './api/list-blogs';

/** /blogs filters as they live in the address: ?q&tag&authorId&sort&page. */
export interface BlogFilters {
  q: string;
  tag: string;
  authorId: number | null;
  sort: BlogSort;
  page: number;
}

export const EMPTY_BLOG_FILTERS: BlogFilters = { q: '', tag: '', authorId: null, sort: 'newest', page: 1 };

const positiveInt = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export const parseBlogFilters = (search: URLSearchParams): BlogFilters => {
  const sort = search.get('sort');
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    tag: (search.get('tag') ?? '').trim().slice(0, 30),
    authorId: positiveInt(search.get('authorId')),
    sort: BLOG_SORTS.includes(sort as BlogSort) ? (sort as BlogSort) : 'newest',
    page: Math.min(positiveInt(search.get('page')) ?? 1, 1000),
  };
};

/** The address's query for these filters, defaults left out so each search has one address. */
export const blogFiltersToParams = (f: BlogFilters): URLSearchParams => {
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  if (f.tag) p.set('tag', f.tag);
  if (f.authorId) p.set('authorId', String(f.authorId));
  if (f.sort !== 'newest') p.set('sort', f.sort);
  if (f.page > 1) p.set('page', String(f.page));
  return p;
};

/** What GET blogs is asked for these filters (the server prefetches the very same key). */
export const toBlogListQuery = (f: BlogFilters): BlogListParams => ({
  q: f.q || undefined,
  tag: f.tag || undefined,
  authorId: f.authorId ?? undefined,
  sort: f.sort,
  limit: BLOGS_PAGE_SIZE,
  offset: (f.page - 1) * BLOGS_PAGE_SIZE,
});

export const hasBlogFilters = (f: BlogFilters) => !!(f.q || f.tag || f.authorId);
